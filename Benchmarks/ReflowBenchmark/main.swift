// The text-measurement benchmark; see Benchmarks/README.md.
import BenchmarkSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a line to standard error.
func printError(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("reflow-benchmark: \(error)\nRun reflow-benchmark --help for the options.")
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}
do {
    try Benchmark(options: options).run()
} catch {
    printError("reflow-benchmark: \(error)")
    exit(1)
}
