import FuzzSupport
import Lint
import SwiftSource

/// Every Swift lint rule, one parse, suppressions applied, as `reflow lint` runs them on one file.
let runner = LintRunner(additionalLinters: [SwiftLinter()])

/// Hands `fuzz` to libFuzzer: SwiftPM renames an executable's `main`, so libFuzzer's cannot be used.
@main
enum Entry {
    static func main() {
        FuzzDriver.run { data, size in fuzz(data ?? FuzzDriver.noBytes, size) }
    }
}

/// One input: the bytes as a Swift file, linted. A crash, a trap or a run over the time limit is
/// a finding; any result is fine.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let file = LintFile(path: "Fuzz.swift", text: input.text)
    let violations = runner.violations(in: file)
    // A finding must point into the file, or reporters and editors cannot show it.
    for violation in violations where violation.line < 1 || violation.line > file.lineStarts.count {
        fatalError("violation outside the file's \(file.lineStarts.count) lines: \(violation)")
    }
    return 0
}
