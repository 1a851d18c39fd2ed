internal import SwiftSyntax
internal import SwiftParser
public import Lint

/// Lints Swift files with the SwiftUI and UIKit rules: each file is parsed once with the
/// toolchain's SwiftParser and every enabled rule reads the same tree.
public struct SwiftLinter: SourceLinter {
    /// Swift.
    public let language = RuleLanguage.swift
    /// The rules it runs, in `SwiftRules` order.
    private let rules: [any SwiftRule.Type]
    /// Trees already parsed by the caller, read instead of parsing again.
    private let parsed: ParsedSwiftFiles?

    /// A linter running every rule in `SwiftRules`.
    public init() {
        rules = SwiftRules.all
        parsed = nil
    }

    /// A linter running every rule, reading the trees in `parsed` where a file's bytes are unchanged.
    public init(reusing parsed: ParsedSwiftFiles) {
        rules = SwiftRules.all
        self.parsed = parsed
    }

    private init(rules: [any SwiftRule.Type], parsed: ParsedSwiftFiles?) {
        self.rules = rules
        self.parsed = parsed
    }

    /// The descriptions of the rules it runs.
    public var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// A Swift linter with only the rules `configuration` enables.
    public func enabling(_ configuration: LintConfiguration) -> any SourceLinter {
        SwiftLinter(rules: rules.filter { configuration.isEnabled($0.description.id) }, parsed: parsed)
    }

    /// Why a file cannot be parsed safely: the toolchain's parser takes exponential time on deeply
    /// nested brackets, so such files are refused before parsing, as `SwiftSourceFile` does.
    public func problems(in file: LintFile) -> [String] {
        guard let (offset, depth) = SwiftSourceFile.firstExcessiveBracketNesting(file.bytes) else { return [] }
        return [
            "line \(file.position(ofByte: offset).line): square brackets nest \(depth) deep, over the "
                + "\(SwiftSourceFile.maximumBracketNesting)-level limit of the parser"
        ]
    }

    /// Every rule's violations, from one parse. Parsing and walking recurse once per
    /// nesting level, so they run on a large-stack thread rather than the runner's worker.
    public func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        lint(file, configuration: configuration).violations
    }

    /// The violations, or why the file was not linted: brackets nested too deep, or a parse that
    /// took longer than ``Deadline/parseSeconds`` (the parser is quadratic on some malformed input).
    public func lint(_ file: LintFile, configuration: LintConfiguration) -> (violations: [RuleViolation], problems: [String]) {
        let (violations, problems, _) = lintWithFacts(file, configuration: configuration)
        return (violations, problems)
    }

    /// The violations and what the file tells the project-wide pass, from one parse; each fact is read
    /// only when a rule that depends on it runs (where views are shown, which functions build fonts).
    public func lintWithFacts(_ file: LintFile, configuration: LintConfiguration)
        -> (violations: [RuleViolation], problems: [String], facts: ProjectFacts)
    {
        let problems = problems(in: file)
        guard problems.isEmpty else { return ([], problems, ProjectFacts()) }
        guard !rules.isEmpty else { return ([], [], ProjectFacts()) }
        let needsUses = rules.contains { $0.description.id == SwiftUIPrimaryActionWithoutScrollRule.description.id }
        let needsFontHelpers = rules.contains { $0.description.id == SwiftUIFixedFontSizeRule.description.id }
        let outcome = Deadline.run(seconds: Deadline.parseSeconds) {
            CrashReport.working(on: file.path) { () -> (violations: [RuleViolation], facts: ProjectFacts, tooDeepAt: Int?) in
                let tree = parsed?.tree(for: file) ?? file.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
                // Rules walk the tree recursively, as SwiftSourceFile does: a file nesting deeper than that can be walked is not linted.
                if let offset = SyntaxDepth.firstOffsetTooDeep(in: tree, byteCount: file.bytes.count) {
                    return ([], ProjectFacts(), offset)
                }
                let context = SwiftSyntaxContext(tree: tree, file: file, configuration: configuration)
                var facts = needsFontHelpers ? SwiftFontHelpers.facts(in: context) : ProjectFacts()
                if needsUses { facts.uses = SwiftComponentUses.uses(in: context) }
                return (rules.flatMap { $0.violations(in: context) }, facts, nil)
            }
        }
        guard let (violations, facts, tooDeepAt) = outcome else {
            return ([], [SwiftSourceError.tooSlowToParse(path: file.path, seconds: Deadline.parseSeconds).reason], ProjectFacts())
        }
        if let tooDeepAt {
            return (
                [], ["line \(file.position(ofByte: tooDeepAt).line): \(SwiftSourceError.nestsTooDeepReason(limit: SyntaxDepth.limit))"],
                ProjectFacts()
            )
        }
        return (violations, [], facts)
    }
}
