import Audit
import Checking
import DynamicType
import Findings
import ReflowCommands
import SwiftSource
import Testing

/// A text an animation that repeats forever moves across a horizontal scroll view (a marquee) shows itself
/// whole without anyone scrolling: its width past the scroll view is a note, not an error.
@Suite struct MarqueeTests {
    private func overflow(_ modifier: String) throws -> Finding? {
        let source = """
            import SwiftUI
            struct Ticker: View {
                var body: some View {
                    ScrollView(.horizontal) {
                        Text("Breaking news from the morning service and the evening choir rehearsal")
                            .offset(x: 120)\(modifier)
                    }
                }
            }
            #Preview { Ticker() }
            """
        let project = SwiftUIProject(sources: [(path: "App/Ticker.swift", text: source)])
        let checker = ProjectChecker(configuration: AuditConfiguration(categories: [.large]), profiles: [.asWritten])
        return try checker.check(project).findings.first { $0.checkID == "horizontal-overflow" }
    }

    @Test func aTextThatMovesByItselfIsANote() throws {
        let moving = try #require(
            try overflow("\n                .animation(.linear(duration: 10).repeatForever(autoreverses: false), value: true)"))
        #expect(moving.severity == .note)
        #expect(moving.message.contains("an animation that repeats forever moves it across"))
        let still = try #require(try overflow(""))
        #expect(still.severity == .error)
        #expect(still.message.hasSuffix("reading it means scrolling sideways along every line."))
    }
}
