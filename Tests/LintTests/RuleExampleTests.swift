import Lint
import Testing

/// Every rule's examples, run by the one verifier: triggering examples report exactly the marked
/// positions, the others nothing.
@Suite struct RuleExampleTests {
    @Test("Examples hold", arguments: LintRules.all.map { $0.description.id })
    func examplesHold(ruleID: String) throws {
        let rule = try #require(LintRules.rule(withID: ruleID))
        for failure in RuleVerifier.failures(of: rule.description, run: { rule.violations(in: $0, configuration: $1) }) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("Engine rules' examples hold", arguments: LintRules.engine.map(\.id))
    func engineExamplesHold(ruleID: String) throws {
        let description = try #require(LintRules.engine.first { $0.id == ruleID })
        let runner = LintRunner(configuration: .default)
        for failure in RuleVerifier.failures(of: description, run: { file, _ in runner.violations(in: file) }) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func verifierReprintsTheSourceWithCaretsWhenAPositionIsWrong() throws {
        var description = IBFixedFontSizeRule.description
        description.examples = [
            RuleExample("<label text=\"é\">↓\n    <fontDescription key=\"fontDescription\" pointSize=\"17\"/>\n</label>")
        ]
        let failures = RuleVerifier.failures(of: description, run: { IBFixedFontSizeRule.violations(in: $0, configuration: $1) })
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.contains("expected 1:18, reported 2:5"))
        #expect(
            failure.contains(
                """
                1 | <label text="é">
                  |                 ^ expected
                2 |     <fontDescription key="fontDescription" pointSize="17"/>
                  |     ^ reported
                """))
    }
}
