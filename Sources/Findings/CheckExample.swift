/// An example in a check's description: a small screen, as its DSL source, with what the check
/// must report on it. Examples with no expected findings must not trigger the check.
///
/// The source is text so that documentation and reporters need no layout types; the audit
/// module pairs each example with the screen built from the same code and runs it.
public struct CheckExample: Hashable, Sendable {
    /// The screen in Reflow's SwiftUI-spelled DSL.
    public var source: String
    /// What the check must report, exactly (nothing else with the check's ids); empty for an
    /// example that must stay silent.
    public var expectedFindings: [ExpectedFinding]
    /// Why the example triggers or not, for the documentation.
    public var explanation: String

    /// An example with its source, expectations and explanation.
    public init(source: String, expectedFindings: [ExpectedFinding], explanation: String) {
        self.source = source
        self.expectedFindings = expectedFindings
        self.explanation = explanation
    }

    /// Whether the check must report something on it.
    public var isTriggering: Bool { !expectedFindings.isEmpty }
}
