import Findings
import Lint
import SwiftSource
import Testing

/// Where code runs sets the most its findings may claim: a fixed font in an app screen is an
/// error; the same line in a preview, a test, debug-only code or a widget is a note that says why.
@Suite struct CodeContextTests {
    private func severities(_ path: String, _ source: String) -> [(Severity?, String)] {
        LintRunner(additionalLinters: [SwiftLinter()]).lint(files: [LintFile(path: path, text: source)]).violations
            .filter { $0.ruleID == "swiftui-fixed-font-size" }.map { ($0.severity, $0.message) }
    }

    static let view = "Text(order.total).font(.system(size: 15))"

    @Test func anAppScreenKeepsTheRulesSeverity() {
        let found = severities("App/Checkout.swift", "struct Checkout: View { var body: some View { \(Self.view) } }")
        #expect(found.map(\.0) == [.error])
        #expect(found.first?.1.contains("Reported as a note") == false)
    }

    @Test func previewsTestsDebugCodeAndWidgetsAreNotes() {
        let cases: [(String, String, String)] = [
            ("App/Checkout.swift", "#Preview { \(Self.view) }", "preview code"),
            (
                "App/Checkout.swift", "struct Checkout_Previews: PreviewProvider { static var previews: some View { \(Self.view) } }",
                "preview code"
            ),
            ("AppTests/CheckoutTests.swift", "let view = \(Self.view)", "test code"),
            ("App/Checkout.swift", "#if DEBUG\nstruct Fake: View { var body: some View { \(Self.view) } }\n#endif", "debugging"),
            ("App/DeveloperSettingsView.swift", "struct DeveloperSettingsView: View { var body: some View { \(Self.view) } }", "debugging"),
            (
                "App/Menu.swift", "#if os(visionOS)\nstruct Ornament: View { var body: some View { \(Self.view) } }\n#endif",
                "another platform"
            ),
            ("PulseWidgetExtension/NewsWidget.swift", "struct Entry: View { var body: some View { \(Self.view) } }", "a widget"),
            (
                "App/Live.swift",
                "struct Lock: Widget { var body: some WidgetConfiguration { StaticConfiguration { _ in \(Self.view) } } }", "a widget"
            ),
        ]
        for (path, source, reason) in cases {
            let found = severities(path, source)
            #expect(found.map(\.0) == [.note], "\(path): \(source)")
            #expect(found.first?.1.contains(reason) == true, "\(found)")
        }
    }

    @Test func aFolderNamedLikeAWidgetIsNotAWidgetTarget() {
        #expect(
            severities("App/Widgets/PriceWidget.swift", "struct Price: View { var body: some View { \(Self.view) } }").map(\.0) == [.error])
    }
}
