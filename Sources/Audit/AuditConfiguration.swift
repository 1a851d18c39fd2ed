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
    /// Android font scales to audit as well (`AndroidFontScale.settingsValues`: 85 % … 200 %).
    /// Default: none. Each device, orientation and direction is then also laid out at these
    /// scales as its own series (text on Android's nonlinear curve, see
    /// `LayoutEnvironment.size`) whose default is 100 %: list 1.0 (as `settingsValues`
    /// does) for the checks that compare a size with the default, as `categories` needs Large.
    /// Its findings hold at scales (`context.firstSize == .androidFontScale(1.8)`), and reports name
    /// the device `iPhone 16 (Android scale)`.
    public var androidFontScales: [AndroidFontScale] = []

    /// Every size audited: the categories, then the Android scales, smallest first.
    public var sizeSettings: [SizeSetting] {
        (categories.map(SizeSetting.category) + androidFontScales.map(SizeSetting.androidFontScale)).sorted()
    }
    /// Check ids whose findings are dropped.
    public var disabledChecks: Set<String> = []
    /// Severities that replace what a check decides, by check id.
    public var severityOverrides: [String: Severity] = [:]
    /// The numbers checks compare against.
    public var thresholds = AuditThresholds()

    /// The defaults: 12 categories, iPhone 16 portrait, left to right, every check, default thresholds.
    public init() {}

    /// The defaults with other sizes, devices, orientations or directions.
    public init(
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, devices: [Device] = [.iPhone16],
        orientations: [DeviceOrientation] = [.portrait], layoutDirections: [LayoutDirection] = [.leftToRight]
    ) {
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
