import Findings

/// A label, button, text view or text field with a text style that does not adjust to the
/// reader's text size while the screen is open.
public enum IBMissingAdjustsFontRule: LintRule {
    public static let description = RuleDescription(
        id: "ib-missing-adjusts-font",
        name: "Text style without Automatically Adjusts Font",
        summary: "A text element whose font is a text style but lacks `adjustsFontForContentSizeCategory=\"YES\"`.",
        rationale: """
            A text style picks its size when the view loads. Without Automatically Adjusts Font the view keeps that size when \
            the reader changes the setting, so screens that stay open (a tab, a navigation stack's root) show small text until \
            the app restarts, beside views that did grow.
            """,
        defaultSeverity: .warning,
        language: .interfaceBuilder,
        criterion: .resizeText,
        fix: "Tick Automatically Adjusts Font in the Attributes inspector (`adjustsFontForContentSizeCategory=\"YES\"`).",
        precision: """
            Reports `<label>`, `<textView>`, `<textField>` and classic `<button>`s whose own font has a `style`; elements with a \
            fixed size are left to `ib-fixed-font-size`, where this switch would do nothing. Buttons with a \
            `<buttonConfiguration>` are skipped: their title font follows the configuration. A value set in code is not seen.
            """,
        examples: [
            RuleExample(
                """
                ↓<label text="Delivery address" id="a1">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """, explanation: "A text style that keeps its launch size."),
            RuleExample(
                """
                ↓<textField placeholder="Email" id="t1">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </textField>
                """),
            RuleExample(
                """
                <label text="Delivery address" adjustsFontForContentSizeCategory="YES" id="a1">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """, explanation: "Adjusts as the setting changes."),
            RuleExample(
                """
                <label text="Total" id="a1">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """, explanation: "A fixed size is `ib-fixed-font-size`'s finding, not this rule's."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let document = file.xmlDocument
        return document.elements.indices.compactMap { index in
            let element = document.elements[index]
            guard InterfaceBuilderText.textElements.contains(element.name),
                element.attributes["adjustsFontForContentSizeCategory"] != "YES",
                document.children(of: index, named: "buttonConfiguration").isEmpty
            else { return nil }
            let styles = InterfaceBuilderText.fontDescriptions(of: index, in: document).compactMap {
                document.elements[$0].attributes["style"]
            }
            guard let style = styles.first else { return nil }
            let subject = InterfaceBuilderText.describe(index, in: document)
            return violation(
                in: file, at: element.position,
                "\(subject) uses the \(InterfaceBuilderText.styleName(style)) text style but does not adjust when the reader changes text size.",
                element: subject)
        }
    }
}
