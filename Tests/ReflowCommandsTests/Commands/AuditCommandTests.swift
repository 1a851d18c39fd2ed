import Foundation
import Testing

@Suite struct AuditCommandTests {
    @Test func fixedScreensHaveNoFindingsAndExitZero() {
        let run = runReflow("audit", "account-growing", "checkout-after")
        #expect(run.status == 0, "\(run)")
        #expect(
            run.outputLines == ["account-growing: no findings", "", "checkout-after: no findings", "", "2 screens audited: no findings"])
    }

    @Test func theBrokenCheckoutFailsWithItsSeedFindings() throws {
        let run = runReflow("audit", "checkout-before", "--format", "json")
        #expect(run.status == 1)
        let json = try #require(run.jsonObject())
        #expect(jsonNumber(json["schemaVersion"]) == 2)
        let findings = try #require(json["findings"] as? [[String: Any]])
        func first(_ id: String, _ element: String) -> String? {
            findings.first {
                $0["id"] as? String == id && (($0["element"] as? [String: Any])?["label"] as? String)?.hasPrefix(element) == true
            }?["firstSize"] as? String
        }
        // The seed's three failures: the error message is cut at every size, a row's letters reach
        // into the next row's at AX5, and Pay leaves the screen from AX4.
        #expect(first("truncated-text", "Text \"Payment failed.") == "xSmall")
        #expect(first("overlap", "Text \"Total") == "accessibility5")
        #expect(first("unreachable-action", "Button \"Pay") == "accessibility4")
        for finding in findings {
            for key in ["id", "severity", "message", "screen", "device", "firstSize", "sizes", "wcag", "fix"] {
                #expect(finding[key] != nil, "missing \(key)")
            }
        }
    }

    @Test func exitZeroAndListAndBadNames() {
        #expect(runReflow("audit", "checkout-before", "--exit-zero").status == 0)
        let list = runReflow("audit", "--list")
        #expect(list.status == 0)
        #expect(list.outputLines.count == 6)
        let bad = runReflow("audit", "nope")
        #expect(bad.status == 2)
        #expect(bad.error.hasPrefix("reflow: error: invalid value 'nope' for '<screen>'"))
        #expect(runReflow("audit", "--device", "Nokia").status == 2)
    }

    @Test func outputIsDeterministic() {
        let first = runReflow("audit", "checkout-before", "account-fixed", "--format", "json")
        let second = runReflow("audit", "checkout-before", "account-fixed", "--format", "json")
        #expect(first.output == second.output)
        #expect(runReflow("audit", "account-fixed").output == runReflow("audit", "account-fixed").output)
    }

    @Test func explainPrintsTheFramesAtTheFirstFailingSize() {
        let run = runReflow("audit", "checkout-before", "--explain")
        #expect(run.status == 1)
        // The error message is truncated from xSmall, the first size with an error.
        #expect(run.outputLines.contains("checkout-before at xSmall, where the first error appears (iPhone 16):"))
        #expect(run.outputLines.contains { $0.contains("Text \"Payment failed.") && $0.contains("truncated(") })
        #expect(runReflow("audit", "--explain", "--format", "json").status == 2)
        #expect(!runReflow("audit", "checkout-after", "--explain").output.contains("where the first error appears"))
    }

    @Test func everyFormatAndTheOutputFile() throws {
        for format in ["text", "xcode", "json", "sarif", "github"] {
            let run = runReflow("audit", "checkout-before", "--format", format)
            #expect(run.status == 1 && !run.output.isEmpty, "\(format): \(run)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.sarif").path
        let run = runReflow("audit", "checkout-before", "--format", "sarif", "--output", file, "--exit-zero")
        #expect(run.status == 0 && run.output.isEmpty)
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written == runReflow("audit", "checkout-before", "--format", "sarif").output)
        let unwritable = runReflow("audit", "checkout-before", "--output", directory.appendingPathComponent("missing/dir/report.txt").path)
        #expect(
            unwritable.status == 2 && unwritable.error.contains("for '--output': the directory '")
                && unwritable.error.contains("missing/dir' does not exist"))
        #expect(runReflow("audit", "checkout-before", "--fail-on", "note", "--exit-zero").status == 0)
        #expect(runReflow("audit", "account-growing", "--fail-on", "note").status == 0)
    }

    @Test func androidScalesAreAuditedWhenAsked() throws {
        let json = try #require(runReflow("audit", "checkout-before", "--android", "--format", "json").jsonObject())
        let findings = try #require(json["findings"] as? [[String: Any]])
        let android = findings.filter { ($0["device"] as? String)?.contains("Android") == true }
        // The error message is cut at every Android scale, as on iOS at every category.
        #expect(android.contains { ($0["id"] as? String) == "truncated-text" && ($0["firstSize"] as? String) == "85%" })
        #expect(android.allSatisfy { (($0["sizes"] as? [String]) ?? []).allSatisfy { $0.hasSuffix("%") } })
        #expect(runReflow("audit", "checkout-after", "--android").status == 0)
    }
}
