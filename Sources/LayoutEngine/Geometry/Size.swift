/// A width and height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal length.
    public var width: Double
    /// The vertical length.
    public var height: Double

    /// A size of `width` x `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size at all.
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size with `major` along `axis` and `minor` across it, so stack code reads the same for
    /// both stack directions.
    public init(_ axis: Axis, major: Double, minor: Double) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }

    /// "WxH", points to at most two decimals.
    public var description: String { "\(formatPoints(width))x\(formatPoints(height))" }
}
