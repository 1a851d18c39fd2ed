import LayoutEngine
import SwiftSource
import Testing

/// A preview helper that repeats its content (once per colour scheme or device) gives Xcode one
/// canvas per copy: the screen checks one copy, not a stack of them. Different views side by
/// side stay as written.
@Suite struct PreviewCopiesTests {
    static let helper = """
        import SwiftUI
        struct Preview<Content: View>: View {
            let content: Content
            init(@ViewBuilder _ content: () -> Content) { self.content = content() }
            var body: some View {
                Group {
                    content.environment(\\.colorScheme, .light).previewDisplayName("Light")
                    content.environment(\\.colorScheme, .dark).previewDisplayName("Dark")
                }
            }
        }
        struct Offer: View {
            var body: some View { VStack { Text("Upgrade"); Text("Maybe later") } }
        }
        """

    private func screen(_ preview: String) throws -> SimulatedScreen {
        try #require(
            SwiftUIProject(sources: [(path: "Offer.swift", text: Self.helper + preview)]).screens(profiles: [.asWritten])
                .first { $0.name == "Offer preview" })
    }

    @Test func copiesPerColourSchemeAreOneScreen() throws {
        let screen = try screen("#Preview(\"Offer preview\") { Preview { Offer() } }\n")
        #expect(screen.root.outline(locations: false).components(separatedBy: "Text \"Upgrade\"").count == 2)
        #expect(
            screen.coverage.notes.contains {
                $0.hasSuffix(
                    "the preview shows 2 copies of the same view (one per colour scheme, device or configuration); the first is checked")
            })
    }

    @Test func differentViewsStayAsWritten() throws {
        let screen = try screen("#Preview(\"Offer preview\") { Offer(); Text(\"Terms apply\") }\n")
        let outline = screen.root.outline(locations: false)
        #expect(outline.contains("Text \"Upgrade\"") && outline.contains("Text \"Terms apply\""))
        #expect(!screen.coverage.notes.contains { $0.contains("copies of the same view") })
    }
}
