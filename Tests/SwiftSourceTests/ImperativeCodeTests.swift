import SwiftSource
import Testing

/// The imperative code models and helpers run to build what a screen shows: dictionaries made and
/// changed entry by entry, closures that change the variables of the code around them, loops that
/// `continue` or `break`, `switch` statements that assign, and locals whose declared type makes their
/// cases.
@Suite struct ImperativeCodeTests {
    private func texts(_ body: String, declarations: String = "") throws -> [String] {
        let source = """
            import SwiftUI
            enum Kind: String { case fruit, nut, seed
                var title: String {
                    switch self {
                    case .fruit: "Fruits"
                    case .nut: "Nuts"
                    case .seed: "Seeds"
                    }
                }
            }
            \(declarations)
            struct Sample: View {
                var body: some View {
                    \(body)
                }
            }
            #Preview { Sample() }
            """
        return try #require(FoundationFormatterTests.texts(source)).texts
    }

    @Test func dictionariesAreMadeFromPairsAndGroups() throws {
        let texts = try texts(
            """
            let names = ["apple", "avocado", "banana", "cherry", "blueberry"]
            let byLetter = Dictionary(grouping: names, by: { $0.prefix(1) })
            let lengths = Dictionary(uniqueKeysWithValues: names.map { (key: $0, value: $0.count) })
            let totals = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
            return VStack {
                Text("\\(byLetter["a"]?.joined(separator: ",") ?? "-") \\(byLetter["b"]?.count ?? 0)")
                Text("\\(lengths["banana"] ?? 0) \\(lengths.count)")
                Text("\\(totals["a"] ?? 0) \\(totals["b"] ?? 0)")
            }
            """)
        #expect(texts == ["apple,avocado 2", "6 5", "4 2"])
    }

    @Test func aLocalDictionaryChangesEntryByEntry() throws {
        // `[key, default:]` appends and adds in place; `= nil` removes the entry; a case written `.nut` is the
        // same key as the case the code made.
        let texts = try texts(
            """
            var groups: [Kind: [String]] = [:]
            var counts: [String: Int] = [:]
            for (name, kind) in [("apple", Kind.fruit), ("pecan", Kind.nut), ("pear", Kind.fruit)] {
                groups[kind, default: []].append(name)
                counts[kind.rawValue, default: 0] += 1
            }
            counts["seed"] = 9
            counts["seed"] = nil
            return VStack {
                Text(groups[.fruit]?.joined(separator: ",") ?? "-")
                Text("\\(groups[.nut]?.count ?? 0) \\(counts["fruit"] ?? 0) \\(counts["seed"] ?? -1) \\(counts.count)")
            }
            """)
        #expect(texts == ["apple,pear", "1 2 -1 2"])
    }

    @Test func aClosureChangesTheVariablesOfTheCodeAroundIt() throws {
        // `forEach` and `map` run their closure in order, and it shares the variables it changes with the caller.
        let texts = try texts(
            """
            var total = 0
            var seen: [Kind: Int] = [:]
            [Kind.fruit, .nut, .fruit].forEach { kind in
                total += 1
                seen[kind, default: 0] += 1
            }
            var running = 0
            let sums = [1, 2, 3, 4].map { value in
                running += value
                return running
            }
            return VStack {
                Text("\\(total) \\(seen[.fruit] ?? 0) \\(seen[.nut] ?? 0)")
                Text(sums.map { "\\($0)" }.joined(separator: ","))
            }
            """)
        #expect(texts == ["3 2 1", "1,3,6,10"])
    }

    @Test func loopsContinueAndBreakAndASwitchAssigns() throws {
        // A `break` in a `switch` case leaves the `switch`, not the loop; a `guard … else { continue }` moves on.
        let texts = try texts(
            """
            var total = 0
            var seen: [String] = []
            let known: [Int: String] = [1: "one", 3: "three", 4: "four", 5: "five", 6: "six"]
            for number in 1...10 {
                guard let name = known[number] else { continue }
                if number > 5 { break }
                switch number {
                case 3: break
                default: total += number
                }
                seen.append(name)
            }
            return Text("\\(total) \\(seen.joined(separator: ","))")
            """)
        #expect(texts == ["10 one,three,four,five"])
    }

    @Test func aLocalsDeclaredTypeMakesItsCases() throws {
        let texts = try texts(
            """
            let order: [Kind] = [.nut, .fruit]
            let first: Kind = .seed
            return VStack {
                ForEach(order, id: \\.self) { kind in Text(kind.title) }
                Text(first.title)
            }
            """)
        #expect(texts == ["Nuts", "Fruits", "Seeds"])
    }

    @Test func aTypeNamedInLowerCaseIsStillTheProjectsType() throws {
        let texts = try texts(
            "Text(\"\\(iOSTabs.Storage().first) \\(Int(pow(2.0, 10.0)))\")",
            declarations: """
                enum iOSTabs {
                    struct Storage { var first = Kind.nut.title }
                }
                """)
        #expect(texts == ["Nuts 1024"])
    }

    @Test func whatABranchAssignsBeforeItLeavesIsKept() throws {
        // `found = n; break`, `skipped += 1; continue` in a `guard`'s `else`, a `switch` case that `continue`s.
        let texts = try texts(
            """
            var found = -1
            for n in [1, 5, 8] { if n > 3 { found = n; break } }
            var skipped = 0
            var total = 0
            for n in [-1, 2, -3, 4] {
                guard n > 0 else { skipped += 1; continue }
                switch n {
                case 2: continue
                default: total += n
                }
            }
            var rounds = 0
            while true {
                rounds += 1
                if rounds > 4 { break }
            }
            return Text("\\(found) \\(skipped) \\(total) \\(rounds)")
            """)
        #expect(texts == ["5 2 4 5"])
    }

    @Test func aLabelledJumpGoesToTheLoopItNames() throws {
        let texts = try texts(
            """
            var pairs = 0
            outer: for i in 1...3 {
                for j in 1...3 {
                    if j > i { continue outer }
                    pairs += 1
                }
            }
            var last = 0
            search: for i in 1...5 {
                for j in 1...5 where i * j == 12 {
                    last = i * 10 + j
                    break search
                }
            }
            return Text("\\(pairs) \\(last)")
            """)
        #expect(texts == ["6 34"])
    }

    @Test func aNameTheCodeBindsAnewIsNotTheCallers() throws {
        // A closure's own `var total`, an `if let total` and a loop's `total` shadow the caller's `total`; the
        // changes a `map` closure makes to the caller's variables are there after the statement.
        let texts = try texts(
            """
            var total = 100
            var labels: [String] = []
            [1, 2, 3].forEach { n in
                var total = 0
                total += n
                labels.append("\\(total)")
            }
            var count = 0
            [1, 2].forEach { n in
                if let count = Optional(n * 10) { labels.append("\\(count)") }
                count += 1
            }
            for total in [7, 8] { labels.append("\\(total)") }
            var sum = 0
            let running = [1, 2, 3].map { value -> Int in
                sum += value
                return sum
            }
            return VStack {
                Text("\\(total) \\(count) \\(sum)")
                Text(labels.joined(separator: ",") + " " + running.map { "\\($0)" }.joined(separator: ","))
            }
            """)
        #expect(texts == ["100 2 6", "1,2,3,10,20,7,8 1,3,6"])
    }

    @Test func aCaseWithAPayloadIsOneKeyHoweverItIsWritten() throws {
        let texts = try texts(
            """
            var counts: [Tag: Int] = [:]
            counts[.custom("a")] = 1
            counts[Tag.custom("a")] = 2
            counts[.plain] = 3
            counts[Tag.plain] = 4
            return Text("\\(counts.count) \\(counts[.custom("a")] ?? -1) \\(counts[.plain] ?? -1)")
            """,
            declarations: "enum Tag: Hashable { case plain, custom(String) }")
        #expect(texts == ["2 2 4"])
    }

    @Test func aValueMadeInsideAnotherIsTheSameWhereverItIsMade() throws {
        // `Big` spends most of a value's budget; `Outer` holds one. Made first on its own or not, `Outer`'s own
        // values are all made: what making `Big` spent is `Big`'s.
        let source = """
            import SwiftUI
            struct Big { var items: [Int] = (0..<3_000).map { $0 * 2 + 1 } }
            struct Outer {
                let big = Big()
                let more: [Int] = (0..<3_000).map { $0 * 3 }
            }
            struct Fresh: View {
                var body: some View {
                    let outer = Outer()
                    return Text("\\(outer.big.items.count) \\(outer.more.count)")
                }
            }
            struct AfterBig: View {
                var body: some View {
                    let big = Big()
                    let outer = Outer()
                    return Text("\\(big.items.count) \\(outer.big.items.count) \\(outer.more.count)")
                }
            }
            #Preview("Fresh") { Fresh() }
            #Preview("AfterBig") { AfterBig() }
            """
        #expect(try #require(FoundationFormatterTests.texts(source, screen: "Fresh")).texts == ["3000 3000"])
        #expect(try #require(FoundationFormatterTests.texts(source, screen: "AfterBig")).texts == ["3000 3000 3000"])
    }

    @Test func aLocalArrayChangesByItsMutatingMethods() throws {
        // `sort`, `reverse`, `removeFirst`, `insert(_:at:)`, `removeAll`; and `Self.` in a type's static code.
        let texts = try texts(
            """
            var names = ["pear", "apple", "fig"]
            names.sort()
            var reversed = [1, 2, 3]
            reversed.reverse()
            var queue = [1, 2, 3]
            queue.removeFirst()
            queue.insert(9, at: 0)
            var gone = [1]
            gone.removeAll()
            return Text("\\(names.joined(separator: ",")) \\(reversed.map { "\\($0)" }.joined()) \\(queue.map { "\\($0)" }.joined()) \\(gone.count) \\(Box.sortedNames().joined())")
            """,
            declarations: """
                enum Box {
                    static let all = ["c", "a", "b"]
                    static func sortedNames() -> [String] { Self.all.sorted() }
                }
                """)
        #expect(texts == ["apple,fig,pear 321 923 0 abc"])
    }

    @Test func aPackagesValueReturnedByAGetterIsNoView() throws {
        // `Self.keychain` in a static method reads the type's own static; the package's `KeychainSwift()` it
        // returns is a value there, not a box laid out on the screen.
        let source = """
            import SwiftUI
            import KeychainSwift
            enum Vault {
                private static var keychain: KeychainSwift {
                    let keychain = KeychainSwift()
                    return keychain
                }
                static func names() -> [String] {
                    let keychain = Self.keychain
                    return ["alpha", "beta"]
                }
            }
            struct Accounts: View {
                var body: some View {
                    VStack { ForEach(Vault.names(), id: \\.self) { Text($0) } }
                }
            }
            #Preview { Accounts() }
            """
        let screen = try #require(SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten]).first)
        #expect(screen.coverage.gapCounts[.opaqueView] == nil)
        #expect(try #require(FoundationFormatterTests.texts(source)).texts == ["alpha", "beta"])
    }
}
