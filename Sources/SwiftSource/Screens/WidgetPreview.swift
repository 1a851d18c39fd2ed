internal import SwiftSyntax
internal import LayoutEngine

/// A WidgetKit preview, `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…) }`: the
/// widget's content closure (the one its `…Configuration` is given) run with the timeline's first
/// entry, in the family's fixed size, clipped as WidgetKit clips it.
enum WidgetPreview {
    /// Widget sizes in points on a 390-393 pt wide iPhone (iPhone 12 to 16), measured with a
    /// `GeometryReader` (github.com/simonbs/ios-widget-sizes); accessory sizes from the same source.
    static let familySizes: [String: Size] = [
        "systemSmall": Size(width: 158, height: 158),
        "systemMedium": Size(width: 338, height: 158),
        "systemLarge": Size(width: 338, height: 354),
        "accessoryRectangular": Size(width: 158, height: 72),
        "accessoryCircular": Size(width: 72, height: 72),
        "accessoryInline": Size(width: 234, height: 26),
    ]

    static func views(
        widget: (family: String, timeline: CodeBlockItemListSyntax), preview: PreviewDeclaration, interpreter: Interpreter
    ) -> [ViewNode]? {
        guard let size = familySizes[widget.family],
            case .expr(let made)? = preview.statements.first?.item,
            case .instance(let instance) = interpreter.evaluate(made, Scope(), preview.file),
            let body = interpreter.index.computedProperty("body", of: instance.type), let getter = body.getter,
            let content = configurationContent(in: Syntax(getter))
        else { return nil }
        interpreter.context.widgetFamily = widget.family
        interpreter.context.systemSurface = "a \(widget.family) widget"
        let entry = firstEntry(of: widget.timeline, file: preview.file, interpreter: interpreter) ?? .unknown("entry", .runtimeData)
        let closure = Value.Closure(syntax: content, scope: Scope(instance: instance), file: body.file)
        let views = interpreter.materialize(interpreter.callClosure(closure, arguments: [entry])) ?? []
        guard !views.isEmpty else { return nil }
        interpreter.context.note(
            "\(instance.type.name) is previewed as a \(widget.family) widget: its content is laid out in \(Int(size.width)) × \(Int(size.height)) pt, with the timeline's first entry"
        )
        let shown = views.count == 1 ? views[0] : VStack { views }
        return [shown.frame(width: size.width, height: size.height).clipped()]
    }

    /// The timeline's first entry, made after the `let`s written before it (`let article = Article.sample`).
    private static func firstEntry(of timeline: CodeBlockItemListSyntax, file: IndexedFile, interpreter: Interpreter) -> Value? {
        var scope = Scope()
        for item in timeline {
            if let declaration = item.item.as(DeclSyntax.self) {
                interpreter.bind(declaration, in: &scope, file)
            } else if let entry = ProjectIndex.viewExpression(of: item) {
                return interpreter.evaluate(entry, scope, file)
            }
        }
        return nil
    }

    /// The content closure of the first `StaticConfiguration`, `AppIntentConfiguration` or
    /// `IntentConfiguration` in a widget's body.
    private static func configurationContent(in node: Syntax) -> ClosureExprSyntax? {
        let finder = ConfigurationFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.content
    }

    private final class ConfigurationFinder: SyntaxVisitor {
        var content: ClosureExprSyntax?
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard content == nil else { return .skipChildren }
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"].contains(name), let closure = node.trailingClosure
            {
                content = closure
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
