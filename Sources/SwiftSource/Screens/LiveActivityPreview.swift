internal import SwiftSyntax
internal import LayoutEngine

/// A Live Activity preview: `#Preview(as: .content, using: attributes) { ActivityWidget() }
/// contentStates: { State(…) }`, or a provider's `attributes.previewContext(state, viewKind: …)`.
/// The widget's `ActivityConfiguration` closure for that presentation runs with a context whose
/// `state` is the first content state and whose `attributes` are the preview's, and is laid out
/// in the room the system gives that presentation, clipped as the system clips it.
enum LiveActivityPreview {
    /// Room for each presentation on a 393 pt wide iPhone with a Dynamic Island (iPhone 15 and 16),
    /// from the Human Interface Guidelines' Live Activity specifications: the Lock Screen
    /// presentation is 360 pt wide and at most 160 pt tall; the expanded Dynamic Island 371 × 160 pt
    /// at most; each compact side 52.33 × 36.67 pt; the minimal presentation 36.67 pt square.
    static let lockScreen = Size(width: 360, height: 160)
    static let expanded = Size(width: 371, height: 160)
    static let compactSide = Size(width: 52.33, height: 36.67)
    static let minimal = Size(width: 36.67, height: 36.67)
    /// The TrueDepth camera's cut-out between the compact sides and between the expanded
    /// presentation's leading and trailing regions (the island's width less both compact sides).
    static let cameraWidth = 126.33

    /// The preview of a `#Preview(as: .content, …)` macro: the widget made by its first statement.
    static func views(of source: LiveActivityPreviewSource, preview: PreviewDeclaration, interpreter: Interpreter) -> [ViewNode]? {
        guard case .expr(let made)? = preview.statements.first?.item,
            case .instance(let widget) = interpreter.evaluate(made, Scope(), preview.file)
        else { return nil }
        let attributes = source.attributes.map { interpreter.evaluate($0, Scope(), preview.file) } ?? .unknown("attributes", .runtimeData)
        let firstState = source.contentStates.flatMap { ProjectIndex.viewExpressions(in: $0).first }
        let state = firstState.map { interpreter.evaluate($0, Scope(), preview.file) } ?? .unknown("state", .runtimeData)
        return views(source.presentation, widget: widget.type, attributes: attributes, state: state, interpreter: interpreter)
    }

    /// `attributes.previewContext(state, viewKind: .dynamicIsland(.compact))` in a `PreviewProvider`:
    /// the widget is the project's one whose `ActivityConfiguration` is for the attributes' type.
    static func views(
        previewContextOf attributes: Value.Instance, state: Value, viewKind: ExprSyntax, interpreter: Interpreter
    ) -> [ViewNode]? {
        guard let presentation = LiveActivityPresentation(viewKind),
            let widget = interpreter.index.types.values.filter({
                configuration(in: $0, interpreter: interpreter)?.attributesType == attributes.type.name
            }).min(by: { ($0.name, $0.file.path) < ($1.name, $1.file.path) })
        else { return nil }
        return views(presentation, widget: widget, attributes: .instance(attributes), state: state, interpreter: interpreter)
    }

    private static func views(
        _ presentation: LiveActivityPresentation, widget: TypeDeclaration, attributes: Value, state: Value, interpreter: Interpreter
    ) -> [ViewNode]? {
        guard let configuration = configuration(in: widget, interpreter: interpreter) else { return nil }
        let activityContext = Value.Instance(
            type: TypeDeclaration(
                name: "ActivityViewContext", kind: .structure, file: configuration.file, declaration: widget.declaration, conformances: []),
            fields: ["state": state, "attributes": attributes])
        let shown: ViewNode?
        switch presentation {
        case .lockScreen:
            let closure = Value.Closure(syntax: configuration.lockScreen, scope: Scope(), file: configuration.file)
            let views = interpreter.views(of: .closure(closure), arguments: [.instance(activityContext)])
            shown = views.isEmpty ? nil : column(views).frame(width: lockScreen.width).frame(maxHeight: lockScreen.height).clipped()
        case .expanded, .compact, .minimal:
            guard let island = configuration.dynamicIsland,
                let regions = DynamicIslandRegions(
                    island, context: .instance(activityContext), file: configuration.file, interpreter: interpreter)
            else { return nil }
            shown = regions.layout(presentation)
        }
        guard let shown else { return nil }
        interpreter.context.systemSurface = presentation.surface
        interpreter.context.note(
            "\(widget.name) is previewed as \(presentation.surface): laid out in the room the system gives it on a 393 pt wide iPhone, with the preview's first content state"
        )
        return [shown]
    }

    private static func column(_ views: [ViewNode]) -> ViewNode { views.count == 1 ? views[0] : VStack { views } }

    /// A widget's `ActivityConfiguration(for: Attributes.self) { context in … } dynamicIsland: { context in … }`.
    struct Configuration {
        let attributesType: String
        let lockScreen: ClosureExprSyntax
        let dynamicIsland: ClosureExprSyntax?
        let file: IndexedFile
    }

    static func configuration(in widget: TypeDeclaration, interpreter: Interpreter) -> Configuration? {
        guard widget.conformances.contains("Widget"), let body = interpreter.index.computedProperty("body", of: widget),
            let getter = body.getter
        else { return nil }
        let finder = ConfigurationFinder(viewMode: .sourceAccurate)
        finder.walk(Syntax(getter))
        guard let call = finder.call, let lockScreen = call.trailingClosure ?? Self.closure(labelled: "content", in: call),
            let forType = call.arguments.first(where: { $0.label?.text == "for" })?.expression.as(MemberAccessExprSyntax.self),
            forType.declName.baseName.text == "self", let attributes = forType.base?.trimmedText
        else { return nil }
        let island = call.additionalTrailingClosures.first { $0.label.text == "dynamicIsland" }?.closure
        return Configuration(
            attributesType: attributes, lockScreen: lockScreen, dynamicIsland: island ?? Self.closure(labelled: "dynamicIsland", in: call),
            file: body.file)
    }

    private static func closure(labelled label: String, in call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression.as(ClosureExprSyntax.self)
    }

    private final class ConfigurationFinder: SyntaxVisitor {
        var call: FunctionCallExprSyntax?
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard call == nil else { return .skipChildren }
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ActivityConfiguration" {
                call = node
                return .skipChildren
            }
            return .visitChildren
        }
    }
}

extension LiveActivityPresentation {
    /// How findings name where the activity is shown.
    var surface: String {
        switch self {
        case .lockScreen: "a Live Activity on the Lock Screen"
        case .expanded: "a Live Activity expanded in the Dynamic Island"
        case .compact: "a Live Activity's compact Dynamic Island presentation"
        case .minimal: "a Live Activity's minimal Dynamic Island presentation"
        }
    }
}

/// The views of a `DynamicIsland { regions } compactLeading: { … } compactTrailing: { … } minimal: { … }`,
/// each run with the activity's context bound to the `dynamicIsland:` closure's parameter.
struct DynamicIslandRegions {
    var leading: [ViewNode] = []
    var trailing: [ViewNode] = []
    var center: [ViewNode] = []
    var bottom: [ViewNode] = []
    var compactLeading: [ViewNode] = []
    var compactTrailing: [ViewNode] = []
    var minimal: [ViewNode] = []

    init?(_ closure: ClosureExprSyntax, context: Value, file: IndexedFile, interpreter: Interpreter) {
        var scope = Scope()
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): if let name = parameters.first?.name.text { scope[name] = context }
        case .parameterClause(let clause):
            if let parameter = clause.parameters.first { scope[(parameter.secondName ?? parameter.firstName).text] = context }
        default: scope["$0"] = context
        }
        guard let island = Self.islandCall(in: closure) else { return nil }
        let run = { (closure: ClosureExprSyntax?) -> [ViewNode] in
            guard let closure else { return [] }
            return interpreter.materialize(interpreter.body(closure.statements, scope, file)) ?? []
        }
        let expanded =
            island.trailingClosure ?? island.arguments.first { $0.label?.text == "expanded" }?.expression.as(ClosureExprSyntax.self)
        for item in expanded?.statements ?? [] {
            guard case .expr(let expression) = item.item, let region = expression.as(FunctionCallExprSyntax.self),
                region.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "DynamicIslandExpandedRegion",
                let position = region.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            else { continue }
            let views = run(region.trailingClosure)
            switch position {
            case "leading": leading += views
            case "trailing": trailing += views
            case "center": center += views
            case "bottom": bottom += views
            default: continue
            }
        }
        let labelled = { (label: String) -> ClosureExprSyntax? in
            island.additionalTrailingClosures.first { $0.label.text == label }?.closure
                ?? island.arguments.first { $0.label?.text == label }?.expression.as(ClosureExprSyntax.self)
        }
        compactLeading = run(labelled("compactLeading"))
        compactTrailing = run(labelled("compactTrailing"))
        minimal = run(labelled("minimal"))
    }

    /// The `DynamicIsland(…)` call the closure returns, under any modifiers chained on it.
    private static func islandCall(in closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        for item in closure.statements {
            var expression: ExprSyntax?
            switch item.item {
            case .expr(let made): expression = made
            case .stmt(let statement): expression = statement.as(ReturnStmtSyntax.self)?.expression
            default: break
            }
            var call = expression?.as(FunctionCallExprSyntax.self)
            while let current = call {
                if current.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "DynamicIsland" { return current }
                call = Interpreter.receiver(of: current)
            }
        }
        return nil
    }

    /// The presentation's views in the room the system gives it. The expanded presentation puts
    /// the leading and trailing regions beside the camera, the center region below it and the
    /// bottom region under all three; compact sides sit either side of the camera.
    func layout(_ presentation: LiveActivityPresentation) -> ViewNode? {
        typealias Room = LiveActivityPreview
        func side(_ views: [ViewNode], alignment: Alignment) -> ViewNode {
            (views.count == 1 ? views[0] : HStack { views }).frame(maxWidth: .infinity, alignment: alignment)
        }
        switch presentation {
        case .expanded:
            guard !(leading + trailing + center + bottom).isEmpty else { return nil }
            let top = HStack(alignment: .top, spacing: Room.cameraWidth) {
                side(leading, alignment: .leading)
                side(trailing, alignment: .trailing)
            }
            return VStack(spacing: 0) {
                top
                center
                bottom
            }
            .frame(width: Room.expanded.width).frame(maxHeight: Room.expanded.height, alignment: .top).clipped()
        case .compact:
            guard !(compactLeading + compactTrailing).isEmpty else { return nil }
            let box = { (views: [ViewNode]) in
                (views.count == 1 ? views[0] : HStack { views }).frame(width: Room.compactSide.width, height: Room.compactSide.height)
                    .clipped()
            }
            return HStack(spacing: Room.cameraWidth) {
                box(compactLeading)
                box(compactTrailing)
            }
        case .minimal:
            guard !minimal.isEmpty else { return nil }
            return (minimal.count == 1 ? minimal[0] : HStack { minimal }).frame(width: Room.minimal.width, height: Room.minimal.height)
                .clipped()
        case .lockScreen:
            return nil
        }
    }
}
