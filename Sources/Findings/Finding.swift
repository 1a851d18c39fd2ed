/// One problem a check found on one screen, merged over every size at which it holds.
///
/// A value, not a string: reporters turn findings into text, JSON or SARIF without parsing.
/// A finding from a laid-out screen carries its `context` (screen, device, direction, typed
/// sizes); one from reading source (a lint rule) has none.
public struct Finding: Hashable, Sendable, Codable {
    /// The check that reported it (`clipped-text`).
    public var checkID: String
    /// How serious it is (the worst over the sizes where it holds).
    public var severity: Severity
    /// What is wrong, in one sentence with the numbers, at the first size where it holds.
    public var message: String
    /// The view it is about.
    public var element: ElementReference
    /// A second view involved (what an overlapping text covers), or nil.
    public var relatedElement: ElementReference?
    /// Where the view is written, when the screen came from source code.
    public var sourceLocation: FileLocation?
    /// Where what causes it is written, when that is not `sourceLocation` (the frame whose height cuts a text).
    public var causeLocation: FileLocation?
    /// The screen, device, direction and sizes at which it holds; nil for a finding from source (a lint rule).
    public var context: FindingContext?
    /// The numbers behind it at `context.firstSize`, in the order the check reports them.
    public var measurements: [MeasuredValue]
    /// The WCAG criterion it fails or puts at risk.
    public var criterion: WCAGCriterion
    /// What to change, as the guidance says it.
    public var fix: String
    /// What a simulated finding rests on; nil for findings from source patterns (lint rules).
    public var evidence: Evidence?

    /// A finding with every field given.
    public init(
        checkID: String, severity: Severity, message: String, element: ElementReference, relatedElement: ElementReference? = nil,
        sourceLocation: FileLocation? = nil, context: FindingContext?, measurements: [MeasuredValue], criterion: WCAGCriterion, fix: String,
        evidence: Evidence? = nil
    ) {
        self.checkID = checkID
        self.severity = severity
        self.message = message
        self.element = element
        self.relatedElement = relatedElement
        self.sourceLocation = sourceLocation
        self.context = context
        self.measurements = measurements
        self.criterion = criterion
        self.fix = fix
        self.evidence = evidence
    }

    /// Whether it came from reading source (a lint rule) rather than from a laid-out screen.
    public var isFromSource: Bool { context == nil }

    /// The measured value under `key`, if the check reported one.
    public func measurement(_ key: String) -> Double? {
        measurements.first { $0.key == key }?.value
    }
}
