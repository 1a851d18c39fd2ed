import Testing

/// A memo's lookup (`if let hit = cache[key] as? T { return hit }`, then `cache[key] = made`) reads
/// as a miss: the value is made from the source instead of being a stand-in.
@Suite struct MemoLookupTests {
    private func source(lookup: String, store: String, cache: String = "NSMutableDictionary") -> String {
        """
        import SwiftUI
        import Foundation
        struct Post { var title: String; var likes: Int }
        final class Counts { let likes: Int; init(post: Post) { likes = post.likes + 1 } }
        final class Provider {
            static let shared = Provider()
            private var cache: \(cache) = [:]
            func counts(for post: Post) -> Counts {
                \(lookup)
                let made = Counts(post: post)
                \(store)
                return made
            }
        }
        struct Row: View {
            let post: Post
            var body: some View {
                VStack {
                    Text(post.title)
                    Text("\\(Provider.shared.counts(for: post).likes) likes")
                }
            }
        }
        #Preview { Row(post: Post(title: "Hello", likes: 41)) }
        """
    }

    @Test func aCastLookupFollowedByItsStoreIsAMiss() throws {
        let shown = try #require(
            FoundationFormatterTests.texts(
                source(lookup: "if let hit = cache[post.title] as? Counts { return hit }", store: "cache[post.title] = made")))
        #expect(shown.texts == ["Hello", "42 likes"])
        #expect(shown.standIns == 0)
    }

    @Test func aPlainLookupFollowedByItsStoreIsAMiss() throws {
        let shown = try #require(
            FoundationFormatterTests.texts(
                source(
                    lookup: "if let hit = cache[post.title] { return hit }", store: "cache[post.title] = made",
                    cache: "[String: Counts]")))
        #expect(shown.texts == ["Hello", "42 likes"])
        #expect(shown.standIns == 0)
    }

    @Test func aBodyThatDoesMoreIsStillADecision() throws {
        // The body does more than return the bound name: not a memo, so its first branch is taken.
        let shown = try #require(
            FoundationFormatterTests.texts(
                source(lookup: "if let hit = cache[post.title] { return hit as! Counts }", store: "cache[post.title] = made")))
        #expect(shown.standIns == 1)
    }

    @Test func aLookupWithoutItsStoreIsStillUnknown() throws {
        // Nothing stores under that key: the dictionary is filled elsewhere, so the lookup is not a memo.
        let shown = try #require(
            FoundationFormatterTests.texts(
                source(lookup: "if let hit = cache[post.title] as? Counts { return hit }", store: "cache[\"other\"] = made")))
        #expect(shown.texts.first == "Hello")
        #expect(shown.standIns == 1)
    }
}
