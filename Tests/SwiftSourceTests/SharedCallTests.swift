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
