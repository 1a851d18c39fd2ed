import Foundation
import Testing

/// `audit`, `render` and `report` take a project's screens with `--project`, as `check` simulates them.
@Suite struct ProjectScreenSourceTests {
    @Test func auditReadsAPreviewOfTheProjectAndPointsAtItsSource() throws {
        let run = runReflow("audit", "--project", "Examples/Storefront", "Checkout (before)", "--format", "json")
        #expect(run.status == 1, "\(run)")
        let findings = try #require(run.jsonObject()?["findings"] as? [[String: Any]])
        #expect(findings.count == 12)
        // Every finding is on the preview and at the line of the view that causes it.
        #expect(findings.allSatisfy { ($0["screen"] as? String) == "Checkout (before)" })
        #expect(findings.allSatisfy { ($0["file"] as? String)?.hasSuffix("Checkout/CheckoutBeforeView.swift") == true })
        #expect(Set(findings.compactMap { $0["id"] as? String }) == ["clipped-text", "overlap", "truncated-text", "unreachable-action"])
    }

    @Test func listNamesTheProjectsScreensWithWhereTheyAreDeclared() {
        let run = runReflow("audit", "--project", "Examples/Storefront", "--list")
        #expect(run.status == 0)
        #expect(run.outputLines.first?.hasPrefix("screen") == true && run.outputLines.first?.hasSuffix("declared at") == true)
        #expect(run.output.contains("Examples/Storefront/Storefront/Checkout/CheckoutBeforeView.swift"))
    }

    @Test func anUnknownScreenOrPathIsAUsageError() {
        let unknown = runReflow("render", "--project", "Examples/Storefront", "Nope", "-o", "/tmp/never.png")
        #expect(unknown.status == 2)
        #expect(unknown.error.hasPrefix("reflow: error: invalid value 'Nope' for '<screen>': expected one of: Account (fixed rows),"))
        let missing = runReflow("report", "--project", "/no/such/project", "--output", "/tmp/never-report")
        #expect(
            missing
                == ReflowRun(
                    status: 2, output: "",
                    error:
                        "reflow: error: invalid value '/no/such/project' for '--project': no such file or directory (see 'reflow report --help')\n"
                ))
        // Without --project the bundled examples are the screens, checked before any work.
        #expect(runReflow("audit", "Checkout (before)").status == 2)
    }
}
