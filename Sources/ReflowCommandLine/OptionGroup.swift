/// Arguments shared by several commands (such as `--format`), declared once and read into one value.
///
/// List the group in ``CommandConfiguration/optionGroups``, then build it in the command's
/// `init(parsing:)` with `try FormatOptions(parsing: arguments)`.
public protocol OptionGroup: Sendable {
    /// The group's arguments, shown in the command's help after the command's own.
    static var arguments: [any ArgumentDefinition] { get }
    /// Reads the group's values from the command's parse result.
    init(parsing arguments: ParsedArguments) throws
    /// What each exit code means for a command with this group, when the group decides it (a
    /// group that reports findings exits 1 for them); nil leaves the plain meanings.
    static var exitCodeMeanings: [(code: ExitCode, meaning: String)]? { get }
}

extension OptionGroup {
    /// Most groups leave the exit codes' meanings alone.
    public static var exitCodeMeanings: [(code: ExitCode, meaning: String)]? { nil }
}
