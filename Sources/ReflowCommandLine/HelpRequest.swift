/// Thrown by a command to ask the program to print that command's help and exit 0.
///
/// Command groups throw it when run without a subcommand, as `git` and `swift package` do.
public struct HelpRequest: Error, Equatable, Sendable {
    /// Creates the request; it carries nothing because the program knows which command threw it.
    public init() {}
}
