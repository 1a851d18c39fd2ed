import LayoutEngine
import SwiftSource
import Testing

/// A `PreviewProvider` lists previews; Xcode shows each on its own, so each is a screen of its
/// own, named by `previewDisplayName` or by position.
@Suite struct PreviewProviderTests {
    private func screens(_ source: String) -> [SimulatedScreen] {
        SwiftUIProject(sources: [(path: "Player.swift", text: source)]).screens(profiles: [.asWritten])
    }

    @Test func eachPreviewOfAProviderIsItsOwnScreen() {
        let screens = screens(
            """
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
        #expect(
            screens.map { $0.root.outline(locations: false) } == [
                "Text \"Amazing Grace\" role=body\n", "Text \"Be Thou My Vision\" role=body\n",
            ])
        #expect(screens[1].location.line == 9)
    }

    @Test func typesAPreviewDeclaresInItsBodyAreKnownThereByTheirOwnNames() {
        // Two previews each declare their own `Wrapper`; each preview sees its own, and no other
        // screen is made of them.
        let screens = screens(
            """
            import SwiftUI
            enum Kind: CaseIterable { case video, podcast
                var title: String { switch self { case .video: "Videos"; case .podcast: "Podcasts" } }
            }
            struct Chips: View {
                let options: [Kind?] = [nil] + Kind.allCases
                var body: some View {
                    HStack { ForEach(options, id: \\.self) { kind in Text(kind?.title ?? "All") } }
                }
            }
            #Preview("Chips") {
                struct Wrapper: View {
                    @State private var selected: Kind? = .video
                    var body: some View { VStack { Chips(); Text("Selected") } }
                }
                return Wrapper()
            }
            #Preview("Other") {
                struct Wrapper: View {
                    var body: some View { Text("Another wrapper") }
                }
                return Wrapper().preferredColorScheme(.dark)
            }
            """)
        #expect(screens.map(\.name) == ["Chips", "Other"])
        let texts = screens.map {
            $0.root.outline(locations: false).split(separator: "\n").filter { $0.contains("Text") }.map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        #expect(
            texts[0] == [
                "Text \"All\" role=body", "Text \"Videos\" role=body", "Text \"Podcasts\" role=body", "Text \"Selected\" role=body",
            ])
        #expect(texts[1] == ["Text \"Another wrapper\" role=body"])
    }

    @Test func eachProvidersOwnWrapperIsTheOneItsPreviewMakes() {
        // Two providers each nest a `struct Preview: View` that gives state to the view; each preview
        // makes its own provider's wrapper, and the screen is named after the view inside it.
        let order = """
            import SwiftUI
            struct OrderDetail: View { let number: String; var body: some View { Text("Order " + number) } }
            struct OrderDetail_Previews: PreviewProvider {
                struct Preview: View {
                    @State private var number = "1203"
                    var body: some View { OrderDetail(number: number) }
                }
                static var previews: some View { NavigationStack { Preview() } }
            }
            """
        let donut = """
            import SwiftUI
            struct DonutCard: View { let name: String; var body: some View { Text(name) } }
            struct DonutCard_Previews: PreviewProvider {
                struct Preview: View {
                    var body: some View { DonutCard(name: "Blueberry Frosted") }
                }
                static var previews: some View { Preview() }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "App/OrderDetail.swift", text: order), (path: "App/DonutCard.swift", text: donut)])
            .screens(profiles: [.asWritten])
        let outlines = Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0.root.outline(locations: false)) })
        #expect(outlines["OrderDetail"]?.contains("Text \"Order 1203\"") == true)
        #expect(outlines["DonutCard"]?.contains("Text \"Blueberry Frosted\"") == true)
        #expect(screens.count == 2)
    }

    @Test func aReturnMakesThePreviewsPlainCodeWithOneView() {
        // `return` turns the builder off: the call before it sets something up and is no preview.
        let screens = screens(
            """
            import SwiftUI
            func registerFonts() {}
            struct Player_Previews: PreviewProvider {
                static var previews: some View {
                    registerFonts()
                    return VStack { Text("Daily challenge") }
                }
            }
            """)
        #expect(screens.map(\.name) == ["Player"])
        #expect(screens.first?.root.outline(locations: false).contains("Text \"Daily challenge\"") == true)
    }

    @Test func aProvidersStaticMembersAreInScopeOfItsPreviews() {
        // `previews` names the provider's own static views; each is a screen with its content.
        let screens = screens(
            """
            import SwiftUI
            struct Player: View {
                var title: String
                var body: some View { Text(title) }
            }
            struct Player_Previews: PreviewProvider {
                static let sample = "Amazing Grace"
                static var previews: some View {
                    playing
                    stopped
                }
                @ViewBuilder static var playing: some View { Player(title: sample) }
                static var stopped: some View { Player(title: "Stopped") }
            }
            """)
        #expect(screens.map(\.name) == ["Player 1", "Player 2"])
        #expect(
            screens.map { $0.root.outline(locations: false) } == [
                "Text \"Amazing Grace\" role=body\n", "Text \"Stopped\" role=body\n",
            ])
    }

    @Test func aPreviewInsideWithDependenciesShowsWhatItsOperationReturns() {
        // swift-dependencies: the overrides feed later `.task` code; the first frame is the operation's view.
        let screens = SwiftUIProject(sources: [
            (
                path: "Feed.swift",
                text: """
                import SwiftUI
                import Dependencies
                struct Feed: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                #Preview("Feed") {
                    withDependencies {
                        $0.client.fetch = { _ in [] }
                    } operation: {
                        NavigationStack { Feed(title: "BBC News") }
                    }
                }
                """
            )
        ]).screens(profiles: [.asWritten])
        #expect(screens.map(\.name) == ["Feed"])
        #expect(screens.first?.coverage.sourceTexts == 1)
        #expect(screens.first?.coverage.notes.contains { $0.contains("withDependencies(…) is read as its operation") } == true)
    }

    @Test func theViewsOfAGroupAreSeparatePreviewsToo() {
        let screens = screens(
            """
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
        let screens = screens(
            """
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
        let screens = screens(
            """
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
