/// The command line, parsed by hand: `--files N`, `--path DIR`, `--threads N`, `--runs N`, `--seed N`, `--keep`, `--help`.
struct Options {
    /// Swift files of the generated tree; about one storyboard or xib is written per four Swift files.
    var files = 400
    /// Lint this folder instead of a generated tree.
    var path: String?
    var threads = 2
    var runs = 5
    var seed: UInt64 = 0x5EED_2025
    /// Keep the generated tree (its folder is printed on standard error).
    var keep = false
    var help = false

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = """
        Usage: reflow-lint-benchmark [--files N | --path DIR] [--threads N] [--runs N] [--seed N] [--keep] [--help]

        Times `reflow lint`'s work (LintRunner.lint(paths:root:) with SwiftLinter and every rule)
        against parsing the same files alone: the Swift files with SwiftSourceFile.parse(paths:concurrency:)
        and the storyboards and xibs with Foundation's XMLParser, in one process. Each phase runs R times,
        interleaved; the report gives medians and the ratio lint/parse (target <= 1.3x).
        LintRunner spreads files over every active core; run on a 2-core machine (or taskset -c 0,1) for 2 threads.
        Build with -c release: swift build -c release --product reflow-lint-benchmark

        Options:
          --files N    Swift files in the generated tree (default 400), plus one IB file per four
          --path DIR   lint this folder instead of a generated tree
          --threads N  threads for parse-only (default 2)
          --runs N     timed runs of each phase (default 5); medians are reported
          --seed N     seed of the generated tree (default 0x5EED2025; decimal or 0x hex)
          --keep       keep the generated tree and print its folder on standard error
          --help       show this help
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
                throw UsageError(description: "\(flag) needs a positive whole number, not '\(text)'")
            }
            return number
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--files": options.files = try positive("--files")
            case "--path": options.path = try value("--path")
            case "--threads": options.threads = try positive("--threads")
            case "--runs": options.runs = try positive("--runs")
            case "--seed":
                let text = try value("--seed")
                let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
                guard let seed = parsed else { throw UsageError(description: "--seed needs a whole number, not '\(text)'") }
                options.seed = seed
            case "--keep": options.keep = true
            case "--help", "-h": options.help = true
            case let other: throw UsageError(description: "unknown option '\(other)'")
            }
            index += 1
        }
        return options
    }
}
