internal import Foundation
internal import SwiftSyntax
internal import ReflowLocking

/// How values look when code formats them for text: printf specifiers (`%.2f`, `%d`, `%@`),
/// `format: .currency(code:)`, date styles, and the inflection markup of `Text("^[…](inflect: true)")`.
enum TextFormatting {
    /// `value` formatted with a printf-style `specifier` (`%.2f`, `%d`, `%lld`, `%@`).
    static func format(_ value: Double, specifier: String) -> String {
        guard specifier.hasPrefix("%") else { return Interpreter.format(value) }
        // Width, padding and sign as written (`%02d`, `%+.1f`), as `String(format:)` prints them.
        if let printed = printed(value, specifier) { return printed }
        let body = specifier.dropFirst()
        if body.hasSuffix("f") {
            let digits = Int(body.drop { $0 != "." }.dropFirst().dropLast()) ?? 6
            return fixed(value, digits: digits)
        }
        return Interpreter.format(value.rounded(.towardZero))
    }

    /// A number with exactly `digits` decimals.
    static func fixed(_ value: Double, digits: Int) -> String {
        let digits = max(0, min(digits, 10))
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled.truncatingRemainder(dividingBy: scale))
        var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
        }
        return text
    }

    /// A piece of a format template: a run of its own text, an escaped `%%`, or a specifier (`%@`, `%.2f`,
    /// `%2$@`) as written (`raw`), without its position (`specifier`), and the argument position it names.
    enum TemplatePiece: Equatable {
        case text(String)
        case percent
        case specifier(raw: String, specifier: String, position: Int?)
    }

    /// The pieces of `template`, in order.
    static func pieces(of template: String) -> [TemplatePiece] {
        var pieces: [TemplatePiece] = []
        var text = ""
        var characters = template[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            guard character == "%" else {
                text.append(character)
                continue
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            if characters.first == "%" {
                pieces.append(.percent)
                characters = characters.dropFirst()
                continue
            }
            var raw = "%"
            // A positional specifier (`%2$@`, a translation that reorders its values) names its argument.
            let digits = characters.prefix { $0.isNumber }
            var position: Int?
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$", let index = Int(digits) {
                position = index
                raw += digits + "$"
                characters = characters.dropFirst(digits.count + 1)
            }
            // Flags, width, precision and length; the conversion (a letter, or `@`) ends the specifier.
            var specifier = "%"
            while let next = characters.first, next != "@", !next.isLetter || "lhqLzjt".contains(next) {
                specifier.append(next)
                characters = characters.dropFirst()
            }
            if let conversion = characters.first { specifier.append(conversion) }
            characters = characters.dropFirst()
            pieces.append(.specifier(raw: raw + specifier.dropFirst(), specifier: specifier, position: position))
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// `String(format:)`: each specifier in `template` replaced by the next argument, or by the one a
    /// positional specifier names (`%2$@`).
    static func format(template: String, arguments: [String], numbers: [Double?] = []) -> String {
        var result = ""
        var next = 0
        for piece in pieces(of: template) {
            switch piece {
            case .text(let text): result += text
            case .percent: result += "%"
            case .specifier(_, let specifier, let position):
                let index = position.map { $0 - 1 } ?? next
                if position == nil { next += 1 }
                // A known number in a numeric specifier (`%.2f`, `%02d`) is printed as the specifier says.
                if index >= 0, index < numbers.count, let number = numbers[index], let printed = printed(number, specifier) {
                    result += printed
                } else {
                    result += index >= 0 && index < arguments.count ? arguments[index] : ""
                }
            }
        }
        return result
    }

    /// `number` printed by one C-style numeric specifier (`%05.1f`, `%lld`, `%x`), by Foundation's
    /// `String(format:)`; nil for any other specifier (a width taken from an argument, `%@`, `%n`).
    static func printed(_ number: Double, _ specifier: String) -> String? {
        let lengthModifiers = "lhqLzjt"
        guard let conversion = specifier.last, specifier.first == "%",
            specifier.dropFirst().dropLast().allSatisfy({
                "-+ #0.".contains($0) || $0.isASCII && $0.isNumber || lengthModifiers.contains($0)
            })
        else { return nil }
        let core = String(specifier.dropLast().filter { !lengthModifiers.contains($0) })
        switch conversion {
        case "d", "i", "u", "o", "x", "X":
            guard number.isFinite, Swift.abs(number) < 9.0e18 else { return nil }
            return String(format: core + "ll" + String(conversion), Int64(number.rounded(.towardZero)))
        case "f", "F", "e", "E", "g", "G", "a", "A":
            return String(format: core + String(conversion), number)
        default:
            return nil
        }
    }

    /// An amount in a currency, as `format: .currency(code:)` shows it in English.
    static func currency(_ value: Double, code: String) -> String {
        let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "¥", "INR": "₹", "KRW": "₩", "CHF": "CHF ", "SEK": "SEK "]
        let digits = ["JPY", "KRW"].contains(code) ? 0 : 2
        return (symbols[code] ?? code + " ") + fixed(value, digits: digits)
    }

    /// A date as `Text(date, style:)` shows one: a fixed, realistic sample (no clock is read).
    static func date(style: String?) -> String {
        switch style {
        case "time": "10:41 AM"
        case "relative": "2 hours, 5 minutes"
        case "offset": "+2 hours"
        case "timer": "12:45"
        default: "March 12, 2026"
        }
    }

    /// A date as `date.formatted(date:time:)` shows one in English (United States), for the sample date
    /// `date(style:)` uses: the styles give the length, the value does not matter. Nil when both parts are
    /// omitted or a style is not one Foundation has.
    static func dateTime(date dateStyle: String?, time timeStyle: String?) -> String? {
        let dates = [
            "numeric": "3/12/2026", "abbreviated": "Mar 12, 2026", "long": "March 12, 2026",
            "complete": "Thursday, March 12, 2026", "omitted": "",
        ]
        let times = ["shortened": "10:41 AM", "standard": "10:41:07 AM", "complete": "10:41:07 AM PDT", "omitted": ""]
        guard let datePart = dates[dateStyle ?? "omitted"], let timePart = times[timeStyle ?? "omitted"] else { return nil }
        switch (datePart.isEmpty, timePart.isEmpty) {
        case (true, true): return nil
        case (false, true): return datePart
        case (true, false): return timePart
        // iOS 17 and later join a numeric date with a comma and the others with "at".
        case (false, false): return datePart + (dateStyle == "numeric" ? ", " : " at ") + timePart
        }
    }

    /// A date as `.formatted(.dateTime.month().day())` or `Text(date, format: .dateTime.hour().minute())` shows the sample
    /// date in English (United States): the fields asked for, in the order the locale puts them. Nil when no field is known.
    static func dateTime(fields: [String]) -> String? {
        let wanted = Set(fields)
        var date: [String] = []
        if wanted.contains("weekday") { date.append("Thu") }
        let month = wanted.contains("month") ? "Mar" : nil
        let day = wanted.contains("day") ? "12" : nil
        switch (month, day) {
        case (let month?, let day?): date.append("\(month) \(day)")
        case (let month?, nil): date.append(month)
        case (nil, let day?): date.append(day)
        case (nil, nil): break
        }
        if wanted.contains("year") { date.append("2026") }
        var time = ""
        if wanted.contains("hour") {
            time = wanted.contains("minute") ? "10:41 AM" : "10 AM"
        } else if wanted.contains("minute") {
            time = "41"
        }
        let parts = [date.joined(separator: ", "), time].filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The fields a `Date.FormatStyle` expression asks for (`.dateTime.month().day()` → month, day), or nil when
    /// `expression` is not one.
    static func dateFields(in expression: ExprSyntax?) -> [String]? {
        guard let expression else { return nil }
        let names = expression.tokens(viewMode: .sourceAccurate).map(\.text)
        guard names.contains("dateTime") else { return nil }
        let fields = names.filter { ["weekday", "month", "day", "year", "hour", "minute"].contains($0) }
        // `.dateTime` alone is the full numeric date and time.
        return fields.isEmpty ? ["month", "day", "year", "hour", "minute"] : fields
    }

    /// A number as `.formatted()` and `format: .number` show it in English (United States): thousands grouped
    /// (`1,204`), up to three decimals. Foundation's formatter, with the locale fixed so output is the same everywhere.
    static func grouped(_ value: Double) -> String {
        // Making a formatter costs more than all the rest of a row: each number is formatted once.
        if let known = groupedTexts.withLock({ $0[value.bitPattern] }) { return known }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        let text = formatter.string(from: NSNumber(value: value)) ?? String(value)
        groupedTexts.withLock { if $0.count < 4_096 { $0[value.bitPattern] = text } }
        return text
    }

    private static let groupedTexts = Locked<[UInt64: String]>([:])

    /// `^[3 item](inflect: true)` → `3 items`: the automatic grammar agreement, for English.
    static func inflect(_ text: String) -> String {
        guard text.includes("](inflect: true)") else { return text }
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: "^["), let end = rest[start.upperBound...].range(of: "](inflect: true)") {
            result += rest[..<start.lowerBound]
            let phrase = String(rest[start.upperBound..<end.lowerBound])
            let words = phrase.split(separator: " ")
            if words.count >= 2, let count = Double(words[0]), count != 1, let noun = words.last, !noun.hasSuffix("s") {
                result += words.dropLast().joined(separator: " ") + " " + noun + "s"
            } else {
                result += phrase
            }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
