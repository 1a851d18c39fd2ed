/// The command line, parsed by hand: `--files N`, `--path DIR`, `--threads N`, `--runs N`,
/// `--seed N`, `--experiments`, `--keep`, `--help`.
struct Options {
    /// Swift files of the generated project.
    var files = 200
    /// Check this tree instead of a generated project.
    var path: String?
    var threads = 2
    var runs = 5
    var seed: UInt64 = 0x5EED_2025
    /// Also run the experiments that split the audit further (per check, text measurement,
    /// duplicate trees, fonts, one thread against `threads`).
    var experiments = false
    /// Keep the generated project (its folder is printed on standard error).
    var keep = false
    var help = false

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = """
        Usage: reflow-check-benchmark [--files N | --path DIR] [--threads N] [--runs N] [--seed N]
                                      [--experiments] [--keep] [--help]

        Times `reflow check`'s work (ProjectChecker.check(paths:) with the defaults: 12 sizes,
        iPhone 16 portrait, as-written and translation content, no HTML report) against parsing
        the same Swift files alone with the same parser (SwiftSourceFile.parse(paths:concurrency:)),
        in one process, on the same threads. Each phase runs R times, interleaved; the report gives
        medians, the ratio check/parse (target <= 2x) and where check's time goes.
        Build with -c release: swift build -c release --product reflow-check-benchmark

        Options:
          --files N        Swift files in the generated project (default 200)
          --path DIR       check this folder (or Swift file) instead of a generated project
          --threads N      threads for parsing, interpreting and auditing (default 2)
          --runs N         timed runs of each phase (default 5); medians are reported
          --seed N         seed of the generated project (default 0x5EED2025; decimal or 0x hex)
          --experiments    also split the audit per check and into text measurement, count
                           duplicate screen trees, time font loading, and compare 1 thread
          --keep           keep the generated project and print its folder on standard error
          --help           show this help
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var index = 0
        func value(_ flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(flag) needs a value") }
            return arguments[index]
        }
        func positive(_ flag: String) throws(UsageError) -> Int {
            let text = try value(flag)
            guard let number = Int(text), number > 0 else {
                throw UsageError(description: "\(flag) expects a positive whole number, got “\(text)”")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--files": options.files = try positive(argument)
            case "--path": options.path = try value(argument)
            case "--threads": options.threads = try positive(argument)
            case "--runs", "--repeat": options.runs = try positive(argument)
            case "--seed":
                let text = try value(argument)
                let parsed = text.hasPrefix("0x") || text.hasPrefix("0X") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
                guard let seed = parsed else { throw UsageError(description: "--seed expects a number, got “\(text)”") }
                options.seed = seed
            case "--experiments": options.experiments = true
            case "--keep": options.keep = true
            case "--help", "-h": options.help = true
            default: throw UsageError(description: "unknown argument “\(argument)”")
            }
            index += 1
        }
        return options
    }
}
