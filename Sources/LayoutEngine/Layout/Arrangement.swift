/// One container's answer to one proposal: its size and where each child goes.
///
/// Every container computes this in one routine; sizing reads `size`, placing reads the child
/// rectangles too, so "what size would you be" and "lay out for real" cannot diverge.
struct Arrangement {
    /// One child's slot.
    struct Slot {
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
    /// The environment children lay out in, when the container changes it.
    var childEnvironment: LayoutEnvironment?
}
