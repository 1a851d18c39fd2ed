import LayoutEngine
import SwiftSource
import Testing

/// A `private` or `fileprivate` type is seen only by its own file: two files may each declare a
/// `private enum Constants`, and each view reads its own.
@Suite struct FilePrivateTypeTests {
    @Test func eachFileReadsItsOwnPrivateType() throws {
        let feed = """
            import SwiftUI
            private enum Constants { static let title = "No Articles Available" }
            private struct Badge: View { var body: some View { Text("New") } }
            struct EmptyFeed: View { var body: some View { VStack { Text(Constants.title); Badge() } } }
            """
        let account = """
            import SwiftUI
            private enum Constants { static let title = "Account" }
            private struct Badge: View { var body: some View { Text("Pro") } }
            extension Constants { static let subtitle = "Signed in" }
            struct AccountHeader: View {
                var body: some View { VStack { Text(Constants.title); Text(Constants.subtitle); Badge() } }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "App/Feed.swift", text: feed), (path: "App/Account.swift", text: account)])
            .screens(profiles: [.asWritten])
        func texts(_ name: String) throws -> [String] {
            let screen = try #require(screens.first { $0.name == name })
            return screen.root.outline(locations: false).split(separator: "\n").compactMap { line in
                guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end else { return nil }
                return String(line[line.index(after: start)..<end])
            }
        }
        #expect(try texts("EmptyFeed") == ["No Articles Available", "New"])
        #expect(try texts("AccountHeader") == ["Account", "Signed in", "Pro"])
        // Each file's private badge is a screen of its own, in the order of their files' paths, every run.
        let badges = screens.filter { $0.name.hasPrefix("Badge") }
        #expect(badges.map(\.name) == ["Badge", "Badge (2)"])
        #expect(badges.map(\.location.file) == ["App/Account.swift", "App/Feed.swift"])
    }

    @Test func aNameInATypesCodeMeansItsOwnNestedTypeFirst() throws {
        // Both cards nest a `Constants` in an extension; each card's code reads its own.
        let stats = """
            import SwiftUI
            struct StatsCard: View { var body: some View { Text(Constants.title) } }
            extension StatsCard { enum Constants { static var title: String { "Stats" } } }
            """
        let topics = """
            import SwiftUI
            struct TopicsCard: View { var body: some View { VStack { Text(Constants.title); Text(Constants.Inner.note) } } }
            extension TopicsCard {
                enum Constants {
                    static var title: String { "Topics" }
                    enum Inner { static let note = Constants.title + " today" }
                }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "App/Stats.swift", text: stats), (path: "App/Topics.swift", text: topics)])
            .screens(profiles: [.asWritten])
        let outlines = Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0.root.outline(locations: false)) })
        #expect(outlines["StatsCard"]?.contains("Text \"Stats\"") == true)
        #expect(outlines["TopicsCard"]?.contains("Text \"Topics\"") == true)
        #expect(outlines["TopicsCard"]?.contains("Text \"Topics today\"") == true)
    }
}
