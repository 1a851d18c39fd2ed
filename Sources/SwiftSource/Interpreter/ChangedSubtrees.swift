internal import LayoutEngine

/// Subtrees a change to every node has already gone through, so it need not go through them again.
///
/// Modifiers such as `.foregroundColor(.red)` (a role for every text without one) change a whole
/// tree. In a chain of them, or in containers that each repeat one, every application walked the
/// whole tree below it again, so the cost grew with the square of the chain's length (a 10,000-link
/// chain took 5.7 s to check). Each of these changes is idempotent: applied twice, it changes nothing the
/// second time. So the children below a node it went through are remembered by their storage;
/// a later walk that meets the same storage (the node again, or a copy of it inside a new
/// wrapper) leaves it as it is.
///
/// A tree is a value: children stored once never change, and any change below a node gives that
/// node new children storage. The arrays are kept here, so their storage stays theirs (never
/// reused by another array, never changed in place) for as long as this memo lives: one run.
final class ChangedSubtrees {
    /// An idempotent change to every node of a tree.
    enum Change: Hashable {
        /// `Roles.assign(_:to:)`: a role for every text without one (whichever role: after one,
        /// no text is left without).
        case roleForTextsWithout
        /// `Roles.assign(_:toButtonsIn:)` with this role.
        case buttonRole(NodeRole)
        /// `Roles.offerLargeContentViewer(in:)`.
        case largeContentViewer
        /// `TextContent.uppercased(_:)`.
        case uppercased
        /// `PickerRows.style(_:_:)` with this style.
        case pickerStyle(PickerRows.Style)
    }

    private struct Key: Hashable {
        let change: Change
        let storage: UnsafeRawPointer
    }

    private var changed: [Key: [ViewNode]] = [:]

    /// Whether `change` has gone through every node of `children` (false for no children).
    func contains(_ children: [ViewNode], _ change: Change) -> Bool {
        guard let storage = Self.storage(of: children) else { return false }
        return changed[Key(change: change, storage: storage)] != nil
    }

    /// Records that `change` has gone through every node of `children`.
    func insert(_ children: [ViewNode], _ change: Change) {
        guard let storage = Self.storage(of: children) else { return }
        changed[Key(change: change, storage: storage)] = children
    }

    /// Where an array's elements are stored; nil when it has none (empty arrays share storage).
    private static func storage(of children: [ViewNode]) -> UnsafeRawPointer? {
        guard !children.isEmpty else { return nil }
        return children.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
}

extension ViewNode {
    /// This tree with `change` applied to every node, the root first. With `memo`, children that
    /// `change` has gone through before are kept as they are (see `ChangedSubtrees`).
    func changingEveryNode(
        _ change: (inout ViewNode) -> Void, remembering memo: (subtrees: ChangedSubtrees, change: ChangedSubtrees.Change)? = nil
    ) -> ViewNode {
        var copy = self
        change(&copy)
        if let memo, memo.subtrees.contains(copy.children, memo.change) { return copy }
        copy.children = copy.children.map { $0.changingEveryNode(change, remembering: memo) }
        if let memo { memo.subtrees.insert(copy.children, memo.change) }
        return copy
    }
}
