import LayoutEngine
import SwiftSource
import Testing

/// A computed property of `extension View` read on a view (`view.backport`) runs its getter with the view as
/// `self`; what it returns (a view, or a project value whose methods make views) is what the chain goes on with.
@Suite struct ViewExtensionPropertyTests {
    private func outline(_ source: String) throws -> String {
        let project = SwiftUIProject(sources: [(path: "Sample.swift", text: "import SwiftUI\n" + source)])
        let screen = try #require(project.screens(profiles: [.asWritten]).first { $0.name == "Retry" })
        return screen.root.outline(locations: false)
    }

    @Test func aNamespaceOfModifiersMadeByAViewPropertyIsApplied() throws {
        let outline = try outline(
            """
            struct Backport<Content> { let content: Content }
            extension Backport where Content: View {
                func rounded(_ radius: CGFloat) -> some View { content.padding(radius).background(Color.blue) }
            }
            extension View {
                var backport: Backport<Self> { Backport(content: self) }
            }
            struct Retry: View {
                var body: some View { Text("Retry").backport.rounded(12).frame(height: 44) }
            }
            """)
        #expect(
            outline.contains("padding(12, 12, 12, 12)") && outline.contains("Color.blue") && outline.contains("Text \"Retry\""),
            "\(outline)")
        #expect(!outline.contains("not simulated"))
    }

    @Test func aViewPropertyThatMakesAViewIsThatView() throws {
        let outline = try outline(
            """
            extension View {
                var asCard: some View { padding(16).background(RoundedRectangle(cornerRadius: 12).fill(Color.gray)) }
            }
            extension Image {
                var asCard: some View { frame(width: 20, height: 20) }
            }
            struct Retry: View {
                var body: some View { Text("Try again").asCard }
            }
            """)
        // `Text` has no `asCard` of its own: `View`'s is the one Swift finds, not `Image`'s.
        #expect(
            outline.hasPrefix("background") && outline.contains("padding(16, 16, 16, 16)") && !outline.contains("frame(width: 20"),
            "\(outline)")
    }
}
