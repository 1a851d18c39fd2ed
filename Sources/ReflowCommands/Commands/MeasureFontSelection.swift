import DynamicType
import ReflowCommandLine
import TextMeasurement

/// Turns `reflow measure`'s style, category, size and font options into a font request.
struct MeasureFontSelection {
    let platform: TextPlatform
    let style: String?
    let category: String?
    let size: Double?
    let weight: FontWeight?
    let bold: Bool
    let fontPath: String?
    let fontName: String?

    /// The request and a phrase saying where its size came from ("53 pt: body at accessibility5").
    func resolve() throws -> (font: FontRequest, description: String) {
        guard fontPath == nil || fontName == nil else { throw UsageError("give --font or --font-name, not both") }
        let family: FontRequest.Family = fontPath.map { .file(path: $0, faceIndex: 0) } ?? fontName.map { .named($0) } ?? .system(.default)
        // A custom font has no tracking table; the system font follows the platform's.
        let tracking: Double? = fontPath != nil || fontName != nil ? 0 : nil
        if let size {
            guard style == nil && category == nil else {
                throw UsageError("--size is a fixed size; it cannot be combined with --style or --category")
            }
            return (
                FontRequest(family: family, weight: weight ?? .regular, pointSize: size, tracking: tracking, platform: platform),
                "\(formatNumber(size)) \(platform == .iOS ? "pt" : "dp"), fixed"
            )
        }
        switch platform {
        case .iOS:
            let textStyle: TextStyle =
                try style.map { spelling in
                    do { return try TextStyle(parsing: spelling) } catch let error as UnknownNameError {
                        throw UsageError(
                            .invalidValue(
                                spelling, argument: "--style",
                                reason: "expected an iOS text style: \(error.validNames.joined(separator: ", "))"))
                    }
                } ?? .body
            let sizeCategory: ContentSizeCategory =
                try category.map { spelling in
                    do { return try ContentSizeCategory(parsing: spelling) } catch let error as UnknownNameError {
                        throw UsageError(
                            .invalidValue(
                                spelling, argument: "--category", reason: "expected one of: \(error.validNames.joined(separator: ", "))"))
                    }
                } ?? .large
            let metrics = TypeRamp<TextStyle>.iOS.metrics(of: textStyle, at: sizeCategory, emphasized: bold)!
            return (
                FontRequest(
                    family: family, weight: weight ?? metrics.weight, pointSize: metrics.pointSize, tracking: tracking, platform: .iOS),
                "\(formatNumber(metrics.pointSize)) pt: \(textStyle.swiftUIName) at \(sizeCategory.swiftUIName)"
            )
        case .android:
            let role: MaterialTypeRole =
                try style.map { spelling in
                    do { return try MaterialTypeRole(parsing: spelling) } catch let error as UnknownNameError {
                        throw UsageError(
                            .invalidValue(
                                spelling, argument: "--style",
                                reason: "expected a Material 3 role: \(error.validNames.joined(separator: ", "))"))
                    }
                } ?? .bodyLarge
            let scale: Double =
                try category.map { spelling in
                    do { return try ArgumentParsers.fontScale(spelling) } catch {
                        throw UsageError(.invalidValue(spelling, argument: "--category", reason: "\(error)"))
                    }
                } ?? 1
            let resolved = MaterialTypeScale.material3.resolve(role, fontScale: scale)
            let roleWeight = bold ? (resolved.style.emphasizedWeight ?? .bold) : resolved.weight
            return (
                FontRequest(
                    family: family, weight: weight ?? roleWeight, pointSize: resolved.size, tracking: tracking ?? 0, platform: .android),
                "\(formatNumber(resolved.size, maximumFractionDigits: 2)) dp: \(role.name) at font scale \(formatNumber(scale))"
            )
        }
    }
}
