import LayoutEngine
import SwiftSource
import Testing

/// A size set in a preview's own code is how Xcode shows the preview, not a limit of the app:
/// Reflow checks every size and leaves it out; the same modifier in a view's body is kept.
@Suite struct PreviewSizeTests {
    private func outlines(_ source: String) -> [String] {
        SwiftUIProject(sources: [(path: "Song.swift", text: source)]).screens(profiles: [.asWritten]).map { $0.root.outline(locations: false) }
    }

    @Test func aPreviewPinningTheSizeCategoryIsNotACap() throws {
        let outlines = outlines("""
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
        let outline = try #require(outlines("""
            import SwiftUI
            struct Badge: View {
                var body: some View { Text("New").dynamicTypeSize(...DynamicTypeSize.accessibility2) }
            }
            """).first)
        #expect(outline.contains("dynamicTypeSize"))
    }
}

/// A `PreviewProvider` lists previews; Xcode shows each on its own, so each is a screen of its
/// own, named by `previewDisplayName` or by position.
@Suite struct PreviewProviderTests {
    private func screens(_ source: String) -> [SimulatedScreen] {
        SwiftUIProject(sources: [(path: "Player.swift", text: source)]).screens(profiles: [.asWritten])
    }

    @Test func eachPreviewOfAProviderIsItsOwnScreen() {
        let screens = screens("""
            import SwiftUI
            struct Player: View {
                var title: String
                var body: some View { Text(title) }
            }
            struct Player_Previews: PreviewProvider {
                static var previews: some View {
                    Player(title: "Amazing Grace").previewDisplayName("Playing")
                    Player(title: "Be Thou My Vision")
                }
            }
            """)
        #expect(screens.map(\.name) == ["Playing", "Player 2"])
        #expect(screens.map { $0.root.outline(locations: false) } == ["Text \"Amazing Grace\" role=body\n", "Text \"Be Thou My Vision\" role=body\n"])
        #expect(screens[1].location.line == 9)
    }

    @Test func theViewsOfAGroupAreSeparatePreviewsToo() {
        let screens = screens("""
            import SwiftUI
            struct Player: View {
                var title: String
                var body: some View { Text(title) }
            }
            struct Player_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Player(title: "Amazing Grace")
                        Player(title: "Be Thou My Vision").previewDisplayName("Second")
                    }
                    .previewLayout(.sizeThatFits)
                }
            }
            """)
        #expect(screens.map(\.name) == ["Player 1", "Second"])
    }

    @Test func previewsAfterStateSetUpKeepThatState() {
        // Assignments set up state; they are not previews. A Group returned after set-up gives a
        // preview per view, each run after the same set-up.
        let screens = screens("""
            import SwiftUI
            final class Model { var title = "Stopped" }
            struct Player: View {
                let model: Model
                var body: some View { Text(model.title) }
            }
            struct Player_Previews: PreviewProvider {
                static var previews: some View {
                    let playing = Model()
                    playing.title = "Playing"
                    return Group {
                        Player(model: playing)
                        Player(model: Model())
                    }
                }
            }
            """)
        #expect(screens.map(\.name) == ["Player 1", "Player 2"])
        #expect(screens.last?.root.outline(locations: false) == "Text \"Stopped\" role=body\n")
        // (Assignments to a model's fields are not followed yet: the first shows a text, whichever.)
        #expect(screens.first?.root.outline(locations: false).hasPrefix("Text ") == true)
    }

    @Test func aProviderWithOnePreviewKeepsItsName() {
        let screens = screens("""
            import SwiftUI
            struct Player: View {
                var body: some View { VStack { Text("Amazing Grace"); Text("Hymn 1") } }
            }
            struct Player_Previews: PreviewProvider {
                static var previews: some View { Player() }
            }
            """)
        #expect(screens.map(\.name) == ["Player"])
        #expect(screens.first?.root.outline(locations: false).contains("Hymn 1") == true)
    }
}

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
        #expect(screen.root.outline(locations: false) == """
            VStack(center, spacing: nil)
              frame(minHeight: 44)
                Text "Total" role=body
              padding(4, 4, 4, 4)
                Text "Pay" role=body

            """)
    }
}
