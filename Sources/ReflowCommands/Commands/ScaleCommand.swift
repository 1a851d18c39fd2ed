import DynamicType
import ReflowCommandLine

/// The output formats of `reflow scale`.
public enum ScaleFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    case text, json
}

/// `reflow scale`: what a size becomes at larger text, on iOS, Android, React Native or Flutter.
public struct ScaleCommand: Command {
    static let size = Positional<Measurement>(
        "size", help: "The size at the default setting: 17, 17pt, 14sp, or 24dp (dp converts back to sp).",
        parse: ArgumentParsers.measurement)
    static let relativeTo = Option<TextStyle?>(
        "relative-to", short: "r", valueName: "style",
        help: "iOS: the text style a custom font or metric follows (default body).",
        parse: ArgumentParsers.textStyle)
    static let category = RepeatedOption<ContentSizeCategory>(
        "category", short: "c", valueName: "category",
        help: "iOS: the category to scale to (AX5, xxxLarge, …); default all 12.",
        parse: ArgumentParsers.category)
    static let maximum = Option<Double?>(
        "max", valueName: "points", help: "iOS: maximumPointSize, the largest size the font may reach.",
        parse: ArgumentParsers.positiveNumber)
    static let cap = Option<ContentSizeCategory?>(
        "cap", valueName: "category",
        help: "iOS: the largest category the text follows, as .dynamicTypeSize(...category).",
        parse: ArgumentParsers.category)
    static let scaledMetric = Flag("scaled-metric", help: "iOS: scale a layout value (@ScaledMetric) rather than a font size.")
    static let android = RepeatedOption<Double>(
        "android", short: "a", valueName: "scale",
        help: "Android: the Settings font scale (1.3, 200%); default all seven.",
        parse: ArgumentParsers.fontScale)
    static let compose = Flag("compose", help: "Android: use Jetpack Compose's converter instead of the platform's.")
    static let reactNative = RepeatedOption<ContentSizeCategory>(
        "react-native", valueName: "category",
        help: "React Native on iOS at this category.",
        parse: ArgumentParsers.category)
    static let ramp = Option<TextStyle?>(
        "ramp", valueName: "style", help: "React Native: the Text's dynamicTypeRamp.",
        parse: ArgumentParsers.textStyle)
    static let maxMultiplier = Option<Double?>(
        "max-multiplier", valueName: "factor",
        help: "React Native: maxFontSizeMultiplier (0 = no limit; below 1 is ignored).",
        parse: ArgumentParsers.nonNegativeNumber)
    static let noFontScaling = Flag("no-font-scaling", help: "React Native: allowFontScaling={false}.")
    static let flutterIOS = RepeatedOption<ContentSizeCategory>(
        "flutter-ios", valueName: "category",
        help: "Flutter on iOS at this category.",
        parse: ArgumentParsers.category)
    static let flutterAndroid = RepeatedOption<Double>(
        "flutter-android", valueName: "scale",
        help: "Flutter on Android 14+ at this font scale.",
        parse: ArgumentParsers.fontScale)
    static let minScaleFactor = Option<Double?>(
        "min-scale-factor", valueName: "factor",
        help: "Flutter: withClampedTextScaling's minScaleFactor.", parse: ArgumentParsers.nonNegativeNumber)
    static let maxScaleFactor = Option<Double?>(
        "max-scale-factor", valueName: "factor",
        help: "Flutter: withClampedTextScaling's maxScaleFactor.", parse: ArgumentParsers.nonNegativeNumber)
    static let format = Option<ScaleFormat>("format", short: "f", help: "Output format.", default: .text)

    /// How `reflow scale` parses and describes itself.
    public static let configuration = CommandConfiguration(
        name: "scale",
        abstract: "Scale a size the way a platform does at larger text settings.",
        discussion: """
            Without a platform option the size is a custom iOS font following a text style \
            (UIFontMetrics, Font.custom(_:size:relativeTo:)); a size in sp or dp is Android's.
            """,
        examples: [
            CommandExample("reflow scale 17 --relative-to body --category AX5", explanation: "A 17 pt custom font at AX5: 53 pt."),
            CommandExample(
                "reflow scale 24 --scaled-metric --relative-to body --category AX3", explanation: "An icon size from @ScaledMetric."),
            CommandExample("reflow scale 17 --category AX5 --max 28", explanation: "scaledFont(for:maximumPointSize: 28)."),
            CommandExample("reflow scale 14sp --android 2.0", explanation: "Android's nonlinear curve: 26 dp."),
            CommandExample("reflow scale 34 --react-native AX5", explanation: "React Native asks for 121 pt; dynamicTypeRamp gives 60."),
            CommandExample("reflow scale 17 --flutter-ios AX5 --max-scale-factor 2", explanation: "Flutter with a clamp."),
        ],
        arguments: [
            size, relativeTo, category, maximum, cap, scaledMetric, android, compose, reactNative, ramp, maxMultiplier,
            noFontScaling, flutterIOS, flutterAndroid, minScaleFactor, maxScaleFactor, format,
        ]
    )

    let input: Measurement
    let query: ScaleQuery
    let settings: ScaleSettings
    let format: ScaleFormat

    public init(parsing arguments: ParsedArguments) throws {
        input = arguments[Self.size]
        format = arguments[Self.format]
        (query, settings) = try Self.question(from: arguments, input: input)
    }

    /// Prints the answer in the selected format.
    public func run(context: CommandContext) throws -> ExitCode {
        let report = ScaleCalculator.report(for: input, query: query, settings: settings)
        context.standardOutput.write(format == .json ? ScaleReportRenderer.json(report).rendered() : ScaleReportRenderer.text(report))
        return .success
    }

    /// Works out which system is asked about, rejecting options that belong to another one.
    private static func question(from arguments: ParsedArguments, input: Measurement) throws -> (ScaleQuery, ScaleSettings) {
        let groups: [(name: String, options: [any ArgumentDefinition])] = [
            ("iOS", [relativeTo, category, maximum, cap, scaledMetric]),
            ("Android", [android, compose]),
            ("React Native", [reactNative, ramp, maxMultiplier, noFontScaling]),
            ("Flutter", [flutterIOS, flutterAndroid, minScaleFactor, maxScaleFactor]),
        ]
        let used = groups.filter { group in group.options.contains { arguments.contains($0) } }
        guard used.count <= 1 else {
            throw UsageError(
                "options for \(used.map(\.name).joined(separator: " and ")) cannot be combined; ask about one platform at a time")
        }
        let isAndroidUnit = input.unit == .sp || input.unit == .dp
        let system = used.first?.name ?? (isAndroidUnit ? "Android" : "iOS")
        if isAndroidUnit && system != "Android" && system != "Flutter" {
            throw UsageError(
                "'\(formatNumber(input.value))\(input.unit!.rawValue)' is an Android size; use --android, or give the size in points")
        }
        if input.unit == .pt && system == "Android" {
            throw UsageError("Android scales sp (or dp back to sp); '\(formatNumber(input.value))pt' is in points")
        }
        switch system {
        case "Android":
            return (
                .android(variant: arguments[compose] ? .compose : .platform, toSp: input.unit == .dp),
                .fontScales(orAll(arguments[android], AndroidFontScale.settingsValues.map(\.value)))
            )
        case "React Native":
            let attributes = ReactNativeTextAttributes(
                allowFontScaling: !arguments[noFontScaling],
                maxFontSizeMultiplier: MaxFontSizeMultiplier(prop: arguments[maxMultiplier]),
                dynamicTypeRamp: arguments[ramp])
            return (.reactNative(attributes: attributes), .categories(orAll(arguments[reactNative], ContentSizeCategory.allCases)))
        case "Flutter":
            let minimum = arguments[minScaleFactor] ?? 0, maximum = arguments[maxScaleFactor] ?? .infinity
            guard minimum <= maximum else { throw UsageError("--min-scale-factor must not exceed --max-scale-factor") }
            let ios = arguments[flutterIOS], androidScales = arguments[flutterAndroid]
            guard ios.isEmpty || androidScales.isEmpty else { throw UsageError("choose --flutter-ios or --flutter-android, not both") }
            if input.unit == .dp {
                throw UsageError("Flutter scales font sizes in logical pixels (sp on Android); converting dp back to sp is --android's job")
            }
            if input.unit == .sp && !ios.isEmpty {
                throw UsageError("'\(formatNumber(input.value))sp' is an Android size; Flutter on iOS takes logical pixels or points")
            }
            if !androidScales.isEmpty || isAndroidUnit {
                return (
                    .flutterAndroid(minScaleFactor: minimum, maxScaleFactor: maximum),
                    .fontScales(orAll(androidScales, AndroidFontScale.settingsValues.map(\.value)))
                )
            }
            return (.flutterIOS(minScaleFactor: minimum, maxScaleFactor: maximum), .categories(orAll(ios, ContentSizeCategory.allCases)))
        default:
            if arguments[scaledMetric] && arguments[maximum] != nil {
                throw UsageError("--max applies to fonts (scaledFont(for:maximumPointSize:)), not to --scaled-metric")
            }
            return (
                .appleMetrics(
                    style: arguments[relativeTo] ?? .body, scaledMetric: arguments[scaledMetric],
                    maximumPointSize: arguments[maximum], largestCategory: arguments[cap]),
                .categories(orAll(arguments[category], ContentSizeCategory.allCases))
            )
        }
    }

    /// The values asked for, without repeats, or `all` when none were.
    private static func orAll<T: Equatable>(_ values: [T], _ all: [T]) -> [T] {
        guard !values.isEmpty else { return all }
        return values.reduce(into: []) { result, value in if !result.contains(value) { result.append(value) } }
    }
}
