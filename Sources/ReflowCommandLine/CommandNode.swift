/// A command found by walking subcommand names from the root, with the path that reached it.
struct CommandNode {
    /// What the command declares.
    let configuration: CommandConfiguration
    /// The type to build and run, or nil for a root that only groups commands.
    let type: (any Command.Type)?
    /// The names from the program down to this command, such as `["reflow", "ramp"]`.
    let path: [String]

    /// The subcommand called `name`, if this command has one.
    func child(named name: String) -> CommandNode? {
        guard let type = configuration.subcommands.first(where: { $0.configuration.name == name }) else { return nil }
        return CommandNode(configuration: type.configuration, type: type, path: path + [name])
    }

    /// The path as typed, such as `reflow ramp`.
    var pathText: String { path.joined(separator: " ") }
}
