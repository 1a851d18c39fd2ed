/// A JSON document built in code and printed the same way every time: keys keep the order they
/// were given in, two-space indentation, numbers without trailing zeros, no NaN or infinity
/// (they print as `null`), strings escaped as RFC 8259 requires and otherwise left in UTF-8.
///
/// The one JSON writer of the project: reporters use it, and so do the commands' own outputs
/// (`reflow ramp`, `scale`, `measure` as JSON), so every JSON Reflow prints is written alike.
public indirect enum ReportJSON: Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([ReportJSON])
    case object([(String, ReportJSON)])

    /// A number, or `null` when absent.
    public static func number(_ value: Double?) -> ReportJSON {
        value.map { .number($0) } ?? .null
    }

    /// A string, or `null` when absent.
    public static func string(_ value: String?) -> ReportJSON {
        value.map { .string($0) } ?? .null
    }

    /// An integer, or `null` when absent.
    public static func integer(_ value: Int?) -> ReportJSON {
        value.map { .integer($0) } ?? .null
    }

    /// The document as text, ending in a newline.
    public func rendered() -> String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    private func write(to output: inout String, indent: Int) {
        let padding = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .number(let value): output += ReportNumber.format(value) ?? "null"
        case .string(let value): output += Self.quoted(value)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += padding
                item.write(to: &output, indent: indent + 1)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += padding + Self.quoted(key) + ": "
                value.write(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        }
    }

    /// A JSON string literal: quote, backslash and control characters escaped, the rest as is.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
