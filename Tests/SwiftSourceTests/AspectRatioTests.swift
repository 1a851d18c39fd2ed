import LayoutEngine
import SwiftSource
import Testing

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()` and `.scaledToFill()` keep a resizable image at a ratio: the one
/// given, else the image's own where the project's asset gives its size; on anything else they change no layout.
@Suite struct AspectRatioTests {
    private func images(_ body: String) throws -> [ImageContent] {
        let source = "import SwiftUI\nstruct Gallery: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        let screen = try #require(SwiftUIProject(sources: [(path: "Gallery.swift", text: source)]).screens(profiles: [.asWritten]).first)
        var found: [ImageContent] = []
        func visit(_ node: ViewNode) {
            if case .image(let content) = node.kind { found.append(content) }
            node.children.forEach(visit)
        }
        visit(screen.root)
        return found
    }

    @Test func aGivenRatioKeepsAResizableImageAtIt() throws {
        let found = try images(
            """
            VStack {
                Image("banner").resizable().aspectRatio(2, contentMode: .fit).frame(width: 120)
                Image("cover").resizable().aspectRatio(0.5, contentMode: .fill)
                Image("badge").aspectRatio(1, contentMode: .fit)
                Image("icon").resizable().scaledToFit()
            }
            """)
        // Unknown assets are simulated as 40 pt squares: a given ratio keeps the width and sets the height.
        #expect(
            found == [
                .fitted("banner", Size(width: 40, height: 20), fill: false),
                .fitted("cover", Size(width: 40, height: 80), fill: true),
                // Not resizable: a bitmap keeps its own size.
                .bitmap("badge", Size(width: 40, height: 40)),
                // No ratio given and no asset to read one from: it stays as it was.
                .resizable("icon", Size(width: 40, height: 40)),
            ])
    }

    @Test func aRatioReachesTheImageInsideAClip() throws {
        // `cornerRadius` clips the image and takes its size, so the ratio set after it still keeps the image square.
        let found = try images(#"Image("logo").resizable().cornerRadius(3).aspectRatio(1, contentMode: .fit).frame(height: 20)"#)
        #expect(found == [.fitted("logo", Size(width: 40, height: 40), fill: false)])
    }
}
