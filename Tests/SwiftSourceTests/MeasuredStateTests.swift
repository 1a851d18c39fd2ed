import LayoutEngine
import SwiftSource
import Testing

/// A `@State` size the view measures on screen (set from a `GeometryReader` or a geometry change, or
/// handed as a binding to a method that reads geometry) is not its first frame's zero: Reflow does not
/// know it. State the code changes for other reasons (a tap counter) starts where it is written.
@Suite struct MeasuredStateTests {
    private func outline(_ source: String, screen name: String) throws -> String {
        let screens = SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten])
        return try #require(screens.first { $0.name == name }).root.outline(locations: false)
    }

    @Test func aHeightABindingHandsToAGeometryReaderIsMeasured() throws {
        let source = """
            import SwiftUI
            struct Tags: View {
                @State private var totalHeight = CGFloat.zero
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("Tag one")
                        Text("\\(count) taps")
                    }
                    .frame(height: totalHeight)
                    .background(heightReader($totalHeight))
                }
                private func heightReader(_ binding: Binding<CGFloat>) -> some View {
                    GeometryReader { geometry in
                        Color.clear.onAppear { binding.wrappedValue = geometry.size.height }
                    }
                }
            }
            """
        let tree = try outline(source, screen: "Tags")
        #expect(tree.contains("frame(width: nil, height: nil)"))
        #expect(!tree.contains("height: 0"))
        #expect(tree.contains("\"0 taps\""))
    }

    @Test func aWidthSetInsideAGeometryReaderOrAGeometryChangeIsMeasured() throws {
        let source = """
            import SwiftUI
            struct Divider2: View {
                @State var containerWidth: CGFloat = 0
                @State private var rowHeight: CGFloat = 0
                var body: some View {
                    VStack {
                        GeometryReader { geometry in
                            Text("Scores").onAppear { self.containerWidth = geometry.size.width }
                        }
                        Text("Row")
                            .frame(width: containerWidth, height: rowHeight)
                            .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { rowHeight = $0 }
                    }
                }
            }
            """
        let tree = try outline(source, screen: "Divider2")
        #expect(tree.contains("frame(width: nil, height: nil)"))
    }

    @Test func aZeroTheCodeOnlyCountsFromStaysZero() throws {
        let source = """
            import SwiftUI
            struct Counter: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    Text("Drag").frame(height: offset).onTapGesture { offset += 10 }
                }
            }
            """
        #expect(try outline(source, screen: "Counter").contains("height: 0"))
    }

    @Test func aBranchOnAMeasuredSizesFirstValueLastsOneFrame() throws {
        // `if width <= 0` measures the tabs on the first frame; the bar after it is what people see,
        // and the measuring pass is no variant of the screen.
        let source = """
            import SwiftUI
            struct Tabs: View {
                @State private var width = CGFloat.zero
                var body: some View {
                    if width <= 0 {
                        ZStack { Text("Browse"); Text("Favorites") }
                            .background(GeometryReader { proxy in Color.clear.onAppear { width = proxy.size.width } })
                    } else {
                        HStack { Text("Browse"); Text("Favorites") }
                    }
                }
            }
            #Preview { Tabs() }
            """
        let screens = SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten])
        #expect(screens.count == 1)
        let tree = try #require(screens.first).root.outline(locations: false)
        #expect(tree.hasPrefix("HStack") && !tree.contains("ZStack"))
        #expect(screens[0].coverage.notes.contains { $0.contains("the branch taken while width has its first value lasts one frame") })
    }

    @Test func aViewOffsetByAMeasuredSizeSaysItsPositionIsNotKnown() throws {
        // The columns are centred on their divider by sizes measured when they appear: where they end up is
        // known only on the device, so the offset is a part Reflow did not read; a fixed offset is read.
        let source = """
            import SwiftUI
            struct Columns: View {
                @State private var containerWidth: CGFloat = 0
                @State private var dividerX: CGFloat = 0
                var body: some View {
                    VStack {
                        HStack { Text("Yours"); Divider(); Text("Theirs") }
                            .offset(x: containerWidth / 2 - dividerX)
                        Text("Score").offset(y: -4)
                    }
                    .background(GeometryReader { proxy in Color.clear.onAppear { containerWidth = proxy.size.width } })
                    .background(GeometryReader { proxy in Color.clear.onAppear { dividerX = proxy.frame(in: .global).minX } })
                }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten])
        let root = try #require(screens.first { $0.name == "Columns" }).root
        var offsets: [(y: Double, unread: [String])] = []
        func visit(_ node: ViewNode) {
            if case .offset(_, let y) = node.kind { offsets.append((y, node.traits.unreadParts.map(\.subject))) }
            node.children.forEach(visit)
        }
        visit(root)
        #expect(offsets.count == 2)
        #expect(offsets.first { $0.y == 0 }?.unread == [".offset(x: …) by a value known only while the app runs"])
        #expect(offsets.first { $0.y == -4 }?.unread == [])
    }
}
