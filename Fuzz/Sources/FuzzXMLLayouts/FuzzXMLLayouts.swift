import FuzzSupport
import Lint

/// The built-in rules, as `reflow lint` runs them.
let runner = LintRunner()

/// The Android namespace, without which `LintRunner` does not read an `.xml` file as a layout.
let androidNamespace = "http://schemas.android.com/apk/res/android"

/// Hands `fuzz` to libFuzzer: SwiftPM renames an executable's `main`, so libFuzzer's cannot be used.
@main
enum Entry {
    static func main() {
        FuzzDriver.run { data, size in fuzz(data ?? FuzzDriver.noBytes, size) }
    }
}

/// One input: the bytes read as a storyboard and as an Android layout (XML reader, tree queries,
/// every rule of both languages). Any result is fine; a crash, a trap or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    let storyboard = LintFile(path: "Fuzz.storyboard", text: text)
    check(runner.violations(in: storyboard), in: storyboard)
    // Mutations lose the namespace quickly; the rules are still run on the same tree.
    let layoutText = text.contains(androidNamespace) ? text : text + "<!-- \(androidNamespace) -->"
    let layout = LintFile(path: "res/layout/fuzz.xml", text: layoutText)
    check(runner.violations(in: layout), in: layout)

    // The tree the rules walk: every parent, child and ancestor index must be in range.
    let document = storyboard.xmlDocument
    for element in document.elements {
        for child in element.children where !document.elements.indices.contains(child) {
            fatalError("child index \(child) out of range")
        }
    }
    // One walk each way (all of them would be quadratic in the depth, a hang of the harness's own).
    if let root = document.elements.indices.first { _ = document.descendants(of: root) }
    if let last = document.elements.indices.last { _ = document.ancestors(of: last) }
    return 0
}

/// A finding must point into the file, or reporters and editors cannot show it.
func check(_ violations: [RuleViolation], in file: LintFile) {
    for violation in violations where violation.line < 1 || violation.line > file.lineStarts.count {
        fatalError("violation outside the file's \(file.lineStarts.count) lines: \(violation)")
    }
}
