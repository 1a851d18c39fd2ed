import LayoutEngine
import SwiftSource
import Testing

/// Preview code that sets a property of a model before handing it to a view (`model.favorites =
/// […]`), and classes that inherit stored properties and initializers from their superclass: the
/// view shows what the code set, as Swift would run it.
@Suite struct PropertyAssignmentTests {
    private func texts(_ source: String, screen: String) -> [String] { Self.texts(source, screen: screen) }

    /// The texts of `screen`'s first variant of `source`, each with the stand-in it is, if any.
    static func texts(_ source: String, screen: String) -> [String] {
        SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
            .filter { $0.name == screen && $0.variant == nil }
            .flatMap { NilCoalescingTests.textNodes($0.root) }
            .compactMap { node -> String? in
                guard case .text(let string) = node.kind else { return nil }
                return string + (node.traits.standInContent.map { " (stand-in: \($0))" } ?? "")
            }
    }

    private static let favourites = """
        import SwiftUI
        struct Song: Identifiable { var id: String; var title: String }
        class FavouritesModel: ObservableObject {
            @Published var favourites: [Song] = []
            @Published var heading = "Favourites"
            var badge = Badge()
            var count = 1
        }
        struct Badge { var label = "New" }
        struct FavouritesView: View {
            @ObservedObject var model: FavouritesModel
            var body: some View {
                VStack {
                    Text(model.heading)
                    Text(model.badge.label)
                    Text("\\(model.count) songs")
                    ForEach(model.favourites) { song in Text(song.title) }
                }
            }
        }
        """

    @Test func aPropertySetBeforeTheModelIsPassedIsWhatTheViewShows() {
        let source =
            Self.favourites + """
                #Preview("Two songs") {
                    let model = FavouritesModel()
                    model.favourites = [Song(id: "1", title: "Cup of Christ"), Song(id: "2", title: "Joy Unspeakable")]
                    model.heading = "Saved hymns"
                    return FavouritesView(model: model)
                }
                """
        #expect(texts(source, screen: "Two songs") == ["Saved hymns", "New", "1 songs", "Cup of Christ", "Joy Unspeakable"])
    }

    @Test func aNestedPropertyAndACompoundAssignmentChangeTheModel() {
        let source =
            Self.favourites + """
                #Preview("Counted") {
                    var model = FavouritesModel()
                    model.badge.label = "Updated"
                    model.count += 41
                    return FavouritesView(model: model)
                }
                """
        // The list the preview left empty is filled with sample rows, as data a store would load.
        let standIns = Array(repeating: "Sample title (stand-in: title)", count: 3)
        #expect(texts(source, screen: "Counted") == ["Favourites", "Updated", "42 songs"] + standIns)
    }

    @Test func assigningToWhatIsNotAKnownModelChangesNothing() {
        // `Session.shared` is not a local, `other` holds no instance and `model.missing` is no
        // stored property: the view shows the model's defaults.
        let source =
            Self.favourites + """
                enum Session { static var shared = FavouritesModel() }
                #Preview("Untouched") {
                    let model = FavouritesModel()
                    let other = 3
                    Session.shared.heading = "Elsewhere"
                    other.description = "x"
                    model.missing = "nothing"
                    return FavouritesView(model: model)
                }
                """
        let standIns = Array(repeating: "Sample title (stand-in: title)", count: 3)
        #expect(texts(source, screen: "Untouched") == ["Favourites", "New", "1 songs"] + standIns)
    }

    @Test func aSubclassHasItsSuperclassesStoredPropertiesAndInitializer() {
        let source = """
            import SwiftUI
            class InboxModel: ObservableObject {
                var title: String
                var unread = "3 unread"
                init(title: String) { self.title = title }
            }
            class PreviewInboxModel: InboxModel {
                var footer = "Preview data"
            }
            struct InboxView: View {
                let model: InboxModel
                var body: some View { VStack { Text(model.title); Text(model.unread) } }
            }
            struct PreviewFooter: View {
                let model: PreviewInboxModel
                var body: some View { VStack { InboxView(model: model); Text(model.footer) } }
            }
            #Preview("Inbox") { PreviewFooter(model: PreviewInboxModel(title: "Inbox")) }
            """
        #expect(texts(source, screen: "Inbox") == ["Inbox", "3 unread", "Preview data"])
    }

    @Test func aValueChangedInPlaceByOverturesUpdateOrTheProjectsOwn() {
        let source = """
            import SwiftUI
            import Overture
            struct Game { var title = "Daily"; var score = 0; var badge: Badge? = Badge() }
            struct Badge { var label = "New" }
            struct GameRow: View {
                let game: Game
                var body: some View { VStack { Text(game.title); Text("\\(game.score) points"); Text(game.badge?.label ?? "") } }
            }
            #Preview("Overture") {
                GameRow(game: update(Game()) { $0.title = "Unlimited"; $0.score += 120 } )
            }
            #Preview("Optional") {
                GameRow(game: update(Game()) { $0.badge?.label = "Best" })
            }
            """
        #expect(texts(source, screen: "Overture") == ["Unlimited", "120 points", "New"])
        #expect(texts(source, screen: "Optional") == ["Daily", "0 points", "Best"])
        let own = """
            import SwiftUI
            struct Game { var title = "Daily" }
            func with<A>(_ value: A, _ change: (inout A) throws -> Void) rethrows -> A {
                var copy = value
                try change(&copy)
                return copy
            }
            struct GameRow: View {
                let game: Game
                var body: some View { Text(game.title) }
            }
            #Preview { GameRow(game: with(Game()) { $0.title = "Changed" }) }
            """
        #expect(texts(own, screen: "GameRow") == ["Changed"])
    }

    @Test func anExtensionInitializerHandsOverToTheMemberwiseOne() {
        let source = """
            import SwiftUI
            struct Item { let name: String; let account: String?; var favorite = false }
            extension Item {
                init(code: String) {
                    let parts = code.split(separator: ":")
                    self.init(name: String(parts[0]), account: String(parts[1]))
                }
            }
            struct ItemRow: View {
                let item: Item
                var body: some View { VStack { Text(item.name); Text(item.account ?? "none"); Text(item.favorite ? "★" : "☆") } }
            }
            #Preview { ItemRow(item: Item(code: "Bank:alex@example.com")) }
            """
        #expect(texts(source, screen: "ItemRow") == ["Bank", "alex@example.com", "☆"])
    }
}
