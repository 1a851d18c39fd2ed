import DynamicType
import ReflowCommandLine

/// The platforms `reflow ramp` prints.
public enum RampPlatform: String, CaseIterable, ExpressibleByArgument, Sendable {
    case ios, ipados, watchos, macos, tvos, visionos, android, material3
    case reactNative = "react-native"
    case flutter
}

extension RampFormat: ExpressibleByArgument {}

/// `reflow ramp`: a platform's type ramp, whole or filtered, as text, CSV, JSON or Markdown.
public struct RampCommand: Command {
    static let platform = Option<RampPlatform>("platform", short: "p", help: "Whose ramp to print.", default: .ios)
    static let style = RepeatedOption<String>(
        "style", short: "s", valueName: "style",
        help: "Print only this style (largeTitle, body, bodyLarge, 14sp, …).",
        parse: { $0 })
    static let category = RepeatedOption<String>(
        "category", short: "c", valueName: "category",
        help: "Print only this category (AX5, xxxLarge, …) or Android font scale (1.3, 130%).",
        parse: { $0 })
    static let compose = Flag("compose", help: "Android and Material 3: use Jetpack Compose's converter instead of the platform's.")
    static let format = Option<RampFormat>("format", short: "f", help: "Output format.", default: .text)

    /// How `reflow ramp` parses and describes itself.
    public static let configuration = CommandConfiguration(
        name: "ramp",
        abstract: "Print a platform's type ramp: every text style at every text size.",
        discussion: """
            Sizes come from Apple's Human Interface Guidelines, AOSP, Material 3, React Native and \
            Flutter sources. CSV has the header style,category,size,leading,weight,tracking with \
            styles and categories spelled as in SwiftUI; JSON carries a schemaVersion.
            """,
        examples: [
            CommandExample("reflow ramp", explanation: "The iOS ramp, 11 styles at 12 categories."),
            CommandExample("reflow ramp --platform ios --format csv", explanation: "The same as CSV for a spreadsheet or script."),
            CommandExample("reflow ramp --style body --category AX5", explanation: "One cell: Body at AX5."),
            CommandExample("reflow ramp --platform android --category 200%", explanation: "Android's nonlinear curve at 200 %."),
            CommandExample("reflow ramp --platform material3 --format json", explanation: "Material 3 roles at every font scale."),
        ],
        arguments: [platform, style, category, compose, format]
    )

    let platform: RampPlatform
    let styles: [String]
    let categories: [String]
    let compose: Bool
    let format: RampFormat

    public init(parsing arguments: ParsedArguments) throws {
        platform = arguments[Self.platform]
        styles = arguments[Self.style]
        categories = arguments[Self.category]
        compose = arguments[Self.compose]
        format = arguments[Self.format]
        if compose && ![.android, .material3].contains(platform) {
            throw UsageError("--compose applies to --platform android and material3 only")
        }
    }

    /// Prints the selected table in the selected format.
    public func run(context: CommandContext) throws -> ExitCode {
        let table = try RampSelection(platform: platform, styles: styles, settings: categories, compose: compose).table()
        context.standardOutput.write(RampTableRenderer.render(table, as: format))
        return .success
    }
}
