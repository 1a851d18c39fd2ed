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
}
