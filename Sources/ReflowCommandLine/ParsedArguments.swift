/// The converted values of one command line, read through the typed definitions that declared them.
///
/// Reading a definition the command did not declare is a programming error and stops the program.
public struct ParsedArguments: Sendable {
    /// The command's full path, such as `["reflow", "ramp"]`.
    public let commandPath: [String]
    private let declared: Set<String>
    private var values: [String: [any Sendable]] = [:]

    init(commandPath: [String], declared: [ArgumentSpec]) {
        self.commandPath = commandPath
        self.declared = Set(declared.map(\.displayName))
    }

    mutating func append(_ value: any Sendable, for spec: ArgumentSpec) {
        values[spec.displayName, default: []].append(value)
    }

    /// Whether the flag was given.
    public subscript(flag: Flag) -> Bool {
        !occurrences(of: flag.spec).isEmpty
    }

    /// The option's last value, or its default.
    public subscript<Value>(option: Option<Value>) -> Value {
        guard let last = occurrences(of: option.spec).last else { return option.defaultValue }
        return last as! Value
    }

    /// Every value of the option, in command-line order.
    public subscript<Value>(option: RepeatedOption<Value>) -> [Value] {
        occurrences(of: option.spec).map { $0 as! Value }
    }

    /// The positional's value, or its default; the parser has already rejected a missing required one.
    public subscript<Value>(positional: Positional<Value>) -> Value {
        if let value = occurrences(of: positional.spec).first { return value as! Value }
        guard let defaultValue = positional.defaultValue else {
            preconditionFailure("required \(positional.spec.displayName) was not parsed for '\(pathText)'")
        }
        return defaultValue
    }

    /// The trailing words, in command-line order.
    public subscript<Value>(positionals: RepeatedPositional<Value>) -> [Value] {
        occurrences(of: positionals.spec).map { $0 as! Value }
    }

    /// Whether the argument appeared on the command line, to tell an explicit default from an absent option.
    public func contains(_ definition: some ArgumentDefinition) -> Bool {
        !occurrences(of: definition.spec).isEmpty
    }

    private var pathText: String { commandPath.joined(separator: " ") }

    private func occurrences(of spec: ArgumentSpec) -> [any Sendable] {
        precondition(declared.contains(spec.displayName), "\(spec.displayName) is not declared by '\(pathText)'")
        return values[spec.displayName] ?? []
    }
}
