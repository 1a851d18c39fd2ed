/// Arrangements by node and proposal. A node's id is its preorder number, so the table is an array
/// indexed by it, and a node meets few proposals in a pass (its ideal, its minimum, its maximum and
/// the one it is placed with), so each node's entries are a short list compared by value: no
/// hashing, and no rehashing as a large screen's table grows.
struct ArrangementTable {
    private var entries: [[(proposal: ProposedSize, arrangement: Arrangement)]] = []

    /// The arrangement of node `node` for `proposal`, if stored.
    subscript(node: Int, proposal: ProposedSize) -> Arrangement? {
        guard node < entries.count else { return nil }
        // Compared in place: walking the entries by value would copy (retain and release) each one's slots.
        return entries[node].withUnsafeBufferPointer { stored in
            for index in stored.indices where stored[index].proposal == proposal { return stored[index].arrangement }
            return nil
        }
    }

    /// The size in the arrangement of node `node` for `proposal`, if stored, without copying the rest.
    func size(node: Int, proposal: ProposedSize) -> Size? {
        guard node < entries.count else { return nil }
        return entries[node].withUnsafeBufferPointer { stored in
            for index in stored.indices where stored[index].proposal == proposal { return stored[index].arrangement.size }
            return nil
        }
    }

    /// Stores `arrangement` for `node` and `proposal`; the caller has looked it up first.
    mutating func store(_ arrangement: Arrangement, node: Int, proposal: ProposedSize) {
        if node >= entries.count { entries.append(contentsOf: repeatElement([], count: node - entries.count + 1)) }
        // A node meets a few proposals (ideal, minimum, maximum, the one it is placed with): room for them at once.
        if entries[node].isEmpty { entries[node].reserveCapacity(4) }
        entries[node].append((proposal, arrangement))
    }

    /// How many arrangements are stored.
    var count: Int { entries.reduce(0) { $0 + $1.count } }
}

/// Arrangements kept from one layout pass to the next, for nodes that do not depend on text size.
///
/// Such a node's arrangement is a pure function of the node and its proposal once the device,
/// layout direction and platform are fixed (see `LayoutNode.dependsOnTextSize`), so a later pass
/// at another size category may reuse it. Only `LiveScreen` keeps one, inside its lock.
final class ArrangementCache {
    private var stored = ArrangementTable()
    /// Per node `cacheID`, whether it lays out alike at every text size (`LayoutPass.laysOutAlike`),
    /// once worked out: it depends on the node and the environment around it, which only the size changes.
    var alike: [Bool?] = []

    init() {}

    /// The arrangement kept for `node` and `proposal`, if any.
    subscript(node: Int, proposal: ProposedSize) -> Arrangement? {
        stored[node, proposal]
    }

    /// Keeps `arrangement` for `node` and `proposal`.
    func keep(_ arrangement: Arrangement, node: Int, proposal: ProposedSize) {
        stored.store(arrangement, node: node, proposal: proposal)
    }

    /// How many arrangements are kept.
    var count: Int { stored.count }
}
