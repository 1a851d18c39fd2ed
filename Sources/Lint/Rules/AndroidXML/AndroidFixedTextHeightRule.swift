import Findings

/// A view, or a container of text views, held at a height less than its text needs at 200 %.
public enum AndroidFixedTextHeightRule: LintRule {
    public static let description = RuleDescription(
        id: "android-fixed-text-height",
        name: "Fixed height on a text view",
        summary: "`android:layout_height` in `dp` (or `@dimen/…`) lower than the text in the view needs at 200 % font scale.",
        rationale: """
            At 200 % font scale text needs about twice the height it had. A view held at a fixed height clips the lines \
            that no longer fit, or cuts the tops and bottoms of the letters.
            """,
        defaultSeverity: .error,
        language: .androidXML,
        criterion: .resizeText,
        fix: "Use `android:layout_height=\"wrap_content\"` with `android:minHeight=\"48dp\"` for the touch target.",
        precision: """
            Knows text views by name (`TextView`, `…Button` except image buttons, `…EditText`, `Chip`, `CheckBox`, \
            `Switch`), and a bottom navigation with labels (each item an icon, its item padding and a `labelMedium` line); \
            custom views that draw text under other names are missed. A view or container is reported when its \
            height in dp (a literal, or a `@dimen/…` read from the project's `res/values`) is less than its text needs at \
            200 % on Android 14's curve: each text view's `android:textSize` in sp (dp does not grow; a size from a \
            resource counts as 12 sp), a Material 3 role named by its `textAppearance` or `style`, else 14 sp, times \
            Roboto's line spacing and its `lines` or `minLines`; texts in a vertical `LinearLayout` add up, with the fixed \
            heights of its other views; elsewhere the tallest counts. Text in a scrolling view, a `gone` view or a child with its own fixed height is not counted, \
            and padding is not, so a reported view is short even before its padding. `0dp` (weights and constraints) \
            is not a fixed height.
            """,
        examples: [
            RuleExample(
                """
                <Button xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    ↓android:layout_height="28dp"
                    android:text="Continue"/>
                """, explanation: "A button's 14 sp label needs 30 dp at 200 % (26 dp of type on the curve, times the line spacing)."),
            RuleExample(
                """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:orientation="vertical" ↓android:layout_height="56dp">
                    <TextView android:id="@+id/title" android:textSize="16sp" android:layout_height="wrap_content"/>
                    <TextView android:id="@+id/author" android:textSize="14sp" android:layout_height="wrap_content"/>
                </LinearLayout>
                """, explanation: "Two stacked lines need 33 + 30 dp at 200 %."),
            RuleExample(
                """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" ↓android:layout_height="@dimen/bar_height">
                    <TextView android:textAppearance="?attr/textAppearanceTitleMedium" android:layout_height="wrap_content"/>
                </FrameLayout>
                """, explanation: "When `res/values` gives `bar_height` less than the 36 dp a `titleMedium` line (24 sp) needs."),
            RuleExample(
                """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_height="56dp">
                    <ImageButton android:layout_height="48dp"/>
                    <TextView android:layout_height="wrap_content" android:minHeight="48dp"/>
                    <View android:layout_height="1dp"/>
                </LinearLayout>
                """, explanation: "One 14 sp line (30 dp at 200 %) fits 56 dp; an image button and a divider have no text."),
            RuleExample(
                """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:orientation="vertical" android:layout_height="120dp">
                    <TextView android:layout_height="0dp" android:layout_weight="1"/>
                    <androidx.core.widget.NestedScrollView android:layout_height="match_parent">
                        <TextView android:text="@string/terms" android:layout_height="wrap_content"/>
                    </androidx.core.widget.NestedScrollView>
                    <TextView android:text="@string/hint" android:textSize="14dp" android:visibility="gone"/>
                </LinearLayout>
                """, explanation: "A weighted `0dp` height, text that scrolls, and a view that is gone."),
            RuleExample(
                """
                <com.google.android.material.bottomnavigation.BottomNavigationView
                    xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:layout_width="match_parent" ↓android:layout_height="64dp"
                    app:itemPaddingTop="6dp" app:itemPaddingBottom="12dp" app:labelVisibilityMode="labeled"/>
                """, explanation: "Each item stacks a 24 dp icon, 18 dp of padding and a `labelMedium` line (32 dp at 200 %): 74 dp."),
            RuleExample(
                """
                <com.google.android.material.bottomnavigation.BottomNavigationView
                    xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:layout_width="match_parent" android:layout_height="56dp" app:labelVisibilityMode="unlabeled"/>
                """, explanation: "Icons without labels."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let document = file.xmlDocument
        lazy var layout = AndroidLayoutBox.Layout(document)
        return document.elements.indices.compactMap { index in
            let element = document.elements[index]
            guard let height = AndroidTextNeed.fixedHeight(of: element) else { return nil }
            guard let (need, texts) = AndroidTextNeed.need(of: index, in: document) else {
                // No text in the layout, but a container that code fills: judged with what it adds.
                guard !AndroidInflation.emptyContainers(in: index, of: document).isEmpty else { return nil }
                var found = violation(
                    in: file, at: AndroidXMLPositions.attribute("android:layout_height", of: element, in: file) ?? element.position,
                    "\(AndroidLayoutText.describe(index, in: document)) has a fixed height.",
                    element: AndroidLayoutText.describe(index, in: document))
                found.conditions = [.ifAndroidLayoutTaller(AndroidLayoutBox(layout: layout, index: index, height: height))]
                return found
            }
            // A height in dp is judged here; one from a resource once the project's resources are read. Text sized by
            // the project's dimensions or styles is judged again with them when the layout alone finds it fits.
            var condition: ProjectCondition?
            let dependsOnProject = AndroidTextNeed.dependsOnProject(index, in: document)
            switch height {
            case .dp(let value):
                guard need > value else {
                    guard dependsOnProject else { return nil }
                    condition = .ifAndroidLayoutTaller(AndroidLayoutBox(layout: layout, index: index, height: height))
                    break
                }
            case .dimension(let name):
                condition =
                    dependsOnProject
                    ? .ifAndroidLayoutTaller(AndroidLayoutBox(layout: layout, index: index, height: height))
                    : .ifAndroidDimensionBelow(name: name, limit: need)
            }
            let subject = AndroidLayoutText.describe(index, in: document)
            let written = element.attributes["android:layout_height"] ?? ""
            var found = violation(
                in: file, at: AndroidXMLPositions.attribute("android:layout_height", of: element, in: file) ?? element.position,
                "\(subject) has a fixed height of \(written), but \(LargestScaleText.need(of: texts, LargestScaleText.dp(need))) "
                    + "at 200 % font scale, so it is clipped.",
                element: subject)
            found.conditions += condition.map { [$0] } ?? []
            return found
        }
    }
}
