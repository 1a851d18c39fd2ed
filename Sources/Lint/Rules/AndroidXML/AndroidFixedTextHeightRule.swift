import Findings

/// A view that shows text given a fixed `layout_height`.
public enum AndroidFixedTextHeightRule: LintRule {
    public static let description = RuleDescription(
        id: "android-fixed-text-height",
        name: "Fixed height on a text view",
        summary: "`android:layout_height` in `dp` or `px` on a `TextView`, `Button`, `EditText`, chip or check box.",
        rationale: """
            At 200 % font scale text needs about twice the height it had. A view held at a fixed height clips the lines \
            that no longer fit, or cuts the tops and bottoms of the letters.
            """,
        defaultSeverity: .error,
        language: .androidXML,
        criterion: .resizeText,
        fix: "Use `android:layout_height=\"wrap_content\"` with `android:minHeight=\"48dp\"` for the touch target.",
        precision: """
            Knows views by name (`TextView`, `…Button` except image buttons, `…EditText`, `Chip`, `CheckBox`, `Switch`); \
            custom views that draw text under other names are missed. Heights from `@dimen/…` are not resolved, and fixed \
            heights on a container around a text view are not reported.
            """,
        examples: [
            RuleExample("""
                <Button xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    ↓android:layout_height="48dp"
                    android:text="Continue"/>
                """, explanation: "A button held at 48 dp."),
            RuleExample("""
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_height="56dp">
                    <ImageButton android:layout_height="48dp"/>
                    <TextView android:layout_height="wrap_content" android:minHeight="48dp"/>
                </LinearLayout>
                """, explanation: "An image button has no text; the text view grows from a minimum."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let document = file.xmlDocument
        return document.elements.indices.compactMap { index in
            let element = document.elements[index]
            guard AndroidLayoutText.showsText(element.name), let value = element.attributes["android:layout_height"],
                  AndroidLayoutText.fixedUnit(value) != nil else { return nil }
            let subject = AndroidLayoutText.describe(index, in: document)
            return violation(in: file, at: AndroidXMLPositions.attribute("android:layout_height", of: element, in: file) ?? element.position,
                             "\(subject) has a fixed height of \(value), which clips its text at large font scales.", element: subject)
        }
    }
}
