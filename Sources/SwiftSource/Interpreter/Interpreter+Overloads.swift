internal import Findings

/// Choosing among a project's overloads (`func row(_ title: String)` and `func row(_ count: Int)`):
/// those whose labels, count and closures fit the call, then the one whose parameter types agree
/// with the values passed, as Swift's overload resolution ranks them. When several fit equally, the
/// first declared is used and a note says the call is ambiguous to Reflow.
extension Interpreter {
    /// The overload a call runs: the closest fitting one, else the first declared.
    func overload(_ candidates: [FunctionMember], _ arguments: Arguments, at location: FileLocation? = nil) -> FunctionMember {
        fittingOverload(candidates, arguments, at: location) ?? candidates[0]
    }

    /// The closest overload whose labels, count and closures fit the call, or nil when none does.
    func fittingOverload(_ candidates: [FunctionMember], _ arguments: Arguments, at location: FileLocation? = nil) -> FunctionMember? {
        let fitting = candidates.filter { $0.accepts(arguments.shape) }
        guard fitting.count > 1 else { return fitting.first }
        let scored = fitting.map { (candidate: $0, score: Self.agreement(of: $0, with: arguments)) }
        let best = scored.map(\.score).max() ?? 0
        let closest = scored.filter { $0.score == best }.map(\.candidate)
        if closest.count > 1, let location {
            context.note(
                "\(location): \(closest.count) declarations of \(closest[0].name)(…) fit this call equally; the first declared is used")
        }
        return closest[0]
    }

    /// How well the values passed agree with an overload's parameter types: one point for each
    /// value of the parameter's type, one off for each of another type, none when not known.
    static func agreement(of function: FunctionMember, with arguments: Arguments) -> Int {
        var score = 0
        var index = 0
        for parameter in function.parameters where index < arguments.values.count {
            let argument = arguments.values[index]
            guard argument.label == parameter.label || (argument.value.isClosure && argument.label == nil && parameter.takesFunction) else {
                continue
            }
            index += 1
            switch typeAgreement(argument.value, parameter.type) {
            case true?: score += 1
            case false?: score -= 1
            case nil: break
            }
        }
        return score
    }

    /// Whether a type as written (`Models.Story`) names a project type, by its last name.
    private static func names(_ written: Substring, _ type: TypeDeclaration) -> Bool {
        written.split(separator: ".").last == type.name.split(separator: ".").last
    }

    /// The types a text value may be passed as.
    static let textParameterTypes: Set<Substring> = [
        "String", "LocalizedStringKey", "LocalizedStringResource", "Substring", "AttributedString",
    ]
    /// The types a number may be passed as.
    static let numberParameterTypes: Set<Substring> = [
        "Int", "Double", "CGFloat", "Float", "UInt", "Int64", "Int32", "TimeInterval", "Decimal",
    ]

    /// Whether a value is of a type as written (`String`, `Int?`, `[Post]`), or nil when that is not known.
    static func typeAgreement(_ value: Value, _ written: String) -> Bool? {
        var type = Substring(written)
        // Trimmed by hand: overloads are scored argument by argument, and Foundation's trimming makes a new string each time.
        while let first = type.first, first == " " || first == "\t" { type = type.dropFirst() }
        while let last = type.last, last == " " || last == "\t" { type = type.dropLast() }
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        if type.hasPrefix("some ") || type.hasPrefix("any ") || (type.count == 1 && type.first?.isUppercase == true) { return nil }
        switch value {
        case .text: return textParameterTypes.contains(type)
        case .number, .scaledMetric: return numberParameterTypes.contains(type)
        case .bool: return type == "Bool"
        case .font: return type == "Font" || type == "UIFont"
        case .closure: return type.includes("->")
        case .array: return type.hasPrefix("[") || type.hasPrefix("Array<")
        case .instance(let instance): return names(type, instance.type)
        case .enumCase(let enumCase): return names(type, enumCase.type)
        default: return nil
        }
    }
}
