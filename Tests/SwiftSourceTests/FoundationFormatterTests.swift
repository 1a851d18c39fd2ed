import LayoutEngine
import SwiftSource
import Testing

/// Foundation formatters the code makes and sets up print what their settings say: dates in the
/// sample date's shape, numbers when the value is known, relative dates as stand-ins in their style.
@Suite struct FoundationFormatterTests {
    /// The texts `body` shows in a `VStack` of a previewed view, after the top-level `declarations`.
    static func probeTexts(_ body: String, declarations: String = "") throws -> (texts: [String], standIns: Int) {
        let source = """
            import SwiftUI
            import Foundation
            \(declarations)
            struct Probe: View {
                var body: some View {
                    VStack {
            \(body)
                    }
                }
            }
            #Preview { Probe() }
            """
        return try #require(texts(source))
    }

    /// The texts of the screen `name` of `source` (else its first), in order, and how many of them stand in.
    static func texts(_ source: String, screen name: String? = nil) -> (texts: [String], standIns: Int)? {
        let screens = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        guard let screen = name.map({ name in screens.first { $0.name == name } }) ?? screens.first else { return nil }
        var texts: [String] = []
        func visit(_ node: ViewNode) {
            if case .text(let string) = node.kind { texts.append(string) }
            node.children.forEach(visit)
        }
        visit(screen.root)
        return (texts, screen.coverage.standInTexts)
    }

    @Test func dateFormattersMadeInAClosurePrintTheirStyles() {
        let source = """
            import SwiftUI
            struct Post { var date: Date }
            private let dayFormatter: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateFormat = "d"
                return formatter
            }()
            struct Dates: View {
                let post: Post
                static let medium: DateFormatter = {
                    var formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    return formatter
                }()
                static let stamp: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    formatter.timeStyle = .short
                    return formatter
                }()
                static let numeric: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .short
                    formatter.timeStyle = .short
                    return formatter
                }()
                static let pattern: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "EEEE, MMM d 'at' HH:mm"
                    return formatter
                }()
                var body: some View {
                    VStack {
                        Text(dayFormatter.string(from: post.date))
                        Text(Self.medium.string(from: post.date))
                        Text(Self.stamp.string(from: post.date))
                        Text(Self.numeric.string(from: post.date))
                        Text("Sent \\(post.date, formatter: Self.pattern)")
                        Text(ISO8601DateFormatter().string(from: post.date))
                    }
                }
            }
            #Preview { Dates(post: Post(date: .now)) }
            """
        let result = Self.texts(source)
        #expect(
            result?.texts == [
                "12", "Mar 12, 2026", "Mar 12, 2026 at 10:41 AM", "3/12/26, 10:41 AM", "Sent Thursday, Mar 12 at 10:41",
                "2026-03-12T17:41:07Z",
            ])
        #expect(result?.standIns == 0)
    }

    @Test func formattersSetUpInAnInitializerAreReadThroughTheSharedInstance() {
        let source = """
            import SwiftUI
            final class FormatterCache {
                static let shared = FormatterCache()
                let short: DateFormatter
                let long: DateFormatter
                init() {
                    let short = DateFormatter()
                    short.dateStyle = .short
                    short.timeStyle = .none
                    self.short = short
                    let long = DateFormatter()
                    long.dateStyle = .full
                    self.long = long
                }
            }
            struct Stamp: View {
                var body: some View {
                    VStack {
                        Text(FormatterCache.shared.short.string(from: Date()))
                        Text(FormatterCache.shared.long.string(from: Date()))
                    }
                }
            }
            #Preview { Stamp() }
            """
        #expect(Self.texts(source)?.texts == ["3/12/26", "Thursday, March 12, 2026"])
    }

    @Test func numberFormattersPrintKnownValuesInTheirStyle() {
        let source = """
            import SwiftUI
            private let rankFormatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .ordinal
                return formatter
            }()
            private let share: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .percent
                return formatter
            }()
            private let price: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .currency
                formatter.currencyCode = "EUR"
                return formatter
            }()
            private let points: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.maximumFractionDigits = 1
                return formatter
            }()
            struct Score { var rank: Int; var share: Double; var total: Double }
            struct Scores: View {
                let score: Score
                var body: some View {
                    VStack {
                        Text("\\(score.rank as NSNumber, formatter: rankFormatter)")
                        Text(share.string(from: NSNumber(value: score.share)) ?? "")
                        Text(price.string(from: 12.5 as NSNumber) ?? "")
                        Text(points.string(for: score.total) ?? "")
                        Text(rankFormatter.string(for: 23) ?? "")
                    }
                }
            }
            #Preview { Scores(score: Score(rank: 2, share: 0.25, total: 12345.67)) }
            """
        let result = Self.texts(source)
        #expect(result?.texts == ["2nd", "25%", "€12.50", "12,345.7", "23rd"])
        #expect(result?.standIns == 0)
    }

    @Test func relativeDatesStandInInTheFormattersStyle() {
        let source = """
            import SwiftUI
            struct Article {
                var publishedAt: Date
                var formattedDate: String { Self.relative.localizedString(for: publishedAt, relativeTo: .now) }
                private static let relative: RelativeDateTimeFormatter = {
                    let formatter = RelativeDateTimeFormatter()
                    formatter.unitsStyle = .abbreviated
                    return formatter
                }()
            }
            struct Row: View {
                let article: Article
                var body: some View { Text(article.formattedDate) }
            }
            #Preview { Row(article: Article(publishedAt: Feed.shared.latest)) }
            """
        let result = Self.texts(source)
        #expect(result?.texts == ["2h ago"])
        // A date Reflow does not know: what it says depends on the date and when it is read, a stand-in.
        #expect(result?.standIns == 1)
    }

    @Test func aNumberFormatterGivenAnUnknownValueLeavesAStandIn() {
        let source = """
            import SwiftUI
            private let rankFormatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .ordinal
                return formatter
            }()
            struct Rank: View {
                let rank: Int
                var body: some View { Text(rankFormatter.string(for: rank) ?? "-") }
            }
            #Preview { Rank(rank: Store.shared.rank) }
            """
        #expect(Self.texts(source)?.standIns == 1)
    }

    /// A formatter whose format Reflow did not see set (a pattern from elsewhere, a method call) would
    /// print nothing here, hiding the text: its text stands in instead.
    @Test func aFormatterSetUpInWaysReflowCannotReadLeavesAStandIn() {
        let source = """
            import SwiftUI
            private let unread: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateFormat = Settings.shared.pattern
                return formatter
            }()
            private let template: DateFormatter = {
                let formatter = DateFormatter()
                formatter.setLocalizedDateFormatFromTemplate("MMMd")
                return formatter
            }()
            struct Post { var date: Date }
            struct Stamps: View {
                let post: Post
                var body: some View {
                    VStack {
                        Text(unread.string(from: post.date))
                        Text(template.string(from: post.date))
                    }
                }
            }
            #Preview { Stamps(post: Post(date: .now)) }
            """
        let result = Self.texts(source)
        #expect(result?.texts.count == 2)
        #expect(result?.texts.contains("") == false)
        #expect(result?.standIns == 2)
    }

    @Test(arguments: [
        ("yyyy-MM-dd", "2026-03-12"), ("d MMMM yy", "12 March 26"), ("EEE h:mm a", "Thu 10:41 AM"),
        ("'Today at' HH:mm:ss", "Today at 10:41:07"), ("MMM d, ''yy", "Mar 12, '26"),
        ("yyyy-MM-dd'T'HH:mm:ss.SSSZ", "2026-03-12T10:41:07.000-0700"),
        ("LLLL", "March"), ("zzzz", "Pacific Daylight Time"),
    ])
    func datePatternsPrintTheSampleDate(pattern: String, expected: String) {
        let source = """
            import SwiftUI
            private let formatter: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateFormat = "\(pattern)"
                return formatter
            }()
            struct Stamp: View {
                var body: some View { Text(formatter.string(from: .now)) }
            }
            #Preview { Stamp() }
            """
        #expect(Self.texts(source)?.texts == [expected])
    }
}
