/// Which axes something applies to (`fixedSize`, `ScrollView`, `ViewThatFits`).
public struct Axes: OptionSet, Hashable, Sendable, Codable {
    /// The bits: 1 horizontal, 2 vertical.
    public let rawValue: Int
    /// Axes from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Axes(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Axes(rawValue: 2)
    /// Both axes.
    public static let both: Axes = [.horizontal, .vertical]

    /// Whether `axis` is included.
    public func contains(_ axis: Axis) -> Bool { contains(axis == .horizontal ? Axes.horizontal : Axes.vertical) }
}
