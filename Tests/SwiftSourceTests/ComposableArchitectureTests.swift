import Testing

/// The Composable Architecture's store, as a preview makes it: `Store(initialState:)` holds the state
/// the preview wrote, and the view reads it through the store's dynamic members, its scopes and its
/// view stores. The package is not in the project, as in an app that depends on it.
@Suite struct ComposableArchitectureTests {
    private let features = """
        import SwiftUI
        import ComposableArchitecture
        @Reducer struct Scores {
            @ObservableState struct State: Equatable {
                var title = "Top scores"
                var rows: IdentifiedArrayOf<Row.State> = []
                var selected: Row.State?
                var footer: Footer.State?
            }
            enum Action { case rows, selected, footer }
        }
        @Reducer struct Row {
            @ObservableState struct State: Equatable, Identifiable {
                let id: Int
                var name: String
                var score: Int
            }
        }
        @Reducer struct Footer {
            @ObservableState struct State: Equatable {
                var note = "Updated daily"
                var detail: Detail.State? = Detail.State()
            }
        }
        @Reducer struct Detail {
            @ObservableState struct State: Equatable { var source = "Game Center" }
        }
        struct DetailView: View {
            let store: StoreOf<Detail>
            var body: some View { Text(store.source) }
        }
        struct RowView: View {
            let store: StoreOf<Row>
            var body: some View { HStack { Text(store.name); Text("\\(store.score) points") } }
        }
        extension Store where State == Scores.State, Action == Scores.Action {
            static let empty = Store(initialState: Scores.State()) { Scores() }
        }
        struct FooterView: View {
            let store: StoreOf<Footer>
            var body: some View { Text(store.note) }
        }
        struct ScoresView: View {
            let store: StoreOf<Scores>
            var body: some View {
                VStack {
                    Text(store.title)
                    ForEach(store.scope(state: \\.rows, action: \\.rows)) { rowStore in
                        RowView(store: rowStore)
                    }
                    if let footerStore = store.scope(state: \\.footer, action: \\.footer) {
                        FooterView(store: footerStore)
                    }
                    // An optional state's child: the key path's `?` reads through the optional.
                    if let detailStore = store.scope(state: \\.footer?.detail, action: \\.footer.detail) {
                        DetailView(store: detailStore)
                    }
                }
            }
        }
        struct LegacyView: View {
            let store: StoreOf<Scores>
            var body: some View {
                WithViewStore(store, observe: { $0 }) { viewStore in
                    Text(viewStore.title)
                }
                IfLetStore(store.scope(state: \\.selected, action: \\.selected)) { rowStore in
                    RowView(store: rowStore)
                } else: {
                    Text("Nothing selected")
                }
                ForEachStore(store.scope(state: \\.rows, action: \\.rows)) { rowStore in
                    RowView(store: rowStore)
                }
            }
        }

        """

    private func shown(_ previews: String, screen: String) throws -> [(text: String, standIn: String?)] {
        try StateHolderTests.shownTexts(features + previews, screen: screen)
    }

    @Test func aStoreShowsTheStateItsPreviewWroteThroughDynamicMembersAndScopes() throws {
        let texts = try shown(
            """
            #Preview("Scores") {
                ScoresView(store: Store(initialState: Scores.State(
                    rows: [.init(id: 1, name: "Blob", score: 420), .init(id: 2, name: "Blob Jr.", score: 96)],
                    footer: Footer.State()
                )) { Scores() })
            }
            """, screen: "Scores")
        #expect(texts.map(\.text) == ["Top scores", "Blob", "420 points", "Blob Jr.", "96 points", "Updated daily", "Game Center"])
        #expect(texts.allSatisfy { $0.standIn == nil })
    }

    @Test func anImplicitStateTakesItsTypeFromTheStoreOfTheFeature() throws {
        // `Store(initialState: .init(title:))` passed as a `StoreOf<Scores>`: the state is `Scores.State`.
        let texts = try shown(
            """
            #Preview("Weekly") { ScoresView(store: Store(initialState: .init(title: "Weekly")) { Scores() }) }
            """, screen: "Weekly")
        #expect(texts.map(\.text) == ["Weekly"])
        #expect(texts.allSatisfy { $0.standIn == nil })
    }

    @Test func aStoreMadeInTheProjectsExtensionOfTheStoreType() throws {
        let texts = try shown(
            """
            #Preview("Empty") { ScoresView(store: .empty) }
            """, screen: "Empty")
        #expect(texts.map(\.text) == ["Top scores"])
        #expect(texts.allSatisfy { $0.standIn == nil })
    }

    @Test func viewStoresAndOptionalAndRowStoresOfEarlierVersions() throws {
        let texts = try shown(
            """
            #Preview("Legacy") {
                LegacyView(store: Store(initialState: Scores.State(rows: [.init(id: 1, name: "Blob", score: 420)])) { Scores() })
            }
            #Preview("Selected") {
                LegacyView(store: Store(initialState: Scores.State(selected: .init(id: 3, name: "Ada", score: 7))) { Scores() })
            }
            """, screen: "Legacy")
        #expect(texts.map(\.text) == ["Top scores", "Nothing selected", "Blob", "420 points"])
        let selected = try shown(
            """
            #Preview("Selected") {
                LegacyView(store: Store(initialState: Scores.State(selected: .init(id: 3, name: "Ada", score: 7))) { Scores() })
            }
            """, screen: "Selected")
        #expect(selected.map(\.text) == ["Top scores", "Ada", "7 points"])
    }

    @Test func aStoreWhoseStateIsNotGivenIsNotKnownAndAProjectStoreIsTheProjects() throws {
        // A store made elsewhere (a shared app store) stays unknown: its texts are stand-ins.
        let unknown = try shown(
            """
            #Preview("Shared") { ScoresView(store: AppDelegate.shared.scoresStore) }
            """, screen: "Shared")
        #expect(unknown.first?.standIn != nil)
        // A project type named `Store` is the project's own, made by its initialiser.
        let own = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            final class Store: ObservableObject {
                let initialState: String
                init(initialState: String) { self.initialState = "Own \\(initialState)" }
            }
            struct Shown: View {
                let store: Store
                var body: some View { Text(store.initialState) }
            }
            #Preview("Own") { Shown(store: Store(initialState: "store")) }
            """, screen: "Own")
        #expect(own.map(\.text) == ["Own store"])
    }
}
