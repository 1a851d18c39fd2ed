import DynamicType
import Testing
@testable import LayoutEngine

/// The debug-build invariants: the checker flags what it should, and real screens keep them at
/// every size, on every device, in both directions (a violation stops the debug test run).
@Suite struct InvariantTests {
    @Test func badProposalsAreFlagged() {
        #expect(LayoutInvariants.violations(ofProposal: ProposedSize(width: nil, height: .infinity), path: "p").isEmpty)
        #expect(LayoutInvariants.violations(ofProposal: ProposedSize(width: 0, height: 12), path: "p").isEmpty)
        #expect(LayoutInvariants.violations(ofProposal: ProposedSize(width: -1, height: nil), path: "p").count == 1)
        #expect(LayoutInvariants.violations(ofProposal: ProposedSize(width: .nan, height: -2), path: "p").count == 2)
    }

    @Test func badSizesAreFlagged() {
        let finite = ProposedSize(width: 100, height: nil)
        func check(_ size: Size, _ proposal: ProposedSize) -> [String] {
            LayoutInvariants.violations(
                of: Arrangement(size: size), kind: .shape("Rectangle"), childCount: 0, path: "p", proposal: proposal)
        }
        #expect(check(Size(width: 100, height: 10), finite).isEmpty)
        #expect(check(Size(width: .infinity, height: 10), finite).count == 1)
        #expect(check(Size(width: .infinity, height: 10), .infinity).isEmpty)
        #expect(check(Size(width: -1, height: .nan), finite).count == 2)
        #expect(LayoutInvariants.violations(ofPlacedSize: Size(width: .infinity, height: 1), path: "p").count == 1)
    }

    @Test func everyChildIsPlacedOnce() {
        let slot = Arrangement.Slot(index: 0, proposal: .unspecified, frame: Rect(x: 0, y: 0, width: 1, height: 1))
        let stack = ViewKind.stack(.vertical, alignment: .horizontal(.center), spacing: nil)
        func check(_ slots: [Arrangement.Slot], _ kind: ViewKind, children: Int) -> [String] {
            LayoutInvariants.violations(
                of: Arrangement(size: .zero, slots: slots), kind: kind, childCount: children, path: "p", proposal: .zero)
        }
        #expect(check([slot], stack, children: 1).isEmpty)
        #expect(!check([slot, slot], stack, children: 1).isEmpty)
        #expect(!check([slot], stack, children: 2).isEmpty)
        #expect(check([slot], .conditional(.isAccessibilitySize), children: 2).isEmpty)
        #expect(check([], .conditional(.isAccessibilitySize), children: 1).isEmpty)
        #expect(!check([], .viewThatFits(.both), children: 2).isEmpty)
        var outOfRange = slot
        outOfRange.index = 3
        #expect(!check([outOfRange], stack, children: 1).isEmpty)
    }

    @Test func aChildLargerThanAFixedFrameMustBeRecorded() {
        let kind = ViewKind.frame(width: 50, height: 10, alignment: .center)
        let slot = Arrangement.Slot(
            index: 0, proposal: ProposedSize(width: 50, height: 10), frame: Rect(x: -15, y: 0, width: 80, height: 10))
        let unrecorded = Arrangement(size: Size(width: 50, height: 10), slots: [slot])
        #expect(LayoutInvariants.violations(of: unrecorded, kind: kind, childCount: 1, path: "p", proposal: .unspecified).count == 1)
        let recorded = Arrangement(
            size: Size(width: 50, height: 10), slots: [slot],
            overflows: [Overflow(axis: .horizontal, amount: 30, contentPath: "p/c")])
        #expect(LayoutInvariants.violations(of: recorded, kind: kind, childCount: 1, path: "p", proposal: .unspecified).isEmpty)
    }

    /// Every kind of view and modifier the engine knows, in one screen.
    static let everything = NavigationStack(title: "Settings") {
        ScrollView {
            VStack(alignment: .leading) {
                Label("Inbox", systemImage: "tray")
                HStack(alignment: .firstTextBaseline) {
                    Text("Email").role(.label); Spacer(); Text("alex@example.com").lineLimit(1)
                }
                .padding(.horizontal, 16).frame(height: 44)
                AnyLayout(.isAccessibilitySize, .vertical(.leading, spacing: 4), else: .horizontal(.lastTextBaseline, spacing: 12)) {
                    Text("Total").bold(); Conditional(.not(.isAccessibilitySize)) { Spacer() }; Text("€12.00")
                }
                ViewThatFits(in: .horizontal) {
                    HStack {
                        TextField("MM/YY"); SecureField("CVC")
                    };
                    VStack {
                        TextField("MM/YY"); SecureField("CVC")
                    }
                }
                Toggle("Save this card for next time")
                Picker(segments: ["Day", "Week", "Month"])
                LazyVGrid(columns: [.adaptive(minimum: 60, maximum: .infinity)]) { ForEach(["a", "b", "c", "d"]) { Text($0) } }
                ZStack(alignment: .topTrailing) {
                    Color("red").frame(height: 40); Text("New").font(.caption).padding(4)
                }
                Image("photo", size: Size(width: 120, height: 80)).clipped().overlay(alignment: .bottom) { Text("Caption").font(.footnote) }
                Text("Fixed").font(.system(size: 12)).dynamicTypeSize(...ContentSizeCategory.xxxLarge).fixedSize()
                Divider()
                List {
                    Text("Row"); Text("Another row that is long enough to wrap at large sizes")
                }.frame(height: 200)
                Text("hidden").hidden().offset(x: 4, y: 2)
                Rectangle().frame(minWidth: 10, idealWidth: 40, maxWidth: .infinity, minHeight: 4, maxHeight: 8)
                OpaqueView("Map", size: Size(width: 300, height: 100))
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button("Pay", role: .primaryAction).buttonStyle(.borderedProminent).controlSize(.large).frame(maxWidth: .infinity).padding()
        }
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func everyViewKeepsTheInvariantsEverywhere(category: ContentSizeCategory) throws {
        let devices = Device.all + Device.all.map(\.landscape)
        for device in devices {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let screen = try ScreenLayout(measurer: AhemMeasurer()).layout(
                    Self.everything, device: device,
                    environment: LayoutEnvironment(category: category, layoutDirection: direction))
                for node in screen.nodes {
                    #expect(
                        node.frame.width.isFinite && node.frame.height.isFinite && node.frame.width >= 0 && node.frame.height >= 0,
                        "\(node.path)")
                    #expect(Set(node.children.map(\.path)).count == node.children.count, "\(node.path) places a child twice")
                }
            }
        }
    }
}
