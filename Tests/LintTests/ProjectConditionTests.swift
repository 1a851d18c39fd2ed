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
}
