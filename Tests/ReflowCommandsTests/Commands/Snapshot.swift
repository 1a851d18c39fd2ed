import Foundation
import Testing

/// Byte-for-byte comparison of command output with a file in `Tests/ReflowCommandsTests/Snapshots/`.
///
/// With `REFLOW_RECORD_SNAPSHOTS=1` in the environment the file is (re)written and an issue is
/// recorded, so a recording run never passes silently. A missing file fails with the command to record it.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Commands
        .deletingLastPathComponent()  // ReflowCommandsTests
        .appendingPathComponent("Snapshots")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["REFLOW_RECORD_SNAPSHOTS"] == "1"
    }

    static func assertMatches(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                Issue.record(
                    "Recorded snapshot \(url.path); run again without REFLOW_RECORD_SNAPSHOTS=1 to compare.",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                """
                Missing snapshot \(url.path). Record it with \
                `REFLOW_RECORD_SNAPSHOTS=1 swift test --filter ReflowCommandsTests`, check it by hand, then run again.
                """, sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        Issue.record(
            """
            Output differs from snapshot \(url.path): \(firstDifference(expected, actual)). \
            If the change is intended, re-record with REFLOW_RECORD_SNAPSHOTS=1 and review the diff.
            """, sourceLocation: sourceLocation)
    }

    /// "line 3: expected '…', got '…'" for the first line that differs.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.components(separatedBy: "\n"), actualLines = actual.components(separatedBy: "\n")
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? expectedLines[index] : "<end of file>"
            let got = index < actualLines.count ? actualLines[index] : "<end of output>"
            if want != got { return "line \(index + 1): expected '\(want)', got '\(got)'" }
        }
        return "same lines, different bytes"
    }
}
