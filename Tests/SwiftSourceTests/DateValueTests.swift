import LayoutEngine
import SwiftSource
import Testing

/// Dates the code computes from the clock (`Date() - 100`) and durations made from them are known: the
/// clock is the sample's (2026-03-12 17:41:07 UTC), so a time since a date is a number and its text is
/// what Foundation writes in English (United States). Expected strings are Foundation's own, checked
/// with `Duration.formatted` and `Date.AnchoredRelativeFormatStyle` on this toolchain.
@Suite struct DateValueTests {
    private func texts(_ body: String, declarations: String = "") -> (texts: [String], standIns: Int)? {
        FoundationFormatterTests.texts(
            """
            import SwiftUI
            \(declarations)
            struct Times: View {
                var body: some View {
                    VStack {
            \(body)
                    }
                }
            }
            """)
    }

    @Test func aTimeSinceADateMadeFromTheClockIsKnown() {
        // A server date made for a placeholder, formatted the way a timeline shows it.
        let declarations = """
            struct ServerDate {
                let asDate: Date
                init() { asDate = Date() - 100 }
                var relativeFormatted: String {
                    Duration.seconds(-asDate.timeIntervalSinceNow).formatted(.units(width: .narrow, maximumUnitCount: 1))
                }
            }
            """
        let body = """
            Text(ServerDate().relativeFormatted)
            Text(Duration.seconds(100).formatted(.units(width: .abbreviated)))
            Text(Duration.seconds(3700).formatted(.units(allowed: [.hours, .minutes], width: .wide)))
            Text(Duration.seconds(100).formatted(.time(pattern: .minuteSecond)))
            Text(Duration.milliseconds(90_000).formatted())
            Text("\\(Int(Date(timeIntervalSinceNow: -7200).timeIntervalSinceNow))")
            Text("\\(Int(Date().addingTimeInterval(60).timeIntervalSince(.now)))")
            """
        let result = texts(body, declarations: declarations)
        #expect(result?.texts == ["2m", "1 min, 40 sec", "1 hour, 2 minutes", "1:40", "0:01:30", "-7200", "60"])
        #expect(result?.standIns == 0)
    }

    @Test func aPropertyTheProjectAddsToDateOrDurationIsRead() {
        // `extension Date { var relativeFormatted }` read on a date, as an extension on `String` is on a string.
        let declarations = """
            extension Date {
                var relativeFormatted: String {
                    let aDay: TimeInterval = 60 * 60 * 24
                    if Date().timeIntervalSince(self) >= aDay { return "long ago" }
                    return Duration.seconds(-timeIntervalSinceNow).formatted(.units(width: .narrow, maximumUnitCount: 1))
                }
            }
            extension Duration { var isLong: Bool { self > .seconds(60) } }
            """
        let body = """
            Text((Date() - 300).relativeFormatted)
            Text((Date() - 200_000).relativeFormatted)
            Text(Duration.seconds(90).isLong ? "long" : "short")
            """
        let result = texts(body, declarations: declarations)
        #expect(result?.texts == ["5m", "long ago", "long"])
        #expect(result?.standIns == 0)
    }

    @Test func relativeDatesOfKnownDatesAreFoundationsText() {
        let declarations = """
            private let ago: RelativeDateTimeFormatter = {
                let formatter = RelativeDateTimeFormatter()
                formatter.unitsStyle = .short
                return formatter
            }()
            private let named: RelativeDateTimeFormatter = {
                let formatter = RelativeDateTimeFormatter()
                formatter.dateTimeStyle = .named
                return formatter
            }()
            """
        let body = """
            Text(ago.localizedString(for: Date() - 7200, relativeTo: Date()))
            Text(ago.localizedString(fromTimeInterval: 18_000))
            Text(named.localizedString(for: Date(timeIntervalSinceNow: -86_400), relativeTo: .now))
            Text(Date.now.addingTimeInterval(-259_200).formatted(.relative(presentation: .numeric, unitsStyle: .narrow)))
            """
        let result = texts(body, declarations: declarations)
        #expect(result?.texts == ["2 hr. ago", "in 5 hr.", "yesterday", "3d ago"])
        #expect(result?.standIns == 0)
    }

    @Test func datesCompareAndAbsoluteOnesCountFromTheSameClock() {
        // 1,773,337,267 seconds after 1970 is the clock itself; an hour before it is earlier.
        let body = """
            if Date(timeIntervalSince1970: 1_773_337_267 - 3600) < Date() { Text("Earlier") } else { Text("Later") }
            if Date.now == Date(timeIntervalSince1970: 1_773_337_267) { Text("Now") }
            Text("\\(Date(timeIntervalSinceNow: 60))")
            Text("\\(Duration.seconds(90))")
            """
        #expect(texts(body)?.texts == ["Earlier", "Now", "2026-03-12 17:42:07 +0000", "90.0 seconds"])
    }

    @Test func aDateNotKnownOrAStyleNotReadStaysAStandIn() {
        let body = """
            Text(Duration.seconds(-Feed.shared.date.timeIntervalSinceNow).formatted(.units(width: .narrow)))
            Text(Duration.seconds(100).formatted(.units(width: Settings.width)))
            """
        #expect(texts(body)?.standIns == 2)
    }

    @Test func theTimeUntilTheNextMidnightInTheCalendarsTimeZone() {
        // The sample clock is 17:41:07 GMT: the next midnight in GMT is 6 h 18 min away, in Los Angeles 13 h 18 min.
        let declarations = """
            func timeUntilTomorrow(now: Date, gmt: Bool) -> TimeInterval {
                var calendar = Calendar.current
                if gmt { calendar.timeZone = TimeZone(secondsFromGMT: 0)! }
                let next = calendar.nextDate(after: now, matching: DateComponents(hour: 0, minute: 0), matchingPolicy: .nextTimePreservingSmallerComponents)!
                return next.timeIntervalSince(now)
            }
            func describe(_ time: TimeInterval) -> String {
                if time <= 60 { return "\\(Int(time)) seconds" }
                if time <= 60 * 60 { return "\\(Int(time / 60)) minutes" }
                return "\\(Int(time / 60 / 60)) hours"
            }
            struct Countdown: View {
                var body: some View {
                    Text(describe(timeUntilTomorrow(now: .now, gmt: true)))
                    Text(describe(timeUntilTomorrow(now: Date(), gmt: false)))
                }
            }
            """
        let shown = texts("Countdown()", declarations: declarations)
        #expect(shown?.texts == ["6 hours", "13 hours"])
        #expect(shown?.standIns == 0)
    }

    @Test func theCalendarAnswersForTheSampleClockInLosAngeles() {
        // 2026-03-12 10:41:07 in Los Angeles, a Thursday; `date` holds `Date.init`, called where it is used.
        let declarations = """
            extension EnvironmentValues {
                var date: () -> Date {
                    get { self[DateKey.self] }
                    set { self[DateKey.self] = newValue }
                }
            }
            private struct DateKey: EnvironmentKey {
                static var defaultValue: () -> Date { Date.init }
            }
            struct Footer: View {
                @Environment(\\.date) var date
                var body: some View {
                    let calendar = Calendar.current
                    let tomorrow = calendar.date(byAdding: .day, value: 1, to: .now) ?? .now
                    Text("© \\(calendar.component(.year, from: self.date())) Reflow")
                    Text("\\(calendar.component(.hour, from: date())):\\(calendar.component(.minute, from: Date())), day \\(calendar.component(.weekday, from: .now))")
                    Text(calendar.isDateInToday(.now) && calendar.isDateInTomorrow(tomorrow) && !calendar.isDateInWeekend(.now) ? "weekday" : "no")
                    Text("\\(calendar.component(.day, from: calendar.startOfDay(for: tomorrow)))")
                }
            }
            """
        let shown = texts("Footer()", declarations: declarations)
        #expect(shown?.texts == ["© 2026 Reflow", "10:41, day 5", "weekday", "13"])
        #expect(shown?.standIns == 0)
    }
}

/// `DateComponentsFormatter` (not in Foundation on Linux) writes time intervals as iOS does in English:
/// positional (`1:40`, `00:05` padded) by its rules, the spelled styles in `Duration`'s words.
@Suite struct DateComponentsFormatterTests {
    @Test func timeIntervalsAreWrittenInTheFormattersStyle() {
        let source = """
            import SwiftUI
            private func clock(_ seconds: TimeInterval) -> String {
                let formatter = DateComponentsFormatter()
                formatter.unitsStyle = .positional
                formatter.allowedUnits = [.minute, .second]
                formatter.zeroFormattingBehavior = [.pad]
                return formatter.string(from: seconds) ?? "00:00"
            }
            private let plain: DateComponentsFormatter = {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute, .second]
                return formatter
            }()
            private let spelled: DateComponentsFormatter = {
                let formatter = DateComponentsFormatter()
                formatter.unitsStyle = .full
                formatter.allowedUnits = [.hour, .minute]
                return formatter
            }()
            private let short: DateComponentsFormatter = {
                let formatter = DateComponentsFormatter()
                formatter.unitsStyle = .short
                formatter.maximumUnitCount = 1
                return formatter
            }()
            struct Player: View {
                let elapsed: TimeInterval
                var body: some View {
                    VStack {
                        Text(clock(elapsed))
                        Text(clock(.zero))
                        Text(plain.string(from: 100) ?? "")
                        Text(plain.string(from: 3_700) ?? "")
                        Text(plain.string(from: 5) ?? "")
                        Text(spelled.string(from: 3_700) ?? "")
                        Text(short.string(from: 200) ?? "")
                    }
                }
            }
            #Preview { Player(elapsed: 65) }
            """
        let result = FoundationFormatterTests.texts(source)
        #expect(result?.texts == ["01:05", "00:00", "1:40", "1:01:40", "0:05", "1 hour, 2 minutes", "3 min"])
        #expect(result?.standIns == 0)
    }

    @Test func aStyleOrValueNotReadStaysAStandIn() {
        let source = """
            import SwiftUI
            private let brief: DateComponentsFormatter = {
                let formatter = DateComponentsFormatter()
                formatter.unitsStyle = .brief
                return formatter
            }()
            struct Player: View {
                var body: some View { VStack { Text(brief.string(from: 100) ?? "-"); Text(brief.string(from: Track.current.length) ?? "-") } }
            }
            """
        #expect(FoundationFormatterTests.texts(source)?.standIns == 2)
    }
}

/// `.zero` of a number type is 0; the type's other statics are what they are (a project's own spacing).
@Suite struct NumberZeroTests {
    @Test func onlyZeroIsZero() {
        let source = """
            import SwiftUI
            extension CGFloat { static let gutter: CGFloat = 12 }
            struct Sizes: View {
                var body: some View { VStack { Text("\\(Int(CGFloat.gutter)) \\(Int(CGFloat.zero)) \\(Int(Double.zero))") } }
            }
            """
        #expect(FoundationFormatterTests.texts(source)?.texts == ["12 0 0"])
    }
}
