/// A line limit: at most `maximum` lines, and when `reservesSpace` at least `minimum` lines of height.
public struct LineLimit: Hashable, Sendable, Codable {
    /// The fewest lines whose height is kept (with `reservesSpace`).
    public var minimum: Int?
    /// The most lines shown, or nil for no limit.
    public var maximum: Int?
    /// Whether the minimum's height is kept even when the text needs fewer lines.
    public var reservesSpace: Bool

    /// A limit as `lineLimit(_:)`, `lineLimit(_:reservesSpace:)` and `lineLimit(range)` make it.
    public init(minimum: Int? = nil, maximum: Int?, reservesSpace: Bool = false) {
        self.minimum = minimum
        self.maximum = maximum
        self.reservesSpace = reservesSpace
    }
}
