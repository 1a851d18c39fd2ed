/// What a parent offers a child, per axis: nil asks for the child's ideal length, 0 for its
/// minimum, infinity for its maximum, and a number for "this much".
public struct ProposedSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The width offered, or nil for "your ideal width".
    public var width: Double?
    /// The height offered, or nil for "your ideal height".
    public var height: Double?

    /// A proposal per axis.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Exactly `size` on both axes.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Ideal on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Minimum on both axes.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Maximum on both axes.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal along `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with `major` along `axis` and `minor` across it.
    public init(_ axis: Axis, major: Double?, minor: Double?) {
        self = axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    /// Unspecified axes replaced by `fallback` (SwiftUI's `replacingUnspecifiedDimensions`, 10 pt).
    public func replacingUnspecified(with fallback: Double = 10) -> Size {
        Size(width: width ?? fallback, height: height ?? fallback)
    }

    /// "(width, height)", nil where unspecified.
    public var description: String {
        "(\(width.map(formatPoints) ?? "nil"), \(height.map(formatPoints) ?? "nil"))"
    }
}
