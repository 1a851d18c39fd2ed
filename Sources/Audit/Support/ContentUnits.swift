/// The things people see as one piece when asking "does this cover that": controls as a whole,
/// and texts that are not part of a control. Hidden views and decoration are left out.
enum ContentUnits {
    /// The units of `screen`, depth first.
    static func of(_ screen: IndexedScreen) -> [ScreenElement] {
        screen.elements.filter { element in
            guard !element.isHidden, !element.isDecoration else { return false }
            if element.isControl { return element.controlAncestor == nil }
            return element.isText && element.controlAncestor == nil
        }
    }
}
