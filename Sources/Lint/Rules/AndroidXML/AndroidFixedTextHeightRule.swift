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
            heights of its other views, and so do the children of a `RelativeLayout` placed `layout_above` or `layout_below` \
            one another (a view without text there counts its fixed height, or its tallest child's: a bar of 48 dp buttons); \
            elsewhere the tallest counts. Each view's vertical padding and margins count (Android measures a child in its \
            parent's height less its margins). A `TextView` whose text is set at run time (no `android:text`; `tools:text` \
            is a preview) stands in a text of 20 average characters (0.51 em each), a title or a name as people meet them, in \
            the width the layout gives it on a 411 dp phone, up to its `maxLines`: a `dp` width or `maxWidth`, or \
            `match_parent` up to the root less paddings, margins and, in a `RelativeLayout`, a fixed-width sibling it is \
            placed beside; `wrap_content` without a cap, weights and constraints leave it one line. With the project's \
            `res/values`, a size given as `@dimen/…` or by the project's own style (`style="@style/…"` and its parents' \
            `android:textSize`) and widths given as dimensions are read when the layout alone finds the text fits. A \
            container with an id and no children that Kotlin or Java code fills (`View.inflate(…, R.layout.item, …)` then \
            `binding.container.addView(…)` in the same block, or a local from `findViewById(R.id.container)`) holds the \
            tallest layout added to it. Text in a scrolling view, a `gone` view or a child with its own fixed height is \
            not counted. `0dp` (weights and constraints) is not a fixed height.
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
                <RelativeLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" ↓android:layout_height="100dp">
                    <LinearLayout android:id="@+id/buttons" android:layout_width="match_parent" android:layout_height="wrap_content" android:layout_alignParentBottom="true">
                        <ImageButton android:layout_width="48dp" android:layout_height="48dp"/>
                    </LinearLayout>
                    <ImageView android:id="@+id/cover" android:layout_width="124dp" android:layout_height="124dp" android:layout_marginHorizontal="16dp"/>
                    <TextView android:id="@+id/title" android:layout_width="match_parent" android:layout_height="wrap_content" android:maxLines="2"
                        android:layout_toEndOf="@id/cover" android:layout_above="@id/buttons" android:layout_marginEnd="16dp"/>
                </RelativeLayout>
                """,
                explanation:
                    "A title set at run time, 239 dp wide beside the cover, takes two lines at 200 % (61 dp) above 48 dp of buttons: 109 dp."
            ),
            RuleExample(
                """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" android:layout_height="72dp">
                    <TextView android:id="@+id/name" android:layout_width="match_parent" android:layout_height="wrap_content" android:maxLines="2"/>
                </FrameLayout>
                """, explanation: "A name set at run time takes one line across a 411 dp phone: 31 dp of 72."),
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
            // Asked only when the layout alone settles nothing.
            lazy var dependsOnProject = AndroidTextNeed.dependsOnProject(index, in: document)
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
