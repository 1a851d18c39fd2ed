import Findings

/// Findings as a SARIF 2.1.0 log, for GitHub code scanning and other SARIF viewers.
///
/// One run. `tool.driver` names Reflow with its version and lists every check as a rule: id,
/// PascalCase name, summary, rationale, help (text and Markdown, with the fix and the WCAG
/// link), the WCAG page as `helpUri`, the default level, and tags. Each result gives its rule
/// (id and index), level (`error`, `warning`, `note`), message, and a location: a physical one
/// (path relative to the base directory, line, column) when the finding has a source location,
/// and always a logical one naming the element (`kind` `element`, fully qualified by screen and
/// view path). Findings without a source location therefore have only the logical location;
/// GitHub code scanning cannot place those in a file (give views a source location to see them
/// there). Lint findings (no screen, no sizes) have only the physical location, and their
/// properties leave out screen, device and sizes. A related element (what an overlapping text covers) is a related location.
/// `partialFingerprints` holds the finding's identity (check, screen, element path, and the
/// related element's path), stable across runs and line moves. The audit's notes are tool
/// execution notifications. No dates, times or absolute machine paths beyond those given.
public enum SARIFReporter {
    /// The URI of the SARIF 2.1.0 schema (OASIS errata 01), the log's `$schema`.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The key of the result identity in `partialFingerprints`.
    public static let fingerprintKey = "reflowFindingIdentity/v1"

    /// The log, pretty-printed with two spaces, ending in a newline.
    public static func report(_ input: ReportInput) -> String {
        let rules = input.rules
        var indices: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where indices[rule.id] == nil { indices[rule.id] = index }
        let driver: [(String, ReportJSON)] =
            [("name", .string("Reflow"))]
            + (input.toolInformationURI.map { [("informationUri", ReportJSON.string($0))] } ?? [])
            + [("version", .string(input.toolVersion)), ("rules", .array(rules.map(rule)))]
        var run: [(String, ReportJSON)] = [("tool", .object([("driver", .object(driver))]))]
        if !input.notes.isEmpty {
            let notifications = input.notes.map { note in
                ReportJSON.object([("level", .string("note")), ("message", .object([("text", .string(note))]))])
            }
            run.append(
                (
                    "invocations",
                    .array([
                        .object([
                            ("executionSuccessful", .bool(true)),
                            ("toolExecutionNotifications", .array(notifications)),
                        ])
                    ])
                ))
        }
        run.append(("results", .array(input.findings.map { result($0, ruleIndex: indices[$0.checkID] ?? -1) })))
        return ReportJSON.object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).rendered()
    }

    /// A `reportingDescriptor` for one check id.
    static func rule(_ description: CheckDescription) -> ReportJSON {
        let criterion = description.criterion
        let wcag = "WCAG \(criterion.number) \(criterion.title) (level \(criterion.level))"
        var helpText = description.summary
        var helpMarkdown = "**\(description.name).** \(description.summary)"
        if !description.rationale.isEmpty {
            helpText += "\n\nWhy: \(description.rationale)"
            helpMarkdown += "\n\n**Why.** \(description.rationale)"
        }
        if !description.fix.isEmpty {
            helpText += "\n\nFix: \(description.fix)"
            helpMarkdown += "\n\n**Fix.** \(description.fix)"
        }
        helpText += "\n\n\(wcag): \(criterion.url)"
        helpMarkdown += "\n\n**WCAG:** [\(criterion.number) \(criterion.title)](\(criterion.url)) (level \(criterion.level))"
        return .object([
            ("id", .string(description.id)),
            ("name", .string(pascalCase(description.id))),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.rationale.isEmpty ? description.summary : description.rationale))])),
            ("help", .object([("text", .string(helpText)), ("markdown", .string(helpMarkdown))])),
            ("helpUri", .string(criterion.url)),
            ("defaultConfiguration", .object([("level", .string(description.defaultSeverity.rawValue))])),
            (
                "properties",
                .object([
                    ("tags", .array(["accessibility", "dynamic-type", "wcag-\(criterion.number)"].map { .string($0) })),
                    ("wcag", JSONReporter.criterion(criterion)),
                ])
            ),
        ])
    }

    /// A `result` for one finding.
    static func result(_ finding: Finding, ruleIndex: Int) -> ReportJSON {
        var location: [(String, ReportJSON)] = []
        if let source = finding.sourceLocation {
            location.append(
                (
                    "physicalLocation",
                    .object([
                        ("artifactLocation", .object([("uri", .string(uri(forPath: source.file)))])),
                        (
                            "region",
                            .object([("startLine", .integer(max(1, source.line))), ("startColumn", .integer(max(1, source.column)))])
                        ),
                    ])
                ))
        }
        let screenContext = finding.context
        if let screenContext {
            location.append(("logicalLocations", .array([logicalLocation(finding.element, screen: screenContext.screen)])))
        }
        let context = ReportWording.context(of: finding)
        var members: [(String, ReportJSON)] = [
            ("ruleId", .string(finding.checkID)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(context.isEmpty ? finding.message : "\(finding.message) (\(context))"))])),
            ("locations", .array([.object(location)])),
        ]
        if let related = finding.relatedElement {
            members.append(
                (
                    "relatedLocations",
                    .array([
                        .object([
                            ("id", .integer(1)),
                            ("logicalLocations", .array([logicalLocation(related, screen: screenContext?.screen ?? "")])),
                            ("message", .object([("text", .string("Related element: \(related.label)"))])),
                        ])
                    ])
                ))
        }
        // A lint finding's element path is its line's text: with the file it survives lines moving.
        var identity =
            screenContext.map { [finding.checkID, $0.screen, finding.element.path] }
            ?? [finding.checkID, finding.sourceLocation?.file ?? "", finding.element.path]
        if let related = finding.relatedElement { identity.append(related.path) }
        members.append(("partialFingerprints", .object([(fingerprintKey, .string(identity.joined(separator: "|")))])))
        guard let screenContext else {
            members.append(
                (
                    "properties",
                    .object([
                        ("element", JSONReporter.element(finding.element)),
                        ("wcag", .string(finding.criterion.number)),
                        ("fix", .string(finding.fix)),
                    ])
                ))
            return .object(members)
        }
        var properties: [(String, ReportJSON)] = [
            ("screen", .string(screenContext.screen)),
            ("device", .string(screenContext.deviceLabel)),
            ("layoutDirection", .string(screenContext.layoutDirection.rawValue)),
            ("firstSize", .string(screenContext.firstSize.name)),
            ("sizes", .array(screenContext.sizes.map { .string($0.name) })),
            ("element", JSONReporter.element(finding.element)),
        ]
        if let related = finding.relatedElement { properties.append(("relatedElement", JSONReporter.element(related))) }
        properties += [
            ("measurements", .array(finding.measurements.map(JSONReporter.measurement))),
            ("wcag", .string(finding.criterion.number)),
            ("fix", .string(finding.fix)),
        ]
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    /// A `logicalLocation` naming a view: its label, and `screen: view path`.
    static func logicalLocation(_ element: ElementReference, screen: String) -> ReportJSON {
        .object([
            ("name", .string(element.label)),
            ("fullyQualifiedName", .string("\(screen): \(element.path)")),
            ("kind", .string("element")),
        ])
    }

    /// `clipped-text` → `ClippedText`: the readable identifier SARIF's rule `name` asks for.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }

    /// A URI reference for a path: relative paths stay relative, absolute ones become `file://`
    /// URIs; every byte outside RFC 3986's unreserved characters and `/` is percent-encoded.
    static func uri(forPath path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
