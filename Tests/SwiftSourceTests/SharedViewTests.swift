import LayoutEngine
import SwiftSource
import Testing

/// A view made with the same data in several screens is interpreted once for all of them, and every
/// screen reads as it reads alone: where the view sets a title for a navigation stack around it, and
/// where it is made so deep that the interpreter's limits cut it.
@Suite struct SharedViewTests {
    /// Each screen of `source` named in `names` (all when nil), by name and variant, interpreted in order on one thread.
    static func screens(_ source: String, named names: Set<String>? = nil) -> (trees: [String: ViewNode], project: SwiftUIProject) {
        let project = SwiftUIProject(sources: [(path: "View.swift", text: source)])
        var trees: [String: ViewNode] = [:]
        for screen in project.screens(profiles: [.asWritten], named: names, concurrency: 1) {
            trees[screen.name + (screen.variant.map { " · " + $0 } ?? "")] = screen.root
        }
        return (trees, project)
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
                #Preview("Stack") { NavigationStack { Row(title: "Mail", count: 120) } }
                #Preview("Plain") { Row(title: "Mail", count: 120) }
                """
        let together = Self.screens(source)
        for name in ["List", "Stack", "Plain"] {
            #expect(together.trees[name] == Self.screens(source, named: [name]).trees[name], "\(name)")
        }
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
        for (name, tree) in together.trees {
            let screen = String(name.split(separator: "·").first ?? "").trimmingCharacters(in: .whitespaces)
            #expect(tree == Self.screens(source, named: [screen]).trees[name], "\(name)")
        }
        #expect(Set(together.trees.values.flatMap(Self.texts)).isSuperset(of: ["Online", "Offline since yesterday"]))
    }
}
