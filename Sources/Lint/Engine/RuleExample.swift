/// Source text in a rule's description with the positions the rule must report marked by
/// `RuleExample.marker` (`↓`) right before the reported token. An example without markers must
/// not trigger the rule. The examples are the rule's tests and appear in the rule reference.
public struct RuleExample: Hashable, Sendable {
    /// The character that marks an expected position; it is removed before the rule runs.
    public static let marker: Character = "↓"

    /// The source with its markers.
    public var markedSource: String
    /// Why it triggers or not, for the reference; may be empty.
    public var explanation: String
    /// The file name to lint it under; nil for the language's default (`Example.tsx`).
    public var fileName: String?
    /// The configuration to lint it with; nil for the default.
    public var configuration: LintConfiguration?

    /// An example whose `markedSource` marks where the rule must report.
    public init(_ markedSource: String, explanation: String = "", fileName: String? = nil, configuration: LintConfiguration? = nil) {
        self.markedSource = markedSource
        self.explanation = explanation
        self.fileName = fileName
        self.configuration = configuration
    }

    /// The source with the markers removed: what the rule reads.
    public var source: String {
        String(markedSource.filter { $0 != Self.marker })
    }

    /// Where the markers stood in `source`, in order.
    public var expectedPositions: [SourcePosition] {
        var positions: [SourcePosition] = []
        var line = 1, column = 1
        for character in markedSource {
            if character == Self.marker {
                positions.append(SourcePosition(line: line, column: column))
            } else if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return positions
    }

    /// Whether the rule must report something on it.
    public var isTriggering: Bool { markedSource.contains(Self.marker) }
}
