internal import Foundation

/// A Foundation formatter the code makes and sets up (`let formatter = DateFormatter()`, then
/// `formatter.dateStyle = .medium`): what it prints follows from its settings, so its text is the
/// source's, in English (United States), like every formatted sample Reflow shows.
///
/// Dates print the sample date the other formats use (Thursday, March 12, 2026, 10:41:07 AM
/// PDT): a date's text is as long as its format makes it, whatever the date. A relative date
/// ("2 hr. ago") of a date Reflow does not know depends on when it is read, so it stays a stand-in,
/// in the formatter's style; of dates it knows, it is Foundation's text (`DateValues`).
/// Numbers print only when the value is known.
struct FoundationFormatter: Hashable, Sendable {
    /// The formatter classes Reflow reads.
    enum Kind: String, Sendable {
        case date = "DateFormatter"
        case iso8601Date = "ISO8601DateFormatter"
        case relativeDate = "RelativeDateTimeFormatter"
        case dateComponents = "DateComponentsFormatter"
        case number = "NumberFormatter"
    }

    let kind: Kind
    /// The properties the code set, by name: a style's case name (`medium`), a pattern (`dateFormat`)
    /// or a number (`maximumFractionDigits`).
    private(set) var settings: [String: String] = [:]
    /// Properties set to a value Reflow could not read: what they print is not known.
    private(set) var unreadSettings: Set<String> = []

    /// A new formatter of the class `typeName`, or nil for another type.
    init?(typeName: String) {
        guard let kind = Kind(rawValue: typeName) else { return nil }
        self.kind = kind
    }

    /// The formatter after `formatter.property = value`; a value Reflow cannot read marks the
    /// property unread.
    func setting(_ property: String, to value: Value) -> FoundationFormatter {
        var changed = self
        switch value {
        case .member(let name, let arguments) where arguments.isEmpty: changed.settings[property] = name
        case .text(let text): changed.settings[property] = text.string
        case .number(let number): changed.settings[property] = Interpreter.format(number)
        case .bool(let flag): changed.settings[property] = flag ? "true" : "false"
        case .array(let items) where items.allSatisfy({ if case .member(_, let arguments) = $0 { arguments.isEmpty } else { false } }):
            // An option set (`[.minute, .second]`): its members' names.
            changed.settings[property] = items.compactMap(\.memberName).joined(separator: ",")
        default: changed.unreadSettings.insert(property)
        }
        return changed
    }

    /// What the formatter prints for `value` (`string(from:)`, `string(for:)`,
    /// `localizedString(for:relativeTo:)`, `"\(value, formatter: formatter)"`), named after
    /// `property`; nil when it depends on a number or a setting Reflow does not know, or when no
    /// format was set that Reflow saw (it was set some other way, and Foundation's empty string
    /// would hide the text).
    func text(for value: Value, property: String?) -> TextValue? {
        switch kind {
        case .date:
            let formats = ["dateFormat", "dateStyle", "timeStyle"]
            guard unreadSettings.isDisjoint(with: formats), formats.contains(where: { settings[$0] != nil }) else { return nil }
            return .data(dateText, property: property)
        case .iso8601Date: return .data("2026-03-12T17:41:07Z", property: property)
        case .relativeDate:
            guard !unreadSettings.contains("unitsStyle") else { return nil }
            var text = TextValue.data(relativeText, property: property ?? "date")
            text.standIn = .runtimeData
            return text
        case .number:
            guard case .number(let number) = value, unreadSettings.isDisjoint(with: ["numberStyle", "currencyCode"]) else { return nil }
            return numberText(number).map { .data($0, property: property) }
        case .dateComponents:
            return DateValues.seconds(value).flatMap(timeIntervalText).map { .data($0, property: property) }
        }
    }

    // MARK: Dates

    /// `dateFormat`'s pattern with the sample date, else the date and time styles joined as
    /// iOS joins them; empty when both are `.none`, as Foundation prints.
    private var dateText: String {
        if let pattern = settings["dateFormat"] { return Self.render(pattern: pattern) }
        let date = Self.dateStyles[settings["dateStyle"] ?? "none"] ?? ""
        let time = Self.timeStyles[settings["timeStyle"] ?? "none"] ?? ""
        if date.isEmpty || time.isEmpty { return date + time }
        return date + (settings["dateStyle"] == "short" ? ", " : " at ") + time
    }

    private static let dateStyles = [
        "none": "", "short": "3/12/26", "medium": "Mar 12, 2026", "long": "March 12, 2026", "full": "Thursday, March 12, 2026",
    ]
    private static let timeStyles = [
        "none": "", "short": "10:41 AM", "medium": "10:41:07 AM", "long": "10:41:07 AM PDT", "full": "10:41:07 AM Pacific Daylight Time",
    ]

    /// A relative formatter's text for dates it is given and knows (`localizedString(for: date, relativeTo: .now)`,
    /// `localizedString(fromTimeInterval: -90)`) in its `unitsStyle` and `dateTimeStyle`; nil when a date or a
    /// setting is not known.
    func relativeText(_ arguments: Interpreter.Arguments) -> String? {
        guard kind == .relativeDate, unreadSettings.isDisjoint(with: ["unitsStyle", "dateTimeStyle"]),
            let units = DateValues.formatterUnits(settings["unitsStyle"])
        else { return nil }
        let named = settings["dateTimeStyle"] == "named"
        if let interval = DateValues.seconds(arguments["fromTimeInterval"]) {
            return DateValues.relative(interval, to: 0, units: units, named: named)
        }
        guard let date = arguments["for"].flatMap(DateValues.secondsFromNow),
            let reference = arguments["relativeTo"].flatMap(DateValues.secondsFromNow)
        else { return nil }
        return DateValues.relative(date, to: reference, units: units, named: named)
    }

    /// Two hours before the sample's clock, in the formatter's `unitsStyle`.
    private var relativeText: String {
        switch settings["unitsStyle"] {
        case "short": "2 hr. ago"
        case "abbreviated": "2h ago"
        case "spellOut": "two hours ago"
        default: "2 hours ago"
        }
    }

    /// A Unicode date pattern (`"d MMM yyyy"`, `"EEEE, HH:mm"`) with the sample date: each run of
    /// one pattern letter is a field, quoted text is kept, `''` is a quote.
    static func render(pattern: String) -> String {
        var result = ""
        var characters = Array(pattern)[...]
        while let first = characters.first {
            if first == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {
                    result.append("'")
                    characters = characters.dropFirst()
                    continue
                }
                while let next = characters.first {
                    characters = characters.dropFirst()
                    if next == "'" {
                        if characters.first == "'" {
                            result.append("'")
                            characters = characters.dropFirst()
                            continue
                        }
                        break
                    }
                    result.append(next)
                }
                continue
            }
            guard first.isASCII, first.isLetter else {
                result.append(first)
                characters = characters.dropFirst()
                continue
            }
            let run = characters.prefix { $0 == first }.count
            characters = characters.dropFirst(run)
            result += field(first, count: run)
        }
        return result
    }

    /// One field of the sample date: Thursday, March 12, 2026, 10:41:07 AM, UTC−7.
    private static func field(_ letter: Character, count: Int) -> String {
        switch letter {
        case "G": return count == 4 ? "Anno Domini" : count == 5 ? "A" : "AD"
        case "y", "Y", "u", "U", "r": return count == 2 ? "26" : "2026"
        case "Q", "q": return count <= 2 ? "1" : count == 3 ? "Q1" : "1st quarter"
        case "M", "L": return ["3", "03", "Mar", "March", "M"][min(count, 5) - 1]
        case "w": return "11"
        case "W": return "2"
        case "d": return "12"
        case "D": return "71"
        case "F": return "2"
        case "E": return count <= 3 ? "Thu" : ["Thursday", "T", "Th"][min(count, 6) - 4]
        case "e", "c": return count <= 2 ? "5" : count == 3 ? "Thu" : count == 4 ? "Thursday" : count == 5 ? "T" : "Th"
        case "a", "b", "B": return "AM"
        case "h", "H", "k", "K": return "10"
        case "m": return "41"
        case "s": return count == 1 ? "7" : "07"
        case "S": return String(repeating: "0", count: count)
        case "A": return "38467000"
        case "z": return count == 4 ? "Pacific Daylight Time" : "PDT"
        case "Z": return count == 4 ? "GMT-07:00" : count == 5 ? "-07:00" : "-0700"
        case "X", "x": return count == 1 ? "-07" : count == 3 || count == 5 ? "-07:00" : "-0700"
        case "O": return count == 4 ? "GMT-07:00" : "GMT-7"
        case "v": return count == 4 ? "Pacific Time" : "PT"
        case "V": return count == 1 ? "uslax" : count == 2 ? "America/Los_Angeles" : "Los Angeles"
        default: return String(repeating: letter, count: count)
        }
    }

    // MARK: Numbers

    /// `value` in the formatter's `numberStyle`, by Foundation for English (United States).
    private func numberText(_ value: Double) -> String? {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        switch settings["numberStyle"] ?? "none" {
        case "none": formatter.numberStyle = .none
        case "decimal": formatter.numberStyle = .decimal
        case "percent": formatter.numberStyle = .percent
        case "ordinal": formatter.numberStyle = .ordinal
        case "spellOut": formatter.numberStyle = .spellOut
        case "currency":
            formatter.numberStyle = .currency
            formatter.currencyCode = settings["currencyCode"] ?? "USD"
        default: return nil
        }
        if let digits = settings["maximumFractionDigits"].flatMap(Int.init) { formatter.maximumFractionDigits = max(0, min(digits, 10)) }
        if let digits = settings["minimumFractionDigits"].flatMap(Int.init) { formatter.minimumFractionDigits = max(0, min(digits, 10)) }
        if let grouping = settings["usesGroupingSeparator"] { formatter.usesGroupingSeparator = grouping == "true" }
        return formatter.string(from: NSNumber(value: value))
    }
}
