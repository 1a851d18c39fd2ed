import Findings

/// A text view limited to one line.
public enum AndroidSingleLineTextRule: LintRule {
    public static let description = RuleDescription(
        id: "android-single-line-text",
        name: "Single-line text view",
        summary: "`android:maxLines=\"1\"`, `android:lines=\"1\"` or `android:singleLine=\"true\"` on text people read.",
        rationale: """
            One line fits a few large words. Past that the text is cut with an ellipsis (or just cut), and people who \
            enlarged it lose the rest.
            """,
        defaultSeverity: .warning,
        language: .androidXML,
        criterion: .resizeText,
        fix: "Remove the limit and let the view wrap (`wrap_content` height), or allow enough lines for 200 %.",
        precision: """
            Body text is guessed: text fields (`…EditText`, which scroll sideways), chips, and views inside a `Toolbar`, \
            `TabLayout`, `BottomNavigationView` or `NavigationRailView` are chrome and skipped, and so is a view whose \
            text is a literal of one word up to 15 characters (a `·` separator) or whose id or sample text names a short \
            value. A limit set by the view's `style` (or a style it inherits from, by `parent` or by its dotted name) is \
            read from the project's `res/values` resources; limits set in code, by themes or by `android:textAppearance` \
            are not seen.
            """,
        examples: [
            RuleExample(
                """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:text="@string/delivery_terms"
                    ↓android:maxLines="1"
                    android:ellipsize="end"/>
                """, explanation: "One line of body text."),
            RuleExample(
                """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" ↓android:singleLine="true"/>
                """),
            RuleExample(
                """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <EditText android:maxLines="1"/>
                    <com.google.android.material.appbar.MaterialToolbar>
                        <TextView android:maxLines="1" android:text="Checkout"/>
                    </com.google.android.material.appbar.MaterialToolbar>
                    <TextView android:maxLines="3"/>
                    <TextView android:text="·" android:lines="1"/>
                </LinearLayout>
                """, explanation: "A text field, a toolbar title, a three-line limit and a one-character separator are not reported."),
            RuleExample(
                """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools">
                    <TextView android:id="@+id/txtvCount" android:lines="1"/>
                    <TextView android:id="@+id/year" android:lines="1" tools:text="2020"/>
                </LinearLayout>
                """, explanation: "A count and a year, named so by their ids and sample text: a few characters at any scale."),
            RuleExample(
                """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/episodeLink"
                    ↓style="@style/App.TextView.SecondaryLine"/>
                """, explanation: "When `res/values/styles.xml` gives `App.TextView.SecondaryLine` (or its parent) `android:lines` of 1."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let document = file.xmlDocument
        var result: [RuleViolation] = []
        for index in document.elements.indices {
            let element = document.elements[index]
            guard AndroidLayoutText.showsText(element.name), !AndroidLayoutText.isInput(element.name),
                !AndroidLayoutText.isChrome(index, in: document, configuration: configuration), !AndroidLayoutText.showsShortValue(element)
            else { continue }
            let subject = AndroidLayoutText.describe(index, in: document)
            for (name, value) in AndroidLayoutText.oneLineLimits where element.attributes[name] == value {
                result.append(
                    violation(
                        in: file, at: AndroidXMLPositions.attribute(name, of: element, in: file) ?? element.position,
                        "\(subject) is limited to one line (`\(name)=\"\(value)\"`) and truncates at large font scales.",
                        element: subject))
            }
            // A limit of the view's own overrides its style's; a style's is known once the project's resources are read.
            let hasOwnLimit = AndroidLayoutText.oneLineLimits.contains { element.attributes[$0.0] != nil }
            if !hasOwnLimit, let style = element.attributes["style"], style.hasPrefix("@style/") {
                var found = violation(
                    in: file, at: AndroidXMLPositions.attribute("style", of: element, in: file) ?? element.position,
                    "\(subject) is limited to one line by its style and truncates at large font scales.", element: subject)
                found.conditions.append(.ifAndroidStyleHoldsOneLine(style: style))
                result.append(found)
            }
        }
        return result
    }
}
