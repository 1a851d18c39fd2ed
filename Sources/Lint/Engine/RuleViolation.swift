import Findings

/// One place where a rule matched: which rule, where, what is wrong, and optionally a fix for this
/// very spot. The runner fills in the severity and the line's text; a rule may propose a severity
/// when what the text is for decides it (a name that identifies an item, or a caption beside it).
public struct RuleViolation: Hashable, Sendable {
    /// The rule's id (`ib-fixed-font-size`).
    public var ruleID: String
    /// The file, as the runner was given it (relative to the project root when discovered).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column in UTF-8 bytes, from 1.
    public var column: Int
    /// What is wrong here, in one sentence.
    public var message: String
    /// A fix specific to this spot, when it is better than the rule's general one.
    public var fix: String?
    /// What the rule saw, for people (`<label> "Total"`, `Text`); empty when the line says enough.
    public var element: String
    /// The severity after configuration; before the runner sets it, the rule's proposal for this
    /// place or nil for the rule's default. A severity set in the configuration wins over a proposal.
    public var severity: Severity?
    /// The most the place allows, whatever the rule's severity: code that does not reach people as
    /// an app screen (a preview, a test, debug-only code, a widget's fixed canvas) is a note.
    public var severityCap: Severity?
    /// What the rest of the project must say for this violation to hold (a component not scrolled by a
    /// parent, a helper that builds a fixed font, text that scales, a constant's value); empty when the
    /// file alone decides. The runner resolves them once every file is read (``ProjectFacts``).
    public var conditions: [ProjectCondition] = []
    /// The text of the reported line with surrounding blanks trimmed, which the baseline keys on.
    public var lineText: String

    /// A violation of `ruleID` at `position` in `file`.
    public init(
        ruleID: String, file: String, position: SourcePosition, message: String, fix: String? = nil, element: String = "",
        severity: Severity? = nil, lineText: String = ""
    ) {
        self.ruleID = ruleID
        self.file = file
        self.line = position.line
        self.column = position.column
        self.message = message
        self.fix = fix
        self.element = element
        self.severity = severity
        self.lineText = lineText
    }

    /// Where it is.
    public var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// The order reports list violations in: file, line, column, then rule and message.
    public static func precedes(_ lhs: RuleViolation, _ rhs: RuleViolation) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.ruleID, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}
