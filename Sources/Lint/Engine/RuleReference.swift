/// The rule reference, `Documentation/Rules.md`, generated from rule descriptions so the
/// documentation cannot drift from the rules; a test fails when the file is stale.
public enum RuleReference {
    /// The whole reference in Markdown: an index by language, then one section per rule.
    public static func markdown(for descriptions: [RuleDescription] = LintRules.descriptions) -> String {
        var out = """
            # Lint rules

            <!-- Generated from the rules' descriptions by `RuleReference.markdown()`. Do not edit by hand:
                 change the rule, then run `REFLOW_RECORD_DOCS=1 swift test --filter RuleReferenceTests`. -->

            `reflow lint` reads source code and reports the patterns that make text clip, truncate or stay small
            when people enlarge it. Each rule below says what it finds, why it matters, how serious it is by
            default, the WCAG criterion, the fix, what it cannot see, and its examples, which are also its tests
            (`↓` marks where a violation is reported). Turn rules off, change severities and list font helpers in
            `.reflow.json` (see `Configuration.md`); silence one line with
            `reflow:disable-next-line <rule-id> -- <reason>` in a comment.

            ## Severity from where the code runs

            A rule's severity is for code people meet in the app. Swift code that does not reach them as an app
            screen is reported as a note, whatever the rule, and the message says why:

            - previews (`#Preview`, a type conforming to `PreviewProvider`): Xcode shows them, the app does not ship them;
            - tests (a folder named `…Tests`, a file named `…Tests.swift`, an `XCTestCase`): they check the app, people
              never see them;
            - debug-only code (`#if DEBUG`, or a type named as a debug or developer screen): not in the build people
              install, or not a screen they use;
            - code built only for another platform (`#if os(visionOS)`, `os(macOS)`, Mac Catalyst): not on a phone;
            - widgets and Live Activities (a `Widget`, `WidgetBundle`, `TimelineProvider` or `TimelineEntry` type, or a
              file in a `…Widget…Extension` or `…LiveActivit…` folder): the system sizes their canvas and applies its own
              text-size limits, so check them in the widget gallery at large sizes rather than by rule.

            The same holds for Kotlin, Dart, JavaScript and Android layouts:

            - previews: a Compose function annotated `@Preview`, or with a multi-preview annotation whose name says
              preview (`@ThemePreviews`, `@PreviewsDayNight`), the composables inside it, and files in a `preview` folder;
            - tests: the `src/test`, `src/androidTest` and screenshot-test source sets, Flutter's `test/` and
              `integration_test/`, `__tests__`, `e2e`, files named `*.test.*`, `*.spec.*`, `*_test.dart` or `*Test.kt`;
            - stories and component catalogues: `*.stories.*`, a `storybook` or `widgetbook` folder;
            - debug-only code: a `src/debug` source set.

            A configured severity (`.reflow.json`) is lowered the same way; it is never raised.

            ## Severity from what the text is for

            In an app screen, a Swift rule about one text (`swiftui-single-line-text` with a limit of one line,
            `swiftui-fixed-font-size`, `swiftui-minimum-scale-factor`, `swiftui-dynamic-type-cap`,
            `uikit-unscaled-font`) reads how the code styles that text, because Apple's text styles carry a role:

            - key text, an error: a body, callout, headline or title style (`.headline`, a design system's
              `.scaledBody` or `.styleGuide(.headline)`, a `Typography.titleMedium` token). The name that identifies
              an item, the price, the option people pick;
            - supporting text, a warning: a subheadline, footnote or caption style, a dimmed colour (`.secondary`,
              `.tertiary`, a `…Secondary` colour, `.opacity` below 1), a fixed size below footnote's 13 pt, or a
              size that is a fraction of another (`fontSize * 0.8`). A source, a date, a count, a caption;
            - the one text of a button, link, toggle or menu, when its style says nothing: it is the control's title,
              what people act on, so it is key text. A control holding several texts is a row or a card, and its
              texts keep their own reading;
            - anything else keeps the rule's default severity. A font set on an enclosing stack counts for the text
              inside, as SwiftUI passes it down.

            A row (`swiftui-row-without-accessibility-layout`) is an error when both of its sides hold key text (a
            plan's name beside its price). The message says when the text's role changed the severity. A severity
            set in `.reflow.json` wins over the text's role.


            """
        let groups = grouped(descriptions)
        out += "| id | name | language | default severity | WCAG | summary |\n|---|---|---|---|---|---|\n"
        for (_, rules) in groups {
            for rule in rules {
                out +=
                    "| [`\(rule.id)`](#\(rule.id)) | \(rule.name) | \(rule.language?.displayName ?? "any") | \(rule.defaultSeverity) | "
                    + "\(rule.criterion.number) | \(escapeTable(rule.summary)) |\n"
            }
        }
        for (title, rules) in groups {
            out += "\n## \(title)\n"
            for rule in rules { out += section(rule) }
        }
        return out
    }

    /// Descriptions by language in `RuleLanguage` order, the engine's own rules last; each group in the given order.
    private static func grouped(_ descriptions: [RuleDescription]) -> [(String, [RuleDescription])] {
        var groups: [(String, [RuleDescription])] = []
        for language in RuleLanguage.allCases {
            let rules = descriptions.filter { $0.language == language }
            if !rules.isEmpty { groups.append(("\(language.displayName) (\(language.platform))", rules)) }
        }
        let engine = descriptions.filter { $0.language == nil }
        if !engine.isEmpty { groups.append(("Suppressions (every language)", engine)) }
        return groups
    }

    private static func section(_ rule: RuleDescription) -> String {
        var out = "\n### \(rule.id)\n\n**\(rule.name).** \(rule.summary)\n\n"
        out += "- Default severity: \(rule.defaultSeverity)\n"
        out += "- Platform: \(rule.platform)\n"
        out += "- WCAG: [\(rule.criterion.number) \(rule.criterion.title)](\(rule.criterion.url)) (level \(rule.criterion.level))\n\n"
        out += "#### Why\n\n\(rule.rationale)\n\n#### Fix\n\n\(rule.fix)\n\n#### Precision\n\n\(rule.precision)\n"
        if !rule.examples.isEmpty {
            out += "\n#### Examples\n"
            for example in rule.examples {
                let verdict = example.isTriggering ? "Triggers" : "Does not trigger"
                out += "\n\(verdict)" + (example.explanation.isEmpty ? ".\n" : ": \(example.explanation)\n")
                if let configuration = example.configuration { out += "\nWith \(describe(configuration)).\n" }
                let fence =
                    rule.language?.codeFenceLanguage ?? (example.fileName.flatMap(RuleLanguage.language(forPath:))?.codeFenceLanguage ?? "")
                out += "\n```\(fence)\n\(example.markedSource)\n```\n"
            }
        }
        return out
    }

    /// The settings an example changes, in words.
    private static func describe(_ configuration: LintConfiguration) -> String {
        var parts: [String] = []
        if !configuration.scalingFontHelpers.isEmpty {
            parts.append("scaling font helpers " + configuration.scalingFontHelpers.sorted().map { "`\($0)`" }.joined(separator: ", "))
        }
        if !configuration.fixedFontHelpers.isEmpty {
            parts.append("fixed font helpers " + configuration.fixedFontHelpers.sorted().map { "`\($0)`" }.joined(separator: ", "))
        }
        if !configuration.chromeComponents.isEmpty {
            parts.append("chrome components " + configuration.chromeComponents.sorted().map { "`\($0)`" }.joined(separator: ", "))
        }
        return parts.isEmpty ? "a custom configuration" : parts.joined(separator: " and ")
    }

    private static func escapeTable(_ text: String) -> String {
        var result = ""
        for character in text { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
