import Lint
import Testing

/// The walks JSX and XML trees share, on one tree of each written out by hand.
@Suite struct ElementTreeTests {
    /// `<resources>` holding a dimen and a style with two items, and a second style with one.
    private let xml = LintFile(
        path: "res/values/styles.xml",
        text: """
            <resources>
                <dimen name="row">48dp</dimen>
                <style name="Title">
                    <item name="android:textSize">20sp</item>
                    <item name="android:maxLines">1</item>
                </style>
                <style name="Body"><item name="android:textSize">16sp</item></style>
            </resources>
            """
    ).xmlDocument

    /// A view holding a header (with a title) and a text.
    private let jsx = LintFile(
        path: "Card.tsx",
        text: """
            const Card = () => (
              <View>
                <Header><Text>Title</Text></Header>
                <Text>Body</Text>
              </View>
            );
            """
    ).jsxTree

    @Test func xmlWalksGoInDocumentOrder() {
        #expect(xml.elements.map(\.name) == ["resources", "dimen", "style", "item", "item", "style", "item"])
        #expect(xml.descendants(of: 0) == [1, 2, 3, 4, 5, 6])
        #expect(xml.descendants(of: 2) == [3, 4])
        #expect(xml.descendants(of: 1) == [])
        #expect(xml.ancestors(of: 4) == [2, 0])
        #expect(xml.ancestors(of: 0) == [])
        #expect(xml.indices(named: "style") == [2, 5])
        #expect(xml.children(of: 0, named: "style") == [2, 5])
        #expect(xml.children(of: 2, named: "item") == [3, 4])
        #expect(xml.children(of: 2, named: "dimen") == [])
    }

    @Test func jsxWalksGoInDocumentOrder() {
        #expect(jsx.elements.map(\.name) == ["View", "Header", "Text", "Text"])
        #expect(jsx.descendants(of: 0) == [1, 2, 3])
        #expect(jsx.ancestors(of: 2) == [1, 0])
        #expect(jsx.indices(named: "Text") == [2, 3])
        #expect(jsx.children(of: 0, named: "Text") == [3])
    }

    @Test func anElementIsInsideWhatSurroundsIt() {
        let header = { (index: Int) in jsx.elements[index].name == "Header" }
        #expect(jsx.isOrIsInside(2, where: header))
        #expect(jsx.isOrIsInside(1, where: header))
        #expect(!jsx.isOrIsInside(3, where: header))
        #expect(!jsx.isOrIsInside(0, where: header))
        #expect(xml.isOrIsInside(6) { xml.elements[$0].attributes["name"] == "Body" })
        #expect(!xml.isOrIsInside(3) { xml.elements[$0].attributes["name"] == "Body" })
    }
}
