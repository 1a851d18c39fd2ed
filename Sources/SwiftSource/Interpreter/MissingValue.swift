internal import Findings

/// Why the interpreter has no value for something: whether the source gives one at all.
///
/// A text shown from a missing value gets a sample; which of the two it is tells a user whether a
/// finding on it waits for data the app gets while running, or for Reflow to read more of the source.
enum MissingValue: Sendable, Hashable {
    /// The source gives a value, in a form Reflow does not evaluate: a gap in Reflow's reading.
    case unread
    /// The source gives none here: a server's row, state filled while the screen is up, an environment
    /// value nothing sets, the clock, a value the user picks.
    case runtimeData

    /// What a value made from `parts` misses: nothing when no part misses anything; not read when a
    /// part was not read (Reflow could have known it); else data the app gets while running.
    static func combined(_ parts: some Sequence<MissingValue?>) -> MissingValue? {
        var combined: MissingValue?
        for part in parts {
            switch part {
            case .unread?: return .unread
            case .runtimeData?: combined = .runtimeData
            case nil: continue
            }
        }
        return combined
    }
}

extension StandInOrigin {
    /// The origin of a sample shown for a missing value.
    init(_ missing: MissingValue) {
        switch missing {
        case .unread: self = .unread
        case .runtimeData: self = .runtimeData
        }
    }
}
