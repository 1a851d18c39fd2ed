/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`'s values;
/// nil leaves that bound to the content.
public struct FlexibleFrame: Hashable, Sendable, Codable {
    /// The narrowest the frame may be.
    public var minWidth: Double?
    /// The width the frame answers when proposed none.
    public var idealWidth: Double?
    /// The widest the frame may be (`.infinity` takes whatever is offered).
    public var maxWidth: Double?
    /// The shortest the frame may be (a row's `minHeight: 44`).
    public var minHeight: Double?
    /// The height the frame answers when proposed none.
    public var idealHeight: Double?
    /// The tallest the frame may be.
    public var maxHeight: Double?
    /// Where the content sits inside.
    public var alignment: Alignment

    /// A flexible frame; every bound is optional.
    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
