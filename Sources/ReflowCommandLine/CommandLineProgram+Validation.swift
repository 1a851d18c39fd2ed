extension CommandLineProgram {
    /// Declaration mistakes anywhere in the command tree, each prefixed with its command path; empty when sound.
    ///
    /// Parsing does not check these on every run; a test should assert this list is empty.
    public var validationProblems: [String] {
        var problems: [String] = []
        if version != nil && configuration.allArguments.contains(where: { $0.displayName == "--version" }) {
            problems.append("\(configuration.name): --version is reserved for the program version")
        }
        collectProblems(configuration, path: configuration.name, into: &problems)
        return problems
    }

    private func collectProblems(_ configuration: CommandConfiguration, path: String, into problems: inout [String]) {
        problems += configuration.validationProblems.map { "\(path): \($0)" }
        for subcommand in configuration.subcommands {
            let child = subcommand.configuration
            collectProblems(child, path: path + " " + child.name, into: &problems)
        }
    }
}
