import Lint
import Testing

/// Layout findings that depend on the project's value resources (`res/values/dimens.xml`,
/// `styles.xml`) wait for them: a height from `@dimen/…` is judged by its value, and a one-line limit
/// set by a style (or a style it inherits from) is found through the style chain.
@Suite struct AndroidResourcesTests {
    private func findings(_ files: [(String, String)]) -> [String] {
        LintRunner().lint(files: files.map { LintFile(path: $0.0, text: $0.1) }).violations.map {
            "\($0.file):\($0.line) \($0.ruleID) \($0.message)"
        }
    }

    static let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:orientation="vertical">
            <FrameLayout android:layout_height="@dimen/player_height">
                <TextView android:textAppearance="?attr/textAppearanceTitleMedium" android:layout_height="wrap_content"/>
            </FrameLayout>
            <TextView android:id="@+id/link" style="@style/App.TextView.Secondary"/>
            <TextView android:id="@+id/note" style="@style/App.TextView.Secondary" android:maxLines="3"/>
        </LinearLayout>
        """
    static let styles = """
        <resources>
            <style name="App.TextView"><item name="android:lines">1</item></style>
            <style name="App.TextView.Secondary"><item name="android:textColor">#777</item></style>
            <style name="Loop.A" parent="Loop.B"/>
            <style name="Loop.B" parent="@style/Loop.A"/>
        </resources>
        """

    private func dimens(_ height: String) -> String {
        "<resources>\n    <dimen name=\"player_height\">\(height)</dimen>\n</resources>\n"
    }

    @Test func aDimensionBelowTheNeedIsReportedWithItsValue() {
        let found = findings([("app/src/main/res/layout/player.xml", Self.layout), ("app/src/main/res/values/dimens.xml", dimens("32dp"))])
        #expect(
            found.contains(
                """
                app/src/main/res/layout/player.xml:2 android-fixed-text-height <FrameLayout> has a fixed height of @dimen/player_height, \
                but its titleMedium text needs 36 dp at 200 % font scale, so it is clipped. `@dimen/player_height` is 32 dp.
                """))
    }

    @Test func aDimensionWithRoomOrUnknownOrInAnotherConfigurationIsNotReported() {
        let layout = ("app/src/main/res/layout/player.xml", Self.layout)
        for files in [
            [layout, ("app/src/main/res/values/dimens.xml", dimens("48dp"))],
            [layout],
            [layout, ("app/src/main/res/values-sw600dp/dimens.xml", dimens("32dp"))],
        ] {
            #expect(!findings(files).contains { $0.contains("android-fixed-text-height") })
        }
    }

    @Test func aOneLineLimitInAParentStyleIsReportedAtTheStyleAttribute() {
        let found = findings([("app/src/main/res/layout/player.xml", Self.layout), ("app/src/main/res/values/styles.xml", Self.styles)])
            .filter { $0.contains("android-single-line-text") }
        #expect(
            found == [
                """
                app/src/main/res/layout/player.xml:5 android-single-line-text <TextView> @+id/link is limited to one line by its style \
                and truncates at large font scales. `android:lines` is set by the style `App.TextView`.
                """
            ])
    }

    @Test func aStyleCycleEndsTheLookUp() {
        let looping = Self.layout.replacingOccurrences(of: "App.TextView.Secondary", with: "Loop.A")
        let found = findings([("app/src/main/res/layout/player.xml", looping), ("app/src/main/res/values/styles.xml", Self.styles)])
        #expect(!found.contains { $0.contains("android-single-line-text") })
    }

    static let header = """
        <RelativeLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools"
            android:layout_width="match_parent" android:layout_height="HEIGHT">
            <LinearLayout android:id="@+id/buttons" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:layout_alignParentBottom="true">
                <ImageButton android:layout_width="48dp" android:layout_height="48dp"/>
            </LinearLayout>
            <ImageView android:id="@+id/cover" android:layout_width="124dp" android:layout_height="124dp"
                android:layout_marginHorizontal="16dp"/>
            <TextView android:id="@+id/title" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:layout_toEndOf="@id/cover" android:layout_above="@id/buttons" android:layout_marginEnd="16dp"
                android:maxLines="2" style="@style/App.Heading" tools:text="Podcast title"/>
        </RelativeLayout>
        """

    @Test func aTitleSetAtRunTimeTakesTheLinesAStandInTakesInItsWidth() {
        // 239 dp beside the cover holds 18 characters of a 14 sp line at 200 %: two lines (61 dp) over 48 dp of buttons.
        let tight = findings([("app/src/main/res/layout/header.xml", Self.header.replacingOccurrences(of: "HEIGHT", with: "100dp"))])
        #expect(tight.count == 1)
        #expect(tight.first?.contains("set at run time (20 characters stand in) text needs 109 dp for 2 lines") == true)
        let roomy = findings([("app/src/main/res/layout/header.xml", Self.header.replacingOccurrences(of: "HEIGHT", with: "120dp"))])
        #expect(roomy.isEmpty)
        // The project's style sizes the title at 22 sp: 2 lines of 44 dp and the buttons no longer fit 120 dp.
        let styled = findings([
            ("app/src/main/res/layout/header.xml", Self.header.replacingOccurrences(of: "HEIGHT", with: "120dp")),
            (
                "app/src/main/res/values/styles.xml",
                "<resources><style name=\"App.Heading\"><item name=\"android:textSize\">@dimen/large</item></style></resources>"
            ),
            ("app/src/main/res/values/dimens.xml", dimens("1dp").replacingOccurrences(of: "player_height\">1dp", with: "large\">22sp")),
        ])
        #expect(styled.count == 1)
        #expect(styled.first?.contains("22 sp from the style `App.Heading`") == true)
        #expect(styled.first?.contains("(sizes read from the project's resources)") == true)
    }

    static let bar = """
        <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
            android:layout_height="@dimen/bar_height">
            <HorizontalScrollView android:layout_width="match_parent" android:layout_height="match_parent">
                <LinearLayout android:id="@+id/selectContainer" android:layout_width="wrap_content"
                    android:layout_height="match_parent" android:orientation="horizontal"/>
            </HorizontalScrollView>
        </FrameLayout>
        """
    static let item = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="wrap_content"
            android:layout_height="match_parent" android:paddingTop="12dp" android:paddingBottom="8dp" android:orientation="vertical">
            <ImageView android:id="@+id/icon" android:layout_width="28dp" android:layout_height="28dp"/>
            <TextView android:id="@+id/titleLabel" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:maxWidth="96dp" android:maxLines="2" android:layout_marginTop="8dp"
                style="@style/TextAppearance.Material3.BodySmall"/>
        </LinearLayout>
        """
    static let code = """
        class FloatingSelectMenu extends FrameLayout {
            void updateItems() {
                for (int i = 0; i < menu.size(); i++) {
                    ItemBinding item = ItemBinding.bind(View.inflate(getContext(), R.layout.menu_item, null));
                    item.titleLabel.setText(menu.getItem(i).getTitle());
                    viewBinding.selectContainer.addView(item.getRoot());
                }
            }
        }
        """

    @Test func aContainerCodeFillsHoldsTheLayoutsItAdds() {
        let files = [
            ("app/src/main/res/layout/menu_bar.xml", Self.bar), ("app/src/main/res/layout/menu_item.xml", Self.item),
            ("app/src/main/java/a/FloatingSelectMenu.java", Self.code),
        ]
        // The item: 20 dp of padding, a 28 dp icon, 8 dp of margin and two bodySmall lines under its 96 dp cap.
        let low = findings(
            files + [
                (
                    "app/src/main/res/values/dimens.xml",
                    dimens("1dp").replacingOccurrences(of: "player_height\">1dp", with: "bar_height\">96dp")
                )
            ])
        #expect(low.count == 1)
        #expect(low.first?.contains("with `menu_item`, which code adds to it") == true)
        let roomy = findings(
            files + [
                (
                    "app/src/main/res/values/dimens.xml",
                    dimens("1dp").replacingOccurrences(of: "player_height\">1dp", with: "bar_height\">160dp")
                )
            ])
        #expect(roomy.isEmpty)
        // Without the code that adds it, the bar holds nothing.
        let alone = findings(
            Array(files.prefix(2)) + [
                (
                    "app/src/main/res/values/dimens.xml",
                    dimens("1dp").replacingOccurrences(of: "player_height\">1dp", with: "bar_height\">96dp")
                )
            ])
        #expect(alone.isEmpty)
    }
}
