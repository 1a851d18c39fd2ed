import Testing
import ReflowCommandLine
import ReflowCommands

/// Whole help screens, compared character for character: a change to the layout must show up here.
@Suite struct HelpFormatterTests {
    private let program = ReflowCLI.program(commands: sampleCommands)

    @Test func commandHelp() {
        #expect(
            reflow("ramp", "--help").output == """
                OVERVIEW: Print a text style's size at every content size category.

                Sizes follow Apple's published tables, scaled from the size you give at the
                default category (Large).

                Categories:
                  xSmall through xxxLarge, then AX1 through AX5.

                USAGE: reflow ramp [<options>] <style> [<last>]

                ARGUMENTS:
                  <style>                 The text style to scale.
                  <last>                  The largest category to print.

                OPTIONS:
                  -s, --size <length>     The size at the default category. (default: 17pt)
                  --offset <offset>       Categories to shift the ramp by. (default: 0)
                  --scale <scale>         Multiply every size by this factor.
                  -o, --only <category>   Print only this category. (can be repeated)
                  -v, --verbose           Explain how each size was computed.
                  -f, --format <format>   How to print results. (values: text, json; default:
                                          text)
                  --color                 Color the output.
                  -h, --help              Show help information.

                EXAMPLES:
                  reflow ramp body --size 14sp
                    Ramp body text that starts at 14 points.

                  reflow ramp title --format json --only AX1 --only AX5
                    Print the two accessibility extremes of the title style as JSON, for a
                    script to read.

                EXIT CODES:
                  0                       Done (or help, or the version).
                  2                       Usage or input error: the command line was wrong, an
                                          input could not be read, or the output could not be
                                          written.

                """)
    }

    @Test func shortUsageListsEveryOption() {
        #expect(
            reflow("lint", "--help").output == """
                OVERVIEW: Check files.

                USAGE: reflow lint [--format <format>] [--color] <files> ...

                ARGUMENTS:
                  <files> ...             The files to check.

                OPTIONS:
                  -f, --format <format>   How to print results. (values: text, json; default:
                                          text)
                  --color                 Color the output.
                  -h, --help              Show help information.

                EXIT CODES:
                  0                       Done (or help, or the version).
                  2                       Usage or input error: the command line was wrong, an
                                          input could not be read, or the output could not be
                                          written.

                """)
    }

    @Test func rootHelpListsSubcommandsAndVersion() {
        #expect(
            reflow("--help").output == """
                OVERVIEW: Check and preview how text scales with Dynamic Type.

                USAGE: reflow <subcommand>

                OPTIONS:
                  --version               Show the version.
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  ramp                    Print a text style's size at every content size
                                          category.
                  lint                    Check files.
                  fail                    Fail at run time.
                  check                   Check a range.
                  tty                     Say whether output is a terminal.
                  rules                   Work with audit rules.
                  help                    Show help for a subcommand.

                  See 'reflow help <subcommand>' for detailed help.

                EXIT CODES:
                  0                       Done (or help, or the version).
                  2                       Usage or input error: the command line was wrong, an
                                          input could not be read, or the output could not be
                                          written.

                """)
    }

    @Test func nestedGroupHelp() {
        #expect(
            reflow("rules", "--help").output == """
                OVERVIEW: Work with audit rules.

                USAGE: reflow rules <subcommand>

                OPTIONS:
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  list                    List every rule.
                  help                    Show help for a subcommand.

                  See 'reflow rules help <subcommand>' for detailed help.

                """)
    }

    @Test func longLabelsPutTheirTextOnTheNextLine() {
        let help = CommandLineProgram(root: WideCommand.self).helpText(for: [])
        #expect(
            help == """
                OVERVIEW: Check contrast.

                USAGE: contrast [<options>] [<text-color>]

                ARGUMENTS:
                  <text-color>            The color of the text. (values: black, white; default:
                                          black)

                OPTIONS:
                  -m, --minimum-contrast-ratio <ratio>
                                          The lowest contrast ratio between text and its
                                          background that still passes, as WCAG defines it.
                                          (default: 4.5)
                  --background-color <color>
                                          A background to test against. (can be repeated)
                  -h, --help              Show help information.

                EXIT CODES:
                  0                       Done (or help, or the version).
                  2                       Usage or input error: the command line was wrong, an
                                          input could not be read, or the output could not be
                                          written.

                """)
    }

    @Test func everyLineFitsInEightyColumns() {
        let screens =
            [[], ["ramp"], ["lint"], ["rules"], ["rules", "list"]].compactMap(program.helpText(for:))
            + [CommandLineProgram(root: WideCommand.self).helpText(for: [])].compactMap { $0 }
        for line in screens.joined().split(separator: "\n") {
            #expect(line.count <= 80, "too wide: \(line)")
        }
    }
}

/// A command with labels too long for the label column.
private struct WideCommand: Command {
    enum TextColor: String, CaseIterable, ExpressibleByArgument { case black, white }

    static let ratio = Option<Double>(
        "minimum-contrast-ratio", short: "m", valueName: "ratio",
        help: "The lowest contrast ratio between text and its background that still passes, as WCAG defines it.",
        default: 4.5
    )
    static let backgrounds = RepeatedOption<String>(
        "background-color", valueName: "color", help: "A background to test against."
    )
    static let textColor = Positional<TextColor>("text-color", help: "The color of the text.", default: .black)
    static let configuration = CommandConfiguration(
        name: "contrast", abstract: "Check contrast.", arguments: [ratio, backgrounds, textColor]
    )

    init(parsing arguments: ParsedArguments) {}

    func run(context: CommandContext) throws -> ExitCode { .success }
}
