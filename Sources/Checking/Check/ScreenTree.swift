import Audit
import Findings
import LayoutEngine

/// A screen's interpreted tree as the audit cache knows it. An audit reads nothing but the tree,
/// the settings and the fonts, so the tree's hash (with the settings' and fonts') names its result.
enum ScreenTree {
    /// The tree's hash, the same on every run of one build; nil when it cannot be encoded.
    static func hash(_ root: ViewNode) -> StableHash? {
        try? HashingEncoder.hash(root)
    }
}

extension AuditReport {
    /// The same report for an identical screen called `screenName`.
    func renamed(_ screenName: String) -> AuditReport {
        guard screenName != self.screenName else { return self }
        let findings = findings.map { finding in
            var finding = finding
            finding.context?.screen = screenName
            return finding
        }
        return AuditReport(screenName: screenName, findings: findings, notes: notes)
    }
}
