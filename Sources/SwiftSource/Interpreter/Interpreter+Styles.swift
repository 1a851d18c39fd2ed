internal import SwiftSyntax
internal import LayoutEngine
internal import Findings

/// A project's own `ButtonStyle`, `LabelStyle`, `ToggleStyle` or `TextFieldStyle`: `.buttonStyle(.primary())`
/// makes every button below it draw what the style's `makeBody(configuration:)` returns, with
/// `configuration.label` bound to the button's own label (a label style gets `title` and `icon`, a text
/// field style's `_body(configuration:)` gets the field itself).
/// The system's styles are gone: the style's padding, frame and background are all there is. The
/// style is as SwiftUI shows a control at rest: not pressed, a toggle off.
extension Interpreter {
    /// The protocol each style modifier takes, by modifier.
    static let styleProtocols: [String: String] = [
        "buttonStyle": "ButtonStyle", "labelStyle": "LabelStyle", "toggleStyle": "ToggleStyle",
        "textFieldStyle": "TextFieldStyle",
    ]

    /// The style a style modifier is given, as a project value: `.primary()` is read as the
    /// protocol's static factory (`extension ButtonStyle where Self == PrimaryButtonStyle`).
    func styleArgument(_ name: String, _ arguments: Arguments, _ scope: Scope, _ file: IndexedFile) -> Arguments {
        guard let protocolName = Self.styleProtocols[name], let syntax = arguments.unlabeledSyntax(),
            let index = arguments.values.firstIndex(where: { $0.label == nil }),
            case .member = arguments.values[index].value,
            let style = contextualMember(syntax, as: protocolName, scope, file)
        else { return arguments }
        var resolved = arguments
        resolved.values[index].value = style
        return resolved
    }

    /// `nodes` with a project style applied to the controls it styles, or nil when the modifier's
    /// argument is not a project style with a `makeBody(configuration:)`.
    func projectStyle(_ name: String, on nodes: [ViewNode], _ arguments: Arguments) -> [ViewNode]? {
        guard Self.styleProtocols[name] != nil, case .instance(let style)? = arguments.unlabeled(),
            let makeBody = (style.type.methods["makeBody"] ?? style.type.methods["_body"])?.first
        else { return nil }
        context.interpretedCount += 1
        return nodes.map { restyled($0, modifier: name, style: style, makeBody: makeBody) }
    }

    private func restyled(_ node: ViewNode, modifier: String, style: Value.Instance, makeBody: FunctionMember) -> ViewNode {
        var node = node
        let fields: [String: Value]
        switch (modifier, node.kind) {
        case ("buttonStyle", .button(_, let size)):
            // A style set nearer to the button wins (`.buttonStyle` is an environment value).
            guard !node.traits.hasButtonStyle else { return node }
            fields = ["label": .views(node.children), "isPressed": .bool(false), "role": .none]
            node.kind = .button(.plain, size)
            node.traits.hasButtonStyle = true
        case ("toggleStyle", .toggle):
            fields = ["label": .views(node.children), "isOn": .bool(false), "isMixed": .bool(false)]
        case ("labelStyle", .label) where node.children.count == 2:
            fields = ["icon": .views([node.children[0]]), "title": .views([node.children[1]])]
        case ("textFieldStyle", .textField):
            // `_body(configuration: TextField<Self._Label>)`: the configuration is the field itself.
            let body = styleBody(makeBody, of: style, configuration: .views([node]))
            return body.isEmpty ? node : body.count == 1 ? body[0] : VStack { body }
        default:
            node.children = node.children.map { restyled($0, modifier: modifier, style: style, makeBody: makeBody) }
            return node
        }
        let body = styleBody(makeBody, of: style, configuration: .instance(Value.Instance(type: style.type, fields: fields)))
        guard !body.isEmpty else { return node }
        // A label or toggle style draws the whole control (a toggle's switch is the style's to draw);
        // a button stays a button, now plain, around what the style draws.
        guard modifier == "buttonStyle" else { return body.count == 1 ? body[0] : HStack { body } }
        node.children = body
        return node
    }

    /// What the style's `makeBody(configuration:)` (or `_body`) draws for `configuration`.
    private func styleBody(_ makeBody: FunctionMember, of style: Value.Instance, configuration: Value) -> [ViewNode] {
        materialize(invoke(makeBody, Arguments(values: [("configuration", configuration, nil)]), instance: style)) ?? []
    }
}
