/// A tree of commands under one program name: finds the command a command line selects, parses it, runs it.
///
/// Built-ins, handled before the selected command sees its words:
/// - `-h`/`--help` anywhere before `--` prints that command's help;
/// - `help <subcommand>...` on any command that has subcommands prints the named command's help;
/// - `--version` on the root prints ``version``, when there is one.
///
/// Exit codes: 0 success, help or version; 1 what the command returns for findings or a partial run;
/// 2 usage error, or any error the command throws (nothing could be checked or written).
public struct CommandLineProgram: Sendable {
    /// The root's configuration; its name is the program name used in every message.
    public let configuration: CommandConfiguration
    /// The text `--version` prints, or nil to offer no `--version`.
    public let version: String?
    private let rootType: (any Command.Type)?

    /// A root that only groups subcommands; run alone, it prints its help.
    public init(configuration: CommandConfiguration, version: String? = nil) {
        self.configuration = configuration
        self.version = version
        rootType = nil
    }

    /// A root that is itself a command, for single-command tools.
    public init(root: any Command.Type, version: String? = nil) {
        configuration = root.configuration
        self.version = version
        rootType = root
    }

    /// Decides what `arguments` (without the program name) ask for, without running anything.
    public func parse(_ arguments: [String]) -> Invocation {
        var node = rootNode
        var rest = arguments[...]
        while let word = rest.first, !node.configuration.subcommands.isEmpty {
            if let child = node.child(named: word) {
                node = child
                rest = rest.dropFirst()
            } else if word == "help" {
                return helpInvocation(from: node, names: rest.dropFirst())
            } else {
                break
            }
        }
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            return .help(HelpFormatter(node: node, version: versionOffered(at: node)).render())
        }
        if let version = versionOffered(at: node), options.contains("--version") {
            return .version(version)
        }
        let builtIns = versionOffered(at: node) == nil ? ["--help"] : ["--help", "--version"]
        let scanner = ArgumentScanner(configuration: node.configuration, commandPath: node.path, builtInOptions: builtIns)
        do {
            let parsed = try scanner.scan(Array(rest))
            guard let type = node.type else { return .help(helpText(node)) }
            return .run(try type.init(parsing: parsed), commandPath: node.path)
        } catch {
            return .usageError(usageError(error, at: node.path))
        }
    }

    /// Parses and runs `arguments`, writing results, help and errors to `context`.
    public func run(arguments: [String], context: CommandContext) -> ExitCode {
        switch parse(arguments) {
        case .help(let text):
            context.standardOutput.write(text)
            return .success
        case .version(let version):
            context.standardOutput.write(version + "\n")
            return .success
        case .usageError(let error):
            return report(error, to: context)
        case .run(let command, let commandPath):
            do {
                return try command.run(context: context)
            } catch is HelpRequest {
                context.standardOutput.write(helpText(forPath: commandPath) ?? "")
                return .success
            } catch let error as UsageError {
                return report(usageError(error, at: commandPath), to: context)
            } catch {
                context.standardError.write("\(configuration.name): error: \(error)\n")
                return .usageError
            }
        }
    }

    /// The help screen of the command at `commandPath` (subcommand names after the program name), if it exists.
    public func helpText(for commandPath: [String]) -> String? {
        var node = rootNode
        for name in commandPath {
            guard let child = node.child(named: name) else { return nil }
            node = child
        }
        return helpText(node)
    }

    // MARK: Private

    private var rootNode: CommandNode {
        CommandNode(configuration: configuration, type: rootType, path: [configuration.name])
    }

    private func versionOffered(at node: CommandNode) -> String? {
        node.path.count == 1 ? version : nil
    }

    private func helpText(_ node: CommandNode) -> String {
        HelpFormatter(node: node, version: versionOffered(at: node)).render()
    }

    private func helpText(forPath path: [String]) -> String? {
        helpText(for: Array(path.dropFirst()))
    }

    /// Walks the names after `help`; `reflow help ramp` and `reflow ramp --help` print the same text.
    private func helpInvocation(from start: CommandNode, names: ArraySlice<String>) -> Invocation {
        var node = start
        for name in names where name != "--help" && name != "-h" {
            guard let child = node.child(named: name) else {
                let reason: UsageError.Reason =
                    node.configuration.subcommands.isEmpty
                    ? .unexpectedArgument(name)
                    : .unknownCommand(name, suggestion: NameSuggester.closest(to: name, among: node.configuration.subcommandWords))
                return .usageError(UsageError(reason, commandPath: node.pathText))
            }
            node = child
        }
        return .help(helpText(node))
    }

    /// Any error from parsing counts as a usage error; commands may leave the path for us to fill.
    private func usageError(_ error: any Error, at path: [String]) -> UsageError {
        var usageError = error as? UsageError ?? UsageError("\(error)")
        if usageError.commandPath.isEmpty { usageError.commandPath = path.joined(separator: " ") }
        return usageError
    }

    private func report(_ error: UsageError, to context: CommandContext) -> ExitCode {
        context.standardError.write("\(configuration.name): error: \(error)\n")
        return .usageError
    }
}
