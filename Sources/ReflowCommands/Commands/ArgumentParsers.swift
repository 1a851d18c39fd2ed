import DynamicType
import ReflowCommandLine

/// Why a value was rejected, phrased to follow "invalid value 'x' for '--y': ".
struct ArgumentProblem: Error, CustomStringConvertible {
    let description: String
}

/// Converters from command-line words to DynamicType values, with errors that list what is valid.
enum ArgumentParsers {
    /// Runs a DynamicType parser, turning its error into "expected one of: …".
    static func named<T>(_ parse: @escaping @Sendable (String) throws(UnknownNameError) -> T) -> @Sendable (String) throws -> T {
        { text in
            do { return try parse(text) } catch let error as UnknownNameError {
                throw ArgumentProblem(description: "expected one of: \(error.validNames.joined(separator: ", "))")
            }
        }
    }

    /// A content size category in any spelling.
    static let category: @Sendable (String) throws -> ContentSizeCategory = named(ContentSizeCategory.init(parsing:))

    /// An iOS text style in any spelling.
    static let textStyle: @Sendable (String) throws -> TextStyle = named(TextStyle.init(parsing:))

    /// A plain decimal number: `Double(_:)` alone would also take hex (`0x10`), `inf` and `nan`.
    static func decimal(_ text: String) -> Double? {
        let allowed = Set("0123456789.eE+-")
        guard !text.isEmpty, text.allSatisfy(allowed.contains), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// An Android font scale (`1.3`, `130%`); must lie between 0.5 and 4.
    static let fontScale: @Sendable (String) throws -> Double = { text in
        let digits = text.hasSuffix("%") ? String(text.dropLast()) : text.lowercased().hasSuffix("x") ? String(text.dropLast()) : text
        guard decimal(digits) != nil else { throw ArgumentProblem(description: "expected a font scale such as 1.3 or 130%") }
        let scale: AndroidFontScale
        do { scale = try AndroidFontScale(parsing: text) } catch {
            throw ArgumentProblem(description: "expected a font scale such as 1.3 or 130%")
        }
        guard (0.5...4).contains(scale.value) else { throw ArgumentProblem(description: "font scale must be between 0.5 and 4") }
        return scale.value
    }

    /// A positive finite number.
    static let positiveNumber: @Sendable (String) throws -> Double = { text in
        guard let value = decimal(text), value > 0 else { throw ArgumentProblem(description: "expected a positive number") }
        return value
    }

    /// A number that is zero or more.
    static let nonNegativeNumber: @Sendable (String) throws -> Double = { text in
        guard let value = decimal(text), value >= 0 else { throw ArgumentProblem(description: "expected a number of 0 or more") }
        return value
    }

    /// A size with an optional unit (`17`, `17pt`, `14sp`, `24dp`).
    static let measurement: @Sendable (String) throws -> Measurement = { text in
        do { return try Measurement(parsing: text) } catch let error as MeasurementError {
            throw ArgumentProblem(description: error.reason)
        }
    }
}
