import LayoutEngine
import SwiftSource
import Testing

/// `.labelStyle(.iconOnly)` and `.titleOnly`: a label below draws one of its parts; the nearest
/// style set on a label wins, as for any environment value.
@Suite struct SystemLabelStyleTests {
    private func outline(_ body: String) throws -> String {
        let source = "import SwiftUI\nstruct Sample: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        let project = SwiftUIProject(sources: [(path: "Sample.swift", text: source)])
        let screen = try #require(project.screens(profiles: [.asWritten]).first { $0.name == "Sample" })
        return screen.root.outline(locations: false)
    }

    @Test func anIconOnlyLabelDrawsItsIconAndNoTitle() throws {
        let icon = try outline(#"Label("Play", systemImage: "play.fill").labelStyle(.iconOnly).font(.system(size: 36))"#)
        #expect(icon.contains("play.fill") && !icon.contains("Text \"Play\""), "\(icon)")
        let written = try outline(#"Label("Play", systemImage: "play.fill").labelStyle(IconOnlyLabelStyle())"#)
        #expect(written.contains("play.fill") && !written.contains("Text \"Play\""), "\(written)")
        let title = try outline(#"Label("Play", systemImage: "play.fill").labelStyle(.titleOnly)"#)
        #expect(!title.contains("play.fill") && title.contains("Text \"Play\""), "\(title)")
    }

    @Test func theStyleReachesLabelsInsideButtonsAndStacks() throws {
        let bar = try outline(
            """
            HStack {
                Button {} label: { Label("Cancel", systemImage: "xmark") }
                Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }
            }
            .labelStyle(.iconOnly)
            """)
        #expect(bar.contains("xmark") && bar.contains("square.and.arrow.up"))
        #expect(!bar.contains("Cancel") && !bar.contains("Share"), "\(bar)")
    }

    @Test func theNearestStyleWins() throws {
        let nearer = try outline(
            """
            VStack {
                Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon)
                Label("Sent", systemImage: "paperplane")
            }
            .labelStyle(.iconOnly)
            """)
        #expect(nearer.contains("Text \"Inbox\"") && nearer.contains("tray"), "\(nearer)")
        #expect(!nearer.contains("Text \"Sent\"") && nearer.contains("paperplane"), "\(nearer)")
        let titleInside = try outline(#"Label("Inbox", systemImage: "tray").labelStyle(.titleOnly).labelStyle(.iconOnly)"#)
        #expect(titleInside.contains("Text \"Inbox\"") && !titleInside.contains("tray"), "\(titleInside)")
    }

    @Test func withoutAStyleOrWithTheDefaultALabelDrawsBoth() throws {
        for body in [#"Label("Inbox", systemImage: "tray")"#, #"Label("Inbox", systemImage: "tray").labelStyle(.automatic)"#] {
            let both = try outline(body)
            #expect(both.contains("Text \"Inbox\"") && both.contains("tray"), "\(both)")
        }
    }
}
