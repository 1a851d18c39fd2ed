/// The command line, parsed by hand: app folders, `--format`, `--findings DIR`, `--threads N`,
/// `--runs N`, `--timeout S`, and the internal `--measure-one DIR` a child process runs.
struct Options {
    /// App folders, or folders of app folders.
    var paths: [String] = []
    var format = OutputFormat.text
    /// Write each app's full `reflow check` JSON here, named after the app.
    var findingsDirectory: String?
    var threads: Int?
    /// How many times each app is measured, the apps taken in turn; the CPU seconds shown are the run
    /// with the median check ÷ parse-only.
    var runs = 1
    /// Seconds one app may take before it is stopped and reported as timed out.
    var timeout = 1800.0
    /// Measure this one app in this process and print its measurement as JSON (the parent runs this).
    var measureOne: String?
    var help = false

    enum OutputFormat: String {
        case text, json
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = """
        Usage: reflow-calibrate DIR... [--format text|json] [--findings DIR] [--threads N] [--runs N] [--timeout S]

        Runs `reflow check`'s whole simulation (files found, parsed, indexed, every screen interpreted
        as written and translated, audited at the 12 sizes on iPhone 16 portrait, findings collapsed,
        JSON and text reports written in memory) on each app, in a child process of its own so that
        a crash or a hang costs one row and peak memory is the app's own, and prints what a user
        would want to know before trusting the result: how many screens were simulated, in part or
        not at all and why; views interpreted against opaque boxes; texts whose content came from
        the source against stand-ins; fonts read; findings by check and severity; errors already
        present at the default size (Large); and the CPU seconds of each phase beside parse-only of
        the same files. Lint rules are not run (reflow lint has its own benchmark). Plain
        measurement: nothing here passes or fails.

        A DIR that holds an Xcode project, a workspace, a Package.swift or a project.yml is an app;
        any other DIR whose sub-folders are apps stands for those apps.
        Build with -c release: swift run -c release reflow-calibrate DIR...

        Options:
          --format F       text (default) or json (the same numbers, for diffing two commits)
          --findings DIR   also write each app's reflow check JSON report to DIR/<app>.json, and its
                           stand-in texts by source line and property to DIR/<app>.stand-ins.txt
          --threads N      threads for parsing, interpreting and auditing (default: every core)
          --runs N         measure every app N times, the apps in turn (1, 2, …, 1, 2, …), and show the
                           run with the median check ÷ parse-only (the lower middle one for an even N),
                           with the lowest and highest (default 1)
          --timeout S      seconds one app may take (default 1800)
          --help           show this help
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var index = 0
        func value(_ flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].isEmpty else { throw UsageError(description: "\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--format":
                let text = try value(argument)
                guard let format = OutputFormat(rawValue: text) else {
                    throw UsageError(description: "--format expects text or json, got “\(text)”")
                }
                options.format = format
            case "--findings": options.findingsDirectory = try value(argument)
            case "--threads":
                let text = try value(argument)
                guard let threads = Int(text), threads > 0 else {
                    throw UsageError(description: "--threads expects a positive whole number, got “\(text)”")
                }
                options.threads = threads
            case "--runs":
                let text = try value(argument)
                guard let runs = Int(text), runs > 0, runs <= 99 else {
                    throw UsageError(description: "--runs expects a whole number from 1 to 99, got “\(text)”")
                }
                options.runs = runs
            case "--timeout":
                let text = try value(argument)
                guard let seconds = Double(text), seconds > 0 else {
                    throw UsageError(description: "--timeout expects a positive number of seconds, got “\(text)”")
                }
                options.timeout = seconds
            case "--measure-one": options.measureOne = try value(argument)
            case "--help", "-h": options.help = true
            default:
                if argument.hasPrefix("-") { throw UsageError(description: "unknown option \(argument) (see --help)") }
                options.paths.append(argument)
            }
            index += 1
        }
        if !options.help, options.measureOne == nil, options.paths.isEmpty {
            throw UsageError(description: "give at least one app folder (see --help)")
        }
        return options
    }
}
