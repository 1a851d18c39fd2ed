import Audit
import DynamicType
import LayoutEngine
import Testing

/// The flattened screen keeps the dump's order and answers ancestry questions.
@Suite struct IndexedScreenTests {
    private func indexed(_ root: ViewNode, at category: ContentSizeCategory = .large) throws -> IndexedScreen {
        IndexedScreen(
            try ScreenLayout(measurer: SharedMeasurer.harfBuzz).layout(root, environment: LayoutEnvironment(category: category)),
            category: category)
    }

    @Test func elementsFollowTheDumpLineByLine() throws {
        let screen = try indexed(
            VStack {
                Text("A");
                HStack {
                    Text("B"); Text("C")
                }.padding()
            })
        let lines = screen.screen.dump().split(separator: "\n")
        #expect(lines.count == screen.elements.count)
        for (line, element) in zip(lines, screen.elements) {
            #expect(line.trimmingPrefix(while: { $0 == " " }).hasPrefix(element.node.label))
        }
        #expect(screen.elements.enumerated().allSatisfy { $0.offset == $0.element.index })
    }

    @Test func ancestryChildrenAndDescendants() throws {
        let screen = try indexed(
            VStack {
                Text("A");
                HStack {
                    Text("B"); Text("C")
                }
            })
        let stack = screen.elements[0]
        let b = try #require(screen.elements.first { $0.displayName == "Text \"B\"" })
        #expect(stack.isAncestor(of: b) && !b.isAncestor(of: stack) && !b.isAncestor(of: b))
        #expect(screen.ancestors(of: b).map(\.node.label) == ["HStack", "VStack"])
        #expect(screen.children(of: stack).map(\.node.label) == ["Text \"A\"", "HStack"])
        #expect(screen.descendants(of: stack).count == 4)
        #expect(screen.element(atPath: b.path)?.index == b.index)
        #expect(screen.element(atPath: "nowhere") == nil)
    }

    @Test func hiddenScrollingClippingAndControlsAreInherited() throws {
        let screen = try indexed(
            VStack {
                Text("Gone").hidden()
                ScrollView { Button("Pay", role: .primaryAction) }
                Text("Cut").clipped()
            })
        let gone = try #require(screen.elements.first { $0.displayName == "Text \"Gone\"" })
        #expect(gone.isHidden)
        #expect(!screen.visibleTexts.contains { $0.index == gone.index })
        let pay = try #require(screen.elements.first { $0.displayName == "Text \"Pay\"" })
        #expect(pay.scrollAxes == .vertical)
        #expect(pay.controlAncestor.map { screen.elements[$0].displayName } == "Button \"Pay\"")
        #expect(screen.effectiveRole(of: pay) == .primaryAction)
        #expect(pay.scrollingAncestor.map { screen.elements[$0].node.label } == "ScrollView")
        let cut = try #require(screen.elements.first { $0.displayName == "Text \"Cut\"" })
        #expect(cut.clippingAncestor.map { screen.elements[$0].node.label } == "clipped")
        #expect(cut.scrollAxes.isEmpty && cut.scrollingAncestor == nil)
    }

    @Test func blankTextsHaveNothingToReadSoNoCheckJudgesThem() throws {
        // An empty or all-space `Text` (a placeholder's padding, a value not set yet) draws no glyph that
        // could be too small, cut or covered; a text with one letter among spaces does.
        let screen = try indexed(
            HStack {
                Text("")
                Text("     ").font(.system(size: 8))
                Text("  A  ")
            }.frame(width: 20))
        #expect(screen.elements.filter(\.isText).count == 3)
        #expect(screen.visibleTexts.map(\.displayName) == ["Text \"  A  \""])
    }
}
