import SwiftSource
import Testing

/// A project type that is a `Collection` over an array (`struct Moves: BidirectionalCollection`) is read
/// as Swift iterates it, from `startIndex` through `index(after:)` to `endIndex`, each element by its
/// subscript; and a case's name read on an enum value is a case path, whose `map` is Optional's.
@Suite struct ProjectCollectionTests {
    static let moves = """
        import SwiftUI
        @CasePathable
        @dynamicMemberLookup
        enum MoveType {
            case playedWord([Int])
            case removedCube(Int)
        }
        struct Move { var score: Int; var type: MoveType; var mine: Bool }
        struct Moves: BidirectionalCollection {
            var rawValue: [Move]
            init(_ rawValue: [Move]) { self.rawValue = rawValue }
            var startIndex: Int { self.rawValue.startIndex }
            var endIndex: Int { self.rawValue.endIndex }
            subscript(position: Int) -> Move { self.rawValue[position] }
            func index(after i: Int) -> Int { self.rawValue.index(after: i) }
            func index(before i: Int) -> Int { self.rawValue.index(before: i) }
        }
        struct PlayedWord: Hashable { var score: Int; var letters: Int; var mine: Bool }
        struct Summary: View {
            let moves: Moves
            var words: [PlayedWord] {
                moves.compactMap { move in
                    move.type.playedWord.map { PlayedWord(score: move.score, letters: $0.count, mine: move.mine) }
                }
            }
            var body: some View {
                VStack {
                    Text("\\(moves.count) moves, \\(words.count) words")
                    ForEach(words, id: \\.self) { word in Text("\\(word.letters) letters: \\(word.score)") }
                    Text("Total \\(words.filter { $0.mine }.reduce(into: 0) { $0 += $1.score })")
                }
            }
        }
        #Preview("Summary") {
            Summary(moves: Moves((0...4).map { index in
                Move(score: 10 + index, type: index == 2 ? .removedCube(1) : .playedWord([1, 2, index]), mine: index.isMultiple(of: 2))
            }))
        }
        """

    @Test func aCollectionOverAnArrayIsReadElementByElement() throws {
        let read = try #require(FoundationFormatterTests.texts(Self.moves))
        // The removed cube is no word: its case path is nil, and `compactMap` drops it. Mine are the words of
        // even indexes, 0 and 4 (2 is the removed cube): 10 + 14.
        #expect(read.texts == ["5 moves, 4 words", "3 letters: 10", "3 letters: 11", "3 letters: 13", "3 letters: 14", "Total 24"])
        #expect(read.standIns == 0)
    }

    @Test func mapOnABidirectionalCollectionIsTheCollectionsMap() throws {
        // `Moves` is a `BidirectionalCollection` without a `map` of its own: `moves.map` runs over its
        // elements, not once with the whole collection as an Optional's `map` would.
        let source = Self.moves.replacingOccurrences(
            of: "Text(\"\\(moves.count) moves, \\(words.count) words\")",
            with: "Text(moves.map { \"\\($0.score)\" }.joined(separator: \" \"))")
        let read = try #require(FoundationFormatterTests.texts(source))
        #expect(read.texts.first == "10 11 12 13 14")
    }

    @Test func aCollectionWhosePositionsAreNotOffsetsIsNotMadeUp() throws {
        // Every other entry (`index(after:)` adds two), and ranks from 1: `indices` and the elements at
        // them are not an array's, so nothing is read from them and the texts say so.
        let source = """
            import SwiftUI
            struct EveryOther: Collection {
                var names: [String]
                var startIndex: Int { 0 }
                var endIndex: Int { names.count }
                subscript(position: Int) -> String { names[position] }
                func index(after i: Int) -> Int { i + 2 }
            }
            struct Ranks: RandomAccessCollection {
                var startIndex: Int { 1 }
                var endIndex: Int { 4 }
                subscript(position: Int) -> String { "#\\(position)" }
            }
            struct Names: View {
                let names = EveryOther(names: ["Ada", "Bo", "Cy", "Di", "Eve"])
                let ranks = Ranks()
                var body: some View {
                    VStack {
                        Text(names.map { $0.uppercased() }.joined(separator: ", "))
                        ForEach(ranks.indices, id: \\.self) { Text(ranks[$0]) }
                    }
                }
            }
            #Preview("Names") { Names() }
            """
        let read = try #require(FoundationFormatterTests.texts(source))
        #expect(!read.texts.contains("ADA, BO, CY, DI, EVE"))
        #expect(!read.texts.contains("#0"))
        #expect(read.standIns == read.texts.count)
    }

    @Test func onlyTheSubscriptAndIndexAfterThatFitAreUsed() throws {
        // A labelled subscript and another method named `index` are not the collection's own: `Pages`
        // steps by one, as `Collection` does for `Int` positions it is not told otherwise about.
        let source = """
            import SwiftUI
            struct Pages: RandomAccessCollection {
                var titles: [String]
                var startIndex: Int { 0 }
                var endIndex: Int { titles.count }
                subscript(position: Int) -> String { titles[position] }
                subscript(id id: String) -> String { id }
                func index(forPage page: Int) -> Int { page * 10 }
            }
            struct Book: View {
                let pages = Pages(titles: ["Intro", "Setup", "Usage"])
                var body: some View { Text("\\(pages.count) pages, last \\(pages.last ?? "none")") }
            }
            #Preview("Book") { Book() }
            """
        let read = try #require(FoundationFormatterTests.texts(source))
        #expect(read.texts == ["3 pages, last Usage"])
    }

    @Test func aSubscriptThatCountsItsOwnCollectionEnds() throws {
        // Reading `count` inside the subscript would read the elements again, and again: it is not
        // read there, and the screen is still made.
        let source = """
            import SwiftUI
            struct Ring: Collection {
                var names: [String]
                var startIndex: Int { 0 }
                var endIndex: Int { names.count }
                subscript(position: Int) -> String { names[(position + 1) % count] }
                func index(after i: Int) -> Int { i + 1 }
            }
            struct RingView: View {
                let ring = Ring(names: ["Ada", "Bo", "Cy"])
                var body: some View { Text("\\(ring.count) in the ring") }
            }
            #Preview("Ring") { RingView() }
            """
        let read = try #require(FoundationFormatterTests.texts(source))
        #expect(read.texts.count == 1)
        #expect(read.texts.first?.hasSuffix(" in the ring") == true)
    }

    @Test func aCollectionWhoseBoundsAreNotKnownStaysAStandIn() throws {
        // Its end is run-time data: nothing is made up, and the text says what it could not read.
        let source = """
            import SwiftUI
            struct Feed: Collection {
                var loaded: [String]
                var limit: Int
                var startIndex: Int { 0 }
                var endIndex: Int { limit }
                subscript(position: Int) -> String { loaded[position] }
                func index(after i: Int) -> Int { i + 1 }
            }
            struct FeedView: View {
                let feed: Feed
                var body: some View { Text("\\(feed.count) posts") }
            }
            #Preview("Feed") { FeedView(feed: Feed(loaded: ["One"], limit: limitFromServer)) }
            """
        let read = try #require(FoundationFormatterTests.texts(source))
        #expect(read.texts.count == 1)
        #expect(read.texts != ["1 posts"])
        #expect(read.standIns == 1)
    }
}
