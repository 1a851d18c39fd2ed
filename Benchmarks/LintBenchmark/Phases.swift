import Dispatch
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Lint
import SwiftSource

/// The phases the benchmark times, each over the same files.
enum Phases {
    /// Parses every Swift file with the parser `reflow lint` uses, on `threads` threads; returns how many parsed.
    static func parseSwift(_ paths: [String], threads: Int) -> Int {
        SwiftSourceFile.parse(paths: paths, concurrency: threads).filter { if case .success = $0 { true } else { false } }.count
    }

    /// Reads and parses every storyboard and xib with Foundation's `XMLParser`, on `threads` threads; returns how many parsed.
    static func parseXML(_ paths: [String], threads: Int) -> Int {
        let parsed = ParsedCount()
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            var count = 0
            for index in stride(from: worker, to: paths.count, by: threads) {
                guard let data = FileManager.default.contents(atPath: paths[index]) else { continue }
                let parser = XMLParser(data: data)
                parser.shouldResolveExternalEntities = false
                if parser.parse() { count += 1 }
            }
            parsed.add(count)
        }
        return parsed.value
    }

    /// The whole lint of `folder` (relative to `root`): discovery, reading, Swift and IB rules, suppressions.
    static func lint(_ folder: String, root: String) -> LintResult {
        LintRunner(configuration: .default, additionalLinters: [SwiftLinter()]).lint(paths: [folder], root: root)
    }
}

/// A count added to from several threads.
final class ParsedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    func add(_ count: Int) { lock.withLock { total += count } }
    var value: Int { lock.withLock { total } }
}
