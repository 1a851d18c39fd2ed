internal import Foundation
internal import SwiftSyntax

/// Dates and durations the code computes (`Date() - 100`, `Date(timeIntervalSinceNow: -3600)`,
/// `Duration.seconds(-date.timeIntervalSinceNow)`), read against one clock: the sample's, the moment
/// every formatted date in Reflow shows (Thursday, March 12, 2026, 10:41:07 AM PDT). A time since
/// or until such a date is then known, and so is the text Foundation formats for it, in English
/// (United States), the same every run.
enum DateValues {
    /// The run's clock: 2026-03-12T17:41:07Z.
    static let sampleNow = Date(timeIntervalSince1970: 1_773_337_267)

    /// The date a value holds, as seconds from the clock: a computed date, or `.now` written without its type.
    static func secondsFromNow(_ value: Value) -> Double? {
        switch value {
        case .date(let seconds): seconds
        case .member("now", let arguments) where arguments.isEmpty: 0
        default: nil
        }
    }

    /// A number as written: not `Value.number`, which holds magnitudes to a layout's range (a time since
    /// 1970 is over a billion seconds).
    static func seconds(_ value: Value?) -> Double? {
        if case .number(let number)? = value, number.isFinite { return number }
        return nil
    }

    /// `Date()`, `Date(timeIntervalSinceNow:)`, `Date(timeIntervalSince1970:)`,
    /// `Date(timeIntervalSinceReferenceDate:)`, `Date(timeInterval:since:)`; nil for another initializer.
    static func make(_ arguments: Interpreter.Arguments) -> Value? {
        if arguments.values.isEmpty { return .date(secondsFromNow: 0) }
        guard arguments.values.count <= 2 else { return nil }
        if let seconds = seconds(arguments["timeIntervalSinceNow"]) { return .date(secondsFromNow: seconds) }
        if let seconds = seconds(arguments["timeIntervalSince1970"]) {
            return .date(secondsFromNow: seconds - sampleNow.timeIntervalSince1970)
        }
        if let seconds = seconds(arguments["timeIntervalSinceReferenceDate"]) {
            return .date(secondsFromNow: seconds - sampleNow.timeIntervalSinceReferenceDate)
        }
        if let seconds = seconds(arguments["timeInterval"]), let since = arguments["since"].flatMap(secondsFromNow) {
            return .date(secondsFromNow: since + seconds)
        }
        return nil
    }

    /// `Date.now`.
    static func staticMember(_ name: String) -> Value? {
        name == "now" ? .date(secondsFromNow: 0) : nil
    }

    /// `date.timeIntervalSinceNow`, `timeIntervalSince1970`, `timeIntervalSinceReferenceDate`.
    static func property(_ name: String, ofDate seconds: Double) -> Value? {
        switch name {
        case "timeIntervalSinceNow": .number(seconds)
        case "timeIntervalSince1970": .number(sampleNow.timeIntervalSince1970 + seconds)
        case "timeIntervalSinceReferenceDate": .number(sampleNow.timeIntervalSinceReferenceDate + seconds)
        default: nil
        }
    }

    /// `addingTimeInterval(_:)`, `advanced(by:)`, `timeIntervalSince(_:)`, `distance(to:)` on a date.
    static func method(_ name: String, ofDate seconds: Double, _ arguments: Interpreter.Arguments) -> Value? {
        guard let argument = arguments.unlabeled() ?? arguments["by"] ?? arguments["to"] else { return nil }
        switch name {
        case "addingTimeInterval", "advanced":
            return Self.seconds(argument).map { .date(secondsFromNow: seconds + $0) }
        case "timeIntervalSince":
            return secondsFromNow(argument).map { .number(seconds - $0) }
        case "distance":
            return secondsFromNow(argument).map { .number($0 - seconds) }
        default:
            return nil
        }
    }

    /// `Duration.seconds(90)`, `.milliseconds(1500)`, `.microseconds`, `.nanoseconds`.
    static func duration(_ name: String, _ arguments: Interpreter.Arguments?) -> Value? {
        guard let amount = seconds(arguments?.unlabeled()) else { return nil }
        let unit: Double? =
            switch name {
            case "seconds": 1
            case "milliseconds": 1e-3
            case "microseconds": 1e-6
            case "nanoseconds": 1e-9
            default: nil
            }
        return unit.map { .duration(seconds: amount * $0) }
    }

    /// `date ± seconds`, `duration ± duration`, `duration * n`, `duration / n`, and dates or
    /// durations compared; nil for anything else.
    static func apply(_ symbol: String, _ left: Value, _ right: Value) -> Value? {
        let comparisons: Set<String> = ["<", "<=", ">", ">=", "==", "!="]
        switch (left, right) {
        case (.date(let date), .number(let seconds)) where symbol == "+" || symbol == "-":
            return .date(secondsFromNow: symbol == "+" ? date + seconds : date - seconds)
        case (.number(let seconds), .date(let date)) where symbol == "+":
            return .date(secondsFromNow: date + seconds)
        case (.duration(let a), .duration(let b)) where symbol == "+" || symbol == "-":
            return .duration(seconds: symbol == "+" ? a + b : a - b)
        case (.duration(let a), .number(let b)) where symbol == "*": return .duration(seconds: a * b)
        case (.number(let a), .duration(let b)) where symbol == "*": return .duration(seconds: a * b)
        case (.duration(let a), .number(let b)) where symbol == "/" && b != 0: return .duration(seconds: a / b)
        case (.duration(let a), .duration(let b)) where comparisons.contains(symbol):
            return Operators.numbers(symbol, a, b)
        default:
            guard comparisons.contains(symbol), let a = secondsFromNow(left), let b = secondsFromNow(right) else { return nil }
            return Operators.numbers(symbol, a, b)
        }
    }

    // MARK: Text

    /// How Swift prints a date or duration in an interpolation (`"\(date)"`): `2026-03-12 17:41:07 +0000`, `90.0 seconds`.
    static func description(_ value: Value) -> String? {
        switch value {
        case .date(let seconds): String(describing: sampleNow.addingTimeInterval(seconds))
        case .duration(let seconds): String(describing: Duration.seconds(seconds))
        default: nil
        }
    }

    /// `duration.formatted()`, `.formatted(.units(allowed:width:maximumUnitCount:))`,
    /// `.formatted(.time(pattern: .minuteSecond))`: Foundation's text; nil for a style written some
    /// other way or with a setting that is not a literal.
    static func formatted(duration seconds: Double, style: ExprSyntax?) -> String? {
        let locale = Locale(identifier: "en_US")
        let duration = Duration.seconds(seconds)
        guard let style else { return duration.formatted(Duration.TimeFormatStyle(pattern: .hourMinuteSecond).locale(locale)) }
        guard let call = style.as(FunctionCallExprSyntax.self), let kind = call.calledExpression.as(MemberAccessExprSyntax.self),
            kind.base == nil
        else { return nil }
        let arguments = Dictionary(call.arguments.map { ($0.label?.text ?? "", $0.expression) }, uniquingKeysWith: { first, _ in first })
        switch kind.declName.baseName.text {
        case "units":
            guard arguments.keys.allSatisfy({ ["allowed", "width", "maximumUnitCount"].contains($0) }) else { return nil }
            var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
            if let written = arguments["allowed"] {
                guard let array = written.as(ArrayExprSyntax.self) else { return nil }
                let units = array.elements.map { unit($0.expression) }
                guard !units.isEmpty, units.allSatisfy({ $0 != nil }) else { return nil }
                allowed = Set(units.compactMap(\.self))
            }
            var width = Duration.UnitsFormatStyle.UnitWidth.abbreviated
            if let written = arguments["width"] {
                guard let known = unitWidth(written) else { return nil }
                width = known
            }
            var maximumUnitCount: Int?
            if let written = arguments["maximumUnitCount"] {
                guard let literal = written.as(IntegerLiteralExprSyntax.self), let count = Int(literal.literal.text) else { return nil }
                maximumUnitCount = count
            }
            let units = Duration.UnitsFormatStyle(allowedUnits: allowed, width: width, maximumUnitCount: maximumUnitCount)
            return duration.formatted(units.locale(locale))
        case "time":
            guard arguments.count == 1, let written = arguments["pattern"], let pattern = timePattern(written) else { return nil }
            return duration.formatted(Duration.TimeFormatStyle(pattern: pattern).locale(locale))
        default:
            return nil
        }
    }

    private static func unit(_ expression: ExprSyntax) -> Duration.UnitsFormatStyle.Unit? {
        switch expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
        case "weeks": .weeks
        case "days": .days
        case "hours": .hours
        case "minutes": .minutes
        case "seconds": .seconds
        case "milliseconds": .milliseconds
        case "microseconds": .microseconds
        case "nanoseconds": .nanoseconds
        default: nil
        }
    }

    private static func unitWidth(_ expression: ExprSyntax) -> Duration.UnitsFormatStyle.UnitWidth? {
        switch expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
        case "wide": .wide
        case "abbreviated": .abbreviated
        case "condensedAbbreviated": .condensedAbbreviated
        case "narrow": .narrow
        default: nil
        }
    }

    private static func timePattern(_ expression: ExprSyntax) -> Duration.TimeFormatStyle.Pattern? {
        switch expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
        case "hourMinute": .hourMinute
        case "hourMinuteSecond": .hourMinuteSecond
        case "minuteSecond": .minuteSecond
        default: nil
        }
    }

    /// A date `seconds` from the clock relative to one `reference` seconds from it, as Foundation writes it in
    /// English (United States): "2 minutes ago", "in 5 hr.", "yesterday" when `named` asks for words.
    static func relative(
        _ seconds: Double, to reference: Double, units: Date.RelativeFormatStyle.UnitsStyle, named: Bool
    ) -> String {
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: sampleNow.addingTimeInterval(seconds), presentation: named ? .named : .numeric, unitsStyle: units)
        style.locale = Locale(identifier: "en_US")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles") ?? calendar.timeZone
        style.calendar = calendar
        return style.format(sampleNow.addingTimeInterval(reference))
    }

    /// A `RelativeDateTimeFormatter.UnitsStyle` by name (`full` is "2 hours ago", `short` "2 hr. ago",
    /// `abbreviated` "2h ago") as the format style that writes the same.
    static func formatterUnits(_ name: String?) -> Date.RelativeFormatStyle.UnitsStyle? {
        switch name ?? "full" {
        case "full": .wide
        case "short": .abbreviated
        case "abbreviated": .narrow
        case "spellOut": .spellOut
        default: nil
        }
    }

    /// `date.formatted(.relative(presentation: .named, unitsStyle: .abbreviated))`, relative to the
    /// clock; nil for a style written some other way.
    static func formatted(date seconds: Double, style: ExprSyntax?) -> String? {
        guard let call = style?.as(FunctionCallExprSyntax.self), let kind = call.calledExpression.as(MemberAccessExprSyntax.self),
            kind.base == nil, kind.declName.baseName.text == "relative"
        else { return nil }
        var named = false
        var units = Date.RelativeFormatStyle.UnitsStyle.wide
        for argument in call.arguments {
            let value = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            switch (argument.label?.text, value) {
            case ("presentation", "named"): named = true
            case ("presentation", "numeric"): named = false
            case ("unitsStyle", "wide"): units = .wide
            case ("unitsStyle", "abbreviated"): units = .abbreviated
            case ("unitsStyle", "narrow"): units = .narrow
            case ("unitsStyle", "spellOut"): units = .spellOut
            default: return nil
            }
        }
        return relative(seconds, to: 0, units: units, named: named)
    }
}
