import Findings
import LayoutEngine
import SwiftSource
import Testing

/// Why a text is a stand-in: the source gives no value (data the app gets while running), the
/// source gives one Reflow does not read, or the app's own placeholder is redacted. Each stand-in
/// says which, and the coverage counts them apart.
@Suite struct StandInOriginTests {
    private func screen(_ source: String) throws -> SimulatedScreen {
        try #require(SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten]).first)
    }

    /// Every stand-in text's property and origin, in tree order.
    private static func standIns(in node: ViewNode) -> [String] {
        let own = node.traits.standInContent.map { ["\($0): \(node.traits.standInOrigin?.rawValue ?? "none")"] } ?? []
        return own + node.children.flatMap(standIns(in:))
    }

    @Test func aGuardLetOfDataTheAppGetsLaterKeepsItsOrigin() throws {
        // `guard let song = queue.first` passes with the song the app queues: its title is run-time
        // data, not a name Reflow failed to read.
        let screen = try screen(
            """
            import SwiftUI
            struct Song { let title: String }
            struct NowPlaying: View {
                @State private var queue: [Song] = []
                var body: some View { content }
                private var content: some View {
                    guard let song = queue.first else { return Text("Nothing playing") }
                    return Text(song.title)
                }
            }
            #Preview { NowPlaying() }
            """)
        #expect(Self.standIns(in: screen.root) == ["title: runtime data"])
    }

    @Test func theRowsOfADatabaseQueryAreRunTimeDataHoweverTheCodeGroupsThem() throws {
        // SwiftData's `@Query` starts itself (the view needs no argument), also behind `@ObservationIgnored`-style
        // attributes; rows grouped by a dictionary and taken apart as `{ group, rows in }`, or a query made in
        // `init`, are still the store's rows.
        let source = """
            import SwiftUI
            import SwiftData
            struct Item { var name: String; var group: String }
            struct Stock: View {
                @Query var items: [Item]
                var grouped: [String: [Item]] { Dictionary(grouping: items, by: { $0.group }) }
                var body: some View {
                    List {
                        ForEach(grouped.sorted(by: { $0.key < $1.key }), id: \\.key) { group, rows in
                            Section(group) { ForEach(rows, id: \\.name) { row in Text(row.name) } }
                        }
                    }
                }
            }
            struct Results: View {
                @Binding var search: String
                @MainActor @Query private var rows: [Item]
                init(search: Binding<String>) {
                    _search = search
                    _rows = search.wrappedValue.isEmpty ? Query(sort: \\.name) : Query(filter: #Predicate { $0.name.contains("a") })
                }
                var body: some View { ForEach(rows, id: \\.name) { row in Text(row.name) } }
            }
            #Preview("Results") { Results(search: .constant("")) }
            """
        let screens = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        let stock = try #require(screens.first { $0.name == "Stock" && $0.variant == nil })
        #expect(Set(Self.standIns(in: stock.root)) == ["name: runtime data"])
        let results = try #require(screens.first { $0.name == "Results" && $0.variant == nil })
        #expect(Set(Self.standIns(in: results.root)) == ["name: runtime data"])
    }

    @Test func anEnumMadeFromAnElementOfRunTimeDataIsRunTimeData() throws {
        // `Tip(productId:)` of a product the store loads: its case, and so its title, wait for the product.
        let screen = try screen(
            """
            import SwiftUI
            enum Tip: String {
                case one, two
                init(productId: String) { self = .init(rawValue: String(productId.split(separator: ".")[2]))! }
                var title: String {
                    switch self {
                    case .one: "One"
                    case .two: "Two"
                    }
                }
            }
            struct Tips: View {
                @State private var products: [String] = []
                var body: some View {
                    List {
                        ForEach(products, id: \\.self) { product in Text(Tip(productId: product).title) }
                        Text(Tip(productId: "com.app.two").title)
                    }
                }
            }
            #Preview { Tips() }
            """)
        #expect(Self.standIns(in: screen.root) == Array(repeating: "title: runtime data", count: 3))
        #expect(
            NilCoalescingTests.textNodes(screen.root).last.map { node in if case .text(let string) = node.kind { string } else { "" } }
                == "Two")
    }

    @Test func stateThatStartsEmptyIsFilledWhileTheAppRuns() throws {
        // `posts` starts empty and is filled later: its three sample rows wait for runtime data,
        // and so does a method of a sample (`uppercased()`) and a field of a field.
        let screen = try screen(
            """
            import SwiftUI
            struct Post: Identifiable { let id: Int; let title: String; let author: Author }
            struct Author { let name: String }
            struct Feed: View {
                @State private var posts: [Post] = []
                var body: some View {
                    List {
                        ForEach(posts) { post in
                            Text(post.title.uppercased())
                            Text("by \\(post.author.name)")
                        }
                    }
                }
            }
            #Preview { Feed() }
            """)
        #expect(
            Self.standIns(in: screen.root) == Array(repeating: ["title: runtime data", "value: runtime data"], count: 3).flatMap { $0 })
        #expect(screen.coverage.standInTexts == 6)
        #expect(screen.coverage.standInTexts(.runtimeData) == 6)
        #expect(screen.coverage.standInTexts(.unread) == 0)
        #expect(screen.root.outline(locations: false).contains("stand-in(title, runtime data)"))
    }

    @Test func aValueTheSourceGivesInAFormReflowDoesNotReadIsNotRead() throws {
        // Foundation's `folding(options:locale:)` of a known name is not evaluated: the source gives the
        // text, Reflow did not read it. A field with no value anywhere (`nickname`, no default, not
        // passed) is runtime data.
        let screen = try screen(
            """
            import SwiftUI
            struct Person { let first = "Ada"; var nickname: String }
            struct Card: View {
                let person: Person
                var body: some View {
                    VStack {
                        Text(person.first)
                        Text(person.first.folding(options: .diacriticInsensitive, locale: nil))
                        Text(person.nickname)
                    }
                }
            }
            #Preview { Card(person: Person()) }
            """)
        #expect(Self.standIns(in: screen.root) == ["folding: not read", "nickname: runtime data"])
        #expect(screen.coverage.sourceTexts == 1)
        #expect(screen.coverage.standInTexts(.unread) == 1)
        #expect(screen.coverage.standInTexts(.runtimeData) == 1)
    }

    @Test func anErrorBranchTheOptionalLeavesNilShowsRuntimeData() throws {
        // The preview's model has no error (nil), but the branch that shows one is checked too: its
        // message is whatever the app gets later.
        let screen = try SwiftUIProject(
            sources: [
                (
                    path: "View.swift",
                    text: """
                    import SwiftUI
                    struct Model { var errorMessage: String? }
                    struct Checkout: View {
                        let model: Model
                        var body: some View {
                            VStack {
                                Text("Pay")
                                if let message = model.errorMessage { Text(message).foregroundStyle(.red) }
                            }
                        }
                    }
                    #Preview { Checkout(model: Model()) }
                    """
                )
            ]
        ).screens(profiles: [.asWritten])
        let variant = try #require(screen.first { $0.variant != nil })
        #expect(Self.standIns(in: variant.root) == ["message: runtime data"])
    }

    @Test func interpolatingWhatWasNotReadWithRuntimeDataIsNotRead() throws {
        // A text made of both kinds waits for Reflow first: reading the source would tell part of it.
        let screen = try screen(
            """
            import SwiftUI
            struct Person { let first = "Ada"; var nickname: String }
            struct Card: View {
                let person: Person
                var body: some View { Text("\\(person.first.folding(options: .diacriticInsensitive, locale: nil)) (\\(person.nickname))") }
            }
            #Preview { Card(person: Person()) }
            """)
        #expect(screen.coverage.standInTexts(.unread) == 1)
        #expect(screen.coverage.standInTexts(.runtimeData) == 0)
    }

    @Test func redactedPlaceholdersAndRelativeDatesSayWhy() throws {
        let screen = try screen(
            """
            import SwiftUI
            struct Row: View {
                var title = "Loading title"
                let posted = Date()
                var body: some View {
                    VStack {
                        Text(title).redacted(reason: .placeholder)
                        Text(posted, style: .relative)
                        Text("Published")
                    }
                }
            }
            #Preview { Row() }
            """)
        #expect(Self.standIns(in: screen.root) == ["redacted placeholder: redacted placeholder", "posted: runtime data"])
        #expect(screen.coverage.sourceTexts == 1)
        #expect(screen.coverage.standInOrigins == [.redactedPlaceholder: 1, .runtimeData: 1])
    }

    @Test func anAttributedStringOfAKnownStringIsThatString() throws {
        // `AttributedString(stringLiteral:)` and `AttributedString(_:)` show their string; one of a
        // value the app gets later is runtime data, as the value is.
        let screen = try screen(
            """
            import SwiftUI
            struct Bio: View {
                let html = "Writes about engines"
                @State private var fetched: [String] = []
                var body: some View {
                    VStack {
                        Text(AttributedString(stringLiteral: html))
                        Text(AttributedString("Analyst"))
                        Text(AttributedString(fetched.first ?? ""))
                    }
                }
            }
            #Preview { Bio() }
            """)
        #expect(screen.root.outline(locations: false).contains("Text \"Writes about engines\""))
        #expect(screen.root.outline(locations: false).contains("Text \"Analyst\""))
        #expect(Self.standIns(in: screen.root).allSatisfy { $0.hasSuffix("runtime data") })
    }

    @Test func optionalMapOfNilIsNilAndAMethodOfRuntimeDataIsRuntimeData() throws {
        // `(player?.name).map { … }` with no player is nil, so the fallback shows; a known string padded
        // to a length the app gets later cannot be known either.
        let screen = try screen(
            """
            import SwiftUI
            struct Player { let name: String }
            struct Score: View {
                let player: Player? = nil
                @State private var prices: [Double] = []
                var body: some View {
                    VStack {
                        Text((player?.name).map { "Playing as " + $0 } ?? "Guest")
                        Text("Total".padding(toLength: prices.count, withPad: " ", startingAt: 0))
                    }
                }
            }
            #Preview { Score() }
            """)
        #expect(screen.root.outline(locations: false).contains("Text \"Guest\""))
        #expect(Self.standIns(in: screen.root) == ["padding: runtime data"])
    }

    @Test func aTextMadeOfPartsTakesTheOriginThatMostNeedsSaying() {
        #expect(StandInOrigin.combined([nil, .runtimeData, .unread]) == .unread)
        #expect(StandInOrigin.combined([.contentProfile, .redactedPlaceholder, .runtimeData]) == .runtimeData)
        #expect(StandInOrigin.combined([.contentProfile, nil]) == .contentProfile)
        #expect(StandInOrigin.combined([nil, nil]) == nil)
    }
}
