import LayoutEngine
import SwiftSource
import Testing

/// The code around views: initializers that take builders, helpers that return, enums and their
/// cases, sample data in collections, and the containers that hold other views.
@Suite struct InterpreterControlFlowTests {
    private func outlines(_ source: String, screen: String? = nil) -> [String] {
        SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
            .filter { screen == nil || $0.name == screen }
            .map { $0.root.outline(locations: false) }
    }

    @Test func anInitializerWithABuilderClosureIsCalledAndAssignsItsProperties() {
        let source = """
            import SwiftUI
            struct Card<Content: View>: View {
                let heading: String
                let content: Content
                init(_ title: String, @ViewBuilder content: () -> Content) {
                    self.heading = title.uppercased()
                    self.content = content()
                }
                var body: some View { VStack(alignment: .leading) { Text(heading).font(.headline); content } }
            }
            #Preview("Card") { Card("Profile") { Text("Inside the card") } }
            """
        #expect(
            outlines(source) == [
                """
                VStack(leading, spacing: nil)
                  font(.headline)
                    Text "PROFILE" role=body
                  Text "Inside the card" role=body

                """
            ])
    }

    @Test func anImageFromGeneratedCodeIsABitmapOfUnknownSizeNotASymbol() {
        // `Image(decorative: Asset.Images.logo)`: an asset, 40 pt square until its size is known,
        // that `.resizable()` lets fill its frame (a symbol would stay the size of its font).
        let source = """
            import SwiftUI
            struct Logo: View {
                var body: some View { Image(decorative: Asset.Images.logo).resizable().frame(width: 232, height: 63) }
            }
            """
        let screen = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten]).first
        #expect(screen?.root.outline(locations: false) == "frame(width: 232, height: 63)\n  Image \"Asset.Images.logo\" role=icon\n")
        #expect(
            screen?.coverage.notes.contains {
                $0.hasSuffix("the size of the image Asset.Images.logo is not known; it is simulated as 40 × 40 pt")
            } == true)
    }

    @Test func anAutoclosureParameterCalledIsTheValueItWasGiven() {
        // `.if(colorScheme == .light)` with `condition: @autoclosure () -> Bool`: `condition()` is the
        // comparison (previews are light), so one transform applies, not both or neither.
        let source = """
            import SwiftUI
            extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: @autoclosure () -> Bool, transform: (Self) -> Content) -> some View {
                    if condition() { transform(self) } else { self }
                }
            }
            struct Unlock: View {
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View {
                    Text("Unlock")
                        .if(colorScheme == .light) { view in view.padding(10) }
                        .if(colorScheme == .dark) { view in view.padding(30) }
                }
            }
            """
        #expect(
            outlines(source, screen: "Unlock") == [
                """
                padding(10, 10, 10, 10)
                  Text "Unlock" role=body

                """
            ])
    }

    @Test func compilationConditionsAmongStatementsRunTheIPhoneClause() {
        // `#if os(iOS)` inside a body: the clause an iPhone build compiles runs in place, with the locals
        // it changes; a macOS clause does not.
        let source = """
            import SwiftUI
            enum Families {
                static var supported: [String] {
                    var families: [String] = []
                    #if os(iOS) || os(watchOS)
                    families += ["Rectangular", "Circular"]
                    #endif
                    #if os(macOS)
                    families += ["Desktop"]
                    #else
                    families += ["Small"]
                    #endif
                    return families
                }
            }
            struct FamilyList: View {
                var body: some View { VStack { ForEach(Families.supported, id: \\.self) { Text($0) } } }
            }
            """
        #expect(
            outlines(source, screen: "FamilyList") == [
                """
                VStack(center, spacing: nil)
                  Text "Rectangular" role=body
                  Text "Circular" role=body
                  Text "Small" role=body

                """
            ])
    }

    @Test func aBranchOnAGeometryReadersSizeChecksItsFirstBranchOnly() {
        // Portrait and landscape cannot both be shown on one phone: no landscape variant is checked in
        // portrait, and the screen's notes say the branch was not simulated.
        let source = """
            import SwiftUI
            struct Store: View {
                var body: some View {
                    GeometryReader { proxy in
                        if proxy.size.height > proxy.size.width {
                            VStack { Text("Portrait") }
                        } else {
                            HStack { Text("Landscape") }.frame(width: proxy.size.width > 600 ? 400 : 300)
                        }
                    }
                }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        #expect(screens.count == 1)
        #expect(
            screens.first?.root.outline(locations: false)
                == "frame(minWidth: 0, maxWidth: ∞, minHeight: 0, maxHeight: ∞)\n  ZStack\n    VStack(center, spacing: nil)\n      Text \"Portrait\" role=body\n"
        )
        #expect(
            screens.first?.coverage.notes.contains {
                $0.hasSuffix("a branch on a GeometryReader's size is not simulated; its first branch is checked")
            } == true)
    }

    @Test func helpersReturnWhatTheirIfGuardAndSwitchReturn() {
        let source = """
            import SwiftUI
            enum Tab: CaseIterable {
                case home, settings
                var title: String { switch self { case .home: "Home"; case .settings: "Settings" } }
            }
            struct Status: View {
                var isDone = true
                var status: String { if isDone { return "Completed" }; return "Pending" }
                var badge: String { guard !isDone else { return "✓" }; return "…" }
                var body: some View {
                    VStack {
                        Text(status)
                        Text(badge)
                        ForEach(Tab.allCases, id: \\.self) { tab in Text(tab.title) }
                    }
                }
            }
            """
        #expect(
            outlines(source) == [
                """
                VStack(center, spacing: nil)
                  Text "Completed" role=body
                  Text "✓" role=body
                  Text "Home" role=body
                  Text "Settings" role=body

                """
            ])
    }

    @Test func enumPayloadsReachTheirCaseAndIfCaseIsDecidedWhenTheStateIsKnown() {
        let source = """
            import SwiftUI
            struct Item { let name: String }
            enum LoadState { case loading, loaded([Item]), failed(String) }
            struct Loader: View {
                var items: [Item] = []
                let state: LoadState
                var body: some View {
                    VStack {
                        switch state {
                        case .loading: ProgressView()
                        case .loaded(let items): ForEach(items, id: \\.name) { Text($0.name) }
                        case .failed(let message): Text(message)
                        }
                        if case .loading = state { Text("Please wait") }
                    }
                }
            }
            #Preview("Loaded") { Loader(state: .loaded([Item(name: "Apples"), Item(name: "Pears")])) }
            """
        // The loaded case shows the preview's items (not the empty field of the same name); the
        // failed case shows an error, so it is a variant too; `if case .loading` is known false.
        #expect(
            outlines(source) == [
                """
                VStack(center, spacing: nil)
                  Text "Apples" role=body
                  Text "Pears" role=body

                """,
                """
                VStack(center, spacing: nil)
                  Text "Something went wrong. Check your detail…" role=body stand-in(message, runtime data)

                """,
            ])
    }

    @Test func controlTitlesFromDataAreShownAndNavigationDestinationsAreNotBuilt() {
        let source = """
            import SwiftUI
            struct Detail: View { var body: some View { Text("Detail body").navigationTitle("Detail") } }
            struct Feed: View {
                let entries: [Entry]
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(entries) { entry in
                                NavigationLink(destination: Detail()) { Label(entry.title, systemImage: "star") }
                            }
                        }
                    }
                }
            }
            #Preview("Feed") { Feed(entries: remoteEntries) }
            """
        let tree = outlines(source, screen: "Feed").first ?? ""
        #expect(tree.hasPrefix("NavigationStack\n"))
        #expect(!tree.contains("Detail"))
        #expect(tree.components(separatedBy: "Text \"Sample title\"").count - 1 == 3)
    }

    @Test func fontMethodsCollectionsAndContainersOfTheSameView() {
        let source = """
            import SwiftUI
            struct Box<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { VStack { content }.padding(8) }
            }
            struct Screen: View {
                let names = ["Swift", "Kotlin"]
                var body: some View {
                    VStack {
                        Text("Title").font(.title.bold())
                        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 2)) { Text("Cell") }
                        ForEach(Array(names.enumerated()), id: \\.offset) { index, name in Text("\\(index + 1). \\(name)") }
                        Text(names[1])
                        Box { Text("1"); Box { Text("2"); Box { Text("3") } } }
                    }
                }
            }
            """
        let result = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        let screen = result.first { $0.name == "Screen" }
        let tree = screen?.root.outline(locations: false) ?? ""
        #expect(tree.contains("font(.title).bold()\n    Text \"Title\" role=heading"))
        #expect(tree.contains("Text \"1. Swift\"") && tree.contains("Text \"2. Kotlin\""))
        #expect(tree.contains("Text \"Kotlin\" role=body"))
        #expect(tree.contains("Text \"3\""))
        #expect(screen?.coverage.uninterpreted == 0)
        guard case .grid(let columns, _)? = screen?.root.children[1].kind else {
            Issue.record("expected a grid, got \(String(describing: screen?.root.children[1].kind))")
            return
        }
        #expect(columns.count == 2)
    }

    @Test func eachTernaryIsItsOwnDecisionAtItsOwnLine() throws {
        let source = """
            import SwiftUI
            struct Flags: View {
                let flags: Flags
                var body: some View {
                    VStack {
                        (flags.a ? Text("First") : Text("x")).lineLimit(1)
                        (flags.b ? Text("Second") : Text("y")).lineLimit(1)
                    }
                }
            }
            #Preview("Flags") { Flags(flags: .init()) }
            """
        let screens = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        #expect(screens.map(\.qualifiedName) == ["Flags", "Flags · flags.a ?: false", "Flags · flags.b ?: false"])
        let first = try #require(screens.first)
        #expect(first.root.outline().contains("Text \"First\" role=body @View.swift:6"))
        #expect(first.root.outline().contains("Text \"Second\" role=body @View.swift:7"))
    }

    @Test func freeFunctionsLabeledContentGroupBoxesIOS18TabsAndAvailability() {
        let source = """
            import SwiftUI
            func makeBadge(_ text: String) -> some View { Text(text).padding(4) }
            struct More: View {
                var body: some View {
                    TabView {
                        Tab("Shop", systemImage: "bag") {
                            VStack {
                                makeBadge("New")
                                LabeledContent("Total", value: "€12")
                                if #available(iOS 17, *) { Text("Modern") } else { Text("Legacy") }
                            }
                        }
                        Tab("Orders", systemImage: "list.bullet") { Text("Orders") }
                    }
                }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        #expect(screens.count == 1)
        #expect(screens.first?.root.kind == .tabView(["Shop", "Orders"]))
        #expect(
            screens.first?.root.children.first?.outline(locations: false) == """
                VStack(center, spacing: nil)
                  padding(4, 4, 4, 4)
                    Text "New" role=body
                  HStack(center, spacing: nil)
                    Text "Total" role=label
                    Spacer
                    Text "€12" role=price
                  Text "Modern" role=body

                """)
    }

    @Test func stateFilledAtRunTimeIsCheckedBothEmptyAndWithSampleRows() {
        let source = """
            import SwiftUI
            struct Article: Identifiable { let id = UUID(); let title: String }
            final class ArticlesModel: ObservableObject {
                @Published var articles: [Article] = []
            }
            struct Articles: View {
                @StateObject private var model = ArticlesModel()
                var body: some View {
                    if model.articles.isEmpty {
                        Text("No articles yet")
                    } else {
                        List(model.articles) { article in Text(article.title).lineLimit(1) }
                    }
                }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        #expect(screens.map(\.qualifiedName) == ["Articles", "Articles · if model.articles.isEmpty: false"])
        #expect(screens.last?.root.children.count == 3)
    }

    @Test func aConditionAndItsNegationAreOneDecision() {
        // `!dismissable && seconds < duration` and `dismissable || seconds >= duration` never hold together: one
        // variant shows the countdown, the other the way out, none both or neither. A condition written as
        // another's negation alone is still taken as holding first.
        let source = """
            import SwiftUI
            struct Sheet: View {
                @Environment(\\.upgrade) var store
                var body: some View {
                    VStack {
                        if !store.isDismissable && store.seconds < store.duration { Text("Countdown") }
                        Text("Upgrade")
                        if store.isDismissable || store.seconds >= store.duration { Text("Maybe later") }
                        if !(store.price > 5) { Text("Cheap") }
                    }
                }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        let texts = screens.map {
            NilCoalescingTests.textNodes($0.root).compactMap { node -> String? in
                if case .text(let string) = node.kind { string } else { nil }
            }
        }
        #expect(
            screens.map(\.qualifiedName) == [
                "Sheet", "Sheet · if !store.isDismissable && store.seconds < store.duration: false", "Sheet · if !(store.price > 5): false",
            ])
        #expect(texts == [["Countdown", "Upgrade", "Cheap"], ["Upgrade", "Maybe later", "Cheap"], ["Countdown", "Upgrade"]])
    }

    @Test func dataShownAsSampleRowsIsNotEmptyWhereTheCodeAsksAfterwards() {
        // The rows stand in for data not known, so the screen shows it not empty: the empty message after them
        // is not drawn with them, and no variant shows both. Data the screen did not show stays a decision.
        let source = """
            import SwiftUI
            struct History: View {
                @Environment(\\.history) var history
                var body: some View {
                    VStack {
                        ForEach(history.months, id: \\.self) { month in Text(month.name) }
                        if history.months.isEmpty { Text("Couldn’t fetch history") }
                        if history.other.isEmpty { Text("Nothing else") }
                    }
                }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        #expect(screens.map(\.qualifiedName) == ["History", "History · if history.other.isEmpty: false"])
        for screen in screens {
            #expect(!screen.root.outline(locations: false).contains("Couldn’t fetch history"))
            #expect(screen.root.children.filter { if case .text = $0.kind { true } else { false } }.count >= 3)
        }
    }

    @Test func formattedTextShowsWhatTheFormatterWould() {
        let source = """
            import SwiftUI
            struct Texts: View {
                let joined: Date
                let count: Int
                let price = 9.5
                var body: some View {
                    VStack {
                        Text(joined, style: .date)
                        Text(String(format: "%d items", count))
                        Text("^[\\(count) item](inflect: true)")
                        Text("\\(price, specifier: "%.2f") €")
                        Text(4.5, format: .currency(code: "USD"))
                        Text(verbatim: remoteEmail)
                    }
                }
            }
            #Preview("Texts") { Texts(joined: .now, count: 4) }
            """
        let texts = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten]).first?.root.children
            .compactMap { if case .text(let string) = $0.kind { string } else { nil } }
        #expect(texts == ["March 12, 2026", "4 items", "4 items", "9.50 €", "$4.50", "alex.morgan@example.com"])
    }

    @Test func formattedDatesTakeTheirLengthFromTheStyles() {
        let source = """
            import SwiftUI
            struct Post { var date: Date }
            struct Dates: View {
                let post: Post
                var body: some View {
                    VStack {
                        Text(post.date.formatted(date: .abbreviated, time: .shortened))
                        Text(post.date.formatted(date: .omitted, time: .shortened))
                        Text(post.date.formatted(date: .long, time: .omitted))
                        Text("Posted \\(post.date.formatted(date: .numeric, time: .omitted))")
                        Text(post.date.formatted(date: .complete, time: .complete))
                    }
                }
            }
            #Preview("Dates") { Dates(post: Post(date: .now)) }
            """
        let screen = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten]).first
        let texts = screen?.root.children.compactMap { if case .text(let string) = $0.kind { string } else { nil } }
        #expect(
            texts == [
                "Mar 12, 2026 at 10:41 AM", "10:41 AM", "March 12, 2026", "Posted 3/12/2026",
                "Thursday, March 12, 2026 at 10:41:07 AM PDT",
            ])
        #expect(screen?.coverage.standInTexts == 0)
    }

    @Test func datesAndNumbersFormattedByFoundationStylesHaveTheirShape() {
        let source = """
            import SwiftUI
            struct Post { var date: Date; var likes: Int }
            struct Stats: View {
                let post: Post
                var body: some View {
                    VStack {
                        Text(post.date.formatted())
                        Text(post.likes.formatted())
                        Text(Date.now.formatted(.dateTime.day().month()))
                        Text(post.date, format: .dateTime.hour().minute())
                        Text(post.likes, format: .number)
                        Text(post.date, style: .time)
                        Text(post.date, style: .relative)
                        Text(2.5.formatted())
                        Text(post.date, style: .timer)
                        Text(timerInterval: post.date...post.date, countsDown: true)
                    }
                }
            }
            #Preview("Stats") { Stats(post: Post(date: .now, likes: 1204)) }
            """
        let screen = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten]).first
        let texts = screen?.root.children.compactMap { if case .text(let string) = $0.kind { string } else { nil } }
        #expect(
            texts == [
                "3/12/2026, 10:41 AM", "1,204", "Mar 12", "10:41 AM", "1,204", "10:41 AM", "2 hours, 5 minutes", "2.5", "12:45", "12:45",
            ])
        // Only the relative date and the timers depend on the value's distance from now.
        #expect(screen?.coverage.standInTexts == 3)
    }

    @Test func anImageInATextIsAnIconNotText() {
        let source = """
            import SwiftUI
            struct Visibility: View {
                var body: some View {
                    HStack {
                        Text(" ⸱ ")
                        Text(Image(systemName: "globe"))
                    }
                    .font(.footnote)
                }
            }
            """
        let screen = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten]).first
        #expect(
            screen?.root.outline(locations: false) == """
                font(.footnote)
                  HStack(center, spacing: nil)
                    Text " ⸱ " role=body
                    Image(systemName: "globe") role=icon

                """)
        #expect(screen?.coverage.sourceTexts == 1)
        #expect(screen?.coverage.standInTexts == 0)
    }

    @Test func aProgressViewWithoutAValueIsASpinnerNotABar() {
        let source = """
            import SwiftUI
            struct Loading: View {
                var body: some View {
                    VStack {
                        HStack { Text("Joined"); Spacer(); ProgressView() }
                        ProgressView("Loading")
                        ProgressView(value: 0.4)
                    }
                }
            }
            """
        let screen = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten]).first
        #expect(
            screen?.root.outline(locations: false) == """
                VStack(center, spacing: nil)
                  HStack(center, spacing: nil)
                    Text "Joined" role=body
                    Spacer
                    frame(width: 20, height: 20)
                      ProgressView role=decoration
                  VStack(center, spacing: 8)
                    frame(width: 20, height: 20)
                      ProgressView role=decoration
                    Text "Loading" role=body
                  frame(width: nil, height: 20)
                    ProgressView role=decoration

                """)
    }

    @Test func styleHelpersOnTextAreInlinedLikeViewModifiers() {
        let source = """
            import SwiftUI
            extension Text {
                func captionStyle() -> some View { self.font(.caption).lineLimit(1) }
                static func price(_ value: Double) -> Text { Text("€\\(value)") }
            }
            struct Styled: View { var body: some View { Text("Hi").captionStyle() } }
            """
        let tree = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten]).first?.root
        #expect(
            tree?.outline(locations: false) == """
                lineLimit(1)
                  font(.caption)
                    Text "Hi" role=body

                """)
    }

    @Test func aSwitchOverATupleMatchesEachElement() throws {
        // `(300, true)` is not `..<250`: the second case is taken, not the first nor the catch-all.
        let shown = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            struct Plan: View {
                let width = 300
                let compact = true
                var body: some View {
                    switch (width, compact) {
                    case (..<250, _): Text("Small")
                    case (250..<400, true): Text("Medium, compact")
                    case (_, let isCompact): Text(isCompact ? "Large, compact" : "Large")
                    }
                }
            }
            #Preview { Plan() }
            """, screen: "Plan")
        #expect(shown.map(\.text) == ["Medium, compact"])
    }

    @Test func aCasePatternMatchesItsPayloadToo() throws {
        // `.available(_, true, true)` does not match `.available("Face ID", true, false)`.
        let shown = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            enum Unlock { case available(String, Bool, Bool), unavailable }
            struct UnlockRow: View {
                let state: Unlock
                var body: some View {
                    switch state {
                    case .available(_, true, true): Text("Unlock")
                    case let .available(name, enabled, _): Text(enabled ? name : "Off")
                    case .unavailable: Text("Unavailable")
                    }
                }
            }
            #Preview { UnlockRow(state: .available("Face ID", true, false)) }
            """, screen: "UnlockRow")
        #expect(shown.map(\.text) == ["Face ID"])
    }

    @Test func anOptionalInAPayloadMatchesSomeOrNone() throws {
        // `case let .edges(edges, .some(length))` binds the length; `.none` matches a nil one.
        let source = """
            import SwiftUI
            enum Spacing { case edges(String, length: Double?) }
            struct Padded: View {
                let spacing: Spacing
                var body: some View {
                    switch spacing {
                    case let .edges(edges, .some(length)): Text("\\(edges) \\(length)")
                    case let .edges(edges, .none): Text("\\(edges) default")
                    }
                }
            }
            #Preview("Given") { Padded(spacing: .edges("top", length: 12)) }
            #Preview("Default") { Padded(spacing: .edges("all", length: nil)) }
            """
        #expect(try StateHolderTests.shownTexts(source, screen: "Given").map(\.text) == ["top 12"])
        #expect(try StateHolderTests.shownTexts(source, screen: "Default").map(\.text) == ["all default"])
    }

    @Test func twoBranchesOnTheSameConditionAreOneDecision() throws {
        // The scrim and the dialog show together or not at all: one variant, not three.
        let source = """
            import SwiftUI
            struct Alerting: ViewModifier {
                let message: String?
                func body(content: Content) -> some View {
                    let state = message
                    content
                        .overlay { if state != nil { Color.black } }
                        .overlay { if state != nil { Text("Turn on notifications") } }
                }
            }
            struct Home: View {
                @State private var message: String?
                var body: some View { Text("Daily challenge").modifier(Alerting(message: message ?? Store.shared.message)) }
            }
            #Preview { Home() }
            """
        let screens = SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten])
        #expect(screens.count == 2)
        for screen in screens {
            let tree = screen.root.outline(locations: false)
            #expect(tree.contains("Color.black") == tree.contains("Turn on notifications"))
        }
    }
}

/// An initializer runs as Swift runs it: the branch its `if`, `switch` or `guard` takes, a `do`
/// block as when nothing throws, loops building locals, and nothing after a `return`.
@Suite struct InitializerControlFlowTests {
    private func texts(_ declarations: String, _ views: String) -> [String] {
        let source = "import SwiftUI\n" + declarations + "\nstruct Shown: View { var body: some View { VStack { " + views + " } } }\n"
        let screen = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten]).first
        var texts: [String] = []
        func visit(_ node: ViewNode) {
            if case .text(let string) = node.kind { texts.append(string) }
            node.children.forEach(visit)
        }
        screen.map { visit($0.root) }
        return texts
    }

    private static let item = """
        struct Item {
            let title: String
            let subtitle: String
            var tags: [String] = []
            init(title: String?, count: Int) {
                if let title {
                    self.title = title
                } else if count > 5 {
                    self.title = "Many"
                } else {
                    self.title = "Untitled"
                }
                switch count {
                case 0: subtitle = "Empty"
                case 1: subtitle = "One item"
                default: subtitle = "\\(count) items"
                }
                var made: [String] = []
                for number in 1...max(count, 1) { made.append("#\\(number)") }
                tags = made
            }
            init(code: Int?) {
                guard let code, code > 0 else {
                    title = "No code"
                    subtitle = "none"
                    return
                }
                title = "Code \\(code)"
                subtitle = "given"
                tags = ["late"]
            }
        }
        """

    @Test(arguments: [
        ("Item(title: nil, count: 3)", ["Untitled", "3 items", "#1 #2 #3"]),
        ("Item(title: \"Groceries\", count: 1)", ["Groceries", "One item", "#1"]),
        ("Item(title: nil, count: 7)", ["Many", "7 items", "#1 #2 #3 #4 #5 #6 #7"]),
        ("Item(code: nil)", ["No code", "none", ""]),
        ("Item(code: 0)", ["No code", "none", ""]),
        ("Item(code: 42)", ["Code 42", "given", "late"]),
    ])
    func anInitializerTakesTheBranchItsValuesTake(call: String, expected: [String]) {
        let views = "let item = \(call); Text(item.title); Text(item.subtitle); Text(item.tags.joined(separator: \" \"))"
        #expect(texts(Self.item, views) == expected)
    }

    private static let tally = """
        struct Tally {
            var count = 0
            var names: [String] = []
            var label = "Tally"
            var total: Int
            init(seed: Int, label: String) {
                total = seed
                for name in ["Ann", "Bo", "Cy"] {
                    names.append(name)
                    count += 1
                    total *= 2
                }
                names.insert("First", at: 0)
                label += "!"
                if seed > 1 { names.removeLast() }
            }
        }
        """

    @Test(arguments: [
        ("Tally(seed: 1, label: \"x\")", ["3", "First Ann Bo Cy", "8"]),
        ("Tally(seed: 5, label: \"y\")", ["3", "First Ann Bo", "40"]),
    ])
    func anInitializerChangesItsOwnStoredPropertiesInPlace(call: String, expected: [String]) {
        // `label += "!"` changes the parameter, which shadows the field: the field keeps "Tally" and the
        // parameter is not stored, so the row shows the field's default.
        let views =
            "let tally = \(call); Text(\"\\(tally.count)\"); Text(tally.names.joined(separator: \" \")); Text(\"\\(tally.total)\"); Text(tally.label)"
        #expect(texts(Self.tally, views) == expected + ["Tally"])
    }

    @Test func anInitializerChangesFieldsWrittenWithSelf() {
        // `self.total` is the field even where a local `total` is bound.
        let declarations = """
            struct Ledger {
                var entries: [String] = []
                var total = 0
                var byName: [String: Int] = [:]
                init(amounts: [Int]) {
                    for amount in amounts {
                        self.entries.append("+\\(amount)")
                        self.total += amount
                    }
                    let total = 100
                    self.total += total
                    self.entries.insert("start", at: 0)
                    self.byName["sum", default: 0] += self.total
                }
            }
            """
        let views =
            "let ledger = Ledger(amounts: [1, 2]); Text(ledger.entries.joined(separator: \" \")); Text(\"\\(ledger.total) \\(ledger.byName[\"sum\"] ?? 0)\")"
        #expect(texts(declarations, views) == ["start +1 +2", "103 103"])
    }

    @Test func aMethodOutsideTheInitializerLeavesTheFieldsAsTheyAre() {
        let declarations = """
            struct Counter {
                var count = 1
                func bumped() -> Int { var count = count; count += 1; return count }
            }
            """
        #expect(texts(declarations, "let c = Counter(); Text(\"\\(c.bumped()) \\(c.count)\")") == ["2 1"])
    }

    @Test func aDoBlockRunsAsWhenNothingThrows() {
        let declarations = """
            struct Parsed {
                var text: String = ""
                var raw: String
                init(raw: String, markdown: Bool) {
                    self.raw = raw
                    if markdown {
                        do {
                            let trimmed = raw.trimmingCharacters(in: .whitespaces)
                            text = try String(trimmed.uppercased())
                        } catch {
                            text = "failed"
                        }
                    } else {
                        text = raw
                    }
                }
            }
            """
        #expect(
            texts(declarations, "Text(Parsed(raw: \"  hi \", markdown: true).text); Text(Parsed(raw: \"as is\", markdown: false).text)")
                == ["HI", "as is"])
    }

    @Test func aFunctionsDoBlockChangesItsLocalsAndReturns() {
        let declarations = """
            enum Loader {
                static func summary(_ raw: String) -> String {
                    var result = "start"
                    do {
                        let words = raw.split(separator: " ")
                        result = try String("\\(words.count) words")
                    } catch {
                        result = "error"
                    }
                    return result
                }
                static func early(_ raw: String) -> String {
                    do { return try String(raw.uppercased()) } catch { return "error" }
                }
            }
            """
        #expect(texts(declarations, "Text(Loader.summary(\"one two three\")); Text(Loader.early(\"abc\"))") == ["3 words", "ABC"])
    }

    @Test func codeALoopPassesIsWalkedOncePerQuestion() throws {
        // The `if` in the loop is asked whether it jumps out and which locals it assigns; the `forEach`'s
        // closure which locals it assigns. Twenty passes ask the same three questions of the same code.
        let source = """
            import SwiftUI
            enum Tally {
                static func parity(_ limit: Int) -> String {
                    var evens = 0
                    var odds = 0
                    for n in 1...limit {
                        if n % 2 == 0 { evens += 1 } else { odds += 1 }
                    }
                    var total = 0
                    (1...limit).forEach { total += $0 }
                    return "\\(evens) even, \\(odds) odd, \\(total)"
                }
            }
            struct Probe: View {
                var body: some View { Text(Tally.parity(20)) }
            }
            #Preview { Probe() }
            """
        let project = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        let screens = project.screens(profiles: [.asWritten])
        #expect(screens.first?.root.outline(locations: false).contains("\"10 even, 10 odd, 210\"") == true)
        #expect(project.codeWalkCount == 3)
    }
}
