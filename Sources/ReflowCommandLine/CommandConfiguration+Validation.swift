extension CommandConfiguration {
    /// Declaration mistakes in this command alone that would make parsing ambiguous or help misleading.
    public var validationProblems: [String] {
        let specs = allArguments
        return namingProblems(specs) + positionalOrderProblems(specs) + subcommandProblems()
    }

    private func namingProblems(_ specs: [ArgumentSpec]) -> [String] {
        var problems: [String] = []
        var names: Set<String> = []
        var shortNames: Set<Character> = []
        for spec in specs {
            if spec.name.isEmpty || spec.name.hasPrefix("-") || spec.name.contains(where: { $0.isWhitespace || $0 == "=" }) {
                problems.append("'\(spec.name)' is not a valid argument name")
            }
            if spec.displayName == "--help" {
                problems.append("--help is reserved for help")
            } else if !names.insert(spec.displayName).inserted {
                problems.append("\(spec.displayName) is declared twice")
            }
            guard let short = spec.shortName else { continue }
            if short == "h" {
                problems.append("-h is reserved for help")
            } else if short.isNumber || short == "-" || short == "=" {
                // A digit would make `-3` an option instead of a negative number.
                problems.append("-\(short) is not a valid short name")
            } else if !shortNames.insert(short).inserted {
                problems.append("-\(short) is declared twice")
            }
        }
        return problems
    }

    /// Positionals fill left to right, so an optional one before a required one could never be skipped.
    private func positionalOrderProblems(_ specs: [ArgumentSpec]) -> [String] {
        var problems: [String] = []
        var optional: ArgumentSpec?
        var repeated: ArgumentSpec?
        for spec in specs where spec.kind.isPositional {
            if let repeated {
                problems.append("\(spec.displayName) comes after the repeated \(repeated.displayName)")
            } else if spec.isRequired, let optional {
                problems.append("required \(spec.displayName) comes after the optional \(optional.displayName)")
            }
            if spec.kind == .repeatedPositional { repeated = spec }
            if !spec.isRequired, optional == nil { optional = spec }
        }
        return problems
    }

    private func subcommandProblems() -> [String] {
        var problems: [String] = []
        var names: Set<String> = []
        for subcommand in subcommands {
            let name = subcommand.configuration.name
            if name == "help" {
                problems.append("subcommand 'help' is reserved")
            } else if !names.insert(name).inserted {
                problems.append("subcommand '\(name)' is declared twice")
            }
        }
        return problems
    }
}
