import LayoutEngine
import SwiftSource
import Testing

/// `.scrollDisabled(true)` reaches layout as an environment value; a flag the code does not decide
/// leaves scrolling on, as the default is.
@Suite struct ScrollDisabledInterpreterTests {
    private func outline(_ modifier: String) -> String {
        let source = """
            import SwiftUI
            struct Terms: View {
                var isLocked: Bool
                var body: some View { ScrollView { Text("Terms") }\(modifier) }
            }
            #Preview { Terms(isLocked: store.locked) }
            """
        return SwiftUIProject(sources: [(path: "Terms.swift", text: source)]).screens(profiles: [.asWritten]).first?.root
            .outline(locations: false) ?? "(no screen)"
    }

    @Test func aKnownFlagTurnsScrollingOff() {
        #expect(outline(".scrollDisabled(true)") == "scrollDisabled(true)\n  ScrollView\n    Text \"Terms\" role=body\n")
        #expect(outline(".scrollDisabled(isLocked)") == "ScrollView\n  Text \"Terms\" role=body\n")
    }
}
