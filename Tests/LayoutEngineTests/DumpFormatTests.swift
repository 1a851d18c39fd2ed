import Testing
@testable import LayoutEngine

/// The dump `reflow layout` and `--explain` print: pinned, since tools and people read it.
@Suite struct DumpFormatTests {
    /// A title, a row with a truncated value, and a rectangle wider than its frame.
    static let screen = VStack(alignment: .leading, spacing: 4) {
        Text("Title").font(.system(size: 20))
        HStack {
            Text("a"); Spacer(); Text("bb cc dd ee ff").lineLimit(1)
        }
        Rectangle().frame(width: 150, height: 10).frame(width: 100)
    }
    .font(.system(size: 10))

    @Test func theDumpIsStable() throws {
        // Worked by hand: the column is 20 + 4 + 10 + 4 + 10 = 48 tall at y = 26. In the row the
        // value is offered 82 and truncates to "bb cc d…" (80, five characters hidden); the
        // spacer gets its 8 plus the 2 left. The 150 pt rectangle overflows its 100 pt frame by 50.
        let expected = """
            environment (0, 26, 100, 48)
              VStack (0, 26, 100, 48)
                environment (0, 26, 100, 20)
                  Text "Title" (0, 26, 100, 20) lines=1
                HStack (0, 50, 100, 10)
                  Text "a" (0, 50, 10, 10) lines=1
                  Spacer (10, 55, 10, 0)
                  environment (20, 50, 80, 10)
                    Text "bb cc dd ee ff" (20, 50, 80, 10) lines=1 truncated(5)
                frame (0, 64, 100, 10) overflow(x +50)
                  frame (-25, 64, 150, 10)
                    Rectangle (-25, 64, 150, 10)

            """
        #expect(try layoutInBox(Self.screen).dump() == expected)
    }

    @Test func theRightToLeftDumpMirrorsEveryFrame() throws {
        let ltr = try layoutInBox(Self.screen)
        let rtl = try layoutInBox(Self.screen, environment: LayoutEnvironment(layoutDirection: .rightToLeft))
        let mirror = Direction(layoutDirection: .rightToLeft, width: 100)
        #expect(rtl.nodes.map(\.frame) == ltr.nodes.map { mirror($0.frame) })
        #expect(rtl.nodes.map(\.label) == ltr.nodes.map(\.label))
    }
}
