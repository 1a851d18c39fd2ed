import DynamicType
import LayoutEngine
import ReflowCommandLine
import ReflowExamples
import Typesetting

/// `reflow layout`: one example screen laid out at one size, as a tree of frames.
public struct LayoutCommand: Command {
    static let screen = Positional<String>("screen", help: "An example screen (see --list).")
    static let category = Option<ContentSizeCategory>(
        "category", short: "c", valueName: "category", help: "The size category.",
        default: .large, defaultDescription: "large", parse: ArgumentParsers.category)
    static let device = Option<String>(
        "device", short: "d", valueName: "device",
        help: "iPhone SE, iPhone 16, iPhone 16 Pro Max or iPad 11-inch; add ' landscape' to turn it.",
        default: "iPhone 16", defaultDescription: "iPhone 16", parse: { $0 })
    static let rightToLeft = Flag("rtl", help: "Lay the screen out right to left.")

    /// How `reflow layout` parses and describes itself.
    public static let configuration = CommandConfiguration(
        name: "layout",
        abstract: "Lay an example screen out at one text size and print every frame.",
        examples: [CommandExample("reflow layout checkout-before --category AX3", explanation: "The broken checkout at AX3.")],
        arguments: [screen, category, device, rightToLeft]
    )

    let example: ExampleScreen
    let environment: LayoutEnvironment
    let device: Device

    public init(parsing arguments: ParsedArguments) throws {
        let name = arguments[Self.screen]
        guard let example = ExampleScreens.named(name) else {
            throw UsageError(
                .invalidValue(
                    name, argument: "<screen>", reason: "expected one of: \(ExampleScreens.all.map(\.name).joined(separator: ", "))"))
        }
        self.example = example
        environment = LayoutEnvironment(
            category: arguments[Self.category], layoutDirection: arguments[Self.rightToLeft] ? .rightToLeft : .leftToRight)
        device = try DeviceArgument.parse(arguments[Self.device])
    }

    /// Lays out and prints the frames.
    public func run(context: CommandContext) throws -> ExitCode {
        let screen = try ScreenLayout(measurer: HarfBuzzTextMeasurer()).layout(example.root, device: device, environment: environment)
        context.standardOutput.write("\(example.name) on \(device.name) at \(environment.category.swiftUIName)\n\n" + screen.dump())
        for note in screen.notes { context.standardOutput.write("note: \(note)\n") }
        return .success
    }
}
