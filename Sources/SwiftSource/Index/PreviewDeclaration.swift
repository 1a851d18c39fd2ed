internal import SwiftSyntax

/// A preview: `#Preview("Name") { … }` or one view of a `PreviewProvider`'s `previews`.
struct PreviewDeclaration: @unchecked Sendable {
    /// The preview's own name (`#Preview("Checkout")`), or the provider's type name; nil when unnamed.
    let title: String?
    let file: IndexedFile
    /// The preview's statements (a view builder).
    let statements: CodeBlockItemListSyntax
    /// Where the preview is declared.
    let position: Syntax
    /// Which of the statements' views this preview is (a provider lists several), or nil for all.
    var only: Int? = nil
    /// Which view of the `Group` the statements return after setting up state, or nil for all.
    var groupOnly: Int? = nil
    /// The `PreviewProvider` whose `previews` these statements are: its static members are in scope
    /// (`static var previews: some View { empty; filled }` names them).
    var provider: TypeDeclaration? = nil
    /// `#Preview(as: .systemSmall) { Widget() } timeline: { Entry(…) }`: the widget family it is shown
    /// as, and the timeline whose first entry the widget's content is shown with.
    var widget: (family: String, timeline: CodeBlockItemListSyntax)? = nil
    /// `#Preview(as: .content, using: attributes) { ActivityWidget() } contentStates: { State(…) }`.
    var liveActivity: LiveActivityPreviewSource? = nil
    /// Types declared in the preview's own body, by name, with the qualified name the index keeps them under.
    var localTypes: [String: String] = [:]
}

/// What a Live Activity preview names: the presentation, the attributes and the content states.
struct LiveActivityPreviewSource: @unchecked Sendable {
    let presentation: LiveActivityPresentation
    /// The `using:` argument: the activity's fixed attributes.
    let attributes: ExprSyntax?
    /// The `contentStates:` closure's statements; the first state is shown.
    let contentStates: CodeBlockItemListSyntax?
}

/// Where the system shows a Live Activity, as previews name it (`.content`, `.dynamicIsland(.compact)`).
enum LiveActivityPresentation: Sendable {
    case lockScreen, expanded, compact, minimal

    /// Reads `.content` or `.dynamicIsland(.expanded)`; nil for anything else (a widget family).
    init?(_ expression: ExprSyntax) {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            guard member.declName.baseName.text == "content" else { return nil }
            self = .lockScreen
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "dynamicIsland",
            let state = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return nil }
        switch state {
        case "expanded": self = .expanded
        case "compact": self = .compact
        case "minimal": self = .minimal
        default: return nil
        }
    }
}
