import LayoutEngine
import Lint
import SwiftSource
import Testing

/// Long modifier chains and operator sequences are interpreted whole, link by link, into the tree
/// SwiftUI builds; how long they take is measured in Benchmarks (README, "Long chains").
@Suite struct InterpreterChainsTests {
    /// What a tree holds, counted without recursion: a chain's tree is as deep as the chain is long.
    struct Shape: Sendable, Equatable {
        var paddings = 0, flexibleFrames = 0, environments = 0, texts: [String] = [], roles: [String] = [], depth = 0
        /// What each text is marked as not reading (`.shimmer`), in order.
        var unreadOnTexts: [[String]] = []
    }

    static func shape(of root: ViewNode) -> Shape {
        var shape = Shape()
        var pending = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            shape.depth = max(shape.depth, depth)
            switch node.kind {
            case .padding: shape.paddings += 1
            case .flexibleFrame: shape.flexibleFrames += 1
            case .environment: shape.environments += 1
            case .text(let string):
                shape.texts.append(string)
                shape.roles.append(node.traits.role?.rawValue ?? "none")
                shape.unreadOnTexts.append(node.traits.unreadParts.map(\.subject))
            default: break
            }
            pending += node.children.map { ($0, depth + 1) }
        }
        return shape
    }

    /// The first screen of `source`, interpreted and measured on a large stack: the tree is too deep
    /// for a test thread to walk or free.
    static func interpret(_ source: String) -> (shape: Shape, notes: [String])? {
        LargeStackThreads.run {
            let screen = SwiftUIProject(sources: [(path: "Chain.swift", text: source)]).screens(profiles: [.asWritten]).first
            return screen.map { (shape(of: $0.root), $0.coverage.notes) }
        }
    }

    static func view(_ body: String) -> String {
        "import SwiftUI\nstruct Chain: View {\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    @Test func aChainOfThreeThousandModifiersIsInterpretedWhole() throws {
        let modifiers = [".padding()", ".font(.body)", ".foregroundColor(.red)", ".frame(maxWidth: .infinity)", ".lineLimit(2)"]
        let chain = "Text(\"Hello\")" + (0..<3_000).map { modifiers[$0 % modifiers.count] }.joined(separator: "\n")
        let (shape, notes) = try #require(Self.interpret(Self.view(chain)))
        // 600 of each modifier: `padding` and `frame` are nodes of their own, `font` and `lineLimit`
        // environment nodes, and `foregroundColor(.red)` marks the text as an error message.
        #expect(shape.paddings == 600)
        #expect(shape.flexibleFrames == 600)
        #expect(shape.environments == 1_200)
        #expect(shape.texts == ["Hello"])
        #expect(shape.roles == ["errorMessage"])
        // 2,400 wrappers and the text.
        #expect(shape.depth == 2_401)
        #expect(notes.isEmpty)
    }

    @Test func aRoleGoesToTheTextsEachModifierReachesFirst() throws {
        // The first red colour marks "a"; the title font reaches "b", added later by the overlay, and
        // nothing else: "a" already has its role.
        let chain = "Text(\"a\").foregroundColor(.red).padding().foregroundColor(.red).overlay(Text(\"b\")).padding().font(.largeTitle)"
        let (shape, _) = try #require(Self.interpret(Self.view(chain)))
        #expect(shape.texts.sorted() == ["a", "b"])
        #expect(Dictionary(uniqueKeysWithValues: zip(shape.texts, shape.roles)) == ["a": "errorMessage", "b": "heading"])
    }

    @Test func textCaseReachesTextsAddedBetweenTwoOfIt() throws {
        let chain = "Text(\"a\").textCase(.uppercase).padding().textCase(.uppercase).overlay(Text(\"b\")).textCase(.uppercase)"
        let (shape, _) = try #require(Self.interpret(Self.view(chain)))
        #expect(shape.texts.sorted() == ["A", "B"])
    }

    @Test func aChainOfModifiersReflowDoesNotKnowMarksTheViewOnce() throws {
        let chain = "Text(\"Hello\")" + (0..<3_000).map { $0.isMultiple(of: 2) ? ".shimmer()" : ".glow()" }.joined() + ".padding()"
        let (shape, notes) = try #require(Self.interpret(Self.view(chain)))
        // Each modifier is noted on the text it was written on, in order; the padding wraps it.
        #expect(shape.unreadOnTexts == [(0..<3_000).map { $0.isMultiple(of: 2) ? ".shimmer" : ".glow" }])
        #expect(shape.paddings == 1)
        #expect(notes.count == 3_000)
    }

    @Test func aLongSumOfStringsIsOneText() throws {
        let sum = (0..<3_000).map { "\"\($0 % 10)\"" }.joined(separator: " + ")
        let (shape, notes) = try #require(Self.interpret(Self.view("Text(\(sum))")))
        #expect(shape.texts == [String((0..<3_000).map { Character(String($0 % 10)) })])
        #expect(notes.isEmpty)
    }

    @Test func aChainPastTheLimitKeepsItsFirstLinksWithANote() throws {
        let chain = "Text(\"Hello\")" + String(repeating: ".padding(1)", count: 10_500)
        let (shape, notes) = try #require(Self.interpret(Self.view(chain)))
        #expect(shape.paddings == 10_000)
        #expect(shape.texts == ["Hello"])
        #expect(
            notes == ["Chain.swift:4:9: a chain of 10500 calls (modifiers) goes past the 10000 Reflow follows; the last 500 are left out"])
    }

    @Test func chainsInsideChainsShareTheLimit() throws {
        // The outer chain's 6,000 links leave 4,000 for the chain inside its overlay.
        let inner = "Text(\"inner\")" + String(repeating: ".padding(1)", count: 6_000)
        let chain = "Text(\"outer\").overlay(\(inner))" + String(repeating: ".padding(1)", count: 5_999)
        let (shape, notes) = try #require(Self.interpret(Self.view(chain)))
        #expect(shape.paddings == 5_999 + 4_000)
        #expect(shape.texts.sorted() == ["inner", "outer"])
        #expect(notes.count == 1)
        #expect(
            notes.first?.hasSuffix("a chain of 6000 calls (modifiers) goes past the 10000 Reflow follows; the last 2000 are left out")
                == true)
    }
}
