import LayoutEngine
import SwiftSource
import Testing

/// A project's own overload of a SwiftUI modifier applies only where its labels fit.
@Suite struct ModifierOverloadTests {
    @Test func aProjectFrameOverloadDoesNotCaptureSwiftUIsFrame() throws {
        let source = """
            import SwiftUI
            extension View {
                @ViewBuilder
                func frame(width: CGFloat, height: CGFloat, scaleWithFont: Bool) -> some View {
                    if scaleWithFont { padding(4) } else { frame(width: width, height: height) }
                }
            }
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("Total").frame(minHeight: 44)
                        Text("Pay").frame(width: 80, height: 30, scaleWithFont: true)
                    }
                }
            }
            """
        let screen = try #require(SwiftUIProject(sources: [(path: "Row.swift", text: source)]).screens(profiles: [.asWritten]).first)
        #expect(
            screen.root.outline(locations: false) == """
                VStack(center, spacing: nil)
                  frame(minHeight: 44)
                    Text "Total" role=body
                  padding(4, 4, 4, 4)
                    Text "Pay" role=body

                """)
    }

    @Test func aMethodOfAnExtensionIsCalledOnlyOnTheTypeItExtends() throws {
        // `style(appStyle:)` is declared on `Text` and on `Image`: a text (through `.font`, which keeps it a
        // `Text`) gets the `Text` one, an image the `Image` one; `extension View` serves both.
        let source = """
            import SwiftUI
            extension Image {
                enum ImageStyle { case icon }
                func style(appStyle: ImageStyle) -> some View { self.font(.system(size: 14)).frame(width: 16, height: 16) }
            }
            extension Text {
                enum TextStyle { case rowTitle }
                func style(appStyle: TextStyle) -> Text { self.font(.headline) }
            }
            extension View {
                func card() -> some View { padding(8) }
            }
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("Fossils").foregroundColor(.red).style(appStyle: .rowTitle)
                        Image(systemName: "leaf").style(appStyle: .icon)
                        Text("Bugs").card()
                    }
                }
            }
            """
        let screen = try #require(SwiftUIProject(sources: [(path: "Row.swift", text: source)]).screens(profiles: [.asWritten]).first)
        let outline = screen.root.outline(locations: false)
        #expect(outline.contains("font(.headline)"))
        #expect(outline.components(separatedBy: "frame(width: 16, height: 16)").count == 2)
        #expect(outline.contains("padding(8, 8, 8, 8)"))
    }

    @Test func theOverloadWhoseParameterTypesAgreeWinsAndATieIsNoted() throws {
        // `row(3)` and `row("News")` fit both declarations by labels; the values' types choose. Two
        // declarations that fit a value Reflow cannot type equally: the first is used, with a note.
        let source = """
            import SwiftUI
            struct Story { let title: String }
            struct Video { let title: String }
            struct Feed: View {
                func row(_ title: String) -> some View { Text("Title: " + title) }
                func row(_ count: Int) -> some View { Text("Count: \\(count)") }
                func card(_ story: Story) -> some View { Text("Story") }
                func card(_ video: Video) -> some View { Text("Video") }
                var body: some View {
                    VStack {
                        row(3)
                        row("News")
                        card(Video(title: "Launch"))
                        card(loadItem())
                    }
                }
            }
            """
        let screen = try #require(SwiftUIProject(sources: [(path: "Feed.swift", text: source)]).screens(profiles: [.asWritten]).first)
        let texts = screen.root.outline(locations: false).split(separator: "\n").compactMap { line -> String? in
            guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end else { return nil }
            return String(line[line.index(after: start)..<end])
        }
        #expect(texts == ["Count: 3", "Title: News", "Video", "Story"])
        #expect(
            screen.coverage.notes.contains { $0.contains("2 declarations of card(…) fit this call equally; the first declared is used") })
        #expect(!screen.coverage.notes.contains { $0.contains("declarations of row(…)") })
    }
}
