import DynamicType
import ReflowCommandLine
import TextMeasurement
import Typesetting

extension TextPlatform: ExpressibleByArgument {}
extension TruncationMode: ExpressibleByArgument {}

/// `reflow measure`: how a string really lays out, in a real font at a real size and width.
public struct MeasureCommand: Command {
    static let text = Positional<String>("text", help: "The text to measure; \\n starts a new line.")
    static let platform = Option<TextPlatform>("platform", short: "p", help: "Whose fonts and sizes to use.", default: .iOS)
    static let style = Option<String?>(
        "style", short: "s", valueName: "style",
        help: "Text style: an iOS style (body) or a Material 3 role on Android (bodyLarge). Default body / bodyLarge.",
        parse: { $0 })
    static let category = Option<String?>(
        "category", short: "c", valueName: "category",
        help: "Size category (AX5) on iOS, font scale (2.0, 200%) on Android. Default large / 1.",
        parse: { $0 })
    static let size = Option<Double?>(
        "size", valueName: "points", help: "A fixed point size instead of a style (no Dynamic Type).",
        parse: ArgumentParsers.positiveNumber)
    static let weight = Option<FontWeight?>(
        "weight", valueName: "weight", help: "Font weight (regular, semibold, bold, 600); default the style's.",
        parse: ArgumentParsers.named(FontWeight.init(parsing:)))
    static let bold = Flag("bold", help: "Use the style's emphasized weight (the bold trait).")
    static let font = Option<String?>("font", valueName: "path", help: "A font file to use instead of the system font.", parse: { $0 })
    static let fontName = Option<String?>(
        "font-name", valueName: "name",
        help: "A font by PostScript or family name, as Font.custom and UIFont(name:) use it.", parse: { $0 })
    static let width = Option<Double?>(
        "width", short: "w", valueName: "points",
        help: "The width to lay out in; default one line per paragraph.", parse: ArgumentParsers.positiveNumber)
    static let lineLimit = Option<Int?>(
        "line-limit", short: "l", valueName: "n", help: "The most lines to show (lineLimit).",
        parse: { text in
            guard let value = Int(text), value >= 1, value <= 10_000 else {
                throw ArgumentProblem(description: "expected a whole number from 1 to 10000")
            }
            return value
        })
    static let truncation = Option<TruncationMode>(
        "truncation", short: "t", help: "Where to cut text beyond the line limit.", default: .tail)
    static let minimumScaleFactor = Option<Double?>(
        "minimum-scale-factor", valueName: "factor",
        help: "How far the text may shrink to fit (0 < factor <= 1).",
        parse: { text in
            guard let value = Double(text), value > 0, value <= 1 else {
                throw ArgumentProblem(description: "expected a number above 0 and at most 1")
            }
            return value
        })
    static let height = Option<Double?>(
        "height", valueName: "points", help: "The height offered (for --minimum-scale-factor).",
        parse: ArgumentParsers.positiveNumber)
    static let language = Option<String>(
        "language", valueName: "tag", help: "BCP 47 language for shaping and line breaks (de, ja, th).",
        default: "", defaultDescription: "none", parse: { $0 })
    static let format = Option<ScaleFormat>("format", short: "f", help: "Output format.", default: .text)

    /// How `reflow measure` parses and describes itself.
    public static let configuration = CommandConfiguration(
        name: "measure",
        abstract: "Lay a string out in a real font at a real size and width, and show its lines.",
        discussion: """
            Shapes with HarfBuzz and breaks lines with ICU, like hb-shape and hb-view for people who \
            want to know why a label breaks. On Linux, Inter stands in for SF Pro (with SF Pro's line \
            height) and the output says so; Android uses Roboto.
            """,
        examples: [
            CommandExample(
                "reflow measure \"Payment failed. Your card was declined.\" --style body --category AX5 --width 361",
                explanation: "An error message at the largest size on a 393 pt wide iPhone."),
            CommandExample(
                "reflow measure \"€1,299.00\" --style title --category AX3 --width 120 --line-limit 1",
                explanation: "Is the price cut off?"),
            CommandExample(
                "reflow measure \"alex.morgan@icloud.com\" --category AX5 --width 200",
                explanation: "An email address has no break points: it breaks by character."),
            CommandExample(
                "reflow measure \"Datenschutzeinstellungen\" --platform android --category 200% --width 180 --format json",
                explanation: "Android at 200 %, as JSON."),
        ],
        arguments: [
            text, platform, style, category, size, weight, bold, font, fontName, width, lineLimit, truncation,
            minimumScaleFactor, height, language, format,
        ]
    )

    let request: TextMeasurementRequest
    let sizeDescription: String
    let format: ScaleFormat

    public init(parsing arguments: ParsedArguments) throws {
        let platform = arguments[Self.platform]
        let resolved = try MeasureFontSelection(
            platform: platform, style: arguments[Self.style], category: arguments[Self.category],
            size: arguments[Self.size], weight: arguments[Self.weight], bold: arguments[Self.bold],
            fontPath: arguments[Self.font], fontName: arguments[Self.fontName]
        ).resolve()
        sizeDescription = resolved.description
        format = arguments[Self.format]
        if arguments[Self.minimumScaleFactor] != nil && arguments[Self.lineLimit] == nil && arguments[Self.height] == nil {
            throw UsageError("--minimum-scale-factor needs --line-limit or --height: text only shrinks to fit a limit")
        }
        request = TextMeasurementRequest(
            text: arguments[Self.text], font: resolved.font, width: arguments[Self.width],
            lineLimit: arguments[Self.lineLimit], truncationMode: arguments[Self.truncation],
            minimumScaleFactor: arguments[Self.minimumScaleFactor] ?? 1, height: arguments[Self.height],
            language: arguments[Self.language])
    }

    /// Measures and prints.
    public func run(context: CommandContext) throws -> ExitCode {
        let measured: MeasuredText
        do {
            measured = try HarfBuzzTextMeasurer().measure(request)
        } catch let error as FontError {
            throw CommandFailure(error.description)
        }
        let output =
            format == .json
            ? MeasurementRenderer.json(measured, request: request).rendered()
            : MeasurementRenderer.text(measured, request: request, sizeDescription: sizeDescription)
        context.standardOutput.write(output)
        return .success
    }
}
