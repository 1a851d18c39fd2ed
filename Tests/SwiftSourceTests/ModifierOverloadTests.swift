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
}
