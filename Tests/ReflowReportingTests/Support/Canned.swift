import Foundation
import Testing

/// Byte-for-byte comparison of a reporter's output with a file in `Tests/ReflowReportingTests/Canned/`.
///
/// `REFLOW_RECORD_CANNED=1 swift test --filter ReflowReportingTests` rewrites the file and
/// records an issue, so a recording run never passes silently. Under CI (`CI` set) it never
/// records: it compares, and says that recording was refused.
enum Canned {
    static var isRecording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["REFLOW_RECORD_CANNED"] == "1" && environment["CI"] == nil
    }

    static func assertMatches(_ actual: String, file name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = PackagePaths.canned.appendingPathComponent(name)
        let bytes = Data(actual.utf8)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: PackagePaths.canned, withIntermediateDirectories: true)
                try bytes.write(to: url)
                Issue.record(
                    "Recorded \(url.path); review the diff, then run again without REFLOW_RECORD_CANNED=1.",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        if ProcessInfo.processInfo.environment["REFLOW_RECORD_CANNED"] == "1" {
            Issue.record("REFLOW_RECORD_CANNED=1 is ignored because CI is set; comparing instead.", sourceLocation: sourceLocation)
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                """
                Missing canned output \(url.path). Record it with \
                `REFLOW_RECORD_CANNED=1 swift test --filter ReflowReportingTests`, check it by hand, then run again.
                """, sourceLocation: sourceLocation)
            return
        }
        guard expected != bytes else { return }
        Issue.record(
            """
            Output differs from \(url.path) (\(firstDifference(expected, bytes))). If the change is intended, \
            re-record with REFLOW_RECORD_CANNED=1 and review the diff.
            """, sourceLocation: sourceLocation)
    }

    /// `byte 120, line 4: expected '…', got '…'` for the first line that differs.
    static func firstDifference(_ expected: Data, _ actual: Data) -> String {
        let offset = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
        let expectedLines = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
        let actualLines = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? expectedLines[index] : "<end of file>"
            let got = index < actualLines.count ? actualLines[index] : "<end of output>"
            if want != got { return "byte \(offset), line \(index + 1): expected '\(want)', got '\(got)'" }
        }
        return "byte \(offset): same lines, different bytes"
    }
}
