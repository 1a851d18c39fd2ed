import Audit
import Checking
import DynamicType
import Findings
import ReflowCommands
import SwiftSource
import Testing

/// A `GeometryReader` takes the size it is offered and pins its content to its top-leading corner:
/// content too tall for the screen runs past the bottom edge, never past the top.
@Suite struct GeometryReaderLayoutTests {
    static let source = """
        import SwiftUI
        struct Board: View {
            var body: some View {
                GeometryReader { _ in
                    VStack(spacing: 0) {
                        Text("Scoreboard").font(.largeTitle)
                        ForEach(0..<30) { index in Text("Player \\(index)") }
                    }
                }
            }
        }
        #Preview { Board() }
        """

    @Test func contentTooTallRunsPastTheBottomOnly() throws {
        let project = SwiftUIProject(sources: [(path: "App/Board.swift", text: Self.source)])
        let checker = ProjectChecker(configuration: AuditConfiguration(categories: [.large, .accessibility3]), profiles: [.asWritten])
        let clipped = try checker.check(project).findings.filter { $0.checkID == "clipped-text" }
        // Thirty 17 pt rows fit at the default size; at AX3 (40 pt body) the later rows run off the bottom.
        #expect(!clipped.isEmpty)
        #expect(clipped.allSatisfy { $0.sourceLocation?.line == 7 && $0.context?.firstSize == .category(.accessibility3) })
        // The title stays at the top of the screen: it was pushed past the top edge when the reader grew to its content.
        #expect(!clipped.contains { $0.message.contains("Scoreboard") })
    }
}
