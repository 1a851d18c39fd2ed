import LayoutEngine
import SwiftSource
import Testing

/// A static function called with no arguments runs once for every call from the same place:
/// `Item.placeholders()` making ten `.placeholder()`s reads like ten runs, and a function whose
/// result depends on the run (a branch the screen's variants take both ways) runs each time.
@Suite struct SharedCallTests {
    /// Every screen and variant of `source` under `profiles`: its name, variant and texts in order.
    static func screens(_ source: String, profiles: [ContentProfile] = [.asWritten]) -> [(variant: String?, texts: [String])] {
        SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: profiles).map { screen in
            var texts: [String] = []
            func visit(_ node: ViewNode) {
                if case .text(let string) = node.kind { texts.append(string) }
                node.children.forEach(visit)
            }
            visit(screen.root)
            return (screen.variant, texts)
        }
    }

    @Test func placeholdersMadeByTheSameCallAreEachShown() {
        let source = """
            import SwiftUI
            struct Account { var name: String; var handle: String }
            struct Post: Identifiable {
                var id: String
                var author: Account
                var likes: Int
                static func placeholder() -> Post {
                    Post(id: UUID().uuidString, author: .placeholder(), likes: 34)
                }
                static func placeholders() -> [Post] { [.placeholder(), .placeholder(), .placeholder()] }
            }
            extension Account {
                static func placeholder() -> Account { Account(name: "Jane Appleseed", handle: "@jane") }
            }
            struct Timeline: View {
                let posts: [Post]
                var body: some View {
                    VStack {
                        ForEach(posts) { post in
                            Text(post.author.name)
                            Text("\\(post.likes) likes")
                        }
                        Text(Post.placeholder().author.handle)
                    }
                }
            }
            #Preview { Timeline(posts: Post.placeholders()) }
            """
        let screens = Self.screens(source)
        #expect(screens.count == 1)
        #expect(
            screens.first?.texts == [
                "Jane Appleseed", "34 likes", "Jane Appleseed", "34 likes", "Jane Appleseed", "34 likes", "@jane",
            ])
    }

    @Test func aCallThatBranchesIsRunAgainInEachVariant() {
        let source = """
            import SwiftUI
            enum Greeting {
                static func text() -> String {
                    let formal = ["Good", "morning"].joined(separator: " ")
                    let casual = String("Hi there".prefix(2))
                    let words = [formal, casual].map { $0.lowercased() }.count + 2 * 3
                    if Settings.shared.isFormal && words > 0 { return formal } else { return casual }
                }
            }
            struct Hello: View {
                var body: some View {
                    VStack {
                        Text(Greeting.text())
                        Text(Greeting.text())
                    }
                }
            }
            #Preview { Hello() }
            """
        let texts = Self.screens(source).map(\.texts)
        // The branch is unknown: the screen as written takes one way, a variant the other, and both
        // calls in each go the same way.
        #expect(texts.count == 2)
        #expect(Set(texts) == [["Good morning", "Good morning"], ["Hi", "Hi"]])
    }

    @Test func computedStaticsAreSharedAndEnumPropertiesReadTheirOwnCase() {
        let source = """
            import SwiftUI
            struct Article: Identifiable {
                var id: String
                var title: String
                static var mocks: [Article] { [Article(id: "1", title: "Markets rally"), Article(id: "2", title: "Rain tomorrow")] }
            }
            enum Tab: CaseIterable {
                case home, settings
                var title: String {
                    let names = ["Home", "Settings"].map { String($0.prefix(12)) }
                    let index = (self == .home ? 0 : 1) + 2 * 0 + (names.count - 2)
                    return names[index]
                }
            }
            struct Feed: View {
                var body: some View {
                    VStack {
                        ForEach(Article.mocks) { Text($0.title) }
                        Text(Article.mocks[1].title)
                        ForEach(Tab.allCases, id: \\.self) { tab in Text(tab.title) }
                    }
                }
            }
            #Preview { Feed() }
            """
        #expect(Self.screens(source).first?.texts == ["Markets rally", "Rain tomorrow", "Rain tomorrow", "Home", "Settings"])
    }

    @Test func eachContentProfileRunsItsOwnCall() {
        let source = """
            import SwiftUI
            struct Account {
                var name: String
                static func placeholder() -> Account { Account(name: "Jane Appleseed") }
            }
            struct Card: View {
                let account: Account
                var body: some View { Text(account.name) }
            }
            #Preview { Card(account: .placeholder()) }
            """
        let texts = Self.screens(source, profiles: [.asWritten, .translation]).map(\.texts)
        #expect(texts.count == 2)
        #expect(texts.first == ["Jane Appleseed"])
        // The translation profile stresses data: the same call's text, shown longer.
        #expect(texts.last != texts.first)
    }
}

/// A type made with no arguments (`Model()` in every preview) is made once for all of them, unless
/// where it is made would change what making it does.
@Suite struct SharedInstanceTests {
    /// The texts of the screens of `source` named `names` (all when nil), interpreted in order on one thread.
    static func texts(_ source: String, named names: Set<String>? = nil) -> [String: [String]] {
        texts(of: SwiftUIProject(sources: [(path: "View.swift", text: source)]), named: names)
    }

    /// The texts of `project`'s screens named `names` (all when nil), interpreted in order on one thread, by
    /// screen name (a screen's variants one after the other), or by name and variant.
    static func texts(of project: SwiftUIProject, named names: Set<String>? = nil, byVariant: Bool = false) -> [String: [String]] {
        var byScreen: [String: [String]] = [:]
        for screen in project.screens(profiles: [.asWritten], named: names, concurrency: 1) {
            var texts: [String] = []
            func visit(_ node: ViewNode) {
                if case .text(let string) = node.kind { texts.append(string) }
                node.children.forEach(visit)
            }
            visit(screen.root)
            byScreen[screen.name + (byVariant ? screen.variant.map { " / " + $0 } ?? "" : ""), default: []] += texts
        }
        return byScreen
    }

    static let model = """
        import SwiftUI
        struct Donut { let name: String; static let all = [Donut(name: "Glazed"), Donut(name: "Sprinkles")] }
        struct OrderGenerator {
            let menu: [Donut]
            func orders(count: Int) -> [String] {
                var made: [String] = []
                for number in 0..<count {
                    made.append("Order #\\(number + 1): \\(menu[number % menu.count].name.uppercased())")
                }
                return made
            }
        }
        final class Model: ObservableObject {
            @Published var orders: [String] = []
            init() {
                let generator = OrderGenerator(menu: Donut.all)
                orders = generator.orders(count: 2)
            }
        }
        struct Orders: View {
            @StateObject private var model = Model()
            var body: some View { VStack { ForEach(model.orders, id: \\.self) { Text($0) } } }
        }

        """

    @Test func aModelMadeInEveryPreviewReadsTheSameInEach() {
        let source =
            Self.model + """
                struct Dashboard: View {
                    @StateObject private var model = Model()
                    var body: some View { Text(model.orders.last ?? "none") }
                }
                #Preview("Orders") { Orders() }
                #Preview("Dashboard") { Dashboard() }
                #Preview("Both") { VStack { Dashboard(); Orders() } }
                """
        let texts = Self.texts(source)
        #expect(texts["Orders"] == ["Order #1: GLAZED", "Order #2: SPRINKLES"])
        #expect(texts["Dashboard"] == ["Order #2: SPRINKLES"])
        #expect(texts["Both"] == ["Order #2: SPRINKLES", "Order #1: GLAZED", "Order #2: SPRINKLES"])
    }

    /// The texts of every screen of `source` under `profiles`, by profile, interpreted on one thread.
    static func textsByProfile(_ project: SwiftUIProject, _ profiles: [ContentProfile]) -> [[String]] {
        project.screens(profiles: profiles, concurrency: 1).map { screen in
            var texts: [String] = []
            func visit(_ node: ViewNode) {
                if case .text(let string) = node.kind { texts.append(string) }
                node.children.forEach(visit)
            }
            visit(screen.root)
            return texts
        }
    }

    @Test func aModelThatShowsNoTextIsMadeOnceForEveryProfile() {
        // The orders are data; each profile stresses them only where a view shows them.
        let source = """
            import SwiftUI
            struct Donut { let name: String; static let all = [Donut(name: "Glazed"), Donut(name: "Sprinkles")] }
            struct Order: Hashable { let number: Int; let donut: String }
            final class Model: ObservableObject {
                @Published var orders: [Order] = []
                init() {
                    var made: [Order] = []
                    for number in 0..<2 {
                        made.append(Order(number: number + 1, donut: Donut.all[number % Donut.all.count].name))
                    }
                    orders = made
                }
            }
            struct Orders: View {
                @StateObject private var model = Model()
                var body: some View {
                    VStack { ForEach(model.orders, id: \\.self) { Text("Order #\\($0.number): \\($0.donut)") } }
                }
            }
            #Preview { Orders() }
            """
        let both = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        let texts = Self.textsByProfile(both, [.asWritten, .translation])
        let translationAlone = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        let translated = Self.textsByProfile(translationAlone, [.translation])
        // What the first profile kept serves the second: no call is kept twice.
        #expect(translationAlone.keptCallCount > 0)
        #expect(both.keptCallCount == translationAlone.keptCallCount)
        #expect(texts.first == ["Order #1: Glazed", "Order #2: Sprinkles"])
        #expect(texts.count == 2)
        #expect(texts.last == translated.first)
        #expect(texts.last != texts.first)
    }

    @Test func aModelThatShowsATextIsMadeUnderEachProfile() {
        // `"\(greeting)!"` shows the greeting, a text from data, under the profile: each profile's making
        // is its own, and is what that profile alone makes.
        let source = """
            import SwiftUI
            final class Model: ObservableObject {
                let greeting: String
                let banner: String
                init() {
                    var words: [String] = []
                    for word in ["Good", "morning"] where !word.isEmpty { words.append(word) }
                    greeting = words.joined(separator: " ")
                    banner = "\\(greeting)!"
                }
            }
            struct Banner: View {
                @StateObject private var model = Model()
                var body: some View { Text(model.banner) }
            }
            #Preview { Banner() }
            """
        let both = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        let texts = Self.textsByProfile(both, [.asWritten, .translation])
        let translationAlone = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        let translated = Self.textsByProfile(translationAlone, [.translation])
        #expect(translationAlone.keptCallCount > 0)
        #expect(both.keptCallCount == 2 * translationAlone.keptCallCount)
        #expect(texts.first == ["Good morning!"])
        #expect(texts.last == translated.first)
        #expect(texts.last != texts.first)
    }

    @Test func aModelMadeNearTheDepthLimitIsMadeThereNotReused() {
        // `Deep` makes the model 38 views down, where the interpreter's inlining limit cuts its
        // initializer short; `Shallow`, interpreted first, makes it at the top. Deep must read as it
        // reads alone.
        let depth = 38
        var source = Self.model
        for level in 0..<depth { source += "struct Level\(level): View { var body: some View { Level\(level + 1)() } }\n" }
        source += "struct Level\(depth): View { var body: some View { Orders() } }\n"
        source += "#Preview(\"Shallow\") { Orders() }\n#Preview(\"Deep\") { Level0() }\n"
        let together = Self.texts(source)
        let alone = Self.texts(source, named: ["Deep"])
        #expect(together["Shallow"] == ["Order #1: GLAZED", "Order #2: SPRINKLES"])
        #expect(together["Deep"] == alone["Deep"])
        #expect(alone["Deep"] != together["Shallow"])
    }

    @Test func placeholdersWithDatesAndUnknownTypesAreMadeOnce() {
        // A date and a `Logger(…)` (a type Reflow does not know) are data like the title: the first
        // run of `placeholder()` serves the other nineteen rows and the second screen, and every
        // row reads as when the screen is interpreted alone.
        let source = """
            import SwiftUI
            struct Post: Identifiable {
                var id: String
                var title: String
                var posted: Date
                var logger: Logger
                static func placeholder() -> Post {
                    var checksum = 0
                    for row in 0..<7 { for column in 0..<7 { checksum += (row * column) % 7 } }
                    return Post(
                        id: UUID().uuidString, title: "Checksum \\(checksum)", posted: Date(),
                        logger: Logger(subsystem: "app"))
                }
            }
            struct Timeline: View {
                var body: some View {
                    VStack {
                        ForEach(0..<20) { _ in
                            let post = Post.placeholder()
                            Text(post.title)
                            Text(post.posted, style: .date)
                        }
                    }
                }
            }
            #Preview("Timeline") { Timeline() }
            #Preview("Second") { Timeline() }
            """
        let project = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        let texts = Self.texts(of: project)
        #expect(project.keptCallCount == 1)
        // Six rows each meet every remainder once (0 + 1 + … + 6 = 21); a date style shows the sample clock.
        let row = ["Checksum 126", "March 12, 2026"]
        #expect(texts["Timeline"] == Array(Array(repeating: row, count: 20).joined()))
        #expect(texts["Second"] == texts["Timeline"])
        #expect(SharedInstanceTests.texts(source, named: ["Second"])["Second"] == texts["Timeline"])
    }

    @Test func aModelWhoseMakingMeetsAnUndecidedBranchIsKeptPerBranch() {
        // `Model()` draws a number Reflow cannot know: its `if` is a branch the screens' variants take
        // both ways. Each screen's first run reuses the one making with the default branch; a variant
        // that takes the other branch makes the model again, and that making is kept beside the first.
        let source = """
            import SwiftUI
            final class Model: ObservableObject {
                @Published var greeting = ""
                init() {
                    var parts: [String] = []
                    for word in ["Good", "morning"] { parts.append(word.uppercased()) }
                    if Int.random(in: 0...9) > 4 { greeting = parts.joined(separator: " ") } else { greeting = "Closed today" }
                }
            }
            struct Banner: View {
                @StateObject private var model = Model()
                var body: some View { Text(model.greeting) }
            }
            #Preview("One") { Banner() }
            #Preview("Two") { VStack { Banner(); Text("Two") } }
            """
        let project = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        var together: [String: [String]] = [:]
        for screen in project.screens(profiles: [.asWritten], concurrency: 1) {
            var texts: [String] = []
            func visit(_ node: ViewNode) {
                if case .text(let string) = node.kind { texts.append(string) }
                node.children.forEach(visit)
            }
            visit(screen.root)
            together[screen.name + (screen.variant.map { " · " + $0 } ?? ""), default: []] += texts
        }
        #expect(together.count == 4)
        #expect(Set(together.values.compactMap(\.first)) == ["GOOD MORNING", "Closed today"])
        // `Model()` and `Banner()` (made with no arguments too, the model among its fields), once per branch.
        #expect(project.keptCallCount == 4)
        for (name, texts) in together where name.hasPrefix("Two") {
            #expect(texts.last == "Two")
        }
        let alone = SharedInstanceTests.texts(source, named: ["Two"])["Two"] ?? []
        #expect(alone == together.filter { $0.key.hasPrefix("Two") }.sorted { $0.key < $1.key }.flatMap(\.value))
    }

    @Test func anEnumCasesPropertyRunsOncePerCase() {
        // Five sections list every tab, and each row reads `tab.title`: a `switch self` on a case with no
        // payload returns the same text every time, so it runs once per case and profile. Every row reads
        // as it does when nothing is kept, and the case with a payload is run at each read.
        let source = """
            import SwiftUI
            enum Tab: CaseIterable, Identifiable {
                case timeline, trending, local, federated, messages, notifications, lists
                var id: Self { self }
                var title: String {
                    switch self {
                    case .timeline: return "Home " + "timeline".capitalized
                    case .trending: return "Trending " + "posts".capitalized
                    case .local: return "Local " + "timeline".capitalized
                    case .federated: return "Federated " + "timeline".capitalized
                    case .messages: return "Private " + "mentions".capitalized
                    case .notifications: return "All " + "notifications".capitalized
                    case .lists: return "Your " + "lists".capitalized
                    }
                }
            }
            enum Badge {
                case count(Int)
                var title: String {
                    switch self {
                    case .count(let number): return "\\(number) " + "new".uppercased() + " " + "items".capitalized + " " + "today".capitalized
                    }
                }
            }
            struct Settings: View {
                @State private var first = Tab.timeline
                var body: some View {
                    Form {
                        ForEach(0..<5) { _ in
                            Section { ForEach(Tab.allCases) { tab in Text(tab.title) } }
                        }
                        Text(Badge.count(3).title)
                        Text(Badge.count(4).title)
                    }
                }
            }
            #Preview("Settings") { Settings() }
            """
        let project = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        let screens = project.screens(profiles: [.asWritten], concurrency: 1)
        var texts: [String] = []
        func visit(_ node: ViewNode) {
            if case .text(let string) = node.kind { texts.append(string) }
            node.children.forEach(visit)
        }
        screens.forEach { visit($0.root) }
        #expect(texts.filter { $0 == "Home Timeline" }.count == 5)
        #expect(texts.filter { $0 == "Your Lists" }.count == 5)
        #expect(texts.suffix(2) == ["3 NEW Items Today", "4 NEW Items Today"])
        #expect(project.keptCallCount == 7)
    }

    @Test func aComputedPropertyReadAgainOnTheSameInstanceRunsOnce() {
        // Each row reads `donut.strength`, which sums the donut's flavours: on the same copy of the
        // donut it is the same, so it runs once per donut. A donut changed in between is another copy.
        let source = """
            import SwiftUI
            struct Donut {
                var name: String
                var flavors: [Int]
                var strength: Int {
                    var total = 0
                    for flavor in flavors { if flavor > 1 { total += flavor * 2 } else { total += flavor } }
                    return total
                }
            }
            struct Flavors: View {
                @State private var donut = Donut(name: "Glazed", flavors: [1, 2, 3, 4])
                var body: some View {
                    let sprinkled = Donut(name: "Sprinkled", flavors: [5, 1, 2, 3])
                    Form {
                        ForEach(0..<6) { row in Text("\\(row): \\(donut.strength) and \\(sprinkled.strength)") }
                    }
                }
            }
            #Preview("Flavors") { Flavors() }
            """
        let project = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        var texts: [String] = []
        func visit(_ node: ViewNode) {
            if case .text(let string) = node.kind { texts.append(string) }
            node.children.forEach(visit)
        }
        project.screens(profiles: [.asWritten], concurrency: 1).forEach { visit($0.root) }
        #expect(texts == (0..<6).map { "\($0): 19 and 21" })
        #expect(project.keptCallCount == 2)
    }

    @Test func aTypeThatMakesItselfEndsWithANote() {
        let source = """
            import SwiftUI
            final class Node { var label = "node"; var next: Node? = Node() }
            struct Chain: View {
                let node = Node()
                var body: some View { Text(node.next?.label ?? "end") }
            }
            #Preview("A") { Chain() }
            #Preview("B") { VStack { Chain(); Chain() } }
            """
        let project = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        let screens = project.screens(profiles: [.asWritten], concurrency: 1)
        #expect(screens.count == 2)
        #expect(screens.allSatisfy { screen in screen.coverage.notes.contains { $0.contains("default values make another Node") } })
    }

    /// A model made from arguments (a generated mock from its configuration, in every preview) is made once
    /// per distinct arguments: the same arguments read the kept run, other arguments make their own.
    @Test func aModelMadeFromTheSameArgumentsIsMadeOnce() {
        let source = """
            import SwiftUI
            struct StoreConfiguration { var prefix: String; var count = 3 }
            final class Store {
                var items: [String] = []
                var title: String
                init(_ configuration: StoreConfiguration) {
                    title = configuration.prefix + " store"
                    var made: [String] = []
                    for index in 1...configuration.count {
                        made.append("\\(configuration.prefix) item \\(index)")
                    }
                    items = made
                }
            }
            struct StoreView: View {
                let store: Store
                var body: some View {
                    VStack {
                        Text(store.title)
                        ForEach(store.items, id: \\.self) { Text($0) }
                    }
                }
            }
            #Preview("Apples") { StoreView(store: Store(.init(prefix: "Apples"))) }
            #Preview("Pears") { StoreView(store: Store(.init(prefix: "Pears", count: 2))) }
            #Preview("Apples again") { StoreView(store: Store(.init(prefix: "Apples"))) }
            """
        let project = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        let texts = Self.texts(of: project)
        #expect(texts["Apples"] == ["Apples store", "Apples item 1", "Apples item 2", "Apples item 3"])
        #expect(texts["Pears"] == ["Pears store", "Pears item 1", "Pears item 2"])
        #expect(texts["Apples again"] == texts["Apples"])
        // One kept run for the apples, read again by the third preview, and one for the pears.
        #expect(project.keptCallCount == 2)
    }

    /// An initializer assigns each of many stored properties, its own and those its superclass declares.
    @Test func anInitializerAssignsOwnAndInheritedStoredProperties() {
        let source = """
            import SwiftUI
            class BaseMock {
                var title: String = "base"
                var subtitle: String?
            }
            final class ProfileMock: BaseMock {
                var name = "nobody"
                var handle: String?
                var followers = 0
                init(name: String) {
                    super.init()
                    self.name = name
                    handle = "@" + name.lowercased()
                    title = "Profile"
                    subtitle = "of " + name
                    followers = 12
                }
            }
            struct ProfileCard: View {
                let profile = ProfileMock(name: "Ada")
                var body: some View {
                    VStack {
                        Text(profile.title)
                        Text(profile.subtitle ?? "none")
                        Text(profile.name)
                        Text(profile.handle ?? "none")
                        Text("\\(profile.followers) followers")
                    }
                }
            }
            #Preview { ProfileCard() }
            """
        #expect(Self.texts(source).values.first == ["Profile", "of Ada", "Ada", "@ada", "12 followers"])
    }

    /// A model whose making writes a closure (a mock's `loadClosure = { … }`) is kept with it, and a preview
    /// that reuses it from elsewhere calls the closure as its own making would have written it.
    @Test func aModelWhoseMakingWritesAClosureIsMadeOnce() {
        let source = """
            import SwiftUI
            final class RoomMock {
                var name: String
                var members: [String] = []
                var summaryClosure: (() -> String)?
                init(name: String) {
                    self.name = name
                    var made: [String] = []
                    for index in 1...3 { made.append("member " + String(index * 2 - index)) }
                    members = made
                    summaryClosure = { name + " with " + String(made.count) + " members" }
                }
                func summary() -> String { summaryClosure?() ?? "none" }
            }
            struct RoomHeader: View {
                let room: RoomMock
                var body: some View { Text(room.summary()) }
            }
            struct RoomScreen: View {
                let room: RoomMock
                var body: some View { VStack { RoomHeader(room: room); Text(room.members.last ?? "") } }
            }
            #Preview("Header") { RoomHeader(room: RoomMock(name: "Lobby")) }
            #Preview("Screen") { RoomScreen(room: RoomMock(name: "Lobby")) }
            """
        let project = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        let texts = Self.texts(of: project)
        #expect(texts["Header"] == ["Lobby with 3 members"])
        #expect(texts["Screen"] == ["Lobby with 3 members", "member 3"])
        #expect(project.keptCallCount == 1)
    }

    /// A singleton whose making meets a branch the code does not decide (a bundled file it may not find) is
    /// read once for the runs that take the branch as its first reading did; a variant that forces the
    /// other branch reads it again.
    @Test func aSingletonThatMeetsAnUndecidedBranchIsReadOncePerWayItGoes() {
        let source = """
            import SwiftUI
            final class Catalog {
                static let shared = Catalog()
                var names: [String] = []
                init() {
                    if let url = Bundle.main.url(forResource: "items", withExtension: "json") {
                        names = ["Loaded from " + url.lastPathComponent]
                    } else {
                        var made: [String] = []
                        for index in 1...3 { made.append("Sample " + String(index * 2 - index)) }
                        names = made
                    }
                }
            }
            struct CatalogList: View {
                var body: some View { VStack { ForEach(Catalog.shared.names, id: \\.self) { Text($0) } } }
            }
            struct CatalogCount: View {
                var body: some View { Text(String(Catalog.shared.names.count) + " items") }
            }
            #Preview("List") { CatalogList() }
            #Preview("Count") { CatalogCount() }
            """
        let project = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        let texts = Self.texts(of: project, byVariant: true)
        #expect(texts.count == 4)
        #expect(texts.filter { $0.key.hasPrefix("List") }.values.contains(["Sample 1", "Sample 2", "Sample 3"]))
        #expect(texts.filter { $0.key.hasPrefix("Count") }.values.sorted { $0.description < $1.description } == [["1 items"], ["3 items"]])
        #expect(project.keptStaticCount == 1)
    }

    /// A call that meets one condition and then its negation (`if isPremium` … `guard !isPremium`) takes
    /// the branch the first sets at both: a run that takes the same is served by the kept one.
    @Test func aCallMeetingAConditionAndItsNegationIsReusedWhereItWouldRepeat() {
        let source = """
            import SwiftUI
            enum Plans {
                static func summary() -> String {
                    var parts: [String] = []
                    for index in 1...3 { parts.append("plan " + String(index * 2 - index)) }
                    if UserDefaults.standard.bool(forKey: "premium") { parts.append("premium") }
                    if !UserDefaults.standard.bool(forKey: "premium") { parts.append("basic") }
                    return parts.joined(separator: ", ")
                }
            }
            struct PlanRow: View {
                var body: some View { Text(Plans.summary()) }
            }
            struct PlanHeader: View {
                var body: some View { VStack { Text("Plans"); Text(Plans.summary()) } }
            }
            #Preview("Row") { PlanRow() }
            #Preview("Header") { PlanHeader() }
            """
        let project = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        let texts = Self.texts(of: project, byVariant: true)
        #expect(texts.values.contains(["plan 1, plan 2, plan 3, premium"]))
        #expect(texts.values.contains(["plan 1, plan 2, plan 3, basic"]))
        // One kept run for each way the condition goes, served to both previews.
        #expect(project.keptCallCount == 2)
    }
}
