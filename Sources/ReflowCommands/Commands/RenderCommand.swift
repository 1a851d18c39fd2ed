import Checking
import DynamicType
import Findings
import LayoutEngine
import ReflowCommandLine
import ReflowExamples
import Rendering
import Typesetting

/// `reflow render`: a picture of an example screen at one size with its findings drawn, or its
/// contact sheet of all 12 sizes.
public struct RenderCommand: Command {
    static let screen = Positional<String>("screen", help: "A screen (see reflow audit --list, with --project for a project's).")
    static let size = Option<ContentSizeCategory>(
        "size", short: "s", valueName: "category", help: "The size category to draw.",
        default: .accessibility5, defaultDescription: "accessibility5", parse: ArgumentParsers.category)
    static let device = Option<String>(
        "device", short: "d", valueName: "device", help: "The device (iPhone 16, iphone-se, …; add landscape).",
        default: "iPhone 16", defaultDescription: "iPhone 16", parse: { $0 })
    static let scale = Option<Double>(
        "scale", valueName: "1|2|3", help: "Pixels per point.", default: 2,
        parse: { text in
            guard let value = ArgumentParsers.decimal(text), [1, 2, 3].contains(value) else {
                throw ArgumentProblem(description: "expected 1, 2 or 3")
            }
            return value
        })
    static let sheet = Flag("sheet", help: "Draw the contact sheet of all 12 sizes instead of one size.")
    static let rightToLeft = Flag("rtl", help: "Lay the screen out right to left.")
    static let android = Flag("android", help: "With --sheet: add a row of Android font scales, 85 % to 200 %.")
    static let output = Option<String?>(
        "output", short: "o", valueName: "file.png", help: "Where to write the PNG (required).", parse: { $0 })

    /// How `reflow render` parses and describes itself.
    public static let configuration = CommandConfiguration(
        name: "render",
        abstract: "Draw an example screen at one size, findings marked, or its 12-size contact sheet, as PNG.",
        discussion: """
            Text is drawn with the fonts, sizes, line breaks and truncation the layout used. Clipped \
            text is hatched in red, overlaps are outlined and filled, hidden text is ghosted in grey, \
            and an action pushed out of reach sits below a dashed fold with its distance.
            """,
        examples: [
            CommandExample(
                "reflow render checkout-before --size AX5 --device iphone-se -o /tmp/checkout-ax5.png",
                explanation: "The broken checkout at AX5 on an iPhone SE."),
            CommandExample(
                "reflow render checkout-before --sheet --scale 1 -o /tmp/checkout-sheet.png",
                explanation: "All 12 sizes side by side, the first failing size highlighted."),
            CommandExample(
                "reflow render --project Examples/Storefront \"Checkout (before)\" --sheet --scale 1 -o /tmp/checkout-preview.png",
                explanation: "A project's preview, as its source is written."),
        ],
        arguments: [screen, size, device, scale, sheet, rightToLeft, android, output],
        optionGroups: [ScreenSourceOptions.self]
    )

    let name: String
    let screenSource: ScreenSourceOptions
    let category: ContentSizeCategory
    let device: Device
    let scale: Double
    let drawsSheet: Bool
    let direction: LayoutDirection
    let includesAndroid: Bool
    let path: String

    public init(parsing arguments: ParsedArguments) throws {
        let name = arguments[Self.screen]
        screenSource = try ScreenSourceOptions(parsing: arguments)
        try screenSource.validate([name], argument: "<screen>")
        guard let path = arguments[Self.output] else { throw UsageError("missing --output: where should the PNG go?") }
        self.name = name
        self.path = path
        category = arguments[Self.size]
        device = try DeviceArgument.parse(arguments[Self.device])
        scale = arguments[Self.scale]
        drawsSheet = arguments[Self.sheet]
        direction = arguments[Self.rightToLeft] ? .rightToLeft : .leftToRight
        includesAndroid = arguments[Self.android]
        if includesAndroid && !drawsSheet { throw UsageError("--android draws a row of the contact sheet; add --sheet") }
    }

    /// Draws and writes the PNG, then says what it drew.
    public func run(context: CommandContext) throws -> ExitCode {
        let measurer = HarfBuzzTextMeasurer()
        guard let example = try screenSource.source.screens(named: [name], argument: "<screen>").first else { return .usageError }
        let image: RenderedImage
        let summary: String
        if drawsSheet {
            let sheet = try AuditedPictures(measurer: measurer).contactSheet(
                example.root, name: example.name, device: device, layoutDirection: direction,
                includesAndroid: includesAndroid, scale: scale)
            image = sheet.image
            summary =
                (sheet.firstFailingCategory.map { "first fails at \($0.swiftUIName)" } ?? "no errors at any size")
                + (includesAndroid
                    ? (sheet.firstFailingAndroidScale.map { ", on Android at \($0.percentLabel)" } ?? ", none on Android") : "")
        } else {
            let picture = try AuditedPictures(measurer: measurer).screen(
                example.root, name: example.name, at: category, device: device,
                layoutDirection: direction, options: RenderOptions(scale: scale))
            image = picture.image
            summary = "\(Wording.counted(picture.marks.count, "finding")) drawn at \(category.swiftUIName)"
        }
        do {
            try image.writePNG(to: path)
        } catch {
            throw UsageError(.invalidValue(path, argument: "--output", reason: "\(error)"))
        }
        context.standardOutput.write("\(path): \(image.width) x \(image.height) px, \(example.name) on \(device.name), \(summary)\n")
        return .success
    }
}
