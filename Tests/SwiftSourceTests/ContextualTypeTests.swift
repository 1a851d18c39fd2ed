import LayoutEngine
import SwiftSource
import Testing

/// Implicit member expressions take the type of the slot they fill (a function's result, a
/// parameter, a property), and a type has the members its protocols' extensions give it.
@Suite struct ContextualTypeTests {
    private static let models = """
        import SwiftUI
        protocol AnyPost { var tags: [String]? { get } }
        extension AnyPost {
            func firstTag(matching prefix: String) -> String? { tags?.first(where: { $0.hasPrefix(prefix) }) }
            var isTagged: Bool { firstTag(matching: "#")?.count != nil }
        }
        struct Author { let name: String; static func placeholder() -> Author { .init(name: "Jordan Lee") } }
        struct Post: AnyPost {
            let title: String
            let author: Author
            let tags: [String]?
            init(title: String, author: Author, tags: [String]?) {
                self.title = title
                self.author = author
                self.tags = tags
            }
            static func placeholder() -> Post { .init(title: "Launch notes", author: .placeholder(), tags: []) }
            static func placeholders() -> [Post] { [.placeholder(), .placeholder()] }
        }
        struct Feed: View {
            var body: some View {
                VStack {
                    ForEach(Post.placeholders(), id: \\.title) { post in
                        Text(post.title)
                        Text(post.author.name)
                        if post.isTagged { Text("tagged") } else { Text("untagged") }
                    }
                }
            }
        }
        """

    @Test func anEnumCasesPayloadTakesItsAssociatedValuesTypes() throws {
        // `.donut(.classic)`: the payload's implicit member is `Donut.classic`, as the case declares
        // `donut(Donut)`; `switch self` binds it and `.init(donut.name)` makes the title from it.
        let texts = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            struct Donut { var name: String; static let classic = Donut(name: "Strawberry Sprinkles") }
            enum Tag {
                case title(LocalizedStringKey)
                case donut(Donut)
                var title: LocalizedStringKey {
                    switch self {
                    case .title(let string): return string
                    case .donut(let donut): return .init(donut.name)
                    }
                }
            }
            struct Tags: View {
                let tags: [Tag]
                var body: some View { VStack { ForEach(0..<tags.count, id: \\.self) { Text(tags[$0].title) } } }
            }
            #Preview("Tags") { Tags(tags: [.title("Seasonal"), .donut(.classic)]) }
            """, screen: "Tags")
        #expect(texts.map(\.text) == ["Seasonal", "Strawberry Sprinkles"])
        #expect(texts.allSatisfy { $0.standIn == nil })
    }

    @Test func aTuplesImplicitMembersTakeTheirComponentsTypes() throws {
        // `[(.technology, 3)]` passed as `[(NewsCategory, Int)]`: each part of each tuple takes its
        // component's type; the closure takes the pair apart, and `.0` reads the first part.
        let texts = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            enum NewsCategory { case world, technology
                var displayName: String { switch self { case .world: "World"; case .technology: "Technology" } }
            }
            struct Breakdown: View {
                let rows: [(NewsCategory, count: Int)]
                var body: some View {
                    VStack {
                        ForEach(rows.prefix(4), id: \\.0) { category, count in Text("\\(category.displayName): \\(count)") }
                        Text(rows[0].0.displayName)
                    }
                }
            }
            #Preview("Breakdown") { Breakdown(rows: [(.technology, 3), (.world, 1)]) }
            """, screen: "Breakdown")
        #expect(texts.map(\.text) == ["Technology: 3", "World: 1", "Technology"])
        #expect(texts.allSatisfy { $0.standIn == nil })
    }

    @Test func aTuplesPartsAreNamedByTheLabelsOfItsLiteralOrItsDeclaredType() throws {
        // `(.bottom, 6)` returned as an `(edges: Edge.Set, value: CGFloat)`: `.edges` is its first part, so the
        // padding is on the bottom alone; a labelled literal names its own parts; `.count` of a labelled
        // tuple type reads its part even where the rows were written without labels.
        let texts = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            struct Footer: View {
                let isHeader: Bool
                var body: some View {
                    VStack {
                        Text("Title").padding(spacing.edges, spacing.value)
                        Text(summary.title + " \\(summary.count)")
                        Text("\\(rows[1].count) \\(rows[1].name)")
                    }
                }
                private var spacing: (edges: Edge.Set, value: CGFloat) {
                    switch isHeader {
                    case true: (.bottom, 6)
                    case false: (.top, 12)
                    }
                }
                private var summary: (title: String, count: Int) { (title: "Orders", count: 3) }
                private let rows: [(name: String, count: Int)] = [("Glazed", 4), ("Sprinkles", 2)]
            }
            #Preview("Footer") { Footer(isHeader: true) }
            """, screen: "Footer")
        #expect(texts.map(\.text) == ["Title", "Orders 3", "2 Sprinkles"])
        let project = SwiftUIProject(sources: [
            (
                path: "Footer.swift",
                text: """
                import SwiftUI
                struct Footer: View {
                    var body: some View { Text("Title").padding(spacing.edges, spacing.value) }
                    private var spacing: (edges: Edge.Set, value: CGFloat) { (.bottom, 6) }
                }
                """
            )
        ])
        let screen = try #require(project.screens(profiles: [.asWritten]).first { $0.name == "Footer" })
        #expect(screen.root.outline(locations: false).contains("padding(0, 0, 6, 0)"))
    }

    @Test func aLabelledFactoryAssignedInAViewModelsInitializerMakesThePropertysType() throws {
        // `viewState = .initial(article: article)`: the view model's published state is made by the
        // state type's own factory, with its label, as Swift resolves the implicit member.
        let texts = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            struct Article { let title: String; static let samples = [Article(title: "Tides turn")] }
            struct DetailState {
                var article: Article
                var isLoading: Bool
                static func initial(article: Article) -> DetailState { DetailState(article: article, isLoading: true) }
            }
            final class DetailModel: ObservableObject {
                @Published private(set) var viewState: DetailState
                init(article: Article) { viewState = .initial(article: article) }
            }
            struct Detail: View {
                @StateObject private var model: DetailModel
                init(article: Article) { _model = StateObject(wrappedValue: DetailModel(article: article)) }
                var body: some View { Text(model.viewState.isLoading ? "Loading \\(model.viewState.article.title)" : "") }
            }
            #Preview("Detail") { Detail(article: Article.samples[0]) }
            """, screen: "Detail")
        #expect(texts.map(\.text) == ["Loading Tides turn"])
        #expect(texts.allSatisfy { $0.standIn == nil })
    }

    @Test func aFactoryReturningDotInitMakesItsDeclaredType() throws {
        let texts = try StateHolderTests.shownTexts(Self.models, screen: "Feed")
        #expect(texts.map(\.text) == ["Launch notes", "Jordan Lee", "untagged", "Launch notes", "Jordan Lee", "untagged"])
        #expect(texts.allSatisfy { $0.standIn == nil })
    }

    @Test func aProtocolExtensionsMembersAreTheConformingTypes() throws {
        // `isTagged` and `firstTag(matching:)` live in `extension AnyPost`; with no tags the optional
        // chain is nil all the way, so the screen has one branch and no decision to vary.
        let screens = SwiftUIProject(sources: [(path: "App.swift", text: Self.models)]).screens(profiles: [.asWritten])
        #expect(screens.filter { $0.name == "Feed" }.count == 1)
    }

    @Test func aTypedParameterOrPropertyResolvesAnImplicitCase() throws {
        let texts = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            enum Visibility { case pub, priv
                var label: String { switch self { case .pub: "Public"; case .priv: "Private" } }
            }
            struct Settings { var visibility: Visibility = .priv }
            func describe(_ visibility: Visibility) -> String { visibility.label }
            struct Shown: View {
                var body: some View { VStack { Text(describe(.pub)); Text(Settings().visibility.label) } }
            }
            """, screen: "Shown")
        #expect(texts.map(\.text) == ["Public", "Private"])
    }

    @Test func dotInitOfAStandardTypeIsItsEmptyValue() throws {
        let texts = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            struct Note { var text: AttributedString = .init(); var tags: [String] = .init(); var likes: Int = .init() }
            struct Shown: View {
                let note = Note()
                var body: some View {
                    VStack {
                        Text("tags: \\(note.tags.count), likes: \\(note.likes)")
                        if note.text.isEmpty { Text("empty") }
                    }
                }
            }
            """, screen: "Shown")
        #expect(texts.map(\.text) == ["tags: 0, likes: 0", "empty"])
    }

    @Test func aKeywordNamedInBackticksIsTheSameName() throws {
        // IceCubesApp-style conditional modifier: declared as `if`, called as `.if(…)`.
        let source = """
            import SwiftUI
            extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            enum Kind { case `default`, custom }
            struct Shown: View {
                let kind: Kind = .default
                var body: some View {
                    VStack {
                        Text("Title").if(true) { $0.padding(8) }
                        if kind == .default { Text("default kind") }
                    }
                }
            }
            """
        let screen = try #require(
            SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten]).first { $0.name == "Shown" })
        #expect(screen.coverage.uninterpreted == 0)
        #expect(screen.root.outline(locations: false).contains("padding(8, 8, 8, 8)"))
        #expect(NilCoalescingTests.textNodes(screen.root).count == 2)
    }

    @Test func aGeometryValueKeepsItsFields() throws {
        let source = """
            import SwiftUI
            struct Config {
                let size: CGSize
                var width: CGFloat { size.width }
                var height: CGFloat { size.height }
                static let badge = Config(size: CGSize(width: 28, height: 20))
            }
            struct Shown: View {
                var body: some View { Color.red.frame(width: Config.badge.width, height: Config.badge.height) }
            }
            """
        let screen = try #require(
            SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten]).first { $0.name == "Shown" })
        #expect(screen.root.outline(locations: false).contains("frame(width: 28, height: 20)"))
    }

    @Test func anImplicitMemberPassedAsAProjectTypeIsThatTypesMember() throws {
        // `.headline` passed as a `StyleGuide` is `StyleGuide.headline` (a font and a line height), not
        // SwiftUI's text style; `.styleGuide(style)` where a font goes is the project's `Font` factory.
        let source = """
            import SwiftUI
            struct StyleGuide {
                let font: Font
                let lineHeight: CGFloat
                let size: CGFloat
                static let headline = StyleGuide(font: .system(.headline), lineHeight: 22, size: 17)
            }
            extension Font { static func styleGuide(_ style: StyleGuide) -> Font { style.font } }
            extension View {
                func styleGuide(_ style: StyleGuide) -> some View {
                    font(.styleGuide(style)).padding(.vertical, (style.lineHeight - style.size) / 2)
                }
            }
            struct Shown: View {
                @Environment(\\.redactionReasons) private var reasons
                var body: some View {
                    VStack {
                        Text("Title").styleGuide(.headline)
                        if !reasons.contains(.placeholder) { Text("@handle") }
                    }
                }
            }
            """
        let screen = try #require(
            SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten]).first { $0.name == "Shown" })
        let outline = screen.root.outline(locations: false)
        #expect(outline.contains("padding(2.5, 0, 2.5, 0)"))
        #expect(outline.contains("font(.headline)"))
        #expect(screen.coverage.count(.unreadFont) == 0)
        // Content is not redacted unless code says so: the handle shows, in one variant only.
        #expect(outline.contains("Text \"@handle\""))
        #expect(
            SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten]).filter { $0.name == "Shown" }.count
                == 1)
    }

    @Test func anImplicitInitializerPassedOnIsReadWhereTheCallIsWritten() throws {
        // `Row(model: .init(post: post))`: `post` is the row's loop variable. Read again as the
        // parameter's type inside `Row.init`, it would be the row's own `post` field (not set yet),
        // and every field of the model a stand-in.
        let texts = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            struct Post { let title: String }
            struct RowModel { let post: Post; init(post: Post) { self.post = post } }
            struct Row: View {
                @State private var model: RowModel
                let post: Post? = nil
                init(model: RowModel) { _model = .init(initialValue: model) }
                var body: some View { Text(model.post.title) }
            }
            struct Feed: View {
                var body: some View {
                    VStack { ForEach([Post(title: "Launch notes"), Post(title: "Roadmap")], id: \\.title) { post in Row(model: .init(post: post)) } }
                }
            }
            #Preview("Feed") { Feed() }
            """, screen: "Feed")
        #expect(texts.map(\.text) == ["Launch notes", "Roadmap"])
        #expect(texts.allSatisfy { $0.standIn == nil })
    }

    @Test func anExtensionReadBeforeItsTypeKeepsTheTypesConformances() throws {
        // `Feed+Constants.swift` sorts before `Feed.swift`: the extension is read first.
        let project = SwiftUIProject(sources: [
            (path: "Feed+Constants.swift", text: "import SwiftUI\nextension Feed { enum Constants { static let title = \"Daily\" } }\n"),
            (
                path: "Feed.swift",
                text:
                    "import SwiftUI\nstruct Feed<R>: View {\n    let router: R\n    var body: some View { Text(\"Feed\") }\n}\n#Preview { NavigationStack { Feed(router: 1) } }\n"
            ),
        ])
        let screens = project.screens(profiles: [.asWritten])
        #expect(screens.map(\.name) == ["Feed"])
        #expect(screens.first?.coverage.sourceTexts == 1)
    }
}
