/// An Android `Configuration.fontScale`: the multiplier behind Settings › Display size and text ›
/// Font size, where 1.0 is 100 %.
///
/// Any positive multiplier can be set (`adb shell settings put system font_scale 1.4`), but the
/// Settings slider offers only `settingsValues`; AOSP notes that each new slider value needs a
/// matching table in `FontScaleConverterFactory`.
public struct AndroidFontScale: Hashable, Codable, Comparable, Sendable, ExpressibleByFloatLiteral, CustomStringConvertible {
    /// The multiplier (1.3 for 130 %).
    public let value: Double

    /// Wraps any multiplier, including ones the Settings slider does not offer.
    public init(_ value: Double) {
        self.value = value
    }

    /// Lets the slider values be written as plain literals (`[0.85, 1.0, …]`).
    public init(floatLiteral value: Double) {
        self.init(value)
    }

    /// The seven stops of the Settings slider, smallest first (SettingsLib `entryvalues_font_size`).
    public static let settingsValues: [AndroidFontScale] = [0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0]

    /// The scale a new device starts at.
    public static let `default`: AndroidFontScale = 1.0

    /// The largest scale Settings offers; the 200 % that WCAG 1.4.4 asks text to survive.
    public static let largest: AndroidFontScale = 2.0

    /// The multiplier as a percentage, rounded to a millionth so that 1.15 reads 115, not 114.999….
    public var percent: Double {
        (value * 100 * 1_000_000).rounded() / 1_000_000
    }

    /// The label Settings previews use: "130%", or "112.5%" for a scale between whole percents.
    public var percentLabel: String {
        let percent = percent
        if percent == percent.rounded(), abs(percent) < Double(Int.max) {
            return "\(Int(percent))%"
        }
        return "\(percent)%"
    }

    /// The position on the Settings slider, or nil for a scale the slider does not offer.
    public var settingsIndex: Int? {
        Self.settingsValues.firstIndex(of: self)
    }

    /// The percentage, as Settings shows it.
    public var description: String { percentLabel }

    /// Orders by multiplier, smallest text first.
    public static func < (lhs: AndroidFontScale, rhs: AndroidFontScale) -> Bool {
        lhs.value < rhs.value
    }
}

extension AndroidFontScale {
    /// Reads a multiplier (`1.3`, `1.3x`) or a percentage (`130%`), or `default`; rejects zero,
    /// negative and non-finite values, which Android treats as "no curve" and which are never meant.
    public init(parsing spelling: String) throws(UnknownNameError) {
        var text = Substring(spelling.lowercased().filter { !$0.isWhitespace })
        if text == "default" {
            self = .default
            return
        }
        var divisor = 1.0
        if text.hasSuffix("%") {
            text = text.dropLast()
            divisor = 100
        } else if text.hasSuffix("x") || text.hasSuffix("×") {
            text = text.dropLast()
        }
        guard let number = Double(text), number.isFinite, number > 0 else {
            throw UnknownNameError(
                kind: "Android font scale", input: spelling,
                validNames: Self.settingsValues.map(\.percentLabel) + ["any multiplier > 0"])
        }
        self.init(number / divisor)
    }
}
