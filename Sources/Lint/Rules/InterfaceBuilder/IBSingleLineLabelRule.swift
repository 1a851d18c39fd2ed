import Findings

/// A label limited to one line, which truncates once the text grows.
public enum IBSingleLineLabelRule: LintRule {
    public static let description = RuleDescription(
        id: "ib-single-line-label",
        name: "Single-line label",
        summary: "A `<label>` without `numberOfLines` (Interface Builder's default, one line) or with `numberOfLines=\"1\"`.",
        rationale: """
            A label that must fit one line cuts its text with an ellipsis as soon as the text grows, and at the largest \
            sizes a few words fill the line. People who need large text lose the end of what it says, with no way to read it.
            """,
        defaultSeverity: .warning,
        language: .interfaceBuilder,
        criterion: .resizeText,
        fix: "Set Lines to 0 (`numberOfLines=\"0\"`) so the label wraps, and let its container grow with it.",
        precision: """
            Interface Builder omits attributes at their default, so a `<label>` with no `numberOfLines` is a one-line label \
            and is reported. The rule cannot tell body text from a short title that fits at every size, nor see \
            `numberOfLines` set in code; suppress those with a reason.
            """,
        examples: [
            RuleExample(
                """
                <label text="" id="a3"/>
                """, explanation: "An empty label (a launch screen's spacer) has nothing to truncate."),
            RuleExample(
                """
                ↓<label text="Free delivery on orders over 50 €" id="a1">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """, explanation: "No `numberOfLines`: one line."),
            RuleExample(
                """
                ↓<label numberOfLines="1" text="Order status" id="a2"/>
                """),
            RuleExample(
                """
                <label numberOfLines="0" text="Free delivery on orders over 50 €" id="a1"/>
                """, explanation: "Wraps onto as many lines as it needs."),
            RuleExample(
                """
                <label numberOfLines="3" text="Free delivery" id="a1"/>
                """, explanation: "Several lines are a deliberate limit; the truncation audit checks whether they suffice."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let document = file.xmlDocument
        return document.indices(named: "label").compactMap { index in
            let element = document.elements[index]
            let lines = element.attributes["numberOfLines"]
            guard lines == nil || lines == "1" else { return nil }
            // An empty label shows nothing to truncate (one filled in at run time has no `text` at all).
            if element.attributes["text"] == "", document.children(of: index, named: "attributedString").isEmpty { return nil }
            let subject = InterfaceBuilderText.describe(index, in: document)
            let why = lines == nil ? "has no `numberOfLines`, so it shows one line" : "is limited to one line"
            return violation(in: file, at: element.position, "\(subject) \(why) and truncates when text grows.", element: subject)
        }
    }
}
