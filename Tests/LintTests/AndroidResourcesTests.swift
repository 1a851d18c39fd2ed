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
}
