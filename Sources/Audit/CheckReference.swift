import Findings

/// The check reference, `Documentation/Checks.md`, generated from the checks' descriptions so
/// the documentation cannot drift from the code; a test fails when the file is stale.
public enum CheckReference {
    /// The whole reference in Markdown: an index, then one section per id.
    public static func markdown(for descriptions: [CheckDescription] = AuditChecks.all.map { $0.description }) -> String {
        var out = """
            # Audit checks

            <!-- Generated from the checks' descriptions by `CheckReference.markdown()`. Do not edit by hand:
                 change the check, then run `REFLOW_RECORD_DOCS=1 swift test --filter CheckReferenceTests`. -->

            The audit lays a screen out at each of the 12 iOS text sizes and reports what breaks, where,
            and from which size on. Each check below says what it finds, why it matters, how serious
            it is by default, the WCAG criterion, the fix, the thresholds it reads and its examples,
            which are also its tests. Sizes are SwiftUI's `DynamicTypeSize` names.


            """
        out += "| id | name | default severity | WCAG | summary |\n|---|---|---|---|---|\n"
        for description in descriptions.flatMap(flattened) {
            out +=
                "| [`\(description.id)`](#\(description.id)) | \(description.name) | \(description.defaultSeverity) | "
                + "\(description.criterion.number) | \(escapeTable(description.summary)) |\n"
        }
        for description in descriptions {
            out += section(description, reportedBy: nil)
        }
        return out
    }

    private static func flattened(_ description: CheckDescription) -> [CheckDescription] {
        [description] + description.relatedChecks.flatMap(flattened)
    }

    private static func section(_ description: CheckDescription, reportedBy parent: String?) -> String {
        var out = "\n## \(description.id)\n\n**\(description.name).** \(description.summary)\n\n"
        if let parent { out += "Reported by the `\(parent)` check.\n\n" }
        out += "- Default severity: \(description.defaultSeverity)\n"
        out +=
            "- WCAG: [\(description.criterion.number) \(description.criterion.title)](\(description.criterion.url)) (level \(description.criterion.level))\n\n"
        out += "### Why\n\n\(description.rationale)\n\n### Fix\n\n\(description.fix)\n"
        if !description.settings.isEmpty {
            out += "\n### Settings\n\n| setting | default | meaning |\n|---|---|---|\n"
            for setting in description.settings {
                out += "| `\(setting.name)` | \(setting.defaultValue) | \(escapeTable(setting.summary)) |\n"
            }
        }
        if !description.examples.isEmpty {
            out += "\n### Examples\n"
            for example in description.examples {
                if example.isTriggering {
                    let expected = example.expectedFindings.map { "`\($0.checkID)` on `\($0.element)` from `\($0.firstSize)`" }
                    out += "\nTriggers \(expected.joined(separator: "; ")): \(example.explanation)\n"
                } else {
                    out += "\nDoes not trigger: \(example.explanation)\n"
                }
                out += "\n```swift\n\(example.source)\n```\n"
            }
        }
        for related in description.relatedChecks {
            out += section(related, reportedBy: description.id)
        }
        return out
    }

    private static func escapeTable(_ text: String) -> String {
        var result = ""
        for character in text { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
