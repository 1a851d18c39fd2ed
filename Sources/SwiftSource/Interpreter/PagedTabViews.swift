internal import LayoutEngine

/// `.tabViewStyle(.page)` turns a `TabView` into pages swiped sideways: no tab bar, and each page
/// is given exactly the room the `TabView` takes (all it is offered) and cut at its edges, so a
/// page whose text outgrows it is clipped rather than scrolled. The first page is what shows.
enum PagedTabViews {
    /// Whether a `tabViewStyle` argument is the page style (`.page`, `.page(indexDisplayMode:)`, `PageTabViewStyle()`).
    static func isPageStyle(_ style: Value?) -> Bool {
        switch style {
        case .member(let name, _)?: name == "page"
        case .unknownCall(let name, _)?: name.hasPrefix("PageTabViewStyle")
        default: false
        }
    }

    /// `node` with every tab view in it (the style reaches the tab views below it) laid out as pages.
    static func paged(_ node: ViewNode) -> ViewNode {
        if case .tabView = node.kind, let page = node.children.first {
            let pages = page.frame(maxWidth: .infinity, maxHeight: .infinity).clipped()
            return node.traits.sourceLocation.map(pages.source) ?? pages
        }
        var node = node
        node.children = node.children.map(paged)
        return node
    }
}
