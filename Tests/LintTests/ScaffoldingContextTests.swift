import Findings
import Lint
import Testing

/// Previews, tests, stories and debug-only code are not app screens: their findings are notes that
/// say so, in Kotlin, Dart, JavaScript and Android layouts as in Swift.
@Suite struct ScaffoldingContextTests {
    private func findings(_ path: String, _ text: String) -> [(String, Severity?, String)] {
        LintRunner().violations(in: LintFile(path: path, text: text)).map { ($0.ruleID, $0.severity, $0.message) }
    }

    static let row = """
        Row(modifier = Modifier.height(24.dp)) {
            Text(text = article.title, maxLines = 1)
        }
        """

    @Test func aComposePreviewIsANote() {
        let preview = """
            @Preview(showBackground = true)
            @Composable
            private fun ArticleRowPreview() {
                AppTheme {
            \(Self.row)
                }
            }
            """
        let found = findings("app/src/main/java/ArticleRow.kt", preview)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.1 == .note && $0.2.hasSuffix("this is preview code, which the app does not ship.") })
    }

    @Test func aMultiPreviewAnnotationIsAPreview() {
        let preview = "@ThemePreviews\n@Composable\nfun ArticleRowPreview() {\n\(Self.row)\n}\n"
        #expect(findings("app/src/main/java/ArticleRow.kt", preview).allSatisfy { $0.1 == .note })
    }

    @Test func theSameRowInAScreenKeepsItsSeverity() {
        let screen = "@Composable\nfun ArticleRow(article: Article) {\n\(Self.row)\n}\n"
        let found = findings("app/src/main/java/ArticleRow.kt", screen)
        #expect(found.map(\.1).contains(.error))
        #expect(!found.contains { $0.1 == .note })
    }

    @Test func testStoryAndDebugFoldersAreScaffolding() {
        #expect(ScaffoldingContext.of(path: "app/src/test/java/RowTest.kt") == .test)
        #expect(ScaffoldingContext.of(path: "app/src/androidTest/java/Row.kt") == .test)
        #expect(ScaffoldingContext.of(path: "app/src/screenshotTest/kotlin/Rows.kt") == .test)
        #expect(ScaffoldingContext.of(path: "mobile/test/widgets/row_test.dart") == .test)
        #expect(ScaffoldingContext.of(path: "mobile/integration_test/app.dart") == .test)
        #expect(ScaffoldingContext.of(path: "app/components/__tests__/Row.tsx") == .test)
        #expect(ScaffoldingContext.of(path: "app/components/Row.test.tsx") == .test)
        #expect(ScaffoldingContext.of(path: "app/components/Row.stories.tsx") == .story)
        #expect(ScaffoldingContext.of(path: "app/src/debug/res/layout/debug_drawer.xml") == .debugOnly)
        #expect(ScaffoldingContext.of(path: "app/src/main/java/com/example/TestimonialRow.kt") == nil)
        #expect(ScaffoldingContext.of(path: "lib/screens/latest.dart") == nil)
        #expect(ScaffoldingContext.of(path: "app/src/main/res/layout-sw720dp/main.xml") == .largeScreenOnly)
        #expect(ScaffoldingContext.of(path: "app/src/main/res/layout-w840dp-land/main.xml") == .largeScreenOnly)
        #expect(ScaffoldingContext.of(path: "app/src/main/res/layout-xlarge/main.xml") == .largeScreenOnly)
        #expect(ScaffoldingContext.of(path: "app/src/main/res/layout-sw360dp/main.xml") == nil)
        #expect(ScaffoldingContext.of(path: "app/src/main/res/layout-land/main.xml") == nil)
    }

    @Test func aTestFileIsANoteWhateverTheLanguage() {
        let jsx = "const Row = () => <View style={{height: 40}}><Text numberOfLines={1}>{item.title}</Text></View>;\n"
        let found = findings("src/components/__tests__/Row.tsx", jsx)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.1 == .note })
    }

    @Test func aBranchTakenOnlyOnATabletOrDesktopIsANote() {
        let jsx = """
            const Name = ({ isTablet, name }) => {
              if (isTablet) {
                return <Text numberOfLines={1}>{name.full}</Text>;
              }
              return <Text numberOfLines={1}>{name.full}</Text>;
            };
            """
        let found = findings("src/components/Name.tsx", jsx)
        #expect(found.count == 2)
        #expect(found.first?.1 == .note && found.first?.2.hasSuffix("runs only on a tablet or desktop, not on a phone.") == true)
        #expect(found.last?.1 == .warning)
        let dart = """
            Widget build(BuildContext context) {
              return isDisplayDesktop(context) ? SizedBox(height: 24, child: Text(item.title)) : Text(item.title);
            }
            """
        #expect(findings("lib/item.dart", dart).map(\.1) == [.note])
        let phone =
            "Widget build(BuildContext context) {\n  return !isDesktop ? SizedBox(height: 24, child: Text(item.title)) : Text(item.title);\n}\n"
        #expect(findings("lib/item.dart", phone).map(\.1) == [.error])
    }
}
