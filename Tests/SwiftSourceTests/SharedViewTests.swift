import LayoutEngine
import SwiftSource
import Testing

/// A view made with the same data in several screens is interpreted once for all of them, and every
/// screen reads as it reads alone: where the view sets a title for a navigation stack around it, and
/// where it is made so deep that the interpreter's limits cut it.
@Suite struct SharedViewTests {
    /// Each screen of `source` named in `names` (all when nil), by name and variant, interpreted in order on one thread.
    static func screens(_ source: String, named names: Set<String>? = nil) -> (trees: [String: ViewNode], project: SwiftUIProject) {
        let read = read(source, named: names)
        return (read.screens.mapValues(\.root), read.project)
    }

    /// Each screen's tree, notes and counts of views interpreted and not, by name and variant.
    static func read(_ source: String, named names: Set<String>? = nil)
        -> (screens: [String: (root: ViewNode, notes: [String], counts: [Int])], project: SwiftUIProject)
    {
        let project = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        var screens: [String: (root: ViewNode, notes: [String], counts: [Int])] = [:]
        for screen in project.screens(profiles: [.asWritten], named: names, concurrency: 1) {
            let coverage = screen.coverage
            screens[screen.name + (screen.variant.map { " · " + $0 } ?? "")] =
                (screen.root, coverage.notes, [coverage.interpreted, coverage.uninterpreted, coverage.fontsRead, coverage.sourceTexts])
        }
        return (screens, project)
    }

    /// Checks that every screen of `source`, and every variant, reads together as it reads alone.
    static func expectEachReadsAsAlone(_ source: String) {
        let together = read(source).screens
        let names = Set(together.keys.map { String($0.split(separator: "·").first ?? "").trimmingCharacters(in: .whitespaces) })
        for name in names {
            let alone = read(source, named: [name]).screens
            #expect(Set(alone.keys) == Set(together.keys.filter { $0 == name || $0.hasPrefix(name + " ·") }), "\(name)")
            for (key, screen) in alone {
                #expect(together[key]?.root == screen.root, "\(key)")
                #expect(together[key]?.notes == screen.notes, "\(key)")
                #expect(together[key]?.counts == screen.counts, "\(key)")
            }
        }
    }

    static func texts(_ node: ViewNode) -> [String] {
        var texts: [String] = []
        func visit(_ node: ViewNode) {
            if case .text(let string) = node.kind { texts.append(string) }
            node.children.forEach(visit)
        }
        visit(node)
        return texts
    }

    static let row = """
        import SwiftUI
        struct Badge: View {
            let count: Int
            var body: some View { Text(count > 99 ? "99+" : "\\(count)").padding(4) }
        }
        struct Row: View {
            let title: String
            let count: Int
            var body: some View {
                HStack {
                    Text(title.uppercased())
                    Spacer()
                    Badge(count: count)
                }
                .navigationTitle("Inbox")
            }
        }

        """

    @Test func aRowMadeInSeveralScreensIsKeptOnceAndReadsAsAlone() {
        let source =
            Self.row + """
                #Preview("List") { VStack { Row(title: "Mail", count: 120); Row(title: "Mail", count: 120) } }
                #Preview("Pair") { NavigationStack { VStack { Row(title: "Mail", count: 120); Row(title: "Mail", count: 120) } } }
                #Preview("Stack") { NavigationStack { Row(title: "Mail", count: 120) } }
                #Preview("Plain") { Row(title: "Mail", count: 120) }
                """
        let together = Self.screens(source)
        Self.expectEachReadsAsAlone(source)
        #expect(together.trees["Plain"].map(Self.texts) == ["MAIL", "99+"])
        #expect(together.trees["List"].map(Self.texts) == ["MAIL", "99+", "MAIL", "99+"])
        // Row and Badge outside a navigation stack; inside the stack only Badge, since Row sets the
        // stack's title there, which a reuse would not set again.
        #expect(together.project.keptViewCount == 3)
    }

    @Test func aViewMadeNearTheDepthLimitIsMadeThereNotReused() {
        // `Deep` makes the row 39 views down: the interpreter's inlining limit (40) lets the row in
        // but cuts its badge. `Shallow`, interpreted first, makes both at the top; Deep must read as alone.
        let depth = 38
        var source = Self.row
        for level in 0..<depth { source += "struct Level\(level): View { var body: some View { Level\(level + 1)() } }\n" }
        source += "struct Level\(depth): View { var body: some View { Row(title: \"Mail\", count: 7) } }\n"
        source += "#Preview(\"Shallow\") { Row(title: \"Mail\", count: 7) }\n#Preview(\"Deep\") { Level0() }\n"
        let together = Self.screens(source)
        let alone = Self.screens(source, named: ["Deep"])
        #expect(together.trees["Shallow"].map(Self.texts) == ["MAIL", "7"])
        #expect(together.trees["Deep"] == alone.trees["Deep"])
        #expect(alone.trees["Deep"].map(Self.texts) == ["MAIL"])
    }

    @Test func aViewWhoseBranchIsForcedInAVariantIsNotReusedForAnother() {
        let source = """
            import SwiftUI
            struct Status: View {
                let online: Bool
                var body: some View {
                    if online { Text("Online") } else { Text("Offline since yesterday") }
                }
            }
            struct Account: View {
                @State private var online = Bool.random()
                var body: some View { VStack { Text("Account"); Status(online: online) } }
            }
            #Preview("One") { Account() }
            #Preview("Two") { VStack { Account(); Account() } }
            """
        let together = Self.screens(source)
        Self.expectEachReadsAsAlone(source)
        #expect(Set(together.trees.values.flatMap(Self.texts)).isSuperset(of: ["Online", "Offline since yesterday"]))
    }

    @Test func aViewThatReadsAStaticMadeOnAnUndecidedBranchIsNotReused() {
        // The static's value depends on the branch each variant takes; `Card` reads it after `Header`
        // has, so what `Card` shows is not its own code's doing, and it is made again in each run.
        let source = """
            import SwiftUI
            enum Palette { static let accent = Int.random(in: 0...9) > 4 ? "Warm" : "Cool" }
            struct Header: View { var body: some View { Text("Theme: " + Palette.accent) } }
            struct Card: View { var body: some View { Text(Palette.accent.uppercased()).padding() } }
            #Preview("Both") { VStack { Header(); Card() } }
            #Preview("Again") { VStack { Header(); Card(); Card() } }
            """
        let together = Self.screens(source)
        Self.expectEachReadsAsAlone(source)
        #expect(Set(together.trees.values.flatMap(Self.texts)).isSuperset(of: ["WARM", "COOL"]))
        for (name, tree) in together.trees {
            // Every card shows the accent its screen's header shows.
            let texts = Self.texts(tree)
            let accent = texts.first?.replacingOccurrences(of: "Theme: ", with: "").uppercased()
            #expect(texts.dropFirst().allSatisfy { $0 == accent }, "\(name): \(texts)")
        }
    }
}
