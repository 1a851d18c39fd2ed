/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size with `major` along `axis` and `minor` across it.
    public init(_ axis: Axis, major: Double, minor: Double) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }

    public var description: String { "\(formatPoints(width))x\(formatPoints(height))" }
}

/// A point in a screen's coordinate space (origin top left, y down).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle: origin (top left) and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The part shared with `other`, or nil when they do not overlap (touching edges do not overlap).
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0 + 1e-6, y1 > y0 + 1e-6 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `other` lies entirely inside (within a thousandth of a point).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX - 1e-3 && other.minY >= minY - 1e-3 && other.maxX <= maxX + 1e-3 && other.maxY <= maxY + 1e-3
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    public var description: String { "(\(formatPoints(minX)), \(formatPoints(minY)), \(formatPoints(width)), \(formatPoints(height)))" }
}

/// A horizontal or vertical axis.
public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Which axes something applies to.
public struct Axes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Axes(rawValue: 1)
    public static let vertical = Axes(rawValue: 2)
    public static let both: Axes = [.horizontal, .vertical]

    /// Whether `axis` is included.
    public func contains(_ axis: Axis) -> Bool { contains(axis == .horizontal ? Axes.horizontal : Axes.vertical) }
}

/// Insets on each edge, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// The total inset along `axis`.
    public func total(_ axis: Axis) -> Double { axis == .horizontal ? leading + trailing : top + bottom }
}

/// Edges of a rectangle, for padding and safe-area insets.
public struct Edges: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Edges(rawValue: 1)
    public static let leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4)
    public static let trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing]
    public static let vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.top, .leading, .bottom, .trailing]
}

/// Writing direction; trailing-aligned content mirrors in right-to-left layouts.
public enum LayoutDirection: String, Hashable, Sendable {
    case leftToRight
    case rightToLeft
}

/// Points printed to at most two decimals without trailing zeros, for dumps and messages.
func formatPoints(_ value: Double) -> String {
    guard value.isFinite else { return value > 0 ? "inf" : "-inf" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
        text = String(text[..<text.index(dot, offsetBy: 3)])
    }
    return text
}
