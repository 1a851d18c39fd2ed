import Findings

/// What to lint and how: rules on and off, severities, paths, excludes, font helpers, size limit.
/// Read from `.reflow.json` (see `Documentation/Configuration.md`) or built in code.
public struct LintConfiguration: Hashable, Sendable {
    /// When set, only these rules run (`enabledRules`); nil runs every rule not disabled.
    public var enabledRules: Set<String>?
    /// Rules that never run.
    public var disabledRules: Set<String>
    /// Severities that replace rules' defaults, by rule id.
    public var severities: [String: Severity]
    /// Paths to lint, relative to the project root; empty for the whole root.
    public var includePaths: [String]
    /// Glob patterns of paths to skip, relative to the root (`**/Generated/**`, `*.g.dart`).
    public var excludePatterns: [String]
    /// Functions and properties that return text sizes which follow the user's setting (a design
    /// system's `appFont`); code inside or around them is not reported as fixed.
    public var scalingFontHelpers: Set<String>
    /// Functions and properties that return fixed text sizes (`nonScaledSp`); uses are reported.
    public var fixedFontHelpers: Set<String>
    /// Components whose text is chrome (a design system's `AppTopBar`, `CountBadge`), in addition to
    /// the platforms' own bars, tabs, chips and badges: a name matches a component called so or whose
    /// name ends with it (`BottomNavigationItem` matches `AppBottomNavigationItem`).
    public var chromeComponents: Set<String>
    /// Files larger than this many bytes are skipped with a note.
    public var maximumFileSize: Int
    /// The baseline file, relative to the root, whose known violations are not reported.
    public var baselinePath: String?

    /// The limit on file size unless configured: 1 MiB, far above hand-written sources and below
    /// generated asset catalogs.
    public static let defaultMaximumFileSize = 1_048_576

    /// Every rule on, default severities, the whole root, no helpers, 1 MiB.
    public static let `default` = LintConfiguration()

    /// A configuration with the given settings (defaults for the rest).
    public init(
        enabledRules: Set<String>? = nil, disabledRules: Set<String> = [], severities: [String: Severity] = [:],
        includePaths: [String] = [], excludePatterns: [String] = [], scalingFontHelpers: Set<String> = [],
        fixedFontHelpers: Set<String> = [], chromeComponents: Set<String> = [],
        maximumFileSize: Int = LintConfiguration.defaultMaximumFileSize,
        baselinePath: String? = nil
    ) {
        self.enabledRules = enabledRules
        self.disabledRules = disabledRules
        self.severities = severities
        self.includePaths = includePaths
        self.excludePatterns = excludePatterns
        self.scalingFontHelpers = scalingFontHelpers
        self.fixedFontHelpers = fixedFontHelpers
        self.chromeComponents = chromeComponents
        self.maximumFileSize = maximumFileSize
        self.baselinePath = baselinePath
    }

    /// Whether the component called `name` (`AppBottomNavigationItem`, `Styled.Badge`) is configured as chrome.
    public func isChromeComponent(_ name: String) -> Bool {
        guard !chromeComponents.isEmpty else { return false }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        return chromeComponents.contains { simple.hasSuffix($0) }
    }

    /// Whether rule `id` runs.
    public func isEnabled(_ id: String) -> Bool {
        !disabledRules.contains(id) && (enabledRules?.contains(id) ?? true)
    }

    /// The severity of `description`'s violations: the configured one, else the rule's default.
    public func severity(of description: RuleDescription) -> Severity {
        severities[description.id] ?? description.defaultSeverity
    }

    /// The severity of one violation of `description`: the configured one, else the one the rule
    /// proposed for this place (from what the text is for), else the rule's default.
    public func severity(of description: RuleDescription, proposed: Severity?) -> Severity {
        severities[description.id] ?? proposed ?? description.defaultSeverity
    }
}
