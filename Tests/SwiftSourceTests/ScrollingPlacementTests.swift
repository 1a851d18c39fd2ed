import LayoutEngine
import SwiftSource
import Testing

/// A view previewed on its own that the app shows in a list or vertical scroll view is laid out in
/// a scroll view, as the app shows it, and the screen says so.
@Suite struct ScrollingPlacementTests {
    static let row = """
        import SwiftUI
        struct FeedRow: View {
            let title: String
            var body: some View { Text(title) }
        }
        #Preview("Row") {
            FeedRow(title: "Breaking news")
        }
        #Preview("Row in a card") {
            VStack { FeedRow(title: "Breaking news") }
        }
        """

    private func screens(feed: String) -> [SimulatedScreen] {
        SwiftUIProject(sources: [(path: "App/FeedRow.swift", text: Self.row), (path: "App/Feed.swift", text: feed)])
            .screens(profiles: [.asWritten])
    }

    /// The row's preview is laid out in a scroll view, with the note naming where the app places it.
    private func expectRowScrolls(in screens: [SimulatedScreen], placedAt place: String) throws {
        let row = try #require(screens.first { $0.name == "Row" })
        #expect(isScrollView(row.root))
        #expect(
            row.coverage.notes.contains("FeedRow is previewed on its own; it is laid out in a scroll view, as the app shows it (\(place)).")
        )
    }

    private func isScrollView(_ node: ViewNode) -> Bool {
        if case .scrollView(let axes) = node.kind { return axes == .vertical }
        return false
    }

    @Test func aRowShownThroughAPropertyOfAScrollingScreenIsPreviewedScrolling() throws {
        // `var feed: some View { FeedRow(…) }` shown as `ScrollView { VStack { feed } }`.
        let screens = screens(
            feed: """
                import SwiftUI
                struct Feed: View {
                    var body: some View {
                        ScrollView { VStack { header; self.feed.padding() } }
                    }
                    var header: some View { Text("Today") }
                    var feed: some View { FeedRow(title: "Top story") }
                }
                """)
        try expectRowScrolls(in: screens, placedAt: "Feed.swift:7")
    }

    @Test func aRowShownThroughAPropertyOutsideAnyScrollingContainerIsNot() throws {
        let screens = screens(
            feed: """
                import SwiftUI
                struct Feed: View {
                    var body: some View {
                        VStack { feed }.sheet(isPresented: .constant(false)) { ScrollView { other.feed } }
                    }
                    var feed: some View { FeedRow(title: "Top story") }
                    var other: Feed { self }
                }
                """)
        let row = try #require(screens.first { $0.name == "Row" })
        #expect(!isScrollView(row.root))
    }

    @Test func aRowTheAppListsIsPreviewedInAScrollView() throws {
        let screens = screens(
            feed: """
                import SwiftUI
                struct Feed: View {
                    let titles: [String]
                    var body: some View {
                        List {
                            ForEach(titles, id: \\.self) { title in FeedRow(title: title) }
                        }
                    }
                }
                """)
        try expectRowScrolls(in: screens, placedAt: "Feed.swift:6")
        // A preview that builds its own container shows what it means to.
        let card = try #require(screens.first { $0.name == "Row in a card" })
        #expect(!isScrollView(card.root))
    }

    @Test func aGalleryOfCopiesIsLaidOutInAScrollViewEvenWhereTheAppsPlaceIsNotKnown() throws {
        // One copy per state, stacked by `ForEach` or by hand: each at its own height, not cut by the canvas.
        let source = """
            import SwiftUI
            struct CodeRow: View {
                let code: String
                var body: some View { Text(code) }
            }
            struct CodeRow_Previews: PreviewProvider {
                static var previews: some View {
                    NavigationView {
                        VStack(spacing: 4) { ForEach(["123 456", "123 456 78"], id: \\.self) { CodeRow(code: $0) } }
                    }
                    .previewDisplayName("Digits")
                    VStack { CodeRow(code: "1"); CodeRow(code: "2") }.previewDisplayName("Two")
                    VStack { CodeRow(code: "1") }.previewDisplayName("Card")
                }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "CodeRow.swift", text: source)]).screens(profiles: [.asWritten])
        let digits = try #require(screens.first { $0.name == "Digits" })
        guard case .navigationStack = digits.root.kind else { Issue.record("expected a navigation stack"); return }
        #expect(digits.root.children.last.map(isScrollView) == true)
        #expect(digits.coverage.notes.contains { $0.contains("stacks copies of CodeRow") })
        #expect(try #require(screens.first { $0.name == "Two" }).root.kind == .scrollView(.vertical))
        #expect(try !isScrollView(#require(screens.first { $0.name == "Card" }).root))
    }

    @Test func copiesMadeByTheProvidersHelpersOrUnderASectionAreAGalleryToo() throws {
        // The same copies, stacked by a static property, by calls of a static function, as rows under a section, and as
        // the elements of a static array of the view.
        let source = """
            import SwiftUI
            struct Chip: View {
                let title: String
                var body: some View { Text(title).font(.largeTitle) }
            }
            struct Chip_Previews: PreviewProvider {
                static var previews: some View {
                    states.previewDisplayName("States")
                    VStack { make("One"); make("Two"); make("Three") }.previewDisplayName("Made")
                    VStack(spacing: 0) {
                        Section("Header") { ForEach(["One", "Two"], id: \\.self) { Chip(title: $0) } }
                    }
                    .previewDisplayName("Section")
                    VStack { ForEach(0..<items.count, id: \\.self) { index in items[index] } }.previewDisplayName("Items")
                }
                static var items: [Chip] { [Chip(title: "One"), Chip(title: "Two")] }
                static var states: some View {
                    VStack(spacing: 20) { Chip(title: "One"); Chip(title: "Two"); Chip(title: "Three") }
                }
                @ViewBuilder static func make(_ title: String) -> some View { Chip(title: title) }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "Chip.swift", text: source)]).screens(profiles: [.asWritten])
        for name in ["States", "Made", "Section", "Items"] {
            let screen = try #require(screens.first { $0.name == name })
            #expect(screen.root.kind == .scrollView(.vertical), "\(name)")
            #expect(screen.coverage.notes.contains { $0.contains("stacks copies of Chip") }, "\(name)")
        }
    }

    @Test func aNavigationStackAroundThePreviewedViewKeepsItsBarOutsideTheScrollView() throws {
        let source = """
            import SwiftUI
            struct Header: View {
                var body: some View { Text("Daily challenge") }
            }
            struct Home: View {
                var body: some View { ScrollView { Header() } }
            }
            #Preview("Header") {
                NavigationStack { Header().navigationTitle("Home") }
                    .environment(\\.colorScheme, .dark)
            }
            """
        let screens = SwiftUIProject(sources: [(path: "Home.swift", text: source)]).screens(profiles: [.asWritten])
        let header = try #require(screens.first { $0.name == "Header" })
        var node = header.root
        while case .environment = node.kind, let child = node.children.last { node = child }
        guard case .navigationStack = node.kind else { Issue.record("expected a navigation stack, got \(node.kind)"); return }
        #expect(node.children.last.map(isScrollView) == true)
    }

    @Test func aHorizontalScrollViewOrAPlainStackChangesNothing() throws {
        for container in ["ScrollView(.horizontal) { HStack { FeedRow(title: \"A\") } }", "VStack { FeedRow(title: \"A\") }"] {
            let screens = screens(
                feed: """
                    import SwiftUI
                    struct Feed: View {
                        var body: some View { \(container) }
                    }
                    """)
            let row = try #require(screens.first { $0.name == "Row" })
            #expect(!isScrollView(row.root), "\(container)")
        }
    }

    @Test func aScreenPushedOrPresentedFromAListIsNotARowOfIt() throws {
        for presented in [
            "NavigationLink(\"Open\") { FeedRow(title: \"A\") }",
            "Text(\"Open\").sheet(isPresented: .constant(true)) { FeedRow(title: \"A\") }",
        ] {
            let screens = screens(
                feed: """
                    import SwiftUI
                    struct Feed: View {
                        var body: some View { List { \(presented) } }
                    }
                    """)
            let row = try #require(screens.first { $0.name == "Row" })
            #expect(!isScrollView(row.root), "\(presented)")
        }
    }

    @Test func aPlacementInAnotherPreviewDoesNotCount() throws {
        let screens = screens(
            feed: """
                import SwiftUI
                #Preview("List") {
                    List { FeedRow(title: "A") }
                }
                """)
        let row = try #require(screens.first { $0.name == "Row" })
        #expect(!isScrollView(row.root))
    }

    @Test func aProjectViewThatPutsItsContentInAScrollViewScrollsWhatItIsGiven() throws {
        // `Tracking { … }` shows its content in a `ScrollView`: the row in it scrolls, as it would in the scroll view.
        let screens = screens(
            feed: """
                import SwiftUI
                struct Tracking<Content: View>: View {
                    @Binding var offset: CGFloat
                    let content: () -> Content
                    var body: some View { ScrollView { content().padding() } }
                }
                struct Feed: View {
                    @State private var offset: CGFloat = 0
                    var body: some View { Tracking(offset: $offset) { stories } }
                    var stories: some View { VStack { FeedRow(title: "Top story") } }
                }
                """)
        try expectRowScrolls(in: screens, placedAt: "Feed.swift:10")
    }

    @Test func aWrapperThatDoesNotScrollItsContentChangesNothing() throws {
        let screens = screens(
            feed: """
                import SwiftUI
                struct Card<Content: View>: View {
                    let content: Content
                    var body: some View { VStack { content }.padding() }
                }
                struct Feed: View {
                    var body: some View { Card(content: FeedRow(title: "Top story")) }
                }
                """)
        let row = try #require(screens.first { $0.name == "Row" })
        #expect(!isScrollView(row.root))
    }

    @Test func aRowInsideAViewTheAppScrollsScrollsToo() throws {
        // `FeedRow` is in `StorySection`'s body, and `StorySection` is in a `ScrollView`.
        let screens = screens(
            feed: """
                import SwiftUI
                struct StorySection: View {
                    let pick: Int
                    var body: some View {
                        Group {
                            switch pick {
                            case 0: FeedRow(title: "Top story")
                            default: Text("None")
                            }
                        }
                    }
                }
                struct Feed: View {
                    var body: some View { ScrollView { LazyVStack { StorySection(pick: 0) } } }
                }
                """)
        try expectRowScrolls(in: screens, placedAt: "Feed.swift:7")
    }

    @Test func aRowThatAScrollingViewPresentsIsNotARowOfIt() throws {
        let screens = screens(
            feed: """
                import SwiftUI
                struct Detail: View {
                    @State private var shown = false
                    var body: some View { Text("Story").sheet(isPresented: $shown) { FeedRow(title: "Top story") } }
                }
                struct Feed: View {
                    var body: some View { ScrollView { Detail() } }
                }
                """)
        let row = try #require(screens.first { $0.name == "Row" })
        #expect(!isScrollView(row.root))
    }

    @Test func aScrollViewReaderAroundThePreviewedViewAddsNoLayout() throws {
        let project = SwiftUIProject(sources: [
            (
                path: "App/FeedRow.swift",
                text: """
                import SwiftUI
                struct FeedRow: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                #Preview("Row") {
                    ScrollViewReader { proxy in FeedRow(title: "Breaking news") }
                }
                """
            ),
            (
                path: "App/Feed.swift",
                text: """
                import SwiftUI
                struct Feed: View {
                    var body: some View { List { FeedRow(title: "A") } }
                }
                """
            ),
        ])
        let row = try #require(project.screens(profiles: [.asWritten]).first { $0.name == "Row" })
        #expect(isScrollView(row.root))
    }
}
