internal import SwiftSyntax

/// Foundation's `Measurement`, as far as its text is known without Foundation's unit preferences:
/// a temperature. `Measurement(value: 72, unit: .fahrenheit).formatted()` is "72°F" in the checked
/// locale (United States English), which shows every temperature in Fahrenheit (22 °C is "71.6°F").
/// A length or a mass is shown in the unit that locale prefers, after a conversion whose rounding
/// Reflow does not know: it stays unknown.
enum MeasurementValues {
    static let marker = "Measurement"

    /// Kelvin offset and scale of each temperature unit, by the name code writes after a dot.
    private static let temperatureUnits: [String: (scale: Double, offset: Double)] = [
        "kelvin": (1, 0), "celsius": (1, 273.15), "fahrenheit": (5.0 / 9.0, 459.67),
    ]

    /// `Measurement(value: 72, unit: .fahrenheit)` or `unit: UnitTemperature.celsius`: the value and unit name.
    static func make(_ arguments: Interpreter.Arguments) -> Value? {
        guard let value = arguments["value"], value.number != nil,
            let unit = arguments.values.first(where: { $0.label == "unit" })?.syntax?.as(MemberAccessExprSyntax.self)?.declName.baseName
                .text
        else { return nil }
        return .member(marker, arguments: [value, .member(unit, arguments: [])])
    }

    /// `formatted()` of a measurement: the temperature in Fahrenheit with its symbol; nil for other units.
    static func formatted(_ parts: [Value]) -> Value? {
        guard parts.count == 2, let value = parts[0].number, let unit = parts[1].memberName, let (scale, offset) = temperatureUnits[unit]
        else { return nil }
        let kelvin = (value + offset) * scale
        let fahrenheit = kelvin * 9.0 / 5.0 - 459.67
        // Foundation rounds to at most one decimal for a temperature.
        let rounded = (fahrenheit * 10).rounded() / 10
        return .text(.data(TextFormatting.grouped(rounded) + "°F", property: nil))
    }
}
