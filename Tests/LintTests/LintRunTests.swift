import Foundation
import Lint
import Testing

/// A run is set up once however many files it lints: each linter is asked once for its enabled
/// rules, and a run split into batches for progress finds what one batch finds.
@Suite struct LintRunTests {
    /// How many times `enabling(_:)` was asked, across the threads of a run.
    private final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func add() { lock.withLock { count += 1 } }
    }

    /// Kotlin's built-in rules, counting how often the runner asks for the enabled ones.
    private struct CountingLinter: SourceLinter {
        let count: Count
        let base = RuleSetLinter(language: .kotlin, rules: LintRules.kotlin)
        var language: RuleLanguage { .kotlin }
        var descriptions: [RuleDescription] { base.descriptions }
        func enabling(_ configuration: LintConfiguration) -> any SourceLinter {
            count.add()
            return base.enabling(configuration)
        }
        func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
            base.violations(in: file, configuration: configuration)
        }
    }

    private static let oneLine = "Text(order.note, maxLines = 1)\n"

    @Test func eachLinterIsAskedForItsEnabledRulesOncePerRun() {
        let count = Count()
        let runner = LintRunner(additionalLinters: [CountingLinter(count: count)])
        let result = runner.lint(files: (1...6).map { LintFile(path: "F\($0).kt", text: Self.oneLine) })
        #expect(count.value == 1)
        #expect(result.violations.map(\.ruleID) == Array(repeating: "compose-single-line-text", count: 6))
    }

    @Test func aRuleTurnedOffDoesNotRunAndTheOthersStillDo() {
        let configuration = LintConfiguration(disabledRules: ["compose-single-line-text"])
        let enabled = RuleSetLinter(language: .kotlin, rules: LintRules.kotlin).enabling(configuration)
        #expect(enabled.descriptions.count == 3)
        #expect(!enabled.descriptions.contains { $0.id == "compose-single-line-text" })
        #expect(LintRunner(configuration: configuration).lint(files: [LintFile(path: "A.kt", text: Self.oneLine)]).violations.isEmpty)
        // Every rule's description stays in the result, for reporters, whether it ran or not.
        #expect(LintRunner(configuration: configuration).lint(files: []).descriptions.contains { $0.id == "compose-single-line-text" })
    }

    @Test func aRunInBatchesResolvesWhatFilesTellEachOtherOverTheWholeRun() throws {
        // The screen sorts first and the component that never scales last: 251 files make a batch of 200 and one of 51.
        var files = ["a/Row.tsx": ProjectConditionTests.screen, "z/design-system/Text.tsx": ProjectConditionTests.designText]
        for number in 1...249 { files[String(format: "m/F%03d.kt", number)] = "fun a() {}\n" }
        let tree = try TemporaryTree(files)
        let runner = LintRunner()
        let found = FileDiscovery.files(root: tree.root, configuration: runner.configuration)
        let reports = Reports()
        let batched = runner.lint(found, root: tree.root) { linted, violations in reports.add("\(linted) linted, \(violations) found") }
        #expect(reports.all == ["200 linted, 2 found", "251 linted, 3 found"])
        #expect(batched.violations.map { "\($0.file):\($0.line) \($0.ruleID)" } == ["z/design-system/Text.tsx:3 rn-font-scaling-disabled"])
        #expect(batched == runner.lint(found, root: tree.root))
    }

    /// What a run's progress said, in order.
    private final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        var all: [String] { lock.withLock { lines } }
        func add(_ line: String) { lock.withLock { lines.append(line) } }
    }
}
