import DynamicType
import Findings
import LayoutEngine

/// What an audit covers and how strict it is.
public struct AuditConfiguration: Sendable {
    /// The iOS size categories to lay the screen out at. Default: all 12.
    public var categories: [ContentSizeCategory] = ContentSizeCategory.allCases
    /// The devices. Default: iPhone 16.
    public var devices: [Device] = [.iPhone16]
    /// The orientations. Default: portrait.
    public var orientations: [DeviceOrientation] = [.portrait]
    /// The writing directions. Default: left to right.
    public var layoutDirections: [LayoutDirection] = [.leftToRight]
    /// Android font scales (0.85 … 2.0) to audit as well. Default: none. The layout engine has no
    /// font-scale environment yet, so asking for any adds a note to the report and audits iOS
    /// categories only.
    public var androidFontScales: [AndroidFontScale] = []
    /// Check ids whose findings are dropped.
    public var disabledChecks: Set<String> = []
    /// Severities that replace what a check decides, by check id.
    public var severityOverrides: [String: Severity] = [:]
    /// The numbers checks compare against.
    public var thresholds = AuditThresholds()

    /// The defaults: 12 categories, iPhone 16 portrait, left to right, every check, default thresholds.
    public init() {}

    /// The defaults with other sizes, devices, orientations or directions.
    public init(categories: [ContentSizeCategory] = ContentSizeCategory.allCases, devices: [Device] = [.iPhone16],
                orientations: [DeviceOrientation] = [.portrait], layoutDirections: [LayoutDirection] = [.leftToRight]) {
        self.categories = categories
        self.devices = devices
        self.orientations = orientations
        self.layoutDirections = layoutDirections
    }

    /// The severity a finding of `checkID` gets when the check proposes `proposed`.
    public func severity(of checkID: String, proposed: Severity) -> Severity {
        severityOverrides[checkID] ?? proposed
    }
}
