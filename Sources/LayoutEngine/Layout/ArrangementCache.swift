/// Arrangements kept from one layout pass to the next, for nodes that do not depend on text size.
///
/// Such a node's arrangement is a pure function of the node and its proposal once the device,
/// layout direction and platform are fixed (see `LayoutNode.dependsOnTextSize`), so a later pass
/// at another size category may reuse it. Only `LiveScreen` keeps one, inside its lock.
final class ArrangementCache {
    private var stored: [ArrangementKey: Arrangement] = [:]

    init() {}

    /// The arrangement kept for `key`, if any.
    subscript(key: ArrangementKey) -> Arrangement? {
        get { stored[key] }
        set { stored[key] = newValue }
    }

    /// How many arrangements are kept.
    var count: Int { stored.count }
}
