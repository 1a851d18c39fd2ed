import DynamicType
import ReflowCommandLine

/// Builds the table `reflow ramp` prints, resolving style and setting spellings per platform.
struct RampSelection {
    let platform: RampPlatform
    let styles: [String]
    let settings: [String]
    let compose: Bool

    private var variant: FontScaleConverterVariant { compose ? .compose : .platform }

    /// The table, filtered to the styles and settings asked for; a usage error names a bad spelling.
    func table() throws -> RampTable {
        let full = try fullTable()
        let styleNames = try styles.isEmpty ? nil : styles.map { try styleName($0, in: full) }
        let settingNames = try settings.isEmpty ? nil : settings.map { try settingName($0, in: full) }
        return full.filtered(styles: styleNames, settings: settingNames)
    }

    private func fullTable() throws -> RampTable {
        switch platform {
        case .ios, .ipados: .iOS(platform: platform.rawValue)
        case .watchos: .watchOS()
        case .macos: .macOS()
        case .tvos: .tvOS()
        case .visionos: .visionOS()
        case .android: .android(variant: variant, scales: try androidScales())
        case .material3: .material3(variant: variant, scales: try androidScales())
        case .reactNative: .reactNative()
        case .flutter: .flutter()
        }
    }

    /// Android tables take any font scale asked for, not only the Settings values.
    private func androidScales() throws -> [Double] {
        guard !settings.isEmpty else { return AndroidFontScale.settingsValues.map(\.value) }
        var scales: [Double] = []
        for setting in settings {
            do {
                let scale = try ArgumentParsers.fontScale(setting)
                if !scales.contains(scale) { scales.append(scale) }
            } catch {
                throw UsageError(.invalidValue(setting, argument: "--category", reason: "\(error)"))
            }
        }
        return scales.sorted()
    }

    private func styleName(_ spelling: String, in table: RampTable) throws -> String {
        let resolved: String?
        switch platform {
        case .ios, .ipados, .macos, .reactNative: resolved = (try? TextStyle(parsing: spelling))?.swiftUIName
        case .watchos: resolved = (try? WatchTextStyle(parsing: spelling))?.name
        case .material3, .flutter: resolved = (try? MaterialTypeRole(parsing: spelling))?.name
        case .android:
            let number = spelling.lowercased().hasSuffix("sp") ? String(spelling.dropLast(2)) : spelling
            resolved = ArgumentParsers.decimal(number).map { formatNumber($0) + "sp" }
        case .tvos: resolved = TVTextStyle.allCases.first { $0.rawValue.lowercased() == spelling.lowercased() }?.name
        case .visionos: resolved = nil
        }
        if table.styles.isEmpty {
            throw UsageError("\(platform.rawValue) publishes no text style sizes, so --style does not apply")
        }
        guard let name = resolved, table.styles.contains(name) else {
            throw UsageError(
                .invalidValue(
                    spelling, argument: "--style",
                    reason: "\(platform.rawValue) has the styles: \(table.styles.joined(separator: ", "))"))
        }
        return name
    }

    private func settingName(_ spelling: String, in table: RampTable) throws -> String {
        switch platform {
        case .android, .material3:
            return formatNumber(try ArgumentParsers.fontScale(spelling))
        case .macos, .tvos, .visionos:
            throw UsageError("\(platform.rawValue) has no Dynamic Type: its styles have one fixed size, so --category does not apply")
        default:
            let category: ContentSizeCategory
            do { category = try ArgumentParsers.category(spelling) } catch {
                throw UsageError(.invalidValue(spelling, argument: "--category", reason: "\(error)"))
            }
            guard table.settings.contains(category.swiftUIName) else {
                throw UsageError(
                    .invalidValue(
                        spelling, argument: "--category",
                        reason:
                            "\(platform.rawValue) has no \(category.swiftUIName) category; it has: \(table.settings.joined(separator: ", "))"
                    ))
            }
            return category.swiftUIName
        }
    }
}
