import DynamicType
import Findings
import LayoutEngine

/// What a check saw at one size: the raw material of a finding. The runner merges the
/// observations of every size with the same check and element into one finding.
public struct Observation: Sendable {
    /// The check id (a check may report more than one).
    public var checkID: String
    /// The size at which it holds.
    public var category: ContentSizeCategory
    /// The view it is about.
    public var element: ElementReference
    /// A second view involved, or nil.
    public var relatedElement: ElementReference?
    /// Where the view is written, if known.
    public var sourceLocation: FileLocation?
    /// How serious it is here.
    public var severity: Severity
    /// What is wrong, with the numbers.
    public var message: String
    /// The numbers.
    public var measurements: [MeasuredValue]

    /// An observation about `element` (and `related`), at `category`.
    public init(checkID: String, category: ContentSizeCategory, element: ScreenElement, related: ScreenElement? = nil,
                severity: Severity, message: String, measurements: [MeasuredValue]) {
        self.checkID = checkID
        self.category = category
        self.element = ElementReference(path: element.path, label: element.displayName)
        relatedElement = related.map { ElementReference(path: $0.path, label: $0.displayName) }
        sourceLocation = element.node.traits.sourceLocation.map { FileLocation(file: $0.file, line: $0.line, column: $0.column) }
        self.severity = severity
        self.message = message
        self.measurements = measurements
    }

    /// The identity findings merge on: check, element and related element.
    var identity: String {
        checkID + "\u{1}" + element.path + "\u{1}" + (relatedElement?.path ?? "")
    }
}
