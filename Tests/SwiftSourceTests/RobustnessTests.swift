import Foundation
import LayoutEngine
import Lint
import SwiftSource
import Testing

/// Bad input in a project: a note naming the file, the rest still simulated; never a crash or a hang.
@Suite struct RobustnessTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Robustness").path

    private func temporaryProject(_ files: [String: [UInt8]]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-robustness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: directory.appendingPathComponent(name)) }
        return directory.path
    }

    @Test func malformedHalfWrittenMacrosAndForeignBuildersAreReadWithoutCrashing() {
        let project = SwiftUIProject(paths: [Self.fixtures])
        #expect(project.swiftFiles.count == 6)
        let syntaxNotes = project.notes.filter { $0.contains("Swift syntax error") }.map {
            $0.split(separator: ":").first.map(String.init) ?? ""
        }
        #expect(syntaxNotes.map { URL(fileURLWithPath: $0).lastPathComponent } == ["HalfWritten.swift", "Malformed.swift"])
        let screens = project.screens(profiles: [.asWritten])
        // The HTML and SQL builders (NotSwiftUI.swift) have `body`s but are not views: no screens.
        #expect(!project.screenNames.contains("ReceiptPage") && !project.screenNames.contains("OpenOrders"))
        // NestedLayers is shown by the "Deep" preview (inside a container), so it is not a screen of its own.
        #expect(project.screenNames.contains("Store locator") && project.screenNames.contains("Deep"))
        #expect(!project.screenNames.contains("NestedLayers"))
        #expect(screens.allSatisfy { !$0.root.children.isEmpty || $0.coverage.interpreted > 0 })
    }

    @Test func viewsFromPackagesAreOpaqueBoxesWithNotesAndTheRestIsSimulated() throws {
        let project = SwiftUIProject(paths: [Self.fixtures])
        let screen = try #require(project.screens(profiles: [.asWritten], named: ["Store locator"]).first)
        let opaque = screen.coverage.notes.filter { $0.contains("a view Reflow does not know") }
            .compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) }
        // Kingfisher's `KFImage` is read as an image from the network, which its frame sizes: no box.
        #expect(opaque == ["MapView", "LottieView", "CustomBadge"])
        // MapRegion(…) is a value in @State, not a view: it is neither a box nor counted.
        #expect(!screen.coverage.notes.contains { $0.contains("MapRegion") })
        #expect(screen.coverage.uninterpreted == 3)
        #expect(screen.root.outline(locations: false).contains("Text \"Storefront Berlin Mitte\" role=heading"))
    }

    @Test func binaryInvalidUTF8AndHugeFilesAreNotesNamingThemWhileOtherFilesAreChecked() throws {
        let good = Array("import SwiftUI\nstruct Good: View { var body: some View { Text(\"fine\") } }\n".utf8)
        var huge = Array("import SwiftUI\n".utf8)
        let line = Array("let generatedValue = 12345678901234567890.0 // padding padding padding padding\n".utf8)
        while huge.count < 10 * 1024 * 1024 { huge += line }
        let directory = try temporaryProject([
            "Good.swift": good,
            "Binary.swift": [0xCF, 0xFA, 0xED, 0xFE, 0x00, 0x00, 0x01],
            "Latin1.swift": Array("let name = \"".utf8) + [0xE9] + Array("\"\n".utf8),
            "Huge.swift": huge,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let project = SwiftUIProject(paths: [directory])
        #expect(project.screenNames == ["Good"])
        #expect(project.notes.count == 3)
        #expect(project.notes.contains { $0.hasPrefix("\(directory)/Binary.swift: not Swift source: binary file") })
        #expect(project.notes.contains { $0.hasPrefix("\(directory)/Latin1.swift:1: not Swift source: invalid UTF-8") })
        #expect(
            project.notes.contains {
                $0.hasPrefix("\(directory)/Huge.swift: skipped:") && $0.contains("4194304-byte limit for a Swift source file (maxFileSize)")
            })
    }

    @Test func recursiveAndRunawayViewsStopWithANote() throws {
        let source = """
            import SwiftUI
            struct Tree: View {
                var depth = 0
                var body: some View { VStack { Text("node"); Tree(depth: depth + 1) } }
            }
            struct Many: View {
                var body: some View { VStack { ForEach(0..<100000) { i in Text("row \\(i)") } } }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "Tree.swift", text: source)]).screens(profiles: [.asWritten])
        let tree = try #require(screens.first { $0.name == "Tree" })
        #expect(tree.coverage.notes.contains { $0.contains("Tree is nested in itself too deeply to inline") })
        let many = try #require(screens.first { $0.name == "Many" })
        // Long lists are simulated with their first 30 rows; more would only repeat what they show.
        #expect(many.root.children.count == 30)
    }

    @Test func screensOfAFileWithAVeryLongChainAreFoundOnLargeStacks() throws {
        // Finding screens walks the syntax trees (where the app shows each view), one level per
        // link of a chain: 40,000 links overflowed an 8 MB stack when it ran on the caller's thread.
        let chain = "Text(\"Hello\")" + String(repeating: ".padding(1)", count: 40_000)
        let source = """
            import SwiftUI
            @main struct ChainApp: App { var body: some Scene { WindowGroup { Chain() } } }
            struct Chain: View { var body: some View { \(chain) } }
            #Preview { Chain() }
            """
        let directory = try temporaryProject(["Chain.swift": Array(source.utf8)])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let project = SwiftUIProject(paths: [directory])
        #expect(project.screenNames == ["Chain"])
        #expect(project.previewCode.map(\.description) == ["Chain.swift:4"])
    }

    @Test func aValueUnwrappedNinetyThousandTimesEndsWithANote() {
        // Naming the property a text shows walked `name!!!…` recursively, one level per `!`.
        let source =
            "import SwiftUI\nstruct Bang: View {\n    var name: String? = \"Ada\"\n    var body: some View { Text(name"
            + String(repeating: "!", count: 90_000) + ") }\n}\n"
        let notes = LargeStackThreads.run {
            SwiftUIProject(sources: [(path: "Bang.swift", text: source)]).screens(profiles: [.asWritten]).first?.coverage.notes ?? []
        }
        #expect(notes.contains { $0.hasPrefix("Bang.swift:4:32: an expression nests more than 1000 deep") })
    }

    @Test func deeplyNestedSourceIsInterpretedOnLargeStacks() throws {
        var body = "Text(\"leaf\")"
        for _ in 0..<120 { body = "VStack { \(body) }" }
        let source = "import SwiftUI\nstruct Deep: View { var body: some View { \(body) } }\n"
        let screen = try #require(SwiftUIProject(sources: [(path: "Deep.swift", text: source)]).screens(profiles: [.asWritten]).first)
        #expect(screen.root.outline(locations: false).split(separator: "\n").count == 121)
    }
}

/// Values whose defaults make more of themselves end with a note instead of a stack overflow.
@Suite struct SelfReferentialValueTests {
    @Test(arguments: [
        "struct Item { var title = \"Inbox\"; var child: [Item] = [Item()] }",
        "class Item { var title = \"Inbox\"; var next: Item? = Item() }",
    ])
    func aValueThatMakesItselfEndsWithANote(declaration: String) throws {
        let source = """
            import SwiftUI
            \(declaration)
            struct Folder: View {
                var item = Item()
                var body: some View { Text(item.title) }
            }
            """
        let screen = try #require(SwiftUIProject(sources: [(path: "Folder.swift", text: source)]).screens(profiles: [.asWritten]).first)
        #expect(screen.root.outline(locations: false).contains("Text \"Inbox\""))
        #expect(screen.coverage.notes.contains("Item's default values make another Item; its fields are left unknown past that"))
    }
}

/// Every read of a computed property runs its body again, so properties that each read the one
/// before twice cost 2^n; a budget of evaluations per screen ends that with a note (found by
/// fuzzing `reflow check`: a 16 KB file ran for minutes).
@Suite struct EvaluationBudgetTests {
    @Test func propertiesThatDoubleTheWorkStopAtTheBudget() throws {
        let properties = (1...40).map { "    var p\($0): String { p\($0 - 1) + p\($0 - 1) }" }.joined(separator: "\n")
        let source = """
            import SwiftUI
            struct Doubling: View {
                var p0: String { "a" }
            \(properties)
                var body: some View { Text(p40) }
            }
            """
        let start = Date()
        let screen = try #require(SwiftUIProject(sources: [(path: "Doubling.swift", text: source)]).screens(profiles: [.asWritten]).first)
        #expect(Date().timeIntervalSince(start) < 60)
        #expect(screen.coverage.notes.contains { $0.hasPrefix("Doubling.swift:") && $0.contains("took more than 200000 steps") })
    }

    @Test func aFewDoublingsAreEvaluatedExactly() throws {
        let source = """
            import SwiftUI
            struct Doubling: View {
                var p0: String { "ab" }
                var p1: String { p0 + p0 }
                var p2: String { p1 + p1 }
                var body: some View { Text(p2) }
            }
            """
        let screen = try #require(SwiftUIProject(sources: [(path: "Doubling.swift", text: source)]).screens(profiles: [.asWritten]).first)
        #expect(screen.root.outline(locations: false).contains("Text \"abababab\""))
        #expect(screen.coverage.notes.allSatisfy { !$0.contains("steps") })
    }
}

/// Source text given in memory is checked as a file is: brackets nested past the parser's limit
/// are refused with a note instead of reaching its exponential time (found by fuzzing).
@Suite struct InMemorySourceTests {
    @Test func deeplyNestedBracketsInMemoryAreRefusedWithANote() {
        let source = "import " + String(repeating: "[", count: 80) + "\nstruct A {}\n"
        let start = Date()
        let project = SwiftUIProject(sources: [(path: "Nested.swift", text: source)])
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(project.swiftFiles.isEmpty)
        #expect(
            project.notes == [
                "Nested.swift:1: skipped: square brackets nest more than 16 deep (17 here), which the Swift parser cannot read in reasonable time"
            ])
    }

    @Test func syntaxErrorsAreReadFromTheTree() {
        let project = SwiftUIProject(sources: [
            (path: "Broken.swift", text: "import SwiftUI\nstruct A: View {\n    var body: some View {\n        Text(\"x\"\n    }\n}\n")
        ])
        #expect(project.notes == ["Broken.swift:4:17: Swift syntax error (expected ')')"])
    }
}

/// A view method that calls itself twice per call would double until the view budget; it stops
/// at eight levels (found by fuzzing: a mutated settings row took seconds to lay out).
@Suite struct RecursiveMethodTests {
    @Test func aMethodThatCallsItselfTwiceStopsAtEightLevels() throws {
        let source = """
            import SwiftUI
            struct Tree: View {
                var body: some View { branch("root") }
                func branch(_ title: String) -> some View {
                    VStack {
                        Text(title)
                        branch("left")
                        branch("right")
                    }
                }
            }
            """
        let screen = try #require(SwiftUIProject(sources: [(path: "Tree.swift", text: source)]).screens(profiles: [.asWritten]).first)
        let outline = screen.root.outline(locations: false)
        // Eight levels of branch: 1 + 2 + … + 128 = 255 texts, the calls below them unknown.
        #expect(outline.components(separatedBy: "Text \"").count - 1 == 255)
        #expect(screen.coverage.notes.allSatisfy { !$0.contains("20000 views") })
    }
}
