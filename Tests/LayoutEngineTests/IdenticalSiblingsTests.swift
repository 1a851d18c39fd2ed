import DynamicType
import Testing
@testable import LayoutEngine

/// Equal sibling subtrees (a list's rows made from the same data) share their arrangements: the
/// second and later copies are placed from the first copy's answers, and land where a layout
/// that arranged each copy on its own puts them.
@Suite struct IdenticalSiblingsTests {
    static func row(_ title: String) -> ViewNode {
        HStack {
            Text(title).font(.system(size: 10)); Spacer(); Rectangle().frame(width: 10, height: 10)
        }
    }

    static func statistics(_ root: ViewNode) throws -> LayoutStatistics {
        var counter = 0
        let tree = LayoutNode(root, parentPath: nil, siblingIndex: nil, counter: &counter)
        return try ScreenLayout(measurer: AhemMeasurer()).layout(tree, device: .iPhone16, environment: LayoutEnvironment()).statistics
    }

    @Test func identicalRowsAreArrangedOnce() throws {
        let same = try Self.statistics(
            List {
                Self.row("aa bb"); Self.row("aa bb"); Self.row("aa bb")
            })
        let different = try Self.statistics(
            List {
                Self.row("aa bb"); Self.row("cc dd"); Self.row("ee ff")
            })
        let one = try Self.statistics(List { Self.row("aa bb") })
        #expect(same.arrangementCount < different.arrangementCount)
        // The list's own answers grow with its rows; each row's subtree is arranged once.
        #expect(same.arrangementCount - one.arrangementCount < different.arrangementCount - one.arrangementCount)
    }

    @Test func copiesArePlacedWhereTheirOwnLayoutPutsThem() throws {
        // Rows 44 tall (one 10 pt line plus 11 above and below, at least 44), the first 16 below the
        // top, inset 36: the three texts at y = 33, 77 and 121, each 50 wide.
        let screen = try layoutInBox(
            List {
                Self.row("aa bb"); Self.row("aa bb"); Self.row("aa bb")
            }, width: 200, height: 200)
        let texts = screen.nodes.filter { $0.text != nil }
        #expect(
            texts.map(\.frame) == [
                Rect(x: 36, y: 33, width: 50, height: 10), Rect(x: 36, y: 77, width: 50, height: 10),
                Rect(x: 36, y: 121, width: 50, height: 10),
            ])
        #expect(Set(texts.map(\.path)).count == 3)
    }

    @Test func aViewThatRemembersItsSizeIsNotShared() throws {
        var counter = 0
        let remembering = Text("aa").keepsLargestSize(.vertical)
        let tree = LayoutNode(
            VStack {
                remembering; remembering
            }, parentPath: nil, siblingIndex: nil, counter: &counter)
        #expect(tree.children[0].cacheID != tree.children[1].cacheID)
        counter = 0
        let plain = LayoutNode(
            VStack {
                Text("aa"); Text("aa")
            }, parentPath: nil, siblingIndex: nil, counter: &counter)
        #expect(plain.children[0].cacheID == plain.children[1].cacheID)
        #expect(plain.children[0].id != plain.children[1].id)
    }

    @Test func twinsAreFoundBySubtreeNotByTheirTopView() throws {
        // The rows' tops are equal (an HStack at the same place); only a text two levels down differs.
        var counter = 0
        let tree = LayoutNode(
            VStack {
                Self.row("aa bb"); Self.row("cc dd"); Self.row("aa bb")
            }, parentPath: nil, siblingIndex: nil, counter: &counter)
        #expect(tree.children[2].cacheID == tree.children[0].cacheID)
        #expect(tree.children[1].cacheID != tree.children[0].cacheID)
        // Inside a twin, each descendant is cached under the descendant it mirrors.
        #expect(tree.children[2].children.map(\.cacheID) == tree.children[0].children.map(\.cacheID))
        #expect(tree.children[1].children[0].cacheID != tree.children[0].children[0].cacheID)
    }

    @Test func digestsAgreeWithTheTree() {
        let rows = VStack {
            Self.row("aa bb"); Self.row("aa bb"); Self.row("cc dd"); Text("aa").keepsLargestSize(.vertical)
        }
        let digest = SubtreeDigest(rows)
        #expect(digest.children[0].hash == digest.children[1].hash)
        #expect(digest.children[0].hash != digest.children[2].hash)
        #expect(digest.children.map(\.remembersSizes) == [false, false, false, true])
        #expect(digest.remembersSizes == rows.remembersSizes)
        #expect(digest.children[0].children.count == 3)
    }
}
