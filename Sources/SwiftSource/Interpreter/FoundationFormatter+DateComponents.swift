internal import Foundation

/// `DateComponentsFormatter`, which Foundation on Linux does not have, for the time intervals apps show
/// (a track's "1:05", "3 min, 20 sec"), as iOS writes them in English (United States): the positional
/// style by its rules, the spelled styles by `Duration`'s format style, which writes the same words.
extension FoundationFormatter {
    /// The text for `seconds` under the settings the code made: `unitsStyle`, `allowedUnits`,
    /// `zeroFormattingBehavior`, `maximumUnitCount`; nil for a setting Reflow does not read.
    func timeIntervalText(_ seconds: Double) -> String? {
        let read: Set<String> = ["unitsStyle", "allowedUnits", "zeroFormattingBehavior", "maximumUnitCount"]
        guard unreadSettings.isDisjoint(with: read), settings.keys.allSatisfy(read.contains), seconds.isFinite, abs(seconds) < 1e12 else {
            return nil
        }
        let allowed = Self.timeUnits.filter { settings["allowedUnits"].map(Set.init(optionNames:))?.contains($0.name) ?? true }
        guard !allowed.isEmpty else { return nil }
        switch settings["unitsStyle"] ?? "positional" {
        case "positional":
            return Self.positional(seconds, units: allowed, zeros: Set(optionNames: settings["zeroFormattingBehavior"] ?? "default"))
        case "full": return spelled(seconds, units: allowed, width: .wide)
        case "short": return spelled(seconds, units: allowed, width: .abbreviated)
        case "abbreviated": return spelled(seconds, units: allowed, width: .narrow)
        default: return nil
        }
    }

    /// The calendar units a time interval is written in, largest first, with their length in seconds.
    private static let timeUnits: [(name: String, seconds: Double)] = [
        ("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1),
    ]

    /// `1:05`, `01:05` with `.pad`, `1:02:03`: the largest allowed unit takes what the smaller ones do not
    /// hold; leading zero units are dropped (all but the last two) unless `.pad` keeps them.
    private static func positional(_ seconds: Double, units: [(name: String, seconds: Double)], zeros: Set<String>) -> String {
        // A duration no clock shows (NaN, 1e300 seconds) is held to the largest whole number counted.
        var remaining = seconds.isFinite ? Swift.min(abs(seconds).rounded(), Value.largestWholeNumber) : 0
        var values: [Int] = []
        for unit in units {
            let value = (remaining / unit.seconds).rounded(.down)
            values.append(Int(value))
            remaining -= value * unit.seconds
        }
        let pads = zeros.contains("pad")
        if !pads {
            while values.count > 2, values.first == 0 { values.removeFirst() }
        }
        let fields = values.enumerated().map { index, value in
            index == 0 && !pads ? String(value) : String(format: "%02d", value)
        }
        return (seconds < 0 ? "-" : "") + fields.joined(separator: ":")
    }

    private func spelled(_ seconds: Double, units: [(name: String, seconds: Double)], width: Duration.UnitsFormatStyle.UnitWidth) -> String
    {
        let allowed: [Duration.UnitsFormatStyle.Unit] = units.map {
            switch $0.name {
            case "day": .days
            case "hour": .hours
            case "minute": .minutes
            default: .seconds
            }
        }
        let count = settings["maximumUnitCount"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        let style = Duration.UnitsFormatStyle(allowedUnits: Set(allowed), width: width, maximumUnitCount: count)
        return Duration.seconds(seconds.rounded()).formatted(style.locale(Locale(identifier: "en_US")))
    }
}

private extension Set where Element == String {
    /// `minute,second` as the set of its names.
    init(optionNames: String) {
        self.init(optionNames.split(separator: ",").map(String.init))
    }
}
