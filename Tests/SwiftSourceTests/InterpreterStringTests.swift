import LayoutEngine
import SwiftSource
import Testing

/// Text shaped by the standard library and by the project's own extensions of standard types:
/// each example is a view's source and the strings it shows, all content from the source.
@Suite struct InterpreterStringTests {
    private func texts(_ declarations: String, body: String) throws -> [String] {
        let source =
            "import SwiftUI\n\(declarations)\nstruct Shown: View {\n    var body: some View {\n        VStack {\n\(body)\n        }\n    }\n}\n"
        let shown = try StateHolderTests.shownTexts(source, screen: "Shown")
        #expect(shown.allSatisfy { $0.standIn == nil }, "stand-ins in \(shown)")
        return shown.map(\.text)
    }

    @Test func aConcatenatedTextWithAStandInPartIsAStandIn() throws {
        // `Text("(") + Text(remaining) + Text(" left)")`: the middle part is a value the preview's store
        // gives at run time, so the whole text stands in, and a finding on it says so.
        let texts = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            struct Left: View {
                let remaining: String
                var body: some View { Text("(") + Text(remaining) + Text(" left)") }
            }
            #Preview("Left") { Left(remaining: Store.shared.remaining) }
            """, screen: "Left")
        #expect(texts.map(\.text) == ["(3 left)"])
        #expect(texts.map(\.standIn) == ["remaining"])
    }

    @Test func numberLiteralsInEverySpellingSwiftAccepts() throws {
        let shown = try texts(
            "",
            body: #"""
                Text("\(1_000_000) \(0.5) \(1_0.2_5)")
                Text("\(0x1F) \(0b1010) \(0o17) \(0xFF_FF)")
                """#)
        #expect(shown == ["1000000 0.5 10.25", "31 10 15 65535"])
    }

    @Test func reduceWithAnOperatorOrAClosureAndTheLargestAndSmallestNumber() throws {
        let shown = try texts(
            """
            struct Sale { var donut: String; var count: Int }
            let sales = [Sale(donut: "Classic", count: 5), Sale(donut: "Cosmos", count: 12), Sale(donut: "Fudge", count: 3)]
            """,
            body: #"""
                Text("\(sales.map(\.count).reduce(0, +)) donuts")
                Text(sales.map(\.donut).reduce("") { $0 + $1.prefix(1) })
                Text("Best day: \(sales.map(\.count).max() ?? 0)")
                Text("Worst day: \(sales.map(\.count).min() ?? 0)")
                """#)
        #expect(shown == ["20 donuts", "CCF", "Best day: 12", "Worst day: 3"])
    }

    @Test func reduceIntoChangesTheAccumulatorInPlaceAndAppendGrowsALocalArray() throws {
        let shown = try texts(
            """
            struct Move { var word: String; var score: Int }
            let moves = [Move(word: "CAB", score: 12), Move(word: "TAXI", score: 30)]
            func words() -> [String] {
                var found: [String] = []
                for move in moves { found.append(move.word.lowercased()) }
                found.append(contentsOf: ["end"])
                return found
            }
            """,
            body: #"""
                Text("\(moves.reduce(into: 0) { $0 += $1.score }) points")
                Text(moves.reduce(into: "") { total, move in total += move.word.prefix(1) })
                Text(words().joined(separator: ", "))
                """#)
        #expect(shown == ["42 points", "CT", "cab, taxi, end"])
    }

    @Test func reduceOverValuesNotKnownIsNotKnown() throws {
        // One count comes from a store: the total is a stand-in, not a sum that leaves it out.
        let shown = try StateHolderTests.shownTexts(
            #"""
            import SwiftUI
            struct Total: View {
                let counts: [Int]
                var body: some View { Text("\(counts.reduce(0, +)) donuts") }
            }
            #Preview("Total") { Total(counts: [4, Store.shared.count]) }
            """#, screen: "Total")
        #expect(shown.count == 1)
        #expect(shown.first?.standIn != nil)
    }

    @Test func conversionsToANumberTypeTheProjectExtendsAreConversions() throws {
        // `extension Int` declares no new type: `Int(x)` still converts, `Int()` is zero, and a
        // conversion of a value not known (a date from a store) is a number not known, never an empty instance.
        let shown = try StateHolderTests.shownTexts(
            #"""
            import SwiftUI
            extension Int { var doubled: Int { self * 2 } }
            struct Times: View {
                let elapsed: Double
                var body: some View {
                    VStack {
                        Text("\(Int(elapsed)) s")
                        Text("\(Int(2.9).doubled) \(Int()) \(Int("12") ?? 0)")
                        Text("\(Int(Clock.shared.start.timeIntervalSinceNow)) s")
                    }
                }
            }
            #Preview("Times") { Times(elapsed: 61.5) }
            """#, screen: "Times")
        #expect(shown.map(\.text).prefix(2) == ["61 s", "4 0 12"])
        #expect(shown.map(\.standIn).prefix(2) == [nil, nil])
        #expect(shown.count == 3)
        #expect(shown.last?.standIn != nil)
    }

    @Test func anImageInATextIsASymbolInTheLineNotAStandIn() throws {
        // Interpolated or concatenated, an image is drawn in the text's line and font: the text holds
        // U+FFFC in its place (measured a symbol wide), and its words are the source's.
        let shown = try StateHolderTests.shownTexts(
            #"""
            import SwiftUI
            struct Posted: View {
                let when: String
                var body: some View {
                    VStack {
                        Text("\(Image(systemName: "globe")) ⸱ \(when)")
                        Text(Image(systemName: "star.fill")) + Text(" 4.5").bold()
                        Text("Rated ") + Text(Image(systemName: "star.fill").renderingMode(.original))
                    }
                }
            }
            #Preview("Posted") { Posted(when: "5m") }
            """#, screen: "Posted")
        #expect(shown.map(\.text) == ["\u{FFFC} ⸱ 5m", "\u{FFFC} 4.5", "Rated \u{FFFC}"])
        #expect(shown.allSatisfy { $0.standIn == nil })
    }

    @Test func dictionariesWrittenReadByKeyCountedAndSortedIntoTheirEntries() throws {
        // A word's reactions by player, sorted by player and shown by value; a nil dictionary
        // coalesced to `[:]` shows none. Labels are read by key, with and without a default.
        let source = #"""
            import SwiftUI
            enum Reaction: String { case angel = "😇", fire = "🔥" }
            struct Played { var word: String; var reactions: [Int: Reaction]? }
            struct Word: View {
                let played: Played
                let labels: [String: String] = ["en": "English", "fr": "French"]
                var body: some View {
                    VStack {
                        ForEach(reactions(for: played), id: \.self) { reaction in Text(reaction.rawValue) }
                        Text("\(labels["fr"] ?? "?"), \(labels["de", default: "German"]), \(labels.count) labels")
                        Text(labels.keys.sorted(by: >).joined(separator: " "))
                        Text(labels.values.sorted().joined(separator: " "))
                        Text(played.reactions?.isEmpty == false ? "reacted" : "no reactions")
                    }
                }
                func reactions(for played: Played) -> [Reaction] {
                    (played.reactions ?? [:]).sorted(by: { $0.key < $1.key }).map(\.value)
                }
            }
            #Preview("Reacted") { Word(played: Played(word: "HELLO", reactions: [1: .fire, 0: .angel])) }
            #Preview("Quiet") { Word(played: Played(word: "HELLO", reactions: nil)) }
            """#
        let reacted = try StateHolderTests.shownTexts(source, screen: "Reacted")
        #expect(
            reacted.map(\.text) == ["😇", "🔥", "French, German, 2 labels", "fr en", "English French", "reacted"])
        #expect(reacted.allSatisfy { $0.standIn == nil })
        let quiet = try StateHolderTests.shownTexts(source, screen: "Quiet")
        #expect(quiet.map(\.text) == ["French, German, 2 labels", "fr en", "English French", "no reactions"])
    }

    @Test func rawValuesWrittenAndImplicit() throws {
        // A written raw value wins over the case's name; whole-number raw values count on from the
        // last one written, from zero when none is.
        let shown = try texts(
            """
            enum Reaction: String { case angel = "😇", fire = "🔥"; case plain }
            enum Rank: Int { case first = 1, second, third; case last = 10, afterLast }
            enum Level: Int { case low, high }
            """,
            body: #"""
                Text("\(Reaction.angel.rawValue) \(Reaction.fire.rawValue) \(Reaction.plain.rawValue)")
                Text("\(Rank.third.rawValue) \(Rank.afterLast.rawValue) \(Level.high.rawValue)")
                """#)
        #expect(shown == ["😇 🔥 plain", "3 11 1"])
    }

    @Test func filterKeepsWhatItsTestAcceptsAndSubscriptsTheTypeDeclares() throws {
        // `filter` keeps the rows its test accepts (an unknown answer keeps the row); a project
        // type's subscript runs its getter; `reversed()` reverses.
        let shown = try texts(
            """
            enum Flavor: CaseIterable { case sweet, salty }
            struct Profile {
                var sweet = 3
                var salty = 1
                subscript(flavor: Flavor) -> Int {
                    get { switch flavor { case .sweet: return sweet
                                          case .salty: return salty } }
                    set { }
                }
                subscript(label label: String) -> String { "\\(label): \\(sweet + salty)" }
            }
            struct Move { let mine: Bool; let word: String }
            let moves = [Move(mine: true, word: "CUBE"), Move(mine: false, word: "TOWER"), Move(mine: true, word: "ISO")]
            """,
            body: #"""
                Text("\(Profile()[.sweet]) \(Profile()[.salty]) \(Profile()[label: "total"])")
                Text(moves.filter { $0.mine }.map(\.word).joined(separator: ", "))
                Text(moves.filter(\.mine).reversed().map(\.word).joined(separator: ", "))
                Text("\(moves.filter { !$0.mine }.count) theirs")
                """#)
        #expect(shown == ["3 1 total: 4", "CUBE, ISO", "ISO, CUBE", "1 theirs"])
    }

    @Test func initialsFromANameThroughAStringExtension() throws {
        let shown = try texts(
            """
            extension String {
                var initials: String { split(separator: " ").compactMap { $0.first }.map(String.init).joined() }
                func initialsUppercased() -> String { initials.uppercased() }
            }
            """, body: #"Text("Ada Lovelace".initials); Text("grace brewster hopper".initialsUppercased())"#)
        #expect(shown == ["AL", "GBH"])
    }

    @Test func languageNamesFromFoundationsLocaleForCasesMadeInAMap() throws {
        // `.custom(languageCode: $0)` keeps its payload until the declared `[LanguageOption]` makes it a
        // case; each name is the one Foundation gives the language in its own locale or in English.
        let shown = try texts(
            """
            enum LanguageOption {
                case system
                case custom(languageCode: String)
                static let allCases: [LanguageOption] = [.system] + codes.map { .custom(languageCode: $0) }
                private static let codes = ["de", "fr", "zz"]
                var title: String {
                    switch self {
                    case .system: "Default (System)"
                    case let .custom(languageCode: code):
                        Locale(identifier: code).localizedString(forIdentifier: code)?.localizedCapitalized
                            ?? Locale.current.localizedString(forLanguageCode: code) ?? code
                    }
                }
            }
            """,
            body: """
                ForEach(LanguageOption.allCases, id: \\.self) { Text($0.title) }
                Text(Locale.current.localizedString(forRegionCode: "CH") ?? "")
                """)
        #expect(shown == ["Default (System)", "Deutsch", "Français", "zz", "Switzerland"])
    }

    @Test func optionalMapOnAValueThatIsThere() throws {
        // `Optional.map` calls its closure with the value when there is one: on a number, on a model,
        // and on a parenthesized optional chain of text (not String's `map` over its characters).
        let shown = try texts(
            """
            struct Player { var displayName: String?; var score: Int?; var rank: Rank? }
            struct Rank { var place: Int }
            enum Sample { static let you: Player? = Player(displayName: "Blob", score: 7, rank: Rank(place: 2)) }
            """,
            body: """
                Text((Sample.you?.displayName).map { "Hi, " + $0 } ?? "You")
                Text(Sample.you?.score.map { "\\($0) points" } ?? "No score")
                Text(Sample.you?.rank.map { "#\\($0.place)" } ?? "-")
                Text(Sample.you?.score.flatMap { $0 > 5 ? "High" : nil } ?? "Low")
                """)
        #expect(shown == ["Hi, Blob", "7 points", "#2", "High"])
    }

    @Test func aPriceInItsStoresLocale() throws {
        // A store product's price (`NSDecimalNumber`) and locale, as a paywall shows them: the symbol
        // Foundation gives the locale's currency, and the amount through `NSNumber`'s views of it.
        let shown = try texts(
            """
            struct Product {
                let price: NSDecimalNumber
                let priceLocale: Locale
                static let yearly = Product(price: 4.99, priceLocale: Locale(identifier: "en_GB"))
            }
            """,
            body: """
                Text(Product.yearly.priceLocale.currencySymbol ?? "$")
                Text("\\(Product.yearly.price.doubleValue, specifier: "%.2f")")
                Text(Locale(identifier: "de_DE").currencyCode ?? "")
                Text("\\(Product.yearly.price.intValue) or more")
                Text(Locale(identifier: "fr_FR").decimalSeparator ?? ".")
                """)
        #expect(shown == ["£", "4.99", "EUR", "4 or more", ","])
    }

    @Test func loopsAndAssignmentsToLocalsInComputedProperties() throws {
        // A `for` loop over known values, an `if` that assigns the property's own locals, and `+=`.
        let shown = try texts(
            """
            enum Flavor: CaseIterable { case salty, sweet, sour
                var name: String { switch self { case .salty: "Salty"; case .sweet: "Sweet"; case .sour: "Sour" } }
            }
            struct Profile {
                var values: [Int] = [2, 5, 3]
                var strongest: (Flavor, Int) {
                    var highest = 0
                    var best = Flavor.sweet
                    for (index, flavor) in Flavor.allCases.enumerated() {
                        let value = values[index]
                        if value > highest {
                            highest = value
                            best = flavor
                        }
                    }
                    return (best, highest)
                }
                var summary: String {
                    var text = ""
                    for flavor in Flavor.allCases where flavor != .sour { text += flavor.name + " " }
                    for step in 1...3 { text += "\\(step)" }
                    return text
                }
            }
            """, body: #"Text(Profile().strongest.0.name); Text("\(Profile().strongest.1)"); Text(Profile().summary)"#)
        #expect(shown == ["Sweet", "5", "Salty Sweet 123"])
    }

    @Test func aLoopOverValuesNotKnownRunsNoIterationAndSaysSo() throws {
        let source = """
            import SwiftUI
            struct Feed: View {
                let titles: [String]
                var joined: String {
                    var text = "Titles:"
                    for title in titles { text += " " + title }
                    return text
                }
                var body: some View { Text(joined) }
            }
            #Preview("Feed") { Feed(titles: loadTitles()) }
            """
        let screen = try #require(SwiftUIProject(sources: [(path: "Feed.swift", text: source)]).screens(profiles: [.asWritten]).first)
        // What the loop would have added is not known: the text stands in, it is not "Titles:".
        #expect(screen.root.outline(locations: false).contains("stand-in(joined, not read)"))
        #expect(screen.coverage.notes.contains { $0.contains("a loop over titles, whose elements are not known, is not run") })
    }

    @Test func anEnumsPropertyWinsOverACaseOfTheSameNameInItsInstanceCode() throws {
        // Swift does not let `title` mean the case in instance code: it is the property.
        let shown = try texts(
            """
            enum Tag {
                case title(String)
                case city(String)
                var title: String {
                    switch self {
                    case .title(let string): string
                    case .city(let name): "City: " + name
                    }
                }
                var label: String { title }
                static var all: [Tag] { [title("Fresh"), .city("Oslo")] }
            }
            """, body: #"ForEach(Tag.all, id: \\.label) { Text($0.label) }"#)
        #expect(shown == ["Fresh", "City: Oslo"])
    }

    @Test func aCodeGroupedInThreesByEnumeratingItsCharacters() throws {
        let shown = try texts(
            """
            struct Code {
                let code: String
                var displayCode: String {
                    code.enumerated().map { index, character in
                        guard (index + 1) % 3 == 0 else { return "\\(character)" }
                        return "\\(character) "
                    }
                    .joined()
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                }
            }
            """, body: #"Text(Code(code: "123456").displayCode)"#)
        #expect(shown == ["123 456"])
    }

    @Test func cuttingAndReplacing() throws {
        let shown = try texts(
            "let headline = \"  Breaking: markets rally  \"",
            body: """
                Text(headline.trimmingCharacters(in: .whitespaces))
                Text(headline.trimmingCharacters(in: .whitespaces).prefix(8))
                Text(headline.replacingOccurrences(of: "rally", with: "fall").trimmingCharacters(in: .whitespaces))
                Text("a,b,c".components(separatedBy: ",").joined(separator: " · "))
                """)
        #expect(shown == ["Breaking: markets rally", "Breaking", "Breaking: markets fall", "a · b · c"])
    }

    @Test func optionalChainingOnNilIsNilAndAnExtensionPropertyReadsSelf() throws {
        let shown = try texts(
            """
            extension String { var nilIfEmpty: String? { isEmpty ? nil : self } }
            struct Account { let name: String; let detail: String? }
            let account = Account(name: "Work", detail: nil)
            """,
            body: """
                if let name = account.name.nilIfEmpty { Text(name) }
                if let detail = account.detail?.nilIfEmpty { Text(detail) }
                if let blank = "".nilIfEmpty { Text(blank) }
                """)
        #expect(shown == ["Work"])
    }

    @Test func aKeyPathCalledAsAFunctionAndABindingReadThroughItsGetter() throws {
        let shown = try texts(
            """
            struct Toast { let text: String }
            struct Model { var toast: Toast? = Toast(text: "Copied"); var names = [Toast(text: "A"), Toast(text: "B")] }
            func read<Value>(_ model: Model, _ get: (Model) -> Value) -> Value { get(model) }
            """,
            body: """
                if let toast = Binding(get: { read(Model(), \\.toast) }, set: { _ in }).wrappedValue { Text(toast.text) }
                Text(Model().names.map(\\.text).joined(separator: "+"))
                """)
        #expect(shown == ["Copied", "A+B"])
    }

    @Test func bareCaseNamesInsideTheEnumsOwnCode() throws {
        let shown = try texts(
            """
            enum Tint {
                case none, blue, green
                static var all: [Tint] { [blue, green] }
                var name: String {
                    switch self {
                    case .none: "None"
                    case .blue: "Blue"
                    case .green: "Green"
                    }
                }
            }
            """, body: "ForEach(Tint.all, id: \\.self) { tint in Text(tint.name) }")
        #expect(shown == ["Blue", "Green"])
    }

    @Test func caseLetBindsTheWholePatternsNames() throws {
        let shown = try texts(
            """
            struct Code { var code: String }
            enum Kind { case shared(model: Code), pending, owned(model: Code, note: String) }
            func shownCode(_ kind: Kind) -> String {
                switch kind {
                case let .shared(model): return model.code
                case .pending: return "…"
                case let .owned(model, note): return model.code + " " + note
                }
            }
            """, body: #"Text(shownCode(.shared(model: Code(code: "A1")))); Text(shownCode(.owned(model: Code(code: "B2"), note: "mine")))"#
        )
        #expect(shown == ["A1", "B2 mine"])
    }

    @Test func aRangeIsTheCollectionOfItsNumbers() throws {
        let shown = try texts(
            "let hours = 3",
            body: #"""
                Text((1...4).map { "\($0)" }.joined(separator: ","))
                Text((0..<hours).reversed().map(String.init).joined())
                Text("\(Array(1...12).count) months, \((0..<hours).count) hours, \((1...5).last ?? 0) stars")
                Text((1...3).contains(2) && !(0..<3).contains(3) ? "inside" : "outside")
                Text((1...10).filter { $0 % 5 == 0 }.map { "\($0)" }.joined(separator: " "))
                """#)
        #expect(shown == ["1,2,3,4", "210", "12 months, 3 hours, 5 stars", "inside", "5 10"])
    }

    @Test func droppingAndTakingElementsOfAnArray() throws {
        let shown = try texts(
            #"let words = ["Swift", "Large", "Text", "Sizes"]"#,
            body: #"""
                Text(words.dropFirst().joined(separator: " "))
                Text(words.dropLast(2).joined(separator: " "))
                Text(words.prefix(1).joined() + words.suffix(1).joined())
                Text(String("Reflow".dropFirst(2).dropLast()))
                """#)
        #expect(shown == ["Large Text Sizes", "Swift Large", "SwiftSizes", "flo"])
    }

    @Test func aPrefixOfACountTheCodeDoesNotGiveIsNotEmpty() throws {
        // `prefix(limit)` with a limit the app sets while running: the rows are not known, so the
        // text stands in rather than showing an empty string as known content.
        let shown = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            struct Tags: View {
                let tags = ["one", "two", "three"]
                let limit: Int
                var body: some View { Text(tags.prefix(limit).joined(separator: ", ")) }
            }
            #Preview { Tags(limit: Settings.shared.limit) }
            """, screen: "Tags")
        #expect(shown.count == 1)
        #expect(shown.first?.text != "")
        #expect(shown.first?.standIn != nil)
    }

    @Test func logicWithOneUnknownSideThatTheOtherSideDecides() throws {
        // `x && false` is false and `x || true` is true whatever `x` is: no branch is left to decide.
        let shown = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            struct Badge: View {
                let isPro: Bool
                let showsBadge = false
                var body: some View {
                    VStack {
                        if isPro && showsBadge { Text("Pro") } else { Text("Free") }
                        Text(isPro || !showsBadge ? "Plans" : "Upgrade")
                    }
                }
            }
            #Preview { Badge(isPro: Store.shared.isPro) }
            """, screen: "Badge")
        #expect(shown.map(\.text) == ["Free", "Plans"])
    }

    @Test func aWrappedPropertyReadThroughSelfWithItsBindingOrStorageName() throws {
        let shown = try texts(
            """
            final class Model: ObservableObject { @Published var tags = ["Hymns", "Psalms"] }
            struct Tagged: View {
                @ObservedObject var model = Model()
                var body: some View { Text(self.$model.tags.wrappedValue.joined(separator: " & ") + " " + self._model.wrappedValue.tags[0]) }
            }
            """,
            body: "Tagged()")
        #expect(shown == ["Hymns & Psalms Hymns"])
    }

    @Test func aSpecifierInAnInterpolationPadsAndSignsAsPrintfDoes() throws {
        let shown = try texts(
            "let minutes = 7; let seconds = 5; let change = 2.5",
            body: #"""
                Text("\(minutes, specifier: "%02d"):\(seconds, specifier: "%02d")")
                Text("\(change, specifier: "%+.1f") % \(255, specifier: "%X")")
                """#)
        #expect(shown == ["07:05", "+2.5 % FF"])
    }

    @Test func integersDivideAsWholeNumbersAndFloatingPointNumbersDoNot() throws {
        let shown = try texts(
            """
            func timePlayed(seconds: Int) -> String {
                let hours = seconds / 60 / 60
                let minutes = (seconds / 60) % 60
                return "\\(hours)h \\(minutes)m"
            }
            struct Stats: View {
                let total: Double = 10
                let games = 4
                var body: some View {
                    VStack {
                        Text(timePlayed(seconds: 42_000))
                        Text("\\(total / 4) per game, \\(games / 3) rows, \\(Double(games) / 8) of a set")
                        Text("\\([1, 2, 3].count / 2) pair, \\(Double(games) / 2.5) sets")
                    }
                }
            }
            """,
            body: "Stats()")
        #expect(shown == ["11h 40m", "2.5 per game, 1 rows, 0.5 of a set", "1 pair, 1.6 sets"])
        // A closure's parameter is a new name, whatever type a local of that name outside has.
        let shadowed = try texts("", body: "let count = 7\n" + #"Text([2.5].map { count in "\(count / 2)" }.joined() + " \(count / 2)")"#)
        #expect(shadowed == ["1.25 3"])
    }

    @Test func aCollectionExtensionAppliesToStringsAndArrays() throws {
        // `if let name = name.nilIfEmpty` binds what the extension returns, not the outer `name`.
        let shown = try texts(
            """
            extension Collection { var nilIfEmpty: Self? { isEmpty ? nil : self } }
            extension Sequence { func joinedWithCommas() -> String { map { "\\($0)" }.joined(separator: ", ") } }
            struct Row: View {
                let name: String
                let note: String?
                let blank = ""
                var body: some View {
                    VStack {
                        if let name = name.nilIfEmpty { Text(name) }
                        if let note = note?.nilIfEmpty { Text(note) }
                        if let blank = blank.nilIfEmpty { Text(blank) } else { Text("No subtitle") }
                        Text([1, 2, 3].nilIfEmpty?.joinedWithCommas() ?? "")
                    }
                }
            }
            """,
            body: #"Row(name: "Five", note: nil)"#)
        #expect(shown == ["Five", "No subtitle", "1, 2, 3"])
    }

    @Test func splittingWhereACharactersTestSays() throws {
        let shown = try texts(
            #"let verse = "Christ, our day,\nand our light""#,
            body: #"""
                Text(verse.split(whereSeparator: \.isWhitespace).joined(separator: "|"))
                Text(verse.split { $0 == "," || $0.isNewline }.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "/"))
                Text("A1b2".filter(\.isNumber).count == 2 ? "two digits" : "no")
                """#)
        #expect(shown == ["Christ,|our|day,|and|our|light", "Christ/our day/and our light", "two digits"])
    }

    @Test func aLocalizableLiteralIsInlineMarkdownAndAVerbatimOneIsNot() throws {
        let shown = try texts(
            "let count = 3",
            body: #"""
                Text("Tap **Add** to start, or *skip* ~~now~~")
                Text("5 * 3 * 2 = 30, snake_case_name, \\*starred\\*")
                Text(verbatim: "**raw**")
                Text((try? AttributedString(markdown: "By signing in you accept the [Terms](https://example.com/terms) and `Privacy`")) ?? "")
                Text(String(describing: count) + " " + String(describing: 2.5))
                """#)
        #expect(
            shown == [
                "Tap Add to start, or skip now", "5 * 3 * 2 = 30, snake_case_name, *starred*", "**raw**",
                "By signing in you accept the Terms and Privacy", "3 2.5",
            ])
    }

    @Test func aVeryLongLiteralIsDrawnAsWrittenWithoutReadingItsMarkdown() throws {
        // Unclosed delimiters over thousands of characters would make every match scan to the end.
        let long = String(repeating: "** x _y ", count: 600)
        let shown = try texts("", body: "Text(\"\(long)\")\nText(\"__bold__ and snake__case__name\")")
        #expect(shown == [long, "bold and snake__case__name"])
    }

    @Test func anErrorsMessageIsTheOneItsUserInfoGives() throws {
        let shown = try texts(
            """
            struct Failure: View {
                let error: Error
                var body: some View { Text(error.localizedDescription) }
            }
            """,
            body: #"Failure(error: NSError(domain: "", code: 0, userInfo: [NSLocalizedDescriptionKey: "Something went wrong"]))"#)
        #expect(shown == ["Something went wrong"])
    }
}
