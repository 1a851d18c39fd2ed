import DynamicType
import TextMeasurement

/// Lays screens out on a device: a pure function of (view tree, environment, device) to
/// geometry, given a text measurer.
public struct ScreenLayout: Sendable {
    /// How text is measured (the HarfBuzz measurer in real use; an Ahem-like one in unit tests).
    public let measurer: any TextMeasuring

    /// A layout that measures text with `measurer`.
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The screen laid out: the root is proposed the device's safe area and centred in it, as
    /// SwiftUI does with a root view; the screen's edges clip what lies beyond them.
    public func layout(_ root: ViewNode, device: Device = .iPhone16, environment: LayoutEnvironment = LayoutEnvironment()) throws
        -> LaidOutScreen
    {
        try layout(Self.tree(root), device: device, environment: environment).screen
    }

    /// The layout tree of `root`, numbered once so a `LiveScreen` keeps its node numbers; throws
    /// for a tree too deep to lay out.
    static func tree(_ root: ViewNode) throws -> LayoutNode {
        try root.checkDepth()
        var counter = 0
        return LayoutNode(root, parentPath: nil, siblingIndex: nil, counter: &counter)
    }

    /// `root` made ready to lay out many times: numbered once, checked once.
    public func prepare(_ root: ViewNode) throws -> PreparedScreen {
        PreparedScreen(tree: try Self.tree(root))
    }

    /// A prepared screen laid out at `environment`. Arrangements that do not depend on the text
    /// size are kept in the prepared screen and reused by later layouts on the same device in an
    /// environment that differs only in its size (a series of sizes); anything else starts afresh.
    public func layout(
        _ prepared: PreparedScreen, device: Device = .iPhone16,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) throws -> LaidOutScreen {
        var unsized = environment
        unsized.size = .category(.default)
        let context = PreparedScreen.Context(device: device, environment: unsized, android: environment.size.isAndroid)
        let cache = prepared.cache(for: context)
        return try layout(prepared.tree, device: device, environment: environment, reusing: cache).screen
    }

    /// Lays out an already numbered tree, reusing `cache` for nodes that do not depend on text size.
    func layout(
        _ tree: LayoutNode, device: Device, environment: LayoutEnvironment, reusing cache: ArrangementCache? = nil,
        recordsArrangedPaths: Bool = false, remembering memory: SizeMemory? = nil
    ) throws -> (screen: LaidOutScreen, statistics: LayoutStatistics) {
        let pass = LayoutPass(
            measurer: measurer, reusing: cache, recordsArrangedPaths: recordsArrangedPaths, remembered: memory?.sizes ?? [:])
        defer { memory?.remember(pass.placedSizes) }
        let safe = device.safeRect
        let proposal = ProposedSize(safe.size)
        guard safe.width.isFinite, safe.height.isFinite, safe.width >= 0, safe.height >= 0, safe.minX >= 0, safe.minY >= 0 else {
            throw LayoutError.invalidDevice(device.name)
        }
        let size = try pass.size(tree, proposal, environment)
        let origin = Point(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2)
        let screen = Rect(origin: .zero, size: device.screen)
        pass.safeRect = safe
        pass.screenRect = screen
        let placed = try pass.place(tree, proposal, at: origin, environment, clip: screen, inScrollView: false)
        return (LaidOutScreen(root: placed, device: device, environment: environment, notes: pass.notes), pass.statistics)
    }
}

/// A screen numbered once for layout at many sizes, with the arrangements that do not depend on
/// text size kept between layouts. Not for sharing between threads: one series at a time.
public final class PreparedScreen: @unchecked Sendable {
    let tree: LayoutNode
    private var caches: [Context: ArrangementCache] = [:]

    /// What kept arrangements are valid for.
    struct Context: Hashable {
        let device: Device
        /// The root environment but for its size: what a node's surroundings are made from.
        let environment: LayoutEnvironment
        let android: Bool
    }

    init(tree: LayoutNode) {
        self.tree = tree
    }

    func cache(for context: Context) -> ArrangementCache {
        if let cache = caches[context] { return cache }
        let cache = ArrangementCache()
        caches[context] = cache
        return cache
    }
}

/// What views that keep their largest size remember from one layout of a live screen to the next.
final class SizeMemory {
    private(set) var sizes: [Int: Size] = [:]

    /// Keeps, per view, the larger of what it had and what it was just placed at.
    func remember(_ placed: [Int: Size]) {
        for (id, size) in placed {
            let earlier = sizes[id] ?? .zero
            sizes[id] = Size(width: max(earlier.width, size.width), height: max(earlier.height, size.height))
        }
    }
}
