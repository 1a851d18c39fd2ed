/// How much of a screen Reflow simulated: views and modifiers interpreted against those it could
/// not (opaque boxes, ignored modifiers), with a line for each of the latter.
public struct Coverage: Sendable, Hashable {
    /// Views and modifiers turned into their layout nodes.
    public var interpreted: Int
    /// Views simulated as opaque boxes and modifiers left out.
    public var uninterpreted: Int
    /// What was not interpreted and where, one line each.
    public var notes: [String]

    /// A coverage from its counts and notes.
    public init(interpreted: Int, uninterpreted: Int, notes: [String]) {
        self.interpreted = interpreted
        self.uninterpreted = uninterpreted
        self.notes = notes
    }

    /// The share interpreted, from 0 to 1 (1 for an empty screen).
    public var share: Double {
        let total = interpreted + uninterpreted
        return total == 0 ? 1 : Double(interpreted) / Double(total)
    }

    /// "96 % (48 of 50 views and modifiers)".
    public var summary: String {
        "\(Int((share * 100).rounded(.down))) % (\(interpreted) of \(interpreted + uninterpreted) views and modifiers)"
    }
}
