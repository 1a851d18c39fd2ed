// The audit benchmark: one screen audited at all 12 sizes on one device, with a cold text cache
// (a new measurer) and a warm one (the same measurer again). Prints the median time per audit
// and per screen-size, and the share of it spent measuring text. Target: a 12-size audit of a
// ~50-node screen under 20 ms in a release build.
import Audit
import DynamicType
import Foundation
import LayoutEngine
import ReflowExamples
import ReflowLocking
import TextMeasurement
import Typesetting

/// Wraps a measurer and adds up the time spent in it.
final class TimedMeasurer: TextMeasuring {
    let inner: HarfBuzzTextMeasurer
    private let spent = Locked<Duration>(.zero)

    init(_ inner: HarfBuzzTextMeasurer) { self.inner = inner }

    func measure(_ request: TextMeasurementRequest) throws -> MeasuredText {
        let clock = ContinuousClock()
        let start = clock.now
        defer { let elapsed = clock.now - start; spent.withLock { $0 += elapsed } }
        return try inner.measure(request)
    }

    var seconds: Double { spent.withLock { $0 }.seconds }
    func reset() { spent.withLock { $0 = .zero } }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func nodeCount(_ node: ViewNode) -> Int { 1 + node.children.map(nodeCount).reduce(0, +) }

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        "usage: reflow-audit-benchmark [--repeat N] [--screen NAME]\n  Audits one example screen at 12 sizes, cold and warm; prints medians."
    )
    exit(0)
}
var repeats = 9
var screenName = "checkout-before"
var iterator = arguments.makeIterator()
while let argument = iterator.next() {
    switch argument {
    case "--repeat":
        guard let value = iterator.next().flatMap(Int.init), value > 0 else {
            print("reflow-audit-benchmark: error: --repeat needs a positive number"); exit(2)
        }
        repeats = value
    case "--screen":
        guard let name = iterator.next(), ExampleScreens.named(name) != nil else {
            print("reflow-audit-benchmark: error: --screen needs one of \(ExampleScreens.all.map(\.name).joined(separator: ", "))"); exit(2)
        }
        screenName = name
    default:
        print("reflow-audit-benchmark: error: unknown argument '\(argument)'"); exit(2)
    }
}

let screen = ExampleScreens.named(screenName)!
// Fonts are loaded once per process (the catalog is shared); load them before timing.
_ = try AuditRunner(measurer: HarfBuzzTextMeasurer()).audit(screen.root, screenName: screen.name)

let clock = ContinuousClock()
var cold: [Double] = [], warm: [Double] = [], coldText: [Double] = [], warmText: [Double] = []
var findings = 0
for _ in 0..<repeats {
    let measurer = TimedMeasurer(HarfBuzzTextMeasurer())
    let runner = AuditRunner(measurer: measurer)
    var start = clock.now
    findings = try runner.audit(screen.root, screenName: screen.name).findings.count
    cold.append((clock.now - start).seconds)
    coldText.append(measurer.seconds)
    measurer.reset()
    start = clock.now
    _ = try runner.audit(screen.root, screenName: screen.name)
    warm.append((clock.now - start).seconds)
    warmText.append(measurer.seconds)
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
print("screen \(screen.name): \(nodeCount(screen.root)) view nodes, 12 sizes, iPhone 16 portrait, \(findings) findings")
print("medians of \(repeats) runs (release builds give the real numbers):")
print("  phase  12-size audit  per screen-size  measuring text")
for (name, times, text) in [("cold", cold, coldText), ("warm", warm, warmText)] {
    let total = median(times)
    print(
        "  \(name.padding(toLength: 5, withPad: " ", startingAt: 0))  \(milliseconds(total).padding(toLength: 13, withPad: " ", startingAt: 0))  \(milliseconds(total / 12).padding(toLength: 15, withPad: " ", startingAt: 0))  \(String(format: "%.0f %%", median(text) / total * 100))"
    )
}
let target = 0.020
print("target: 12-size audit under \(milliseconds(target)) cold: \(median(cold) < target ? "met" : "not met")")
