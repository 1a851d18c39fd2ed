/// A rule that reads one file's text: it describes itself and returns where it matches.
///
/// Rules are stateless types with static members, each in its own file under
/// `Sources/Lint/Rules/<Language>/`, listed once in `LintRules`. They read the file through the
/// shared, cached analyses of `LintFile` (`codeIndex`, `xmlDocument`) so a file is tokenized or
/// parsed once however many rules read it.
public protocol LintRule: SendableMetatype {
    /// Its id, summary, rationale, severity, language, criterion, fix, precision and examples.
    static var description: RuleDescription { get }
    /// Where it matches in `file`; configuration changes what counts (font-helper lists), not
    /// whether the rule runs or how severe it is: the runner decides those.
    static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation]
}

extension LintRule {
    /// A violation of this rule at `position` in `file`.
    static func violation(
        in file: LintFile, at position: SourcePosition, _ message: String, element: String = "",
        fix: String? = nil
    ) -> RuleViolation {
        RuleViolation(ruleID: description.id, file: file.path, position: position, message: message, fix: fix, element: element)
    }
}
