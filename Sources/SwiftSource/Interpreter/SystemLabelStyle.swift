internal import LayoutEngine

/// The system's label styles. `.iconOnly` and `.titleOnly` draw one part of every label below them
/// (the other part is still what VoiceOver reads); `.titleAndIcon` and `.automatic` draw both. A
/// label style is an environment value, so the one set nearest a label wins.
enum SystemLabelStyle {
    case iconOnly, titleOnly, titleAndIcon

    /// The style a `labelStyle` modifier is given (`.iconOnly`, `IconOnlyLabelStyle()`), or nil for
    /// any other (a project's own style is drawn by its `makeBody`).
    init?(_ argument: Value?, written syntax: String?) {
        switch argument?.memberName ?? syntax {
        case "iconOnly", "IconOnlyLabelStyle()": self = .iconOnly
        case "titleOnly", "TitleOnlyLabelStyle()": self = .titleOnly
        case "titleAndIcon", "automatic", "TitleAndIconLabelStyle()", "DefaultLabelStyle()": self = .titleAndIcon
        default: return nil
        }
    }

    /// `node` with every label below it drawn in this style, but for labels a nearer style has set.
    func applied(to node: ViewNode) -> ViewNode {
        var node = node
        guard case .label = node.kind else {
            node.children = node.children.map(applied)
            return node
        }
        // A label of one icon and one title: a builder label of several views of each is left as it is.
        guard !node.traits.hasLabelStyle, node.children.count == 2 else { return node }
        node.traits.hasLabelStyle = true
        switch self {
        case .iconOnly: node.children = [node.children[0]]
        case .titleOnly: node.children = [node.children[1]]
        case .titleAndIcon: break
        }
        return node
    }
}
