import Audit
import DynamicType
import LayoutEngine

/// A contact sheet: the picture, and where each size's column lies in it.
public struct RenderedContactSheet: Sendable {
    /// One size's column.
    public struct Column: Sendable {
        /// The size drawn: an iOS category, or an Android font scale in the Android row.
        public let setting: SizeSetting
        /// The iOS size category drawn; Large in an Android column (read `setting`).
        public var category: ContentSizeCategory { setting.category ?? .default }
        /// The caption's title: "AX5 · Body 53 pt", or "200% · Body 29 dp" in an Android column.
        public let caption: String
        /// The caption bar, in pixels.
        public let captionFrame: Rect
        /// The column's screen drawing under the caption, in pixels.
        public let screenFrame: Rect
        /// The whole column, caption and drawing, in pixels.
        public var frame: Rect {
            Rect(
                x: captionFrame.minX, y: captionFrame.minY, width: max(captionFrame.width, screenFrame.width),
                height: screenFrame.maxY - captionFrame.minY)
        }
        /// Whether this is the first size of its row (iOS or Android) at which an error appears
        /// (its caption is red).
        public let isFirstFailure: Bool
        /// The findings drawn in this column, with the regions they mark (in the column's screen points).
        public let marks: [FindingMark]
    }

    /// The picture.
    public let image: RenderedImage
    /// The iOS columns, smallest size first.
    public let columns: [Column]
    /// The Android columns (`ContactSheet.render(_:…includesAndroid: true)`), smallest scale
    /// first, in a row under the iOS one; empty unless asked for.
    public let androidColumns: [Column]
    /// The first size at which an error appears, or nil when none does.
    public let firstFailingCategory: ContentSizeCategory?
    /// The first Android font scale at which an error appears, or nil when none does (or the
    /// sheet has no Android columns).
    public let firstFailingAndroidScale: AndroidFontScale?

    /// Every column: the iOS ones, then the Android ones.
    public var allColumns: [Column] { columns + androidColumns }
}
