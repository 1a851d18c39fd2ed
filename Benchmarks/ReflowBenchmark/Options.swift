/// The command line, parsed by hand: `--strings N`, `--repeat N`, `--seed N`, `--width W`,
/// `--only raw|cold|warm`, `--kinds K,K…`, `--breakdown`, `--show-corpus N`, `--help`.
struct Options {
    var strings = 2000
    var repeats = 5
    var seed: UInt64 = 0x5EED_2025
    var width = 361.0
    /// Run one phase only (for profilers); nil runs all three.
    var only: Phase?
    /// Also time HarfBuzz and ICU of the raw pass separately.
    var breakdown = false
    /// Restrict the corpus to these kinds of string (for profiling one script).
    var kinds: [Corpus.Kind] = Corpus.Kind.allCases
    /// Print this many corpus strings and exit.
    var showCorpus: Int?
    var help = false

    enum Phase: String, CaseIterable {
        case raw, cold, warm
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = """
        Usage: reflow-benchmark [--strings N] [--repeat N] [--seed N] [--width PT] [--only raw|cold|warm]
                                [--kinds K,K…] [--breakdown] [--show-corpus N] [--help]

        Measures a deterministic corpus of UI strings at the 12 iOS body sizes
        (14 15 16 17 19 21 23 28 33 40 47 53 pt) at a width of 361 pt, three ways, in one process:

          raw    HarfBuzz hb_shape of the whole string with the Inter face the measurer resolves
                 for that size, plus an ICU line-break iteration, once per string and size.
          cold   a fresh HarfBuzzTextMeasurer measuring every string at every size.
          warm   the same requests again on the same measurer (result-cache hits).

        Each phase runs R times; the report gives medians, cold/raw (target <= 1.3x) and
        cold/warm (target >= 10x). Build with -c release: swift run -c release reflow-benchmark

        Options:
          --strings N        corpus size (default 2000)
          --repeat N         repetitions of each phase (default 5)
          --seed N           corpus seed (default 0x5EED2025; decimal or 0x hex)
          --width PT         layout width in points (default 361)
          --only PHASE       run only raw, cold or warm (warm fills the cache untimed first); for profilers
          --kinds K,K…       only these kinds of string: label, title, price, error, notification, setting,
                             email, name, german, russian, arabic, cjk, thai (default: all, mixed)
          --breakdown        also time the raw pass's HarfBuzz and ICU halves, Reflow's shaping
                             stage alone, and raw vs cold per kind of string
          --show-corpus N    print the first N corpus strings with their language and exit
          --help             show this help
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
            case "--strings": options.strings = try positive(argument)
            case "--repeat", "--repeats": options.repeats = try positive(argument)
            case "--seed":
                let text = try value(argument)
                let parsed = text.hasPrefix("0x") || text.hasPrefix("0X") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
                guard let seed = parsed else { throw UsageError(description: "--seed expects a number, got “\(text)”") }
                options.seed = seed
            case "--width":
                let text = try value(argument)
                guard let width = Double(text), width > 0, width.isFinite else {
                    throw UsageError(description: "--width expects a positive number of points, got “\(text)”")
                }
                options.width = width
            case "--only":
                let text = try value(argument)
                guard let phase = Phase(rawValue: text) else {
                    throw UsageError(description: "--only expects raw, cold or warm, got “\(text)”")
                }
                options.only = phase
            case "--kinds":
                let text = try value(argument)
                var kinds: [Corpus.Kind] = []
                for name in text.split(separator: ",") {
                    guard let kind = Corpus.Kind(rawValue: String(name)) else {
                        let names = Corpus.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError(description: "--kinds expects a comma-separated list of: \(names); got “\(name)”")
                    }
                    if !kinds.contains(kind) { kinds.append(kind) }
                }
                guard !kinds.isEmpty else { throw UsageError(description: "--kinds needs at least one kind") }
                options.kinds = kinds
            case "--breakdown": options.breakdown = true
            case "--show-corpus": options.showCorpus = try positive(argument)
            case "--help", "-h": options.help = true
            default: throw UsageError(description: "unknown argument “\(argument)”")
            }
            index += 1
        }
        return options
    }
}
