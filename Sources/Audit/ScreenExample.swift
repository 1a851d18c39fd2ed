import Findings
import LayoutEngine

/// A check example with its screen: the DSL source for the documentation and the `ViewNode`
/// built from the same code for the verifier.
///
/// Swift cannot turn an expression into its source text, and the interpreter that reads source
/// (`SwiftSource`) is no module `Audit` may import, so the source is written as a string and as
/// code, next to each other in the check's file; `CheckExampleSourceTests` requires the two to
/// be the same text.
public struct ScreenExample: Sendable {
    /// The documented example: source, expected findings, explanation.
    public var example: CheckExample
    /// The screen the source describes.
    public var screen: ViewNode

    /// An example that must report exactly `expected`.
    public static func triggering(
        _ source: String, _ screen: ViewNode, expect expected: [ExpectedFinding],
        because explanation: String
    ) -> ScreenExample {
        ScreenExample(example: CheckExample(source: source, expectedFindings: expected, explanation: explanation), screen: screen)
    }

    /// An example on which the check must stay silent.
    public static func passing(_ source: String, _ screen: ViewNode, because explanation: String) -> ScreenExample {
        ScreenExample(example: CheckExample(source: source, expectedFindings: [], explanation: explanation), screen: screen)
    }
}
