import DynamicType
import Findings
import LayoutEngine

/// What a check saw at one size: the raw material of a finding. The runner merges the
/// observations of every size with the same check and element into one finding.
public struct Observation: Sendable {
    /// The check id (a check may report more than one).
    public var checkID: String
    /// The size at which it holds: an iOS category or an Android font scale.
    public var setting: SizeSetting
    /// The iOS size category at which it holds (Large for an Android scale; read `setting`).
    public var category: ContentSizeCategory {
        get { setting.category ?? .default }
        set { setting = .category(newValue) }
    }
    /// The view it is about.
    public var element: ElementReference
    /// A second view involved, or nil.
    public var relatedElement: ElementReference?
    /// Where the view is written, if known.
    public var sourceLocation: FileLocation?
    /// Where what causes it is written, when that is not where it is reported (the frame whose height cuts a text).
    public var causeLocation: FileLocation?
    /// How serious it is here.
    public var severity: Severity
    /// What is wrong, with the numbers.
    public var message: String
    /// The numbers.
    public var measurements: [MeasuredValue]
    /// The element's and the related element's places in the screen's depth-first order, for
    /// the evidence the finding rests on.
    var elementIndex: Int?
    var relatedIndex: Int?

    /// An observation about `element` (and `related`), at `category`.
    public init(
        checkID: String, category: ContentSizeCategory, element: ScreenElement, related: ScreenElement? = nil,
        severity: Severity, message: String, measurements: [MeasuredValue]
    ) {
        self.init(
            checkID: checkID, setting: .category(category), element: element, related: related, severity: severity,
            message: message, measurements: measurements)
    }

    /// An observation about `element` (and `related`), at `setting`.
    public init(
        checkID: String, setting: SizeSetting, element: ScreenElement, related: ScreenElement? = nil,
        severity: Severity, message: String, measurements: [MeasuredValue]
    ) {
        self.checkID = checkID
        self.setting = setting
        self.element = ElementReference(path: element.path, label: element.displayName)
        elementIndex = element.index
        relatedIndex = related?.index
        relatedElement = related.map { ElementReference(path: $0.path, label: $0.displayName) }
        sourceLocation = element.node.traits.sourceLocation
        self.severity = severity
        self.message = message
        self.measurements = measurements
    }

    /// The identity findings merge on: check, element and related element.
    var identity: String {
        checkID + "\u{1}" + element.path + "\u{1}" + (relatedElement?.path ?? "")
    }
}
