/// One container's answer to one proposal: its size and where each child goes.
///
/// Every container computes this in one routine; sizing reads `size`, placing reads the child
/// rectangles too, so "what size would you be" and "lay out for real" cannot diverge.
struct Arrangement: Sendable {
    /// One child's slot.
    struct Slot: Sendable {
        /// The index of the child in the node's children.
        var index: Int
        /// What the child was proposed.
        var proposal: ProposedSize
        /// Where the child goes, relative to the container's origin.
        var frame: Rect
    }

    /// The container's size.
    var size: Size
    /// The children placed, in source order (a conditional places only one).
    var slots: [Slot] = []
    /// Content that did not fit.
    var overflows: [Overflow] = []
    /// Whether the container clips its children to its bounds.
    var clips = false
    /// Whether the container scrolls its content.
    var scrolls = false
    /// When set, the container places its children by arranging again for this proposal (its own
    /// final size where it was offered nil), keeping the size it answered the first time.
    var placementProposal: ProposedSize?
}
