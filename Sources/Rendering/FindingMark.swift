import Findings
import LayoutEngine

/// A finding as drawn on a picture: how, and which regions of the screen it marks (in screen
/// points), so a report can link a finding to its place in the picture.
public struct FindingMark: Sendable {
    /// The finding.
    public var finding: Finding
    /// How it is drawn.
    public var kind: FindingMarkKind
    /// The regions it marks, in screen points: the hatched or filled parts, else the views outlined.
    public var regions: [Rect]
    /// A sentence printed under the screen, for marks whose numbers the picture cannot show
    /// ("Button "Pay": 46 pt below the fold"), or nil.
    public var note: String?

    /// A mark of `finding`.
    public init(finding: Finding, kind: FindingMarkKind, regions: [Rect], note: String? = nil) {
        self.finding = finding
        self.kind = kind
        self.regions = regions
        self.note = note
    }
}
