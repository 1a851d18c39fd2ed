import Audit
import DynamicType
import LayoutEngine
import Testing

/// Every check's examples are its tests: each runs through the audit runner with the HarfBuzz
/// measurer, left to right and right to left, and must report exactly what it expects.
@Suite struct CheckExampleTests {
    @Test("Examples hold", arguments: AuditChecks.all.map { $0.description.id }, [LayoutDirection.leftToRight, .rightToLeft])
    func examples(checkID: String, direction: LayoutDirection) throws {
        let check = try #require(AuditChecks.check(reporting: checkID))
        for failure in try ExampleVerifier(check: check, layoutDirection: direction).failures() {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
