import Foundation
import Lint
import SwiftSource
import Testing

/// Paths in the package, found from this file's own path.
private enum PackagePaths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let swiftRules = root.appendingPathComponent("Sources/SwiftSource/Lint/Rules")
    static let ruleReference = root.appendingPathComponent("Documentation/Rules.md")
    static let examples = root.appendingPathComponent("Examples/Lint")
}

/// The Swift rules: every example holds, the registry matches the files, suppressions work through
/// the runner, and the rule reference for every language is current.
@Suite struct SwiftRuleTests {
    @Test("Examples hold", arguments: SwiftRules.descriptions.map(\.id))
    func examplesHold(ruleID: String) throws {
        let description = try #require(SwiftRules.descriptions.first { $0.id == ruleID })
        // Through the runner, as `reflow lint` runs them: it also reads where the file shows its views.
        let run: @Sendable (LintFile, LintConfiguration) -> [RuleViolation] = { file, configuration in
            LintRunner(configuration: configuration, additionalLinters: [SwiftLinter()]).violations(in: file)
                .filter { $0.ruleID == ruleID }
        }
        for failure in RuleVerifier.failures(of: description, run: run) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("Descriptions are complete", arguments: SwiftRules.descriptions.map(\.id))
    func descriptionIsComplete(ruleID: String) throws {
        let description = try #require(SwiftRules.descriptions.first { $0.id == ruleID })
        for field in [description.name, description.summary, description.rationale, description.fix, description.precision] {
            #expect(!field.isEmpty && !field.contains("  "), "\(ruleID): an empty field or a doubled space: \(field)")
        }
        #expect(description.language == .swift)
        #expect(ruleID.hasPrefix("swiftui-") || ruleID.hasPrefix("uikit-"))
        #expect(description.examples.contains { $0.isTriggering } && description.examples.contains { !$0.isTriggering })
    }

    @Test func everyRuleIsNamedAfterItsID() {
        #expect(SwiftRules.ruleTypeNames == SwiftRules.descriptions.map { RuleTypeName.forID($0.id) })
    }

    @Test func registryMatchesTheRuleFilesOnDisk() throws {
        let enumerator = try #require(FileManager.default.enumerator(atPath: PackagePaths.swiftRules.path))
        var files: [String] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            files.append(String(path.split(separator: "/").last!.dropLast(".swift".count)))
        }
        let registered = SwiftRules.ruleTypeNames
        #expect(registered.sorted() == files.sorted(), "SwiftRules and Sources/SwiftSource/Lint/Rules/ list different rules")
        #expect(Set(registered).count == registered.count, "a rule is registered twice")
        let ids = SwiftRules.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count && Set(ids).isDisjoint(with: LintRules.descriptions.map(\.id)))
        #expect(ids.count == 14)
    }

    @Test func suppressionsWithAReasonSilenceALineThroughTheRunner() {
        let source = """
            struct Badge: View {
                var body: some View {
                    // reflow:disable-next-line swiftui-fixed-font-size -- the badge is drawn at a fixed size by design
                    Text(count).font(.system(size: 11))
                    Text(count).font(.system(size: 12))
                    // reflow:disable-next-line swiftui-single-line-text
                    Text(name).lineLimit(1)
                }
            }
            """
        let runner = LintRunner(additionalLinters: [SwiftLinter()])
        let result = runner.lint(files: [LintFile(path: "Badge.swift", text: source)])
        #expect(
            result.violations.map { "\($0.line):\($0.column) \($0.ruleID)" } == [
                "5:26 swiftui-fixed-font-size",
                "6:9 suppression-without-reason",
            ])
        #expect(result.notes.isEmpty)
        #expect(result.descriptions.contains { $0.id == "uikit-unscaled-font" })
    }

    @Test func malformedAndDeeplyNestedSwiftIsNotedNotCrashed() {
        let runner = LintRunner(additionalLinters: [SwiftLinter()])
        let nested = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let result = runner.lint(files: [
            LintFile(path: "Broken.swift", text: "struct A: View { var body: some View { Text(x).lineLimit(1"),
            LintFile(path: "Nested.swift", text: "let a = \(nested)"),
        ])
        #expect(result.violations.map(\.ruleID) == ["swiftui-single-line-text"])
        #expect(result.notes.count == 1 && result.notes[0].hasPrefix("Nested.swift: not linted: line 1: square brackets nest 17 deep"))
    }

    /// `Examples/Lint` shows every rule, Swift included.
    @Test func everyRuleReportsInTheExamples() {
        let result = LintRunner(additionalLinters: [SwiftLinter()]).lint(root: PackagePaths.examples.path)
        let reported = Set(result.violations.map(\.ruleID))
        for description in SwiftRules.descriptions + LintRules.all.map({ $0.description }) {
            #expect(reported.contains(description.id), "Examples/Lint does not show \(description.id)")
        }
        #expect(result.notes.isEmpty, "\(result.notes)")
    }

    /// The Swift examples report exactly these lines: the correctly scaled font and the views that
    /// set `adjustsFontForContentSizeCategory` stay silent.
    @Test func swiftExamplesReportExactlyTheExpectedViolations() {
        let result = LintRunner(additionalLinters: [SwiftLinter()]).lint(paths: ["Swift"], root: PackagePaths.examples.path)
        #expect(
            result.violations.map { "\($0.file):\($0.line):\($0.column) \($0.ruleID)" } == [
                "Swift/CartView.swift:12:23 swiftui-custom-font-without-relative-to",
                "Swift/CartView.swift:14:17 swiftui-row-without-accessibility-layout",
                "Swift/CartView.swift:17:26 swiftui-unscaled-icon",
                "Swift/CartView.swift:19:26 swiftui-single-line-text",
                "Swift/CartView.swift:22:31 swiftui-fixed-font-size",
                "Swift/CartView.swift:24:18 swiftui-fixed-height-text",
                "Swift/CartView.swift:26:13 swiftui-chrome-without-large-content-viewer",
                "Swift/CartView.swift:32:18 swiftui-minimum-scale-factor",
                "Swift/CartView.swift:34:18 swiftui-primary-action-without-scroll",
                "Swift/CartView.swift:37:10 swiftui-dynamic-type-cap",
                "Swift/CheckoutViewController.swift:6:32 uikit-missing-adjusts-font",
                "Swift/CheckoutViewController.swift:16:29 uikit-unscaled-font",
                "Swift/CheckoutViewController.swift:17:22 uikit-single-line-label",
                "Swift/CheckoutViewController.swift:19:27 uikit-unscaled-font",
                "Swift/CheckoutViewController.swift:25:24 uikit-fixed-height-text",
            ])
    }
}

extension SwiftRuleTests {
    /// `Documentation/Rules.md` is generated from every rule's description (Swift's here, the other
    /// languages' from `Lint`) and must be current. It lives here because only this test target sees
    /// both registries. `REFLOW_RECORD_DOCS=1 swift test --filter RuleReferenceTests` rewrites it
    /// and records an issue, so a recording run never passes silently; under CI it never records.
    @Suite struct RuleReferenceTests {
        @Test func documentationIsCurrent() throws {
            let generated = RuleReference.markdown(for: SwiftRules.descriptions + LintRules.descriptions)
            let url = PackagePaths.ruleReference
            let environment = ProcessInfo.processInfo.environment
            if environment["REFLOW_RECORD_DOCS"] == "1" && environment["CI"] == nil {
                try Data(generated.utf8).write(to: url)
                Issue.record("Rewrote \(url.path); review the diff and run again without REFLOW_RECORD_DOCS=1.")
                return
            }
            guard let current = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("Missing \(url.path). Generate it with `REFLOW_RECORD_DOCS=1 swift test --filter RuleReferenceTests`.")
                return
            }
            guard current != generated else { return }
            let fileLines = current.components(separatedBy: "\n"), generatedLines = generated.components(separatedBy: "\n")
            let index =
                zip(fileLines, generatedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(fileLines.count, generatedLines.count)
            Issue.record(
                """
                Documentation/Rules.md is stale from line \(index + 1). Regenerate it with \
                `REFLOW_RECORD_DOCS=1 swift test --filter RuleReferenceTests` and review the diff.
                """)
        }
    }
}
