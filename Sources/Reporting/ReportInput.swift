import Findings

/// Everything a reporter reads: the findings, the checks that describe them, the tool's version
/// and where paths are relative to. A value; every reporter is a pure function of it.
///
/// The initializer makes file paths relative to `baseDirectory` (or absolute, for editors), puts each finding's sizes in
/// order (smallest first, each once) and sorts the findings into report order (`Finding.precedes`,
/// then screen and text to break the remaining ties), so two inputs built from the same findings
/// print the same bytes whatever order they came in.
public struct ReportInput: Hashable, Sendable {
    /// The findings in report order, their file paths relative to `baseDirectory`, their sizes in order.
    public let findings: [Finding]
    /// The descriptions of the checks that ran (`AuditChecks.all.map { $0.description }`), for rule metadata.
    public let checks: [CheckDescription]
    /// The version of Reflow that made the findings (`ReflowVersion.current`).
    public let toolVersion: String
    /// The directory paths are printed relative to (the current directory); empty to keep paths as given.
    public let baseDirectory: String
    /// Every screen audited, in the order reports list them, including screens without findings.
    public let screens: [String]
    /// Remarks about the audit as a whole (what could not be checked exactly), each once.
    public let notes: [String]
    /// How much of each screen read from source was simulated, by screen name (paths relative to `baseDirectory`).
    public let coverage: [String: ScreenCoverage]
    /// Where people can read about Reflow; SARIF's `tool.driver.informationUri`, left out when nil.
    public let toolInformationURI: String?

    /// The informationUri used unless the caller gives one: none, since the project has no public
    /// home yet, and SARIF readers show a made-up address as if it were real.
    public static let defaultToolInformationURI: String? = nil

    /// How file paths are printed.
    public enum PathStyle: Hashable, Sendable {
        /// Relative to `baseDirectory` where they lie under it: short, and the same on every machine.
        case relative
        /// Absolute (relative ones joined to `baseDirectory`): what Xcode and editors started from another folder can open.
        case absolute
    }

    /// An input of `findings` (their paths made relative, or absolute, and sorted here) described by `checks`.
    public init(
        findings: [Finding], checks: [CheckDescription], toolVersion: String, baseDirectory: String = "",
        paths: PathStyle = .relative, screens: [String] = [], notes: [String] = [], coverage: [String: ScreenCoverage] = [:],
        toolInformationURI: String? = ReportInput.defaultToolInformationURI
    ) {
        let shownPath: (String) -> String = { path in
            switch paths {
            case .relative: Self.relativePath(path, to: baseDirectory)
            case .absolute: Self.absolutePath(path, from: baseDirectory)
            }
        }
        self.findings = findings.map { finding in
            var finding = finding
            if var context = finding.context {
                context.sizes = Array(Set(context.sizes)).sorted()
                finding.context = context
            }
            if let location = finding.sourceLocation {
                finding.sourceLocation = FileLocation(
                    file: shownPath(location.file),
                    line: location.line, column: location.column)
            }
            if var evidence = finding.evidence {
                for index in evidence.dependencies.indices {
                    evidence.dependencies[index].location = evidence.dependencies[index].location.map {
                        FileLocation(file: shownPath($0.file), line: $0.line, column: $0.column)
                    }
                }
                finding.evidence = evidence
            }
            return finding
        }.sorted(by: Self.reportOrder)
        self.checks = checks
        self.toolVersion = toolVersion
        self.baseDirectory = baseDirectory
        self.screens = screens
        // Each note once, in order, found through a set: a screen can have thousands of notes (one
        // per modifier of a generated chain), and searching the list for each was quadratic.
        var seenNotes: Set<String> = []
        self.notes = notes.filter { seenNotes.insert($0).inserted }
        self.toolInformationURI = toolInformationURI
        self.coverage = coverage.mapValues { coverage in
            var coverage = coverage
            if let location = coverage.location {
                coverage.location = FileLocation(file: shownPath(location.file), line: location.line, column: location.column)
            }
            return coverage
        }
    }

    /// A screen's status: from its coverage, or `simulated` for a screen built in code.
    public func status(of screen: String) -> String {
        coverage[screen]?.status ?? "simulated"
    }

    /// The findings at `severity` or worse, for the exit status (1 when any, else 0).
    public func findings(atLeast severity: Severity) -> [Finding] {
        findings.filter { $0.severity >= severity }
    }

    /// `screens`, then any screen that only appears in a finding, in report order. Findings from
    /// source (lint rules) have no screen and add none.
    public var screenNames: [String] {
        var names: [String] = []
        for name in screens + findings.compactMap(\.context?.screen) where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// The files of findings from source (lint rules), in report order, each once.
    public var sourceFiles: [String] {
        var files: [String] = []
        for finding in findings where finding.isFromSource {
            if let file = finding.sourceLocation?.file, !files.contains(file) { files.append(file) }
        }
        return files
    }

    /// One description per id, each once: the checks and their related checks depth first, then a
    /// description made from the findings for any id no check describes, by id.
    public var rules: [CheckDescription] {
        var rules: [CheckDescription] = []
        var seen: Set<String> = []
        func add(_ description: CheckDescription) {
            if seen.insert(description.id).inserted { rules.append(description) }
            description.relatedChecks.forEach(add)
        }
        checks.forEach(add)
        var undescribed: [String: Finding] = [:]
        for finding in findings where !seen.contains(finding.checkID) && undescribed[finding.checkID] == nil {
            undescribed[finding.checkID] = finding
        }
        for id in undescribed.keys.sorted() {
            guard let finding = undescribed[id] else { continue }
            rules.append(
                CheckDescription(
                    id: id, name: id, summary: "Reported by the \(id) check.", rationale: "",
                    defaultSeverity: finding.severity, criterion: finding.criterion, fix: finding.fix))
        }
        return rules
    }

    /// `path` as an absolute path: a relative one joined to `base` (when `base` is absolute), with `.`,
    /// `..` and repeated slashes resolved. String logic only, like ``relativePath(_:to:)``.
    public static func absolutePath(_ path: String, from base: String) -> String {
        guard !path.hasPrefix("/"), base.hasPrefix("/") else { return relativePath(path, to: "") }
        return "/" + normalizedComponents(base + "/" + path, isAbsolute: true).joined(separator: "/")
    }

    /// `path` relative to `base` when it lies inside it (`.` for `base` itself); otherwise `path`
    /// with `.`, `..` and repeated slashes resolved, absolute paths staying absolute. String logic
    /// only: no file system access, symbolic links are not followed.
    public static func relativePath(_ path: String, to base: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        let components = normalizedComponents(path, isAbsolute: isAbsolute)
        if isAbsolute && base.hasPrefix("/") {
            let baseComponents = normalizedComponents(base, isAbsolute: true)
            if components.starts(with: baseComponents) {
                let rest = components.dropFirst(baseComponents.count)
                return rest.isEmpty ? "." : rest.joined(separator: "/")
            }
        }
        if isAbsolute { return "/" + components.joined(separator: "/") }
        return components.isEmpty ? "." : components.joined(separator: "/")
    }

    /// The path's components with empty and `.` ones dropped and `..` applied where it can be
    /// (at the root it stays at the root; leading ones of a relative path are kept).
    private static func normalizedComponents(_ path: String, isAbsolute: Bool) -> [String] {
        var result: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = result.last, last != ".." { result.removeLast() } else if !isAbsolute { result.append("..") }
            default: result.append(String(component))
            }
        }
        return result
    }

    /// Findings' own order, then screen, severity, message, sizes and fix, so no two different
    /// findings are left in input order.
    static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if Finding.precedes(lhs, rhs) { return true }
        if Finding.precedes(rhs, lhs) { return false }
        let left = [lhs.context?.screen ?? "", lhs.severity.rawValue, lhs.message, sizeNames(lhs), lhs.fix]
        let right = [rhs.context?.screen ?? "", rhs.severity.rawValue, rhs.message, sizeNames(rhs), rhs.fix]
        return left.lexicographicallyPrecedes(right)
    }

    /// The names of a finding's sizes, space-separated, a tie-breaker of last resort.
    private static func sizeNames(_ finding: Finding) -> String {
        (finding.context?.sizes ?? []).map(\.name).joined(separator: " ")
    }
}
