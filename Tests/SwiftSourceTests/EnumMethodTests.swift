import Testing

/// Methods of the project's enums run on the case (`action.count(for: post)` with `switch self`),
/// and a property's type names the type Swift finds from where it is declared: `Action` in
/// `Row.Configuration` is `Row.Action` when `Row` nests it, not another `Action` of the project.
@Suite struct EnumMethodTests {
    private let source = """
        import SwiftUI
        struct Post { var replies: Int; var likes: Int }
        enum Action { case share }
        struct ActionsRow: View {
            struct Configuration { let display: Action; let showsMenu: Bool }
            enum Action {
                case reply, like
                func count(for post: Post, compact: Bool = false) -> Int? {
                    if compact { return nil }
                    switch self {
                    case .reply: return post.replies
                    case .like: return post.likes
                    }
                }
                func title(plural: Bool) -> String { plural ? "\\(self)s" : "\\(self)" }
            }
            let post: Post
            private func configuration(for action: Action) -> Configuration { .init(display: action, showsMenu: false) }
            var body: some View {
                HStack {
                    ForEach([Action.reply, .like], id: \\.self) { action in
                        let configuration = configuration(for: action)
                        if let count = configuration.display.count(for: post) {
                            Text("\\(count) \\(configuration.display.title(plural: count != 1))")
                        }
                    }
                }
            }
        }
        #Preview { ActionsRow(post: Post(replies: 1, likes: 42)) }
        """

    @Test func aMethodOfAnEnumRunsOnTheCase() throws {
        let shown = try #require(FoundationFormatterTests.texts(source))
        #expect(shown.texts == ["1 reply", "42 likes"])
        #expect(shown.standIns == 0)
    }

    @Test func anImplicitMemberTakesTheNestedTypeAroundTheProperty() throws {
        // `.init(display: .like, …)` through the memberwise initializer: `.like` is a case of `ActionsRow.Action`.
        let direct = source.replacingOccurrences(
            of: "let configuration = configuration(for: action)",
            with: "let configuration = Configuration(display: .like, showsMenu: false)")
        let shown = try #require(FoundationFormatterTests.texts(direct))
        #expect(shown.texts == ["42 likes", "42 likes"])
    }

    @Test func aCaseReadAsAPropertyIsItsCasePath() throws {
        // `@CasePathable`: `mode.turnBased` is the payload when `mode` is that case, nil otherwise.
        let shown = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            import CasePaths
            @CasePathable enum Mode { case solo, turnBased(opponent: String), daily(Int) }
            struct Header: View {
                let mode: Mode
                var next: Mode? = nil
                var body: some View {
                    VStack {
                        if let opponent = mode.turnBased { Text("Playing \\(opponent)") }
                        Text(mode.daily == nil ? "Not daily" : "Daily")
                        Text(mode.is(\\.turnBased) && !mode.is(\\.solo) ? "Turn based" : "Other")
                        Text(next.is(\\.some.solo) ? "Then solo" : "Then nothing")
                    }
                }
            }
            #Preview { Header(mode: .turnBased(opponent: "Blob")) }
            """, screen: "Header")
        #expect(shown.map(\.text) == ["Playing Blob", "Not daily", "Turn based", "Then nothing"])
    }

    @Test func anEnumsInitializerGivesTheCaseItAssignsToSelf() throws {
        let shown = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            struct Result { var rank: Int?; var outOf: Int? }
            enum ButtonState {
                case played(rank: Int, outOf: Int), resume(score: Int), playable
                var title: String {
                    switch self {
                    case let .played(rank, outOf): "#\\(rank) of \\(outOf)"
                    case let .resume(score): "Resume \\(score)"
                    case .playable: "Play"
                    }
                }
            }
            extension ButtonState {
                init(result: Result?, score: Int?) {
                    if let rank = result?.rank, let outOf = result?.outOf {
                        self = .played(rank: rank, outOf: outOf)
                    } else if let score {
                        self = .resume(score: score)
                    } else {
                        self = .playable
                    }
                }
            }
            enum Tint: String { case red, blue = "navy" }
            struct Daily: View {
                var body: some View {
                    VStack {
                        Text(ButtonState(result: Result(rank: 3, outOf: 120), score: nil).title)
                        Text(ButtonState(result: nil, score: 40).title)
                        Text(ButtonState(result: nil, score: nil).title)
                        Text(Tint(rawValue: "navy") == .blue ? "navy is blue" : "no")
                        Text(Tint(rawValue: "green") == nil ? "no green" : "green")
                    }
                }
            }
            #Preview { Daily() }
            """, screen: "Daily")
        #expect(shown.map(\.text) == ["#3 of 120", "Resume 40", "Play", "navy is blue", "no green"])
    }
}
