import DynamicType
import LayoutEngine

/// A contact sheet: the picture, and where each size's column lies in it.
public struct RenderedContactSheet: Sendable {
    /// One size's column.
    public struct Column: Sendable {
        /// The size drawn.
        public let category: ContentSizeCategory
        /// The caption bar ("AX5 · Body 53 pt"), in pixels.
        public let captionFrame: Rect
        /// The column's screen drawing under the caption, in pixels.
        public let screenFrame: Rect
        /// The whole column, caption and drawing, in pixels.
        public var frame: Rect {
            Rect(x: captionFrame.minX, y: captionFrame.minY, width: max(captionFrame.width, screenFrame.width),
                 height: screenFrame.maxY - captionFrame.minY)
        }
        /// Whether this is the first size at which an error appears (its caption is red).
        public let isFirstFailure: Bool
        /// The findings drawn in this column, with the regions they mark (in the column's screen points).
        public let marks: [FindingMark]
    }

    /// The picture.
    public let image: RenderedImage
    /// The columns, smallest size first.
    public let columns: [Column]
    /// The first size at which an error appears, or nil when none does.
    public let firstFailingCategory: ContentSizeCategory?
}
