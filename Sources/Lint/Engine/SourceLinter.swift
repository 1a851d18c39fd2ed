/// Everything that lints one language: the rules' descriptions and a way to run them on a file.
///
/// `LintRunner` picks the linter by the file's language. The built-in ones run `LintRule`s;
/// `SwiftSource` plugs its syntax-tree rules in through the same protocol.
public protocol SourceLinter: Sendable {
    /// The language whose files it reads.
    var language: RuleLanguage { get }
    /// The descriptions of every rule it may report.
    var descriptions: [RuleDescription] { get }
    /// The same linter running only the rules `configuration` enables. The runner asks once per
    /// run and does not filter what that linter reports, so rules turned off cost nothing.
    func enabling(_ configuration: LintConfiguration) -> any SourceLinter
    /// Every violation of its rules in `file`.
    func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation]
    /// Why `file` cannot be linted (`line 4: not well-formed XML`), empty when it can.
    func problems(in file: LintFile) -> [String]
    /// The violations of its rules, or why the file could not be linted; for linters that find a
    /// problem only while reading (a parse that takes too long).
    func lint(_ file: LintFile, configuration: LintConfiguration) -> (violations: [RuleViolation], problems: [String])
    /// `lint(_:configuration:)` and, from the same reading, what the file tells the project-wide pass.
    func lintWithFacts(_ file: LintFile, configuration: LintConfiguration) -> (
        violations: [RuleViolation], problems: [String], facts: ProjectFacts
    )
}

extension SourceLinter {
    /// No problems: code is tokenized whatever it holds.
    public func problems(in file: LintFile) -> [String] { [] }

    /// No facts: the linter's rules judge each file alone.
    public func lintWithFacts(_ file: LintFile, configuration: LintConfiguration)
        -> (violations: [RuleViolation], problems: [String], facts: ProjectFacts)
    {
        let (violations, problems) = lint(file, configuration: configuration)
        return (violations, problems, ProjectFacts())
    }

    /// The problems first; the violations only when there are none.
    public func lint(_ file: LintFile, configuration: LintConfiguration) -> (violations: [RuleViolation], problems: [String]) {
        let problems = problems(in: file)
        return problems.isEmpty ? (violations(in: file, configuration: configuration), []) : ([], problems)
    }
}

/// A linter made of text-based `LintRule`s of one language.
public struct RuleSetLinter: SourceLinter {
    /// The language whose files it reads.
    public let language: RuleLanguage
    /// Its rules, in reference order.
    public let rules: [any LintRule.Type]

    /// A linter running `rules` on files of `language`.
    public init(language: RuleLanguage, rules: [any LintRule.Type]) {
        self.language = language
        self.rules = rules
    }

    /// The descriptions of its rules.
    public var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// A linter of the same language with only the rules `configuration` enables.
    public func enabling(_ configuration: LintConfiguration) -> any SourceLinter {
        RuleSetLinter(language: language, rules: rules.filter { configuration.isEnabled($0.description.id) })
    }

    /// The violations and what a React Native file tells the project (its components whose text never scales), or a
    /// Flutter file (the texts it passes to widgets).
    public func lintWithFacts(_ file: LintFile, configuration: LintConfiguration)
        -> (violations: [RuleViolation], problems: [String], facts: ProjectFacts)
    {
        let (violations, problems) = lint(file, configuration: configuration)
        var facts = ProjectFacts()
        if language == .reactNative, problems.isEmpty {
            facts.nonScalingTextComponents = ReactNativeComponents.nonScalingComponents(in: file.codeIndex, tree: file.jsxTree)
            facts.numericConstants = ReactNativeStyles.exportedConstants(in: file.codeIndex)
            // A story's or test's components rarely share a screen's names; when they do, the name is ambiguous and unused.
            facts.reactNativeComponents = ReactNativeComponentText.declared(in: file)
            facts.textWrappers = ReactNativeComponents.textWrappers(
                in: file.codeIndex, tree: file.jsxTree, imports: file.reactNativeImports)
        }
        if language == .androidXML, problems.isEmpty, let name = AndroidInflation.layoutName(ofPath: file.path),
            !file.xmlDocument.elements.isEmpty
        {
            // A layout code may add to another's container.
            facts.androidLayouts[name] = AndroidLayoutBox.Layout(file.xmlDocument)
        }
        if language == .kotlin, problems.isEmpty, file.containsBytes("addView") {
            facts.androidInflatedLayouts = AndroidInflation.containers(in: file.codeIndex)
        }
        if language == .kotlin, problems.isEmpty {
            // The rules have read the file's tokens already; a preview's or test's declarations are not the app's.
            let (dp, styles) = (ComposeDeclarations.dpValues(in: file.codeIndex), ComposeDeclarations.textStyles(in: file.codeIndex))
            if !(dp.isEmpty && styles.isEmpty), ScaffoldingContext.of(path: file.path) == nil {
                facts.composeDpValues = dp
                facts.composeTextStyles = styles
            }
        }
        if language == .flutter, problems.isEmpty, ScaffoldingContext.of(path: file.path) == nil {
            facts.flutterArguments = FlutterRowWidth.textArguments(in: file.codeIndex)
            let boxes = file.containsBytes("FittedBox") ? FlutterUnboundedWidth.fittedParameters(in: file.codeIndex) : []
            for (parameter, box) in boxes where facts.flutterFittedParameters[parameter] == nil {
                facts.flutterFittedParameters[parameter] = "\(file.path):\(file.position(of: file.codeIndex.tokens[box]).line)"
            }
        }
        return (violations, problems, facts)
    }

    /// The XML error of a storyboard, xib or Android file that is not well-formed.
    public func problems(in file: LintFile) -> [String] {
        guard language == .interfaceBuilder || language == .androidXML else { return [] }
        return file.xmlDocument.error.map { [$0] } ?? []
    }

    /// Every rule's violations (``enabling(_:)`` leaves out the rules the configuration turns off); those
    /// in previews, tests, stories and debug-only code are notes (``ScaffoldingContext``).
    public func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let found = rules.flatMap { $0.violations(in: file, configuration: configuration) }
        return ScaffoldingContext.applied(to: found, in: file, language: language)
    }
}
