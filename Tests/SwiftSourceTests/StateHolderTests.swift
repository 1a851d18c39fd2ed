import LayoutEngine
import SwiftSource
import Testing

/// State that a preview gives through the objects that hold it: a store made from a processor, a
/// processor keeping its state in a Combine subject, a view model filled by its initializer.
@Suite struct StateHolderTests {
    static func shownTexts(_ source: String, screen name: String? = nil) throws -> [(text: String, standIn: String?)] {
        let screens = SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten])
        let screen = try #require(name.map { name in screens.first { $0.name == name && $0.variant == nil } } ?? screens.first)
        return NilCoalescingTests.textNodes(screen.root).map { node in
            guard case .text(let string) = node.kind else { return ("", nil) }
            return (string, node.traits.standInContent)
        }
    }

    @Test func aStoreShowsTheStateItsPreviewGivesThroughAProcessorsSubject() throws {
        let texts = try Self.shownTexts(
            """
            import SwiftUI
            import Combine
            open class StateProcessor<State, Action>: ObservableObject {
                open var state: State {
                    get { stateSubject.value }
                    set { stateSubject.value = newValue }
                }
                private var stateSubject: CurrentValueSubject<State, Never>
                public init(state: State) { stateSubject = CurrentValueSubject(state) }
            }
            open class Store<State, Action>: ObservableObject {
                @Published private(set) var state: State
                public init<P: StateProcessor<State, Action>>(processor: P) { state = processor.state }
            }
            struct Item: Identifiable { let id: String; let name: String; let accountName: String? }
            struct ListState { var items: [Item] = [] }
            struct ItemsView: View {
                @ObservedObject var store: Store<ListState, Void>
                var body: some View {
                    VStack {
                        ForEach(store.state.items) { item in
                            Text(item.name)
                            if let account = item.accountName { Text(account) }
                        }
                    }
                }
            }
            #Preview("Two") {
                ItemsView(store: Store(processor: StateProcessor(state: ListState(items: [
                    Item(id: "1", name: "One Direction", accountName: "person@example.com"),
                    Item(id: "2", name: "One Song", accountName: nil),
                ]))))
            }
            """, screen: "Two")
        #expect(texts.map(\.text) == ["One Direction", "person@example.com", "One Song"])
        #expect(texts.allSatisfy { $0.standIn == nil })
    }

    @Test func aChildStoreMadeWithGenericArgumentsShowsTheRowItsClosureBuilds() throws {
        let texts = try Self.shownTexts(
            """
            import SwiftUI
            final class Store<State>: ObservableObject {
                @Published private(set) var state: State
                init(state: State) { self.state = state }
                init<Parent>(parent: Store<Parent>, state toChild: @escaping (Parent) -> State) { state = toChild(parent.state) }
                func child<Child>(state: @escaping (State) -> Child) -> Store<Child> { Store<Child>(parent: self, state: state) }
            }
            struct Item: Identifiable { let id: Int; let name: String }
            struct RowState {
                var item: Item
                var divider: Bool
                init(item: Item, divider: Bool) { self.item = item; self.divider = divider }
                init(last item: Item) { self.init(item: item, divider: false) }
            }
            struct Row: View {
                var store: Store<RowState>
                var body: some View { Text(store.state.item.name) }
            }
            struct Rows: View {
                @ObservedObject var store: Store<[Item]>
                var body: some View {
                    VStack { ForEach(store.state) { item in Row(store: store.child { _ in RowState(last: item) }) } }
                }
            }
            #Preview("Rows") { Rows(store: Store(state: [Item(id: 1, name: "Morning run"), Item(id: 2, name: "Evening swim")])) }
            """, screen: "Rows")
        #expect(texts.map(\.text) == ["Morning run", "Evening swim"])
        #expect(texts.allSatisfy { $0.standIn == nil })
    }

    @Test func anEmptyCollectionMadeByItsTypeAndASearchNotYetStartedShowTheContent() throws {
        let texts = try Self.shownTexts(
            """
            import SwiftUI
            struct ListState { var results = [String](); var searchText = ""; var sections = [String: Int]() }
            struct Codes: View {
                @Environment(\\.isSearching) private var isSearching
                let state = ListState()
                var body: some View {
                    ZStack {
                        let searching = isSearching || !state.searchText.isEmpty || !state.results.isEmpty || !state.sections.isEmpty
                        if searching { Text("Search results") } else { Text("All codes") }
                    }
                }
            }
            """, screen: "Codes")
        #expect(texts.map(\.text) == ["All codes"])
    }

    @Test func textUnderARedactedPlaceholderStandsInForContentToCome() throws {
        let texts = try Self.shownTexts(
            """
            import SwiftUI
            struct Loading: View {
                var body: some View {
                    VStack {
                        Text("Top posts")
                        VStack { Text("@johnm@example.com"); Text("Here's to the crazy ones.") }.redacted(reason: .placeholder)
                        Text("Shown").redacted(reason: .privacy)
                    }
                }
            }
            """, screen: "Loading")
        #expect(texts.map(\.standIn) == [nil, "redacted placeholder", "redacted placeholder", nil])
    }
}
