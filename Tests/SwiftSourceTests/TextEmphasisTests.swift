import Findings
import Lint
import SwiftSource
import Testing

/// What a text is for sets its finding's severity: a one-line limit on the name that identifies an
/// item (set in a body, headline or title style) is an error, the same limit on a caption beside it
/// a warning, and a text whose style says neither keeps the rule's own severity.
@Suite struct TextEmphasisTests {
    private func severities(_ rule: String, _ body: String, configuration: LintConfiguration = LintConfiguration())
        -> [Severity?]
    {
        let source = "struct Row: View { var body: some View { \(body) } }"
        return LintRunner(configuration: configuration, additionalLinters: [SwiftLinter()])
            .lint(files: [LintFile(path: "App/Row.swift", text: source)]).violations
            .filter { $0.ruleID == rule }.map(\.severity)
    }

    @Test func aOneLineLimitOnKeyTextIsAnError() {
        for body in [
            "Text(item.name).font(.headline).lineLimit(1)",
            "Text(item.name).font(.scaledBody).lineLimit(1)",
            "Text(item.name).styleGuide(.headline).lineLimit(1)",
            "Text(item.name).font(Typography.titleMedium).lineLimit(1)",
            "VStack { Text(item.name).lineLimit(1) }.font(.body)",
        ] {
            #expect(severities("swiftui-single-line-text", body) == [.error], "\(body)")
        }
    }

    @Test func aOneLineLimitOnSupportingTextIsAWarning() {
        for body in [
            "Text(item.source).font(.caption).lineLimit(1)",
            "Text(item.author).font(.scaledSubheadline).lineLimit(1)",
            "Text(item.name).font(.headline).foregroundStyle(.secondary).lineLimit(1)",
            "Text(item.name).foregroundColor(Asset.Colors.textSecondary.swiftUIColor).lineLimit(1)",
            "Text(item.opponent).opacity(0.5).lineLimit(1)",
            "Text(item.name).font(Typography.labelMedium).lineLimit(1)",
            "Text(item.title).font(.headline).lineLimit(2)",
        ] {
            #expect(severities("swiftui-single-line-text", body) == [.warning], "\(body)")
        }
    }

    @Test func theOneTextOfAControlIsItsTitleAndKey() {
        for body in [
            "Button(action: pick) { Text(topic.name).font(Typography.labelMedium).lineLimit(1) }",
            "NavigationLink(value: game) { HStack { Image(systemName: \"play\"); Text(game.title).lineLimit(1) } }",
        ] {
            #expect(severities("swiftui-single-line-text", body) == [.error], "\(body)")
        }
        // A control holding several texts is a row or a card: its texts keep the rule's severity.
        let row = "Button(action: open) { VStack { Text(item.name).lineLimit(1); Text(item.detail) } }"
        #expect(severities("swiftui-single-line-text", row) == [.warning])
        // Styled as supporting text, a control's title stays supporting.
        #expect(severities("swiftui-single-line-text", "Button(action: more) { Text(label).font(.caption).lineLimit(1) }") == [.warning])
    }

    @Test func aConfiguredSeverityWinsOverTheTextsEmphasis() {
        let configuration = LintConfiguration(severities: ["swiftui-single-line-text": .note])
        #expect(
            severities(
                "swiftui-single-line-text", "Text(item.name).font(.headline).lineLimit(1)",
                configuration: configuration) == [.note])
    }

    @Test func aFixedCaptionSizedFontIsAWarning() {
        #expect(severities("swiftui-fixed-font-size", "Text(count).font(.system(size: 9))") == [.warning])
        #expect(severities("swiftui-fixed-font-size", "Text(note).font(.system(size: 17)).foregroundStyle(.secondary)") == [.warning])
        #expect(severities("swiftui-fixed-font-size", "Text(name).font(.system(size: 17))") == [.error])
    }

    @Test func aCapOnACaptionIsAWarningAndShrinkingKeyTextAnError() {
        #expect(severities("swiftui-dynamic-type-cap", "Text(count).font(.footnote).dynamicTypeSize(.medium)") == [.warning])
        #expect(severities("swiftui-dynamic-type-cap", "Text(name).font(.body).dynamicTypeSize(.medium)") == [.error])
        #expect(severities("swiftui-minimum-scale-factor", "Text(option.title).font(.body).minimumScaleFactor(0.7)") == [.error])
        #expect(severities("swiftui-minimum-scale-factor", "Text(option.hint).font(.caption).minimumScaleFactor(0.7)") == [.warning])
    }

    @Test func aRowOfKeyTextOnBothSidesIsAnError() {
        let plan = """
            HStack { VStack { Text(product.displayName).font(.headline); Text(product.description).font(.caption) }
                     Spacer()
                     Text(product.displayPrice).font(.title2) }
            """
        #expect(severities("swiftui-row-without-accessibility-layout", plan) == [.error])
        let setting = "HStack { Text(setting.name).font(.body); Spacer(); Text(setting.value).font(.footnote) }"
        #expect(severities("swiftui-row-without-accessibility-layout", setting) == [.warning])
    }

    @Test func aUIKitFontAFractionOfAnotherIsAWarning() {
        let source = """
            let heading = UIFont.systemFont(ofSize: CGFloat(fontSize) * 0.8, weight: .bold)
            let lyrics = UIFont.systemFont(ofSize: CGFloat(fontSize))
            """
        let found = LintRunner(additionalLinters: [SwiftLinter()]).lint(files: [LintFile(path: "App/Lyrics.swift", text: source)])
            .violations.filter { $0.ruleID == "uikit-unscaled-font" }.map(\.severity)
        #expect(found == [.warning, .error])
    }
}
