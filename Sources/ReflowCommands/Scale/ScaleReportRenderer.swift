import DynamicType
import ReflowCommandLine

/// Prints a `ScaleReport` as text or JSON, deterministically.
public enum ScaleReportRenderer {
    /// The JSON schema version of `reflow scale --format json`.
    public static let jsonSchemaVersion = 1

    /// One line when one setting was asked about; a table otherwise; then the notes.
    public static func text(_ report: ScaleReport) -> String {
        let unit = report.outputUnit.rawValue
        var output: String
        if report.rows.count == 1, let row = report.rows.first {
            output =
                "\(report.subject) at \(row.setting.spoken): \(formatNumber(row.value, maximumFractionDigits: 2)) \(unit)"
                + " (x\(formatNumber(row.factor, maximumFractionDigits: 3)))\n"
            if let alternative = row.alternative, let label = report.alternativeLabel {
                output += "with \(label): \(formatNumber(alternative, maximumFractionDigits: 2)) \(unit)\n"
            }
        } else {
            var header = [report.settingKind, unit, "factor"]
            if let label = report.alternativeLabel { header.append(label) }
            let rows = report.rows.map { row in
                [
                    row.setting.name, formatNumber(row.value, maximumFractionDigits: 2),
                    "x" + formatNumber(row.factor, maximumFractionDigits: 3),
                ]
                    + (report.alternativeLabel == nil ? [] : [row.alternative.map { formatNumber($0, maximumFractionDigits: 2) } ?? "-"])
            }
            output = report.subject + "\n\n" + TextTable(header: header, rows: rows).rendered() + "\n"
        }
        return output + report.notes.map { "- \($0)\n" }.joined()
    }

    /// The report as a JSON document with a schema version.
    public static func json(_ report: ScaleReport) -> JSONValue {
        .object([
            ("schemaVersion", .number(Double(jsonSchemaVersion))),
            ("system", .string(report.system)),
            ("subject", .string(report.subject)),
            ("input", .object([("value", .number(report.input.value)), ("unit", .string(report.input.unit?.rawValue))])),
            ("unit", .string(report.outputUnit.rawValue)),
            ("settingKind", .string(report.settingKind)),
            (
                "results",
                .array(
                    report.rows.map { row in
                        var members: [(String, JSONValue)] = [
                            ("setting", .string(row.setting.name)), ("value", .number(row.value)), ("factor", .number(row.factor)),
                        ]
                        if let label = report.alternativeLabel {
                            members.append(("alternative", .object([("label", .string(label)), ("value", .number(row.alternative))])))
                        }
                        return .object(members)
                    })
            ),
            ("notes", .array(report.notes.map { .string($0) })),
        ])
    }
}
