/// A brief of a value for hashing a key whose values are then compared with `InliningMemo.sameArguments`:
/// values that compare the same there have the same digest, so a key with it spreads calls made from
/// different data (a mock made from each screen's room) without ever parting the same ones.
extension Value {
    /// The digest of a call's arguments: labels and values in order.
    static func reuseDigest(of arguments: [(label: String?, value: Value)]) -> Int {
        var hasher = Hasher()
        hasher.combine(arguments.count)
        for argument in arguments {
            hasher.combine(argument.label)
            argument.value.combineDigest(into: &hasher, depth: 0)
        }
        return hasher.finalize()
    }

    /// Texts, numbers and truth values by value, instances and cases by type and what they hold, a few
    /// levels deep. Anything else adds nothing: values of other kinds compare the same across kinds
    /// (`.accessibilityMedium` and the size AX1), by parts not hashed here (closures), or not at all.
    private func combineDigest(into hasher: inout Hasher, depth: Int) {
        guard depth < Self.digestDepth else { return }
        switch self {
        case .text(let text): hasher.combine(text)
        case .number(let number): hasher.combine(number)
        case .bool(let bool): hasher.combine(bool)
        case .instance(let instance):
            hasher.combine(ObjectIdentifier(instance.type))
            hasher.combine(instance.fields.count)
            // A model holds models of hundreds of fields: only an argument's own fields are looked into.
            guard depth == 0 else { return }
            // Fields in no particular order: each one's own hash, summed.
            var sum = 0
            for (name, value) in instance.fields {
                var field = Hasher()
                field.combine(name)
                value.combineDigest(into: &field, depth: depth + 1)
                sum &+= field.finalize()
            }
            hasher.combine(sum)
        case .enumCase(let value):
            hasher.combine(ObjectIdentifier(value.type))
            hasher.combine(value.name)
            for item in value.payload { item.combineDigest(into: &hasher, depth: depth + 1) }
        case .implicitInit(let fields):
            hasher.combine(fields.count)
            for field in fields {
                hasher.combine(field.label)
                field.value.combineDigest(into: &hasher, depth: depth + 1)
            }
        case .array(let items):
            hasher.combine(items.count)
            for item in items { item.combineDigest(into: &hasher, depth: depth + 1) }
        default: break
        }
    }

    /// How deep the digest looks: deeper values only split calls already split.
    private static let digestDepth = 2
}
