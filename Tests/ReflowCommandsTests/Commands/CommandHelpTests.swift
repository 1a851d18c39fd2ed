import Testing
import ReflowCommands

/// Help screens, declaration checks, and the examples the help screens show.
@Suite struct CommandHelpTests {
    static let rampOptions = [
        "-p, --platform <platform>", "-s, --style <style>", "-c, --category <category>", "--compose",
        "-f, --format <format>", "-h, --help",
    ]
    static let scaleOptions = [
        "<size>", "-r, --relative-to <style>", "-c, --category <category>", "--max <points>",
        "--cap <category>", "--scaled-metric", "-a, --android <scale>", "--compose",
        "--react-native <category>", "--ramp <style>", "--max-multiplier <factor>", "--no-font-scaling",
        "--flutter-ios <category>", "--flutter-android <scale>", "--min-scale-factor <factor>",
        "--max-scale-factor <factor>", "-f, --format <format>", "-h, --help",
    ]

    @Test func rampHelpListsEveryOption() {
        let run = runReflow("ramp", "--help")
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output.hasPrefix("OVERVIEW: "))
        #expect(run.output.contains("USAGE: reflow ramp [<options>]"))
        for option in Self.rampOptions {
            #expect(run.output.contains(option), "ramp help lacks \(option)")
        }
        for platform in ["ios", "ipados", "watchos", "macos", "tvos", "visionos", "android", "material3", "react-native", "flutter"] {
            #expect(run.output.contains(platform), "ramp help lacks \(platform)")
        }
    }

    @Test func scaleHelpListsEveryOption() {
        let run = runReflow("scale", "--help")
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output.contains("USAGE: reflow scale [<options>] <size>"))
        for option in Self.scaleOptions {
            #expect(run.output.contains(option), "scale help lacks \(option)")
        }
    }

    @Test func helpListsEveryDeclaredArgument() {
        for command in ReflowCommandList.all {
            let help = runReflow(command.configuration.name, "--help").output
            for argument in command.configuration.allArguments {
                #expect(help.contains(argument.displayName), "\(command.configuration.name) help lacks \(argument.displayName)")
            }
        }
    }

    @Test func rootHelpListsBothCommands() {
        let run = runReflow("--help")
        #expect(run.status == 0)
        #expect(run.output.contains("  ramp "))
        #expect(run.output.contains("  scale "))
    }

    @Test func commandsDeclareNoMistakes() {
        #expect(ReflowCLI.program(commands: ReflowCommandList.all).validationProblems == [])
    }

    @Test func everyExampleRuns() {
        var count = 0
        for command in ReflowCommandList.all {
            for example in command.configuration.examples {
                #expect(example.commandLine.hasPrefix("reflow \(command.configuration.name)"))
                let run = runReflow(example.arguments)
                // `reflow audit`, `reflow check` and `reflow lint` exit 1 by design when what they check has error findings.
                let allowed: Set<Int32> = ["audit", "check", "lint"].contains(command.configuration.name) ? [0, 1] : [0]
                #expect(allowed.contains(run.status), "\(example.commandLine):\n\(run)")
                #expect(run.error == "", "\(example.commandLine)")
                #expect(!run.output.isEmpty, "\(example.commandLine)")
                count += 1
            }
        }
        #expect(count == ReflowCommandList.all.map { $0.configuration.examples.count }.reduce(0, +))
        #expect(count >= 15)
    }
}
