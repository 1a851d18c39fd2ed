import Findings

/// Text size or line height in a unit that ignores the font scale.
public enum AndroidTextSizeNotSPRule: LintRule {
    static let attributes = ["android:textSize", "android:lineHeight", "app:lineHeight", "android:autoSizeMaxTextSize"]

    public static let description = RuleDescription(
        id: "android-text-size-not-sp",
        name: "Text size not in sp",
        summary: "`android:textSize` or a line height in `dp`, `px`, `pt`, `mm` or `in` instead of `sp`.",
        rationale: """
            Only `sp` follows the font scale people choose in Settings (up to 200 %). Text sized in `dp` or `px` stays the \
            same at every setting; a line height in `dp` stays fixed while the text in it grows, so lines crowd and overlap.
            """,
        defaultSeverity: .error,
        language: .androidXML,
        criterion: .resizeText,
        fix: "Give text sizes and line heights in `sp` (`android:textSize=\"16sp\"`), or use a `TextAppearance` style.",
        precision: """
            Reads attributes on any element and `<item name=\"android:textSize\">` in styles. Values from resources \
            (`@dimen/…`, `?attr/…`) are not resolved, so a `dp` dimension used as a text size is missed.
            """,
        examples: [
            RuleExample(
                """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    ↓android:textSize="16dp"
                    android:layout_width="wrap_content"
                    android:layout_height="wrap_content"/>
                """, explanation: "A text size in dp."),
            RuleExample(
                """
                <resources xmlns:android="http://schemas.android.com/apk/res/android">
                    <style name="Body">
                        ↓<item name="android:textSize">14px</item>
                        ↓<item name="android:lineHeight">20dp</item>
                    </style>
                </resources>
                """, explanation: "Sizes in a style."),
            RuleExample(
                """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:textSize="16sp"
                    android:lineHeight="22sp"/>
                """, explanation: "`sp` scales."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let document = file.xmlDocument
        var result: [RuleViolation] = []
        for index in document.elements.indices {
            let element = document.elements[index]
            if element.name == "item", let name = element.attributes["name"], attributes.contains(name),
                let unit = AndroidLayoutText.fixedUnit(element.text)
            {
                result.append(
                    violation(
                        in: file, at: element.position, "`\(name)` is \(element.text) in a style: \(unit) ignores the font scale.",
                        element: "<item name=\"\(name)\">"))
            }
            for name in attributes {
                guard let value = element.attributes[name], let unit = AndroidLayoutText.fixedUnit(value) else { continue }
                let position = AndroidXMLPositions.attribute(name, of: element, in: file) ?? element.position
                let subject = AndroidLayoutText.describe(index, in: document)
                result.append(
                    violation(
                        in: file, at: position, "\(subject) sets `\(name)` to \(value): \(unit) ignores the font scale.",
                        element: subject))
            }
        }
        return result
    }
}
