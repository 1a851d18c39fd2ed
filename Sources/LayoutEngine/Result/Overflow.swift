/// Content that needed more room than its container gave: drawn outside, over its neighbours.
public struct Overflow: Hashable, Sendable {
    /// The axis that overflowed.
    public var axis: Axis
    /// By how many points.
    public var amount: Double
    /// The content's path.
    public var contentPath: String

    /// An overflow of `amount` points along `axis` by the content at `contentPath`.
    public init(axis: Axis, amount: Double, contentPath: String) {
        self.axis = axis
        self.amount = amount
        self.contentPath = contentPath
    }
}
