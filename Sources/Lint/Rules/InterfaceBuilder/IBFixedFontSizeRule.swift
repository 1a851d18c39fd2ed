import Findings

/// An Interface Builder font given as a point size with no text style: it never follows the
/// reader's text size.
public enum IBFixedFontSizeRule: LintRule {
    public static let description = RuleDescription(
        id: "ib-fixed-font-size",
        name: "Fixed font size in Interface Builder",
        summary: "A `<fontDescription>` with a `pointSize` and no text `style` never grows with the reader's text size.",
        rationale: """
            Interface Builder writes a system or custom font chosen by size as `pointSize` alone. Such a font is the same at \
            every Dynamic Type size, so the text stays at, say, 15 pt for someone who asked for 53 pt body text. Only a text \
            style (`style="UICTFontTextStyleBody"`) is resolved against the reader's setting.
            """,
        defaultSeverity: .error,
        language: .interfaceBuilder,
        criterion: .resizeText,
        fix: """
            Pick a text style in the Font menu (Body, Headline, …) and tick Automatically Adjusts Font. For a custom font, set \
            it in code with `UIFontMetrics(forTextStyle:).scaledFont(for:)`.
            """,
        precision: """
            Exact for the XML: every `<fontDescription>` (including a configuration button's `titleFontDescription`) with a \
            `pointSize` and no `style` is reported. A font replaced in code at run time (for example with `UIFontMetrics`) \
            cannot be seen; suppress the line with a reason.
            """,
        examples: [
            RuleExample(
                """
                <label text="Total" id="a1">
                    ↓<fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """, explanation: "A system font chosen by size."),
            RuleExample(
                """
                <button id="b1">
                    <buttonConfiguration key="configuration" style="filled" title="Pay">
                        ↓<fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/>
                    </buttonConfiguration>
                </button>
                """, explanation: "A configuration button's title font, fixed at 18 pt."),
            RuleExample(
                """
                <label text="Total" adjustsFontForContentSizeCategory="YES" id="a1">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """, explanation: "A text style follows the reader's setting."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let document = file.xmlDocument
        return document.indices(named: "fontDescription").compactMap { index in
            let element = document.elements[index]
            guard let size = element.attributes["pointSize"], element.attributes["style"] == nil else { return nil }
            let owner = document.ancestors(of: index).first { InterfaceBuilderText.textElements.contains(document.elements[$0].name) }
            let subject = owner.map { InterfaceBuilderText.describe($0, in: document) } ?? "This font"
            let face = element.attributes["name"].map { "\($0) " } ?? (element.attributes["type"].map { "\($0) " } ?? "")
            // Interface Builder writes 0 for the control's default size: still fixed, but not 0 pt.
            let sizeText = Double(size) == 0 ? "of the control's default size (pointSize 0)" : "of \(size) pt"
            return violation(
                in: file, at: element.position,
                "\(subject) uses a fixed \(face)font \(sizeText), which does not follow the reader's text size.",
                element: subject)
        }
    }
}
