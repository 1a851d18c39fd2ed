import LayoutEngine
import SwiftSource
import Testing

/// Views and previews in test targets do not ship: they are not the app's screens, though the
/// types they declare are still read.
@Suite struct TestCodeScreenTests {
    @Test func previewsAndViewsInTestTargetsAreNotScreens() {
        let project = SwiftUIProject(sources: [
            (
                path: "App/Feed/Card.swift",
                text: """
                import SwiftUI
                struct Card: View { var body: some View { Text("Headline") } }
                """
            ),
            (
                path: "AppSnapshotTests/Feed/CardSnapshotTests.swift",
                text: """
                import SwiftUI
                struct CardHarness: View { var body: some View { VStack { Card(); Text("Harness") } } }
                #Preview { CardHarness() }
                """
            ),
            (
                path: "App/Feed/FeedTests.swift",
                text: """
                import SwiftUI
                struct FeedFixture: View { var body: some View { Text("Fixture") } }
                """
            ),
        ])
        #expect(project.screenNames == ["Card"])
    }

    @Test func aProjectCheckedFromInsideATestsFolderKeepsItsScreens() {
        let project = SwiftUIProject(sources: [
            (
                path: "Tests/ReflowTests/Fixtures/Shop/Card.swift",
                text: """
                import SwiftUI
                struct Card: View { var body: some View { Text("Headline") } }
                """
            ),
            (
                path: "Tests/ReflowTests/Fixtures/Shop/Row.swift",
                text: """
                import SwiftUI
                struct Row: View { var body: some View { Text("Row") } }
                """
            ),
        ])
        #expect(project.screenNames == ["Card", "Row"])
    }
}
