import LayoutEngine
import SwiftSource
import Testing

/// A project's own `ButtonStyle`, `LabelStyle` and `ToggleStyle`: the control draws what the
/// style's `makeBody(configuration:)` returns, with the control's label in `configuration.label`
/// (a label style's `icon` and `title`), at rest: not pressed, a toggle off.
@Suite struct ProjectStyleTests {
    private static let styles = """
        struct PrimaryButtonStyle: ButtonStyle {
            var shouldFillWidth = true
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .font(.headline)
                    .padding(.vertical, 14)
                    .frame(maxWidth: shouldFillWidth ? .infinity : nil)
                    .background(Color.blue)
                    .opacity(configuration.isPressed ? 0.5 : 1)
            }
        }
        extension ButtonStyle where Self == PrimaryButtonStyle {
            static func primary(shouldFillWidth: Bool = true) -> PrimaryButtonStyle {
                PrimaryButtonStyle(shouldFillWidth: shouldFillWidth)
            }
        }
        struct StackedLabelStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.icon; configuration.title }
            }
        }
        struct CheckToggleStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Spacer()
                    Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                }
            }
        }
        """

    private func outline(_ body: String, extra: String = "") throws -> String {
        let source = "import SwiftUI\n\(Self.styles)\n\(extra)\nstruct Sample: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        let project = SwiftUIProject(sources: [(path: "Sample.swift", text: source)])
        let screen = try #require(project.screens(profiles: [.asWritten]).first { $0.name == "Sample" })
        return screen.root.outline(locations: false)
    }

    @Test func aButtonDrawsWhatItsProjectStyleMakesAroundItsLabel() throws {
        // `.primary(shouldFillWidth: false)` is the protocol's static factory; the argument reaches the style.
        let factory = try outline(#"Button("Unlock") {}.buttonStyle(.primary(shouldFillWidth: false))"#)
        #expect(factory.contains("padding(14, 0, 14, 0)") && factory.contains("font(.headline)"))
        #expect(factory.contains("frame()") && !factory.contains("frame(maxWidth: ∞)"))
        #expect(factory.contains("Color.blue") && factory.contains("Text \"Unlock\""))
        // The style's initialiser, with its default: the label fills the width.
        let initialiser = try outline(#"Button("Continue") {}.buttonStyle(PrimaryButtonStyle())"#)
        #expect(initialiser.contains("frame(maxWidth: ∞)") && initialiser.contains("Text \"Continue\""))
        // Set on a stack, the style reaches every button in it; not pressed, so nothing is faded.
        let stack = try outline(
            """
            VStack {
                Button("One") {}
                Button("Two") {}
            }
            .buttonStyle(PrimaryButtonStyle())
            """)
        #expect(stack.components(separatedBy: "padding(14, 0, 14, 0)").count == 3)
        #expect(!stack.contains("hidden"))
    }

    @Test func selfInAnExtensionThatFixesItIsThatStyle() throws {
        // `where Self == PrimaryButtonStyle`: the factory's `Self()` and `Self(…)` make that style.
        let extra = """
            extension ButtonStyle where Self == PrimaryButtonStyle {
                static var wide: Self { return Self() }
                static func narrow() -> Self { Self(shouldFillWidth: false) }
            }
            """
        let wide = try outline(#"Button("Back") {}.buttonStyle(.wide)"#, extra: extra)
        #expect(wide.contains("frame(maxWidth: ∞)") && wide.contains("font(.headline)") && wide.contains("Text \"Back\""))
        let narrow = try outline(#"Button("Next") {}.buttonStyle(.narrow())"#, extra: extra)
        #expect(narrow.contains("font(.headline)") && !narrow.contains("frame(maxWidth: ∞)"))
    }

    @Test func theStyleNearestToAButtonWins() throws {
        // `.buttonStyle` is an environment value: a style set further out reaches only the buttons
        // that no nearer style has set, the system's own styles included.
        let nested = try outline(
            """
            VStack {
                Button("Inner") {}.buttonStyle(.primary(shouldFillWidth: false))
                Button("Plain") {}.buttonStyle(.plain)
                Button("Outer") {}
            }
            .buttonStyle(PrimaryButtonStyle())
            """)
        #expect(nested.components(separatedBy: "padding(14, 0, 14, 0)").count == 3)
        #expect(nested.components(separatedBy: "frame(maxWidth: ∞)").count == 2)
        #expect(nested.contains("frame()"))
        let system = Button("Pay").buttonStyle(.bordered).buttonStyle(.plain)
        guard case .button(let style, _) = system.kind else { Issue.record("not a button"); return }
        #expect(style == .bordered)
    }

    @Test func aLabelStyleAndAToggleStyleDrawTheWholeControl() throws {
        let label = try outline(#"Label("Inbox", systemImage: "tray").labelStyle(StackedLabelStyle())"#)
        let lines = label.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first?.hasPrefix("VStack") == true && !label.contains("Label"))
        #expect(lines.firstIndex { $0.contains("tray") }! < lines.firstIndex { $0.contains("Inbox") }!)
        // The toggle is off at rest, and its switch is the style's image, not the system's.
        let toggle = try outline(#"Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckToggleStyle())"#)
        #expect(toggle.hasPrefix("HStack") && !toggle.contains("Toggle"))
        #expect(toggle.contains("\"square\"") && !toggle.contains("checkmark.square") && toggle.contains("Remember me"))
    }

    @Test func aTextFieldStyleDrawsAroundTheField() throws {
        // `_body(configuration:)` is given the field itself; its padding and border are the field's now.
        let styled = try outline(
            """
            TextField("Email", text: .constant("")).textFieldStyle(BoxedFieldStyle())
            """,
            extra: """
                struct BoxedFieldStyle: TextFieldStyle {
                    func _body(configuration: TextField<Self._Label>) -> some View {
                        configuration.padding(12).background(RoundedRectangle(cornerRadius: 8).stroke(Color.gray))
                    }
                }
                """)
        #expect(styled.hasPrefix("background\n  padding(12, 12, 12, 12)\n    TextField"))
    }

    @Test func theSystemsStylesAndUnknownStylesKeepTheControl() throws {
        let system = try outline(#"Button("Plain") {}.buttonStyle(.borderedProminent)"#)
        #expect(system.hasPrefix("Button") && !system.contains("padding(14"))
        let toggle = try outline(#"Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)"#)
        #expect(toggle.hasPrefix("Toggle"))
        // A style from a package that is not in the project stays the system's control.
        let unknown = try outline(#"Button("Buy") {}.buttonStyle(.storeKitPrimary)"#)
        #expect(unknown.hasPrefix("Button") && unknown.contains("Text \"Buy\""))
    }

    @Test func aStyleThatDrawsTheSystemsControlAgainKeepsTheControlsLabel() throws {
        // `Toggle(configuration)`, `Label(configuration)`, `Button(configuration)`: the system's control
        // around the configuration's label, tinted or padded by the style, not a stand-in.
        let extra = """
            struct TintedToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View { Toggle(configuration).font(.body).tint(.green) }
            }
            struct SpacedLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(4) }
            }
            struct TappableStyle: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(8) }
            }
            """
        let toggle = try outline(#"Toggle("Remember me", isOn: .constant(true)).toggleStyle(TintedToggleStyle())"#, extra: extra)
        #expect(toggle.contains("Toggle") && toggle.contains("Text \"Remember me\"") && !toggle.contains("stand-in"))
        let label = try outline(#"Label("Inbox", systemImage: "tray").labelStyle(SpacedLabelStyle())"#, extra: extra)
        #expect(label.hasPrefix("padding(4, 4, 4, 4)\n  Label") && label.contains("tray") && label.contains("Text \"Inbox\""))
        let button = try outline(#"Button("Buy") {}.buttonStyle(TappableStyle())"#, extra: extra)
        #expect(button.hasPrefix("Button") && button.contains("padding(8, 8, 8, 8)\n    Text \"Buy\""))
        #expect(button.components(separatedBy: "Button").count == 2, "one button, not a button in a button")
    }
}
