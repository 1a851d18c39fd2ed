/// One place where a file shows a component (a SwiftUI view type) inside another, for rules whose
/// finding depends on where a component ends up: a button that the screen cannot scroll to is a
/// problem in a screen, not in a card that a feed shows inside its scroll view.
public struct ComponentUse: Hashable, Sendable {
    /// Where the use sits, seen from the component.
    public enum Placement: Hashable, Sendable {
        /// Inside a container that scrolls (`ScrollView`, `List`, `Form`) in the same file.
        case scrolling
        /// Presented as a screen of its own (a sheet, a full-screen cover, a navigation destination).
        case presented
        /// Anywhere else: it scrolls only if its container does.
        case inline
    }

    /// The component shown (`StatusPollView`).
    public var component: String
    /// The component whose declaration holds the use, nil at file level.
    public var container: String?
    /// Where the use sits.
    public var placement: Placement

    /// A use of `component` inside `container`.
    public init(component: String, container: String?, placement: Placement) {
        self.component = component
        self.container = container
        self.placement = placement
    }

    /// The components shown inside something that scrolls: a use in a scrolling container, or inline in
    /// a component that is itself shown inside something that scrolls. Such a component is a part whose
    /// height a parent scrolls (a card in a feed, a row in a list); where it is also shown without a
    /// scrolling parent, the screen that shows it is the one to judge. A component never shown inside
    /// another (a root screen, one reached by a route the code does not name) or only presented
    /// (a sheet, a navigation destination) is a screen, and is not in the set.
    public static func scrolledComponents(_ uses: [ComponentUse]) -> Set<String> {
        var scrolled = Set(uses.filter { $0.placement == .scrolling }.map(\.component))
        let inline = uses.filter { $0.placement == .inline && $0.container != nil }
        // A fixed point: each pass adds the components shown inline in one that scrolls.
        var changed = true
        while changed {
            changed = false
            for use in inline where !scrolled.contains(use.component) && scrolled.contains(use.container ?? "") {
                scrolled.insert(use.component)
                changed = true
            }
        }
        return scrolled
    }
}
