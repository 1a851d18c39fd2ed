import DynamicType

extension ViewNode {
    /// How deep layout may recurse: a pass keeps a few frames per level on the stack, and the
    /// audit runs on threads with as little as 512 KB of stack.
    public static let maximumDepth = 200

    /// The depth of the tree (a leaf is 1), found without recursion so a pathological tree cannot
    /// overflow the stack while being measured.
    public var depth: Int {
        var deepest = 0
        var pending: [(node: ViewNode, depth: Int)] = [(self, 1)]
        while let (node, level) = pending.popLast() {
            deepest = max(deepest, level)
            pending += node.children.map { ($0, level + 1) }
        }
        return deepest
    }

    /// Throws `LayoutError.tooDeep` for a tree deeper than `maximumDepth`.
    func checkDepth() throws {
        let depth = depth
        if depth > Self.maximumDepth { throw LayoutError.tooDeep(depth: depth, limit: Self.maximumDepth) }
    }
}

extension ViewKind {
    /// The kind with values SwiftUI would reject replaced as SwiftUI treats them: NaN and
    /// infinite lengths where a length is required become "unspecified" (nil) or 0, negative
    /// frame sizes become nil, so user input cannot produce NaN geometry.
    var sanitized: ViewKind {
        func length(_ value: Double?) -> Double? {
            guard let value, value.isFinite, value >= 0 else { return nil }
            return value
        }
        func bound(_ value: Double?, allowsInfinity: Bool) -> Double? {
            guard let value, !value.isNaN, value >= 0, allowsInfinity || value.isFinite else { return nil }
            return value
        }
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        func size(_ value: Size) -> Size { Size(width: length(value.width) ?? 0, height: length(value.height) ?? 0) }
        switch self {
        case .spacer(let minLength): return .spacer(minLength: length(minLength))
        case .image(.bitmap(let name, let value)): return .image(.bitmap(name, size(value)))
        case .image(.resizable(let name, let value)): return .image(.resizable(name, size(value)))
        case .image(.fitted(let name, let value, let fill)): return .image(.fitted(name, size(value), fill: fill))
        case .opaque(let name, let value): return .opaque(name: name, size: size(value))
        case .stack(let axis, let alignment, let spacing):
            return .stack(axis, alignment: alignment, spacing: spacing.flatMap { $0.isFinite ? $0 : nil })
        case .grid(let columns, let spacing):
            let clean = columns.map { column -> GridColumn in
                switch column {
                case .fixed(let width): .fixed(length(width) ?? 0)
                case .flexible(let minimum, let maximum):
                    .flexible(minimum: length(minimum) ?? 0, maximum: bound(maximum, allowsInfinity: true) ?? .infinity)
                case .adaptive(let minimum, let maximum):
                    .adaptive(minimum: max(length(minimum) ?? 0, 1), maximum: bound(maximum, allowsInfinity: true) ?? .infinity)
                }
            }
            return .grid(columns: clean, spacing: spacing.flatMap { $0.isFinite ? $0 : nil })
        case .flow(let alignment, let spacing):
            return .flow(alignment: alignment, spacing: spacing.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil })
        case .padding(let insets):
            return .padding(
                EdgeInsets(
                    top: finite(insets.top), leading: finite(insets.leading), bottom: finite(insets.bottom),
                    trailing: finite(insets.trailing)))
        case .frame(let width, let height, let alignment):
            return .frame(width: length(width), height: length(height), alignment: alignment)
        case .scaledFrame(let width, let height, let alignment):
            func clean(_ metric: ScaledMetric?) -> ScaledMetric? {
                guard let metric, let base = length(metric.baseValue) else { return nil }
                return ScaledMetric(base, relativeTo: metric.metrics.textStyle)
            }
            return .scaledFrame(width: clean(width), height: clean(height), alignment: alignment)
        case .flexibleFrame(let frame):
            var clean = frame
            clean.minWidth = length(frame.minWidth)
            clean.idealWidth = length(frame.idealWidth)
            clean.maxWidth = bound(frame.maxWidth, allowsInfinity: true)
            clean.minHeight = length(frame.minHeight)
            clean.idealHeight = length(frame.idealHeight)
            clean.maxHeight = bound(frame.maxHeight, allowsInfinity: true)
            return .flexibleFrame(clean)
        case .offset(let x, let y): return .offset(x: finite(x), y: finite(y))
        case .safeAreaInset(let edge, let spacing): return .safeAreaInset(edge, spacing: spacing.flatMap { $0.isFinite ? $0 : nil })
        case .environment(.minimumScaleFactor(let factor)):
            return .environment(.minimumScaleFactor(factor.isFinite ? min(max(factor, 0.01), 1) : 1))
        default: return self
        }
    }
}
