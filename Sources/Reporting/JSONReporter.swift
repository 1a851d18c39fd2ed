import Findings

/// Findings as JSON, the stable machine interface, described by `Documentation/findings.schema.json`
/// (see `Documentation/OutputFormats.md`).
///
/// Top level: `schemaVersion`, `tool` (`name`, `version`), `summary` (counts), `screens` (every
/// screen audited, with its status and coverage), `findings` and `notes`. Each finding has every key, always in the same
/// order; `file`, `line` and `column` are `null` when the finding has no source location, and
/// `relatedElement` is `null` when no second view is involved. A lint finding (from source, not
/// from a screen) has `null` `screen`, `device`, `layoutDirection` and `firstSize`, and no `sizes`. Sizes are SwiftUI's
/// `DynamicTypeSize` case names (`xSmall` … `accessibility5`). Keys keep their order, numbers
/// print without trailing zeros, and a measurement that is not a number prints as `null`.
public enum JSONReporter {
    /// The version of the document's shape; it changes when a key is removed, renamed or changes meaning.
    /// Version 2: `screens` are objects with their status and coverage; the summary counts screens
    /// per status; simulated findings carry their `evidence`.
    public static let schemaVersion = 2

    /// The document, pretty-printed with two spaces, ending in a newline.
    public static func report(_ input: ReportInput) -> String {
        let findings = input.findings
        let summary: [(String, ReportJSON)] = [
            ("screens", .integer(input.screenNames.count)),
            ("simulated", .integer(input.screenNames.filter { input.status(of: $0) == "simulated" }.count)),
            ("partial", .integer(input.screenNames.filter { input.status(of: $0) == "partial" }.count)),
            ("notSimulated", .integer(input.screenNames.filter { input.status(of: $0) == "not-simulated" }.count)),
            ("findings", .integer(findings.count)),
            ("errors", .integer(findings.filter { $0.severity == .error }.count)),
            ("warnings", .integer(findings.filter { $0.severity == .warning }.count)),
            ("notes", .integer(findings.filter { $0.severity == .note }.count)),
        ]
        return ReportJSON.object([
            ("schemaVersion", .integer(schemaVersion)),
            ("tool", .object([("name", .string("Reflow")), ("version", .string(input.toolVersion))])),
            ("summary", .object(summary)),
            ("screens", .array(input.screenNames.map { screen(named: $0, input.coverage[$0], status: input.status(of: $0)) })),
            ("findings", .array(findings.map(object))),
            ("notes", .array(input.notes.map { .string($0) })),
        ]).rendered()
    }

    /// One finding with every key.
    static func object(_ finding: Finding) -> ReportJSON {
        let context = finding.context
        return .object([
            ("id", .string(finding.checkID)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(finding.sourceLocation?.file)),
            ("line", .integer(finding.sourceLocation?.line)),
            ("column", .integer(finding.sourceLocation?.column)),
            ("screen", .string(context?.screen)),
            ("device", .string(context?.deviceLabel)),
            ("layoutDirection", .string(context?.layoutDirection.rawValue)),
            ("firstSize", .string(context?.firstSize.name)),
            ("sizes", .array((context?.sizes ?? []).map { .string($0.name) })),
            ("element", element(finding.element)),
            ("relatedElement", finding.relatedElement.map(element) ?? .null),
            ("measurements", .array(finding.measurements.map(measurement))),
            ("wcag", criterion(finding.criterion)),
            ("fix", .string(finding.fix)),
            ("evidence", finding.evidence.map(evidence) ?? .null),
        ])
    }

    /// `{content, standIns, dependencies, partialScreen}`: what a simulated finding rests on.
    static func evidence(_ evidence: Evidence) -> ReportJSON {
        .object([
            ("content", .string(evidence.content.rawValue)),
            ("standIns", .array(evidence.standIns.map { .string($0) })),
            (
                "dependencies",
                .array(
                    evidence.dependencies.map { dependency in
                        .object([
                            ("kind", .string(dependency.kind.rawValue)),
                            ("subject", .string(dependency.subject)),
                            ("file", .string(dependency.location?.file)),
                            ("line", .integer(dependency.location?.line)),
                            ("column", .integer(dependency.location?.column)),
                        ])
                    })
            ),
            ("partialScreen", .bool(evidence.onPartialScreen)),
        ])
    }

    /// `{name, file, line, status, coverage}`; `file`, `line` and `coverage` are `null` for a screen built in code.
    static func screen(named name: String, _ coverage: ScreenCoverage?, status: String) -> ReportJSON {
        .object([
            ("name", .string(name)),
            ("file", .string(coverage?.location?.file)),
            ("line", .integer(coverage?.location?.line)),
            ("status", .string(status)),
            (
                "coverage",
                coverage.map { coverage in
                    .object([
                        ("interpreted", .integer(coverage.interpreted)),
                        ("opaqueViews", .integer(coverage.opaqueViews)),
                        ("ignoredModifiers", .integer(coverage.ignoredModifiers)),
                        ("unreadFonts", .integer(coverage.unreadFonts)),
                        ("sourceTexts", .integer(coverage.sourceTexts)),
                        ("standInTexts", .integer(coverage.standInTexts)),
                        (
                            "standInTextsByOrigin",
                            .object(
                                StandInOrigin.allCases.compactMap { origin in
                                    coverage.standInOrigins[origin].map { (origin.rawValue, .integer($0)) }
                                })
                        ),
                        ("reasons", .array(coverage.reasons.map { .string($0) })),
                    ])
                } ?? .null
            ),
        ])
    }

    /// `{label, path}`.
    static func element(_ element: ElementReference) -> ReportJSON {
        .object([("label", .string(element.label)), ("path", .string(element.path))])
    }

    /// `{key, value, unit}`; `value` is `null` when not a finite number.
    static func measurement(_ value: MeasuredValue) -> ReportJSON {
        .object([("key", .string(value.key)), ("value", .number(value.value)), ("unit", .string(value.unit))])
    }

    /// `{criterion, title, level, url}`.
    static func criterion(_ criterion: WCAGCriterion) -> ReportJSON {
        .object([
            ("criterion", .string(criterion.number)),
            ("title", .string(criterion.title)),
            ("level", .string(criterion.level)),
            ("url", .string(criterion.url)),
        ])
    }
}
