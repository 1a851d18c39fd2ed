internal import DynamicType
internal import LayoutEngine

/// A project's own question about the text size (`extension ContentSizeCategory { func
/// isAccessibilityCategory() -> Bool { … } }`), asked of the environment's size: its answer
/// depends on the size, so it is answered at each of the 12 sizes, and the sizes where it is true
/// become the condition the layout decides per size, as SwiftUI's own `isAccessibilitySize` is.
extension Interpreter {
    static let sizeCategoryTypeNames = ["ContentSizeCategory", "DynamicTypeSize"]

    /// `answer` run with `self` as each size, smallest first: true or false at every size, or a
    /// threshold (`categoryAtLeast`, or its opposite); nil when an answer is unknown or the sizes
    /// where it holds are not one run at either end.
    func answeredPerSize(_ answer: (Value) -> Value) -> Value? {
        var truths: [Bool] = []
        for category in ContentSizeCategory.allCases {
            guard case .bool(let flag) = answer(.category(category)) else { return nil }
            truths.append(flag)
        }
        guard let first = truths.firstIndex(of: !truths[0]) else { return .bool(truths[0]) }
        guard truths[first...].allSatisfy({ $0 == truths[first] }) else { return nil }
        let threshold = LayoutCondition.categoryAtLeast(ContentSizeCategory.allCases[first])
        return .condition(truths[first] ? threshold : .not(threshold))
    }

    /// A method the project adds to the size types, called on the environment's size.
    func sizeCategoryMethod(_ name: String, _ arguments: Arguments) -> Value? {
        for typeName in Self.sizeCategoryTypeNames {
            guard let methods = index.types[typeName]?.methods[name] else { continue }
            let method = overload(methods, arguments)
            return answeredPerSize { invoke(method, arguments, instance: nil, extra: ["self": $0]) } ?? .unknown(name)
        }
        return nil
    }

    /// A computed property the project adds to the size types, read of the environment's size.
    func sizeCategoryProperty(_ name: String) -> Value? {
        for typeName in Self.sizeCategoryTypeNames {
            guard let member = index.types[typeName]?.computedProperties[name] else { continue }
            return answeredPerSize { size in
                var scope = Scope()
                scope["self"] = size
                return read(member, scope)
            } ?? .unknown(name)
        }
        return nil
    }
}
