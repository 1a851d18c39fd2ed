internal import Foundation

/// The calendar code asks about dates (`Calendar.current.component(.year, from: .now)`): Gregorian,
/// in the time zone every date in Reflow is shown in (Los Angeles, where the sample clock reads
/// Thursday, March 12, 2026, 10:41 AM), so "© 2026" and "today" are known and the same every run.
/// A calendar method Reflow does not compute is not known.
enum CalendarValues {
    static let marker = "Calendar"
    static let timeZoneMarker = "TimeZone"
    static let componentsMarker = "DateComponents"

    /// The sample clock's time zone, the one `TimeZone.current` is.
    static let sampleTimeZone = TimeZone(identifier: "America/Los_Angeles") ?? TimeZone(secondsFromGMT: 0)!

    /// The Gregorian calendar in `timeZone` (the sample's unless code set another).
    static func calendar(in timeZone: TimeZone = sampleTimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }

    /// `Calendar.current`, `.autoupdatingCurrent`, `Calendar(identifier: .gregorian)`.
    static let value = Value.member(marker, arguments: [])

    /// A time zone as a value: its seconds from GMT (`TimeZone(secondsFromGMT: 0)`, `.gmt`) or its
    /// identifier (`TimeZone(identifier: "Europe/Paris")`).
    static func timeZone(_ arguments: Interpreter.Arguments) -> Value? {
        if let seconds = arguments["secondsFromGMT"]?.count, TimeZone(secondsFromGMT: seconds) != nil {
            return .member(timeZoneMarker, arguments: [.number(Double(seconds))])
        }
        if let identifier = arguments["identifier"]?.textValue?.string, TimeZone(identifier: identifier) != nil {
            return .member(timeZoneMarker, arguments: [.text(.data(identifier, property: nil))])
        }
        return nil
    }

    /// `TimeZone.current`, `.gmt`, `.autoupdatingCurrent`.
    static func staticTimeZone(_ name: String) -> Value? {
        switch name {
        case "current", "autoupdatingCurrent": .member(timeZoneMarker, arguments: [.text(.data(sampleTimeZone.identifier, property: nil))])
        case "gmt": .member(timeZoneMarker, arguments: [.number(0)])
        default: nil
        }
    }

    /// The Foundation time zone a value holds.
    private static func foundationTimeZone(_ value: Value?) -> TimeZone? {
        guard case .member(timeZoneMarker, let parts)? = value, let part = parts.first else { return nil }
        if let seconds = part.count { return TimeZone(secondsFromGMT: seconds) }
        return part.textValue.flatMap { TimeZone(identifier: $0.string) }
    }

    /// The calendar `value` with its time zone set (`calendar.timeZone = TimeZone(secondsFromGMT: 0)!`).
    static func settingTimeZone(of value: Value, to timeZone: Value) -> Value? {
        guard case .member(marker, _) = value, case .member(timeZoneMarker, _) = timeZone else { return nil }
        return .member(marker, arguments: [timeZone])
    }

    /// `DateComponents(hour: 0, minute: 0)`: the components given, by name.
    static func components(_ arguments: Interpreter.Arguments) -> Value? {
        var given: [(key: Value, value: Value)] = []
        for argument in arguments.values {
            guard let label = argument.label, components[label] != nil, let number = argument.value.count else { return nil }
            given.append((key: .text(.data(label, property: nil)), value: .number(Double(number))))
        }
        return .member(componentsMarker, arguments: [.dictionary(given)])
    }

    private static func foundationComponents(_ value: Value?) -> DateComponents? {
        guard case .member(componentsMarker, let parts)? = value, case .dictionary(let entries)? = parts.first else { return nil }
        var components = DateComponents()
        for (key, value) in entries {
            guard let name = key.textValue?.string, let component = Self.components[name], let number = value.count else { return nil }
            components.setValue(number, for: component)
        }
        return components
    }

    private static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "quarter": .quarter, "weekOfMonth": .weekOfMonth,
        "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear, "nanosecond": .nanosecond,
    ]

    /// `component(_:from:)`, `isDateInToday(_:)` and its kin, `startOfDay(for:)`, `date(byAdding:value:to:)`,
    /// `date(byAdding: DateComponents, to:)`.
    static func method(_ name: String, of value: Value, _ arguments: Interpreter.Arguments) -> Value? {
        guard case .member(marker, let parts) = value else { return nil }
        let calendar = calendar(in: foundationTimeZone(parts.first) ?? sampleTimeZone)
        func date(_ value: Value?) -> Date? {
            value.flatMap(DateValues.secondsFromNow).map { DateValues.sampleNow.addingTimeInterval($0) }
        }
        func seconds(_ date: Date) -> Value { .date(secondsFromNow: date.timeIntervalSince(DateValues.sampleNow)) }
        switch name {
        case "component":
            guard let component = arguments.unlabeled()?.memberName.flatMap({ components[$0] }), let day = date(arguments["from"]) else {
                return nil
            }
            return .number(Double(calendar.component(component, from: day)))
        case "isDateInToday", "isDateInYesterday", "isDateInTomorrow", "isDateInWeekend":
            guard let day = date(arguments.unlabeled()) else { return nil }
            switch name {
            case "isDateInToday": return .bool(calendar.isDateInToday(day, relativeTo: DateValues.sampleNow))
            case "isDateInYesterday": return .bool(calendar.isDateInToday(day.addingTimeInterval(86_400), relativeTo: DateValues.sampleNow))
            case "isDateInTomorrow": return .bool(calendar.isDateInToday(day.addingTimeInterval(-86_400), relativeTo: DateValues.sampleNow))
            default: return .bool(calendar.isDateInWeekend(day))
            }
        case "startOfDay":
            return date(arguments["for"]).map { seconds(calendar.startOfDay(for: $0)) }
        case "date" where arguments["byAdding"] != nil && foundationComponents(arguments["byAdding"]) != nil:
            // `date(byAdding: DateComponents(day: -3), to: start)`.
            guard let change = foundationComponents(arguments["byAdding"]), let start = date(arguments["to"]),
                let moved = calendar.date(byAdding: change, to: start)
            else { return nil }
            return seconds(moved)
        case "date" where arguments["byAdding"] != nil:
            guard let component = arguments["byAdding"]?.memberName.flatMap({ components[$0] }), let amount = arguments["value"]?.count,
                let start = date(arguments["to"]), let moved = calendar.date(byAdding: component, value: amount, to: start)
            else { return nil }
            return seconds(moved)
        case "nextDate":
            // `nextDate(after: now, matching: DateComponents(hour: 0, minute: 0), matchingPolicy: …)`: the next midnight.
            guard let start = date(arguments["after"]), let matching = foundationComponents(arguments["matching"]) else { return nil }
            let policy: Calendar.MatchingPolicy =
                switch arguments["matchingPolicy"]?.memberName {
                case "strict": .strict
                case "previousTimePreservingSmallerComponents": .previousTimePreservingSmallerComponents
                case "nextTimePreservingSmallerComponents": .nextTimePreservingSmallerComponents
                default: .nextTime
                }
            return calendar.nextDate(after: start, matching: matching, matchingPolicy: policy).map(seconds) ?? Value.none
        default:
            return nil
        }
    }
}

extension Calendar {
    /// Whether `date` falls on the same day as `now` (`isDateInToday` against the sample clock, not the machine's).
    fileprivate func isDateInToday(_ date: Date, relativeTo now: Date) -> Bool {
        isDate(date, inSameDayAs: now)
    }
}
