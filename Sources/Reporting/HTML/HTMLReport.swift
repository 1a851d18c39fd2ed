import DynamicType
import Findings

/// What the HTML report shows besides the findings: each screen's pictures as plain values (file
/// names relative to the report's directory, pixel sizes, finding regions in pixels), so this
/// module needs no rendering library. `HTMLReportPage.html(_:report:)` turns it and a
/// `ReportInput` into `index.html`.
///
/// ```swift
/// let size = HTMLReport.Size(category: "accessibility5", caption: "AX5 · Body 53 pt",
///                            picture: HTMLReport.Picture(file: "checkout/AX5.png", width: 906, height: 2210),
///                            errors: 23, warnings: 4, regions: [HTMLReport.findingID(finding): [region]])
/// ```
public struct HTMLReport: Hashable, Sendable {
    /// A PNG file in the report's directory.
    public struct Picture: Hashable, Sendable {
        /// Its path relative to `index.html`, with `/` between directories (`checkout-before/AX5.png`).
        public var file: String
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// Pixels per point when it is not the report's (a contact sheet drawn at 1x in a 2x report).
        public var scale: Double?

        /// The picture at `file`, `width` x `height` pixels, drawn at `scale` (nil: the report's).
        public init(file: String, width: Int, height: Int, scale: Double? = nil) {
            self.file = file
            self.width = width
            self.height = height
            self.scale = scale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        }
    }

    /// A rectangle in a picture's pixels, 0 at the top left.
    public struct Region: Hashable, Sendable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// The rectangle from (`x`, `y`), `width` x `height` pixels.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// One screen drawn at one text size.
    public struct Size: Hashable, Sendable {
        /// The text size it is drawn at.
        public var setting: SizeSetting
        /// What people read under the slider: the short name and Body's size (`AX5 · Body 53 pt`).
        public var caption: String
        /// The screen drawn at this size with the findings that hold at it.
        public var picture: Picture
        /// How many error findings the picture shows.
        public var errors: Int
        /// How many warning findings the picture shows.
        public var warnings: Int
        /// Where each finding is marked in the picture, keyed by `HTMLReport.findingID(_:)`.
        public var regions: [String: [Region]]

        /// A size with every field given.
        public init(setting: SizeSetting, caption: String, picture: Picture, errors: Int, warnings: Int, regions: [String: [Region]] = [:])
        {
            self.setting = setting
            self.caption = caption
            self.picture = picture
            self.errors = errors
            self.warnings = warnings
            self.regions = regions
        }

        /// The caption's first part, the size's short name (`AX5`).
        public var shortName: String {
            var name = Substring(caption.split(separator: "·", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            while name.first == " " { name.removeFirst() }
            while name.last == " " { name.removeLast() }
            return name.isEmpty ? setting.name : String(name)
        }
    }

    /// One screen, or one variant of a screen: its contact sheet and its picture at each size.
    public struct Screen: Hashable, Sendable {
        /// The picture set's own name (`Checkout · long`, or the screen's name when it is no variant).
        public var name: String
        /// The screen it shows, as findings carry it (`Checkout`): its variants are listed under it.
        public var group: String
        /// What the screen shows, in one line.
        public var summary: String
        /// The device it was drawn on (`iPhone 16`).
        public var device: String
        /// Every size side by side; nil when a variant leaves it to the screen as written.
        public var contactSheet: Picture?
        /// The pictures, smallest size first: at every size checked, or at the sizes that tell
        /// the story (where what is found changes, the default size and the largest).
        public var sizes: [Size]
        /// Every size the screen was laid out and checked at, smallest first; the contact sheet
        /// shows each of them.
        public var checkedSizes: [SizeSetting]

        /// Whether these are pictures of a variant (another branch, content or translation) rather than of the screen as written.
        public var isVariant: Bool { name != group }

        /// A screen with every field given; `group` is the screen it is a variant of (itself when nil).
        /// `checkedSizes` defaults to the sizes that have pictures.
        public init(
            name: String, group: String? = nil, summary: String, device: String, contactSheet: Picture?, sizes: [Size],
            checkedSizes: [SizeSetting]? = nil
        ) {
            self.name = name
            self.group = group ?? name
            self.summary = summary
            self.device = device
            self.contactSheet = contactSheet
            self.sizes = sizes
            self.checkedSizes = checkedSizes ?? sizes.map(\.setting)
        }
    }

    /// The app or set of screens the report is about, for the page's title.
    public var title: String
    /// Pixels per CSS pixel of the pictures (the render scale: 1 or 2), so a 2x picture shows at its point size.
    public var scale: Double
    /// The screens, in the order the page lists them.
    public var screens: [Screen]

    /// A report of `screens` titled `title`, drawn at `scale` pixels per point.
    public init(title: String, scale: Double = 1, screens: [Screen]) {
        self.title = title
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.screens = screens
    }

    /// A stable identifier of `finding` that pictures and the findings list share: its check, then
    /// a hash of screen, device, direction, check, element, related element and first size
    /// (`clipped-text-3f2a9c01d4e5b607`). Source locations and sizes are left out, so the same
    /// finding before and after `ReportInput` relativised its path has the same identifier.
    public static func findingID(_ finding: Finding) -> String {
        let context = finding.context
        let key = [
            context?.screen ?? "", context?.deviceLabel ?? "", context?.layoutDirection.rawValue ?? "", finding.checkID,
            finding.element.path, finding.relatedElement?.path ?? "", context?.firstSize.name ?? "",
        ].joined(separator: "\u{1F}")
        let hex = StableHash.hex(StableHash.fnv1a64(key))
        let check = String(finding.checkID.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
        return (check.isEmpty ? "finding" : check) + "-" + hex
    }
}
