import Lint
import Testing

/// Findings whose truth depends on other files wait for the whole project: text shown through a
/// design system's component that never scales cannot be cut by large text sizes.
@Suite struct ProjectConditionTests {
    private func ruleIDs(_ files: [(String, String)]) -> [String] {
        LintRunner().lint(files: files.map { LintFile(path: $0.0, text: $0.1) }).violations.map { "\($0.file):\($0.line) \($0.ruleID)" }
    }

    static let designText = """
        import { Text as NativeText } from 'react-native';
        export const Text = forwardRef(function Text({ children, ...props }, ref) {
          return <NativeText allowFontScaling={false} ref={ref} {...props}>{children}</NativeText>;
        });
        """

    static let screen = """
        import { Text } from '@/design-system';
        export const Row = ({ item }) => <View style={{ height: 40 }}><Text numberOfLines={1}>{item.name}</Text></View>;
        """

    @Test func textThroughAComponentThatNeverScalesIsNotReported() {
        let found = ruleIDs([("src/design-system/Text.tsx", Self.designText), ("src/screens/Row.tsx", Self.screen)])
        #expect(found == ["src/design-system/Text.tsx:3 rn-font-scaling-disabled"])
    }

    @Test func reactNativesOwnTextAndAComponentThatScalesAreReported() {
        let own = Self.screen.replacingOccurrences(of: "'@/design-system'", with: "'react-native'")
        #expect(
            ruleIDs([("src/design-system/Text.tsx", Self.designText), ("src/screens/Row.tsx", own)]).filter { $0.hasPrefix("src/screens") }
                == ["src/screens/Row.tsx:2 rn-fixed-height-text-container", "src/screens/Row.tsx:2 rn-single-line-text"])
        // Without the design system's file, nothing says the component does not scale.
        #expect(
            ruleIDs([("src/screens/Row.tsx", Self.screen)]) == [
                "src/screens/Row.tsx:2 rn-fixed-height-text-container",
                "src/screens/Row.tsx:2 rn-single-line-text",
            ])
    }

    @Test func aStyledComponentWithScalingOffNeverScales() {
        let styled = "const Text = styled.Text.attrs({ allowFontScaling: false })(buildTextStyles.object);\nexport default Text;\n"
        let screen = "import Text from '../components/text/Text';\nexport const Title = () => <Text numberOfLines={1}>{title}</Text>;\n"
        #expect(
            ruleIDs([("src/components/text/Text.js", styled), ("src/screens/Title.tsx", screen)]).filter { $0.hasPrefix("src/screens") }
                == [])
    }

    @Test func aHeightFromAnotherFilesConstantIsJudgedWithItsValue() {
        let constants = "export const CALL_BAR_HEIGHT = 40;\nexport const SHEET_HEIGHT = 400;\n"
        let bar = """
            import { CALL_BAR_HEIGHT, SHEET_HEIGHT } from '@constants/view';
            import { Text, View } from 'react-native';
            const styles = StyleSheet.create({ bar: { height: CALL_BAR_HEIGHT }, sheet: { height: SHEET_HEIGHT } });
            export const Bar = () => <View style={styles.bar}><Text>{caller}</Text></View>;
            export const Sheet = () => <View style={styles.sheet}><Text>{caller}</Text></View>;
            """
        let found = LintRunner().lint(files: [
            LintFile(path: "constants/view.ts", text: constants), LintFile(path: "calls/Bar.tsx", text: bar),
        ]).violations
        #expect(found.map { "\($0.file):\($0.line)" } == ["calls/Bar.tsx:3"])
        #expect(found.first?.message.hasSuffix("`CALL_BAR_HEIGHT` is 40.") == true)
        // Unknown without the file that exports it.
        #expect(LintRunner().lint(files: [LintFile(path: "calls/Bar.tsx", text: bar)]).violations.isEmpty)
    }

    static let optionBox = """
        import { Pressable, Text } from 'react-native';
        import CompassIcon from '@components/compass_icon';
        const OptionBox = ({ iconName, text }) => (
          <Pressable style={{ alignItems: 'center' }}>
            <CompassIcon name={iconName} size={24} />
            <Text numberOfLines={1} style={{ fontSize: 11, lineHeight: 16 }}>{text}</Text>
          </Pressable>
        );
        export default OptionBox;
        """
    static let favoriteBox = """
        import OptionBox from '@components/option_box';
        const FavoriteBox = ({ isFavorite }) => <OptionBox iconName='star' text={intl.formatMessage(messages.favorite)} />;
        export default FavoriteBox;
        """
    static let actions = """
        import { StyleSheet, View } from 'react-native';
        import FavoriteBox from '@components/channel_actions/favorite_box';
        const styles = StyleSheet.create({ wrapper: { flexDirection: 'row', height: 62 }, tall: { height: 120 } });
        export const Actions = () => <View style={styles.wrapper}><FavoriteBox /></View>;
        export const Roomy = () => <View style={styles.tall}><FavoriteBox /></View>;
        """

    private func heights(_ files: [(String, String)]) -> [RuleViolation] {
        LintRunner().lint(files: files.map { LintFile(path: $0.0, text: $0.1) }).violations.filter {
            $0.ruleID == "rn-fixed-height-text-container"
        }
    }

    @Test func textDrawnByTheProjectsComponentsInOtherFilesIsHeldByAFixedHeight() throws {
        let found = heights([
            ("app/components/option_box/index.tsx", Self.optionBox), ("app/components/channel_actions/favorite_box.tsx", Self.favoriteBox),
            ("app/components/channel_actions/channel_actions.tsx", Self.actions),
        ])
        #expect(found.map { "\($0.file):\($0.line)" } == ["app/components/channel_actions/channel_actions.tsx:3"])
        let message = try #require(found.first?.message)
        #expect(message.contains("<FavoriteBox> through <OptionBox>"))
        #expect(message.contains("(81 pt"))
        // Without the files that declare the components, nothing is known.
        #expect(heights([("app/components/channel_actions/channel_actions.tsx", Self.actions)]).isEmpty)
    }

    @Test func aComponentWhoseTextIsSizedByItsCallerOrWhoseHeightIsFixedDoesNotCount() {
        let emoji = """
            import { Text, Image } from 'react-native';
            const Emoji = ({ code, size }) => <Text style={{ fontSize: size }}>{code}</Text>;
            export default Emoji;
            """
        let badge = """
            import { View, Text } from 'react-native';
            const Pill = ({ title }) => <View style={{ height: 40 }}><Text style={{ lineHeight: 16 }}>{title}</Text></View>;
            export default Pill;
            """
        let row = """
            import { View } from 'react-native';
            import Emoji from './emoji';
            import Pill from './pill';
            export const Reaction = () => <View style={{ height: 32 }}><Emoji code={code} size={20} /></View>;
            export const Pills = () => <View style={{ height: 48 }}><Pill title={title} /></View>;
            """
        let found = heights([("emoji.tsx", emoji), ("pill.tsx", badge), ("row.tsx", row)])
        // The pill's own 40 pt height is reported in its file; the row around it holds 40 pt.
        #expect(found.map { "\($0.file):\($0.line)" } == ["pill.tsx:2"])
    }

    @Test func aComponentWhoseEveryTextNeverScalesNeverScalesEither() {
        let design = """
            import { Text as NativeText } from 'react-native';
            export const AnimatedText = (props) => <NativeText allowFontScaling={false} {...props} />;
            """
        let live = """
            import { AnimatedText } from '@/design-system';
            export const LiveTokenText = ({ value }) => <AnimatedText>{value}</AnimatedText>;
            """
        let card = """
            import { View } from 'react-native';
            import { LiveTokenText } from '@/components/live-token-text/LiveTokenText';
            export const Odds = () => <View style={{ height: 20 }}><LiveTokenText numberOfLines={1} value={odds} /></View>;
            """
        let screens = ruleIDs([
            ("src/design-system/AnimatedText.tsx", design), ("src/components/LiveTokenText.tsx", live), ("src/Odds.tsx", card),
        ])
        .filter { $0.hasPrefix("src/Odds") }
        #expect(screens == [])
        // Without the design system's file, the wrapper's text may scale.
        #expect(!ruleIDs([("src/components/LiveTokenText.tsx", live), ("src/Odds.tsx", card)]).filter { $0.hasPrefix("src/Odds") }.isEmpty)
    }

    static let avatarSize = """
        package app.designsystem
        enum class AvatarSize(val dp: Dp) {
            Large(40.dp),
            TimelineReadReceipt(16.dp),
        }
        object Dimensions { val BarHeight = 40.dp }
        """
    static let tokens = """
        // THIS IS AN AUTOGENERATED FILE. DO NOT EDIT MANUALLY.
        package app.tokens
        object TypographyTokens {
            val fontBodyXsRegular = TextStyle(fontWeight = FontWeight.W400, lineHeight = 15.sp, fontSize = 11.sp)
        }
        """
    static let receipts = """
        package app.timeline
        @Composable
        private fun ReadReceiptsRow(content: @Composable () -> Unit = {}) {
            Row(modifier = Modifier.fillMaxWidth().height(AvatarSize.TimelineReadReceipt.dp + 8.dp)) { Box { content() } }
        }
        @Composable
        private fun ReadReceiptsAvatars(count: Int) {
            Row { Text(text = "+" + count, style = ElementTheme.typography.fontBodyXsRegular) }
        }
        @Composable
        fun ReadReceipts(count: Int) { ReadReceiptsRow { ReadReceiptsAvatars(count) } }
        @Composable
        fun Bar(title: String) { Row(modifier = Modifier.height(Dimensions.BarHeight)) { Text(title, style = MaterialTheme.typography.labelSmall) } }
        """

    private func composeHeights(_ files: [(String, String)]) -> [RuleViolation] {
        LintRunner().lint(files: files.map { LintFile(path: $0.0, text: $0.1) }).violations.filter { $0.ruleID == "compose-fixed-height" }
    }

    @Test func aComposeHeightNamingSizesAndStylesOfOtherFilesIsJudgedWithTheirDeclarations() throws {
        let found = composeHeights([
            ("designsystem/AvatarSize.kt", Self.avatarSize), ("tokens/generated/TypographyTokens.kt", Self.tokens),
            ("timeline/Receipts.kt", Self.receipts),
        ])
        #expect(found.map { "\($0.file):\($0.line)" } == ["timeline/Receipts.kt:4"])
        let message = try #require(found.first?.message)
        #expect(message.contains("at 24 dp (`AvatarSize.TimelineReadReceipt.dp` is 16 dp)"))
        #expect(message.contains("its fontBodyXsRegular text needs 27 dp"))
        // Without the file that declares the size, the row is not judged; a 40 dp bar holds a labelSmall line.
        #expect(composeHeights([("tokens/generated/TypographyTokens.kt", Self.tokens), ("timeline/Receipts.kt", Self.receipts)]).isEmpty)
        let larger = Self.avatarSize.replacingOccurrences(of: "TimelineReadReceipt(16.dp)", with: "TimelineReadReceipt(32.dp)")
        #expect(composeHeights([("designsystem/AvatarSize.kt", larger), ("timeline/Receipts.kt", Self.receipts)]).isEmpty)
    }

    @Test func aComponentNameDeclaredDifferentlyByTwoFilesIsNotUsed() {
        let other = """
            import { Text } from 'react-native';
            const OptionBox = ({ text }) => <Text style={{ fontSize: 9, lineHeight: 10 }}>{text}</Text>;
            export default OptionBox;
            """
        let found = heights([
            ("app/components/option_box/index.tsx", Self.optionBox), ("app/legacy/option_box.tsx", other),
            ("app/components/channel_actions/favorite_box.tsx", Self.favoriteBox),
            ("app/components/channel_actions/channel_actions.tsx", Self.actions),
        ])
        #expect(found.isEmpty)
    }

    @Test func layersLaidOverEachOtherCountOnceAndContentGivenByLabelCounts() {
        let layers = """
            import { StyleSheet, Text, View } from 'react-native';
            export const Box = ({ text, animated }) => (
              <View style={{ height: 62 }}>
                <View style={StyleSheet.absoluteFill}><Text style={{ fontSize: 11, lineHeight: 16 }}>{text}</Text></View>
                <View style={StyleSheet.absoluteFill}><Text style={{ fontSize: 11, lineHeight: 16 }}>{animated}</Text></View>
              </View>
            );
            export const Stack = ({ text, animated }) => (
              <View style={{ height: 62 }}>
                <Text style={{ fontSize: 11, lineHeight: 16 }}>{text}</Text>
                <Text style={{ fontSize: 11, lineHeight: 16 }}>{animated}</Text>
              </View>
            );
            """
        #expect(heights([("Box.tsx", layers)]).map(\.line) == [9])
        let labelled = """
            @Composable
            private fun Banner(modifier: Modifier = Modifier, content: @Composable () -> Unit) {
                Row(modifier = modifier.height(20.dp)) { content() }
            }
            @Composable
            fun Warning(message: String) { Banner(content = { Text(message, style = MaterialTheme.typography.bodyMedium) }) }
            """
        #expect(composeHeights([("Banner.kt", labelled)]).map(\.line) == [3])
    }
}
