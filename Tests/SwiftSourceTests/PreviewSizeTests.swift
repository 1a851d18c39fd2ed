import LayoutEngine
import SwiftSource
import Testing

/// A size set in a preview's own code is how Xcode shows the preview, not a limit of the app:
/// Reflow checks every size and leaves it out; the same modifier in a view's body is kept.
@Suite struct PreviewSizeTests {
    private func outlines(_ source: String) -> [String] {
        SwiftUIProject(sources: [(path: "Song.swift", text: source)]).screens(profiles: [.asWritten]).map {
            $0.root.outline(locations: false)
        }
    }

    @Test func aPreviewPinningTheSizeCategoryIsNotACap() throws {
        let outlines = outlines(
            """
            import SwiftUI
            struct Song: View {
                var body: some View { Text("Amazing Grace") }
            }
            #Preview {
                Song().environment(\\.sizeCategory, .accessibilityMedium)
            }
            #Preview("Large") {
                Song().dynamicTypeSize(.xxxLarge)
            }
            """)
        #expect(outlines == ["Text \"Amazing Grace\" role=body\n", "Text \"Amazing Grace\" role=body\n"])
    }

    @Test func theSameModifierInAViewsBodyIsKept() throws {
        let outline = try #require(
            outlines(
                """
                import SwiftUI
                struct Badge: View {
                    var body: some View { Text("New").dynamicTypeSize(...DynamicTypeSize.accessibility2) }
                }
                """
            ).first)
        #expect(outline.contains("dynamicTypeSize"))
    }
}
