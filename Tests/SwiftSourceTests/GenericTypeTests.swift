import LayoutEngine
import SwiftSource
import Testing

/// Generic types and type aliases as Swift reads them: a generic parameter stands for the type it is
/// given (`Trio<Tile>`'s `Element` is `Tile`), an alias means the type it names, and an extension of an
/// alias extends that type, with its members kept for values of exactly that type.
@Suite struct GenericTypeTests {
    private func texts(_ source: String, screen: String) -> [String] { PropertyAssignmentTests.texts(source, screen: screen) }

    /// A board of three rows of three tiles, a generic `Trio` nested twice, named by an alias whose
    /// extension makes a sample board and spells a word from places on it.
    private static let board = """
        import SwiftUI
        enum Slot { case a, b, c }
        struct Trio<Element> {
            var first: Element { get { storage[0] } set { storage[0] = newValue } }
            var second: Element { get { storage[1] } set { storage[1] = newValue } }
            var third: Element { get { storage[2] } set { storage[2] = newValue } }
            init(_ first: Element, _ second: Element, _ third: Element) { storage = [first, second, third] }
            subscript(slot: Slot) -> Element {
                switch slot {
                case .a: return first
                case .b: return second
                case .c: return third
                }
            }
            private var storage: [Element]
        }
        struct Tile { var letter: String }
        extension Tile {
            static let sample = Self(letter: "q")
            static let other = Self(letter: "u")
        }
        typealias Board = Trio<Trio<Tile>>
        struct Place { var row: Slot; var column: Slot }
        extension Board {
            static let sample = Self(.init(.sample, .other, .sample), .init(.sample, .sample, .sample), .init(.other, .sample, .sample))
            func word(from places: [Place]) -> String {
                places.reduce(into: "") { text, place in text.append(self[place.row][place.column].letter) }
            }
        }
        """

    @Test func anAliasOfAGenericTypeBindsItsParametersAndKeepsItsExtension() {
        let source =
            Self.board + """
                struct WordView: View {
                    let board: Board
                    var body: some View {
                        VStack {
                            Text(board.word(from: [Place(row: .a, column: .a), Place(row: .a, column: .b), Place(row: .c, column: .a)]))
                            Text(board.word(from: [Place(row: .b, column: .c)]).capitalized)
                        }
                    }
                }
                #Preview { WordView(board: .sample) }
                """
        // Row a is q u q, row c starts with u: the letters at (a, a), (a, b) and (c, a).
        #expect(texts(source, screen: "WordView") == ["quu", "Q"])
    }

    @Test func aGenericTypeWrittenWithItsArgumentsMakesItsParametersThatType() {
        let source =
            Self.board + """
                struct RowView: View {
                    let row: Trio<Tile> = .init(.other, .sample, .other)
                    var body: some View { Text(row[.a].letter + row[.b].letter + row[.c].letter) }
                }
                """
        #expect(texts(source, screen: "RowView") == ["uqu"])
    }

    @Test func anExtensionOfAnAliasOfAPlainTypeExtendsThatType() {
        let source = """
            import SwiftUI
            struct Article { var title: String }
            typealias Story = Article
            extension Story {
                static let featured = Story(title: "Tides")
                var headline: String { title.uppercased() }
            }
            struct StoryView: View {
                let story: Article
                var body: some View { Text(story.headline) }
            }
            #Preview { StoryView(story: .featured) }
            """
        #expect(texts(source, screen: "StoryView") == ["TIDES"])
        // Alone, and never a second screen: the alias names the same type.
        let screens = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        #expect(screens.filter { $0.variant == nil }.map(\.name) == ["StoryView"])
    }

    @Test func overturesUpdateOfAnImplicitMemberWaitsForTheTypeItGoesTo() {
        let source = """
            import SwiftUI
            import Overture
            struct Turn {
                var player: Int?
                var points: Int
                static func played(length: Int) -> Self { Self(player: nil, points: length * 10) }
            }
            struct Turns {
                var rawValue: [Turn]
                init(_ rawValue: [Turn]) { self.rawValue = rawValue }
            }
            struct Match {
                var turns: Turns
                var title: String
                static let first = Self(turns: .init([]), title: "One")
                static let second = update(Self.first) {
                    $0.title = "Two"
                    $0.turns = .init((1...3).map { index in update(.played(length: index)) { $0.player = index % 2 } })
                }
            }
            struct MatchView: View {
                let match: Match
                var body: some View {
                    VStack {
                        Text(match.title)
                        ForEach(match.turns.rawValue, id: \\.points) { turn in Text("\\(turn.points) by \\(turn.player ?? -1)") }
                    }
                }
            }
            #Preview { MatchView(match: .second) }
            """
        #expect(texts(source, screen: "MatchView") == ["Two", "10 by 1", "20 by 0", "30 by 1"])
    }

    @Test func initWithOneValueIsThatValueForAStandardTypeAndAProjectTypeOtherwise() {
        let source = """
            import SwiftUI
            struct Tags { var names: [String]; init(_ names: [String]) { self.names = names } }
            struct TagView: View {
                let tags: Tags
                let words: [String]
                let width: Double
                var body: some View { Text("\\(tags.names.count) \\(words.count) \\(Int(width))") }
            }
            #Preview { TagView(tags: .init(["a", "b"]), words: .init(["c"]), width: .init(12)) }
            """
        #expect(texts(source, screen: "TagView") == ["2 1 12"])
    }

    @Test func capitalizedUpperCasesEachLetterAfterOneThatIsNot() {
        let source = """
            import SwiftUI
            struct TitleView: View {
                var body: some View { Text("GRAND (united kingdom) 3rd".capitalized) }
            }
            """
        #expect(texts(source, screen: "TitleView") == ["Grand (United Kingdom) 3Rd"])
    }

    @Test func aTaggedValueIsTheValueItWrapsAndSomeIsItsValue() {
        // swift-tagged's `Tagged<Move, Int>` through a nested alias: the player index is the number it wraps,
        // so whose word it is is known, not a branch; `.some(true)` is Optional's case holding `true`.
        let source = """
            import SwiftUI
            import Tagged
            struct Move {
                typealias PlayerIndex = Tagged<Move, Int>
                var playerIndex: PlayerIndex?
                var word: String
            }
            struct Summary {
                var moves: [Move]
                var localPlayerIndex: Move.PlayerIndex? = 0
                var mine: [String] { moves.filter { $0.playerIndex == localPlayerIndex }.map(\\.word) }
                var firstIsMine: Bool? { moves.first.map { $0.playerIndex == localPlayerIndex } }
            }
            struct SummaryView: View {
                let summary: Summary
                var body: some View {
                    VStack {
                        Text(summary.mine.joined(separator: ", "))
                        if summary.firstIsMine == .some(true) { Text("You began") } else { Text("They began") }
                        Text("\\(Tagged<Move, Int>(rawValue: 7))")
                    }
                }
            }
            #Preview {
                SummaryView(summary: Summary(moves: [
                    Move(playerIndex: .init(rawValue: 1), word: "cube"),
                    Move(playerIndex: .init(rawValue: 0), word: "face"),
                    Move(playerIndex: .init(rawValue: 0), word: "side"),
                ]))
            }
            """
        #expect(texts(source, screen: "SummaryView") == ["face, side", "They began", "7"])
        let variants = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        #expect(variants.count == 1)
    }
}
