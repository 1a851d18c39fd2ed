import DynamicType
import ReflowCommandLine

/// The output formats of `reflow ramp`.
public enum RampFormat: String, CaseIterable, Sendable {
    case text
    case csv
    case json
    case markdown
}

/// Turns a `RampTable` into bytes: pure functions, one per format, deterministic.
public enum RampTableRenderer {
    /// The JSON schema version; raise it when a field changes meaning or disappears.
    public static let jsonSchemaVersion = 1

    /// The table in `format`.
    public static func render(_ table: RampTable, as format: RampFormat) -> String {
        switch format {
        case .text: text(table)
        case .csv: csv(table)
        case .json: json(table).rendered()
        case .markdown: markdown(table)
        }
    }

    /// `style,category,size,leading,weight,tracking`, one row per published cell.
    public static func csv(_ table: RampTable) -> String {
        var lines = ["style,category,size,leading,weight,tracking"]
        for entry in table.entries {
            lines.append(
                [
                    entry.style, entry.setting, formatNumber(entry.size), entry.leading.map { formatNumber($0) } ?? "",
                    entry.weight?.name ?? "", entry.tracking.map { formatNumber($0) } ?? "",
                ].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The whole table as a JSON document with a schema version.
    public static func json(_ table: RampTable) -> JSONValue {
        .object([
            ("schemaVersion", .number(Double(jsonSchemaVersion))),
            ("platform", .string(table.platform)),
            ("title", .string(table.title)),
            ("unit", .string(table.unit)),
            ("settingKind", .string(table.settingKind)),
            ("defaultSetting", .string(table.defaultSetting)),
            ("settings", .array(table.settings.map { .string($0) })),
            ("missingSettings", .array(table.missingSettings.map { .string($0) })),
            ("styles", .array(table.styles.map { .string($0) })),
            (
                "entries",
                .array(
                    table.entries.map { entry in
                        .object([
                            ("style", .string(entry.style)),
                            ("setting", .string(entry.setting)),
                            ("size", .number(entry.size)),
                            ("leading", .number(entry.leading)),
                            ("weight", .string(entry.weight?.name)),
                            ("emphasizedWeight", .string(entry.emphasizedWeight?.name)),
                            ("tracking", .number(entry.tracking)),
                        ])
                    })
            ),
            ("notes", .array(table.notes.map { .string($0) })),
        ])
    }

    /// Sizes (and leading, where published) as matrices of styles by settings, for terminals.
    public static func text(_ table: RampTable) -> String {
        var output = "\(table.title) (\(table.unit))\n\n"
        if table.entries.isEmpty {
            output += "No sizes are published for this selection.\n"
        } else if table.settings.count == 1 || table.styles.count == 1 {
            output += detailTable(table).rendered()
        } else {
            output += "size\n" + matrix(table, caption: "style", value: \.size).rendered()
            if table.entries.contains(where: { $0.leading != nil }) {
                output += "\nleading\n" + matrix(table, caption: "style", value: { $0.leading }, showsWeight: false).rendered()
            }
        }
        if let defaultSetting = table.defaultSetting, table.settings.count > 1, table.settings.contains(defaultSetting) {
            output += "\n* default: \(defaultSetting)\n"
        }
        if !table.missingSettings.isEmpty {
            output += "Not on this platform: \(table.missingSettings.joined(separator: ", "))\n"
        }
        output += table.notes.isEmpty ? "" : "\n" + table.notes.map { "- \($0)\n" }.joined()
        return output
    }

    /// The HIG-style tables in Markdown.
    public static func markdown(_ table: RampTable) -> String {
        func markdownTable(_ textTable: TextTable) -> String {
            let header = "| " + textTable.header.joined(separator: " | ") + " |"
            let rule = "|" + textTable.header.map { _ in "---|" }.joined()
            return ([header, rule] + textTable.rows.map { "| " + $0.joined(separator: " | ") + " |" }).joined(separator: "\n") + "\n"
        }
        var output = "## \(table.title) (\(table.unit))\n\n"
        if table.entries.isEmpty {
            output += "No sizes are published for this selection.\n"
        } else if table.settings.count == 1 || table.styles.count == 1 {
            output += markdownTable(detailTable(table))
        } else {
            output += "### Size\n\n" + markdownTable(matrix(table, caption: "style", value: \.size))
            if table.entries.contains(where: { $0.leading != nil }) {
                output += "\n### Leading\n\n" + markdownTable(matrix(table, caption: "style", value: { $0.leading }))
            }
        }
        output += table.notes.isEmpty ? "" : "\n" + table.notes.map { "- \($0)\n" }.joined()
        return output
    }

    private static func matrix(_ table: RampTable, caption: String, value: (RampTable.Entry) -> Double?, showsWeight: Bool = true)
        -> TextTable
    {
        let hasWeights = showsWeight && table.entries.contains { $0.weight != nil }
        let header =
            [caption] + table.settings.map { (table.settingHeadings[$0] ?? $0) + ($0 == table.defaultSetting ? "*" : "") }
            + (hasWeights ? ["weight"] : [])
        let rows = table.styles.map { style in
            [style]
                + table.settings.map { setting in
                    table.entry(style: style, setting: setting).flatMap(value).map { formatNumber($0, maximumFractionDigits: 2) } ?? "-"
                } + (hasWeights ? [table.entries.first { $0.style == style }?.weight?.name ?? "-"] : [])
        }
        return TextTable(header: header, rows: rows)
    }

    private static func detailTable(_ table: RampTable) -> TextTable {
        // Columns no entry fills (Android's curve has no leading or weight) are left out.
        let columns: [(String, (RampTable.Entry) -> String?)] = [
            ("style", { $0.style }), (table.settingKind, { $0.setting }), ("size", { formatNumber($0.size, maximumFractionDigits: 2) }),
            ("leading", { $0.leading.map { formatNumber($0, maximumFractionDigits: 2) } }), ("weight", { $0.weight?.name }),
            ("emphasized", { $0.emphasizedWeight?.name }), ("tracking", { $0.tracking.map { formatNumber($0, maximumFractionDigits: 3) } }),
        ].filter { _, value in table.entries.contains { value($0) != nil } }
        return TextTable(header: columns.map(\.0), rows: table.entries.map { entry in columns.map { $0.1(entry) ?? "-" } })
    }
}
