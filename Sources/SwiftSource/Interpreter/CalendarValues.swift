internal import Foundation

/// The calendar code asks about dates (`Calendar.current.component(.year, from: .now)`): Gregorian,
/// in the time zone every date in Reflow is shown in (Los Angeles, where the sample clock reads
/// Thursday, March 12, 2026, 10:41 AM), so "© 2026" and "today" are known and the same every run.
/// A calendar method Reflow does not compute is not known.
enum CalendarValues {
    static let marker = "Calendar"

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles") ?? calendar.timeZone
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }

    /// `Calendar.current`, `.autoupdatingCurrent`, `Calendar(identifier: .gregorian)`.
    static let value = Value.member(marker, arguments: [])

    private static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "quarter": .quarter, "weekOfMonth": .weekOfMonth,
        "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear, "nanosecond": .nanosecond,
    ]

    /// `component(_:from:)`, `isDateInToday(_:)` and its kin, `startOfDay(for:)`, `date(byAdding:value:to:)`.
    static func method(_ name: String, _ arguments: Interpreter.Arguments) -> Value? {
        let calendar = calendar
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
        case "date" where arguments["byAdding"] != nil:
            guard let component = arguments["byAdding"]?.memberName.flatMap({ components[$0] }), let amount = arguments["value"]?.count,
                let start = date(arguments["to"]), let moved = calendar.date(byAdding: component, value: amount, to: start)
            else { return nil }
            return seconds(moved)
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
