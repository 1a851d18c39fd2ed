internal import LayoutEngine

/// The project's views already inlined for one entry point under one content profile, with
/// everything inlining them did to the run, so that the same view made again with the same data
/// (in the next variant of the screen, or again in the same run) is not interpreted again.
///
/// A variant differs from the screen's first run only in one branch; the views its code reaches
/// the same way are the same, and most of each variant's interpretation was repeating them. A view
/// is reused only when its result cannot differ: the same type made with the same arguments (the
/// same data, the same views), from the same place in the inlining, under the same branch choices
/// for every branch its code met, with the statics it read in the same state; and only when its
/// code changed nothing the code around it reads (navigation titles, tab labels, a presented sheet).
/// Reusing it replays what it did: its decisions, notes, counts and the
/// statics it read first.
final class InliningMemo {
    /// What inlining a view did, as the run saw it.
    final class Recording {
        var decisions: [(decision: InterpretationContext.Decision, branch: Int)] = []
        var events: [Event] = []
        /// Stored statics read, in order, and whether the run had read each before.
        var staticReads: [(key: String, wasRead: Bool)] = []
        /// Stored statics read for the first time in the run, as they were kept.
        var statics: [(key: String, value: Value, tally: InterpretationContext.Tally)] = []
        var differingProfiles: Set<ContentProfile> = []
        /// Notes made and then taken back with what they noted (a chart's marks in an unknown container):
        /// they count as notes made, but are not in `events`.
        var notesTakenBack = 0
        /// Stored statics read first here whose reading met a branch the code does not decide, and
        /// whether the code read such a static that was read before it: what that static holds depends
        /// on the run's branches, not on this code, so the code is not reused.
        var variedStatics: Set<String> = []
        var readsVariedStatic = false
        /// How many times the code read the environment of the views around it.
        var environmentReads = 0
        /// Whether the code seeded or drew from the C library's random state (`srand48`, `drand48`), whether
        /// it seeded it first, and the state it left.
        var usesRandomState = false
        var seedsRandomState = false
        var randomStateLeft: Rand48?
        /// Whether it drew from that state before seeding it: what it drew depends on the code run before
        /// it, so it is not reused.
        var readsEntryRandomState = false
    }

    /// Notes and gaps, in the order the code met them.
    enum Event {
        case note(String)
        case gap(CoverageGap)
    }

    /// Where a view was made and from what: the same key gives the same view.
    struct Key {
        let type: ObjectIdentifier
        let inlining: [String]
        let expressionDepth: Int
        let chainedCalls: Int
        let presentationShown: Bool
        /// How many navigation stacks and tab views enclose it: a title or tab label is set only inside one.
        let navigationDepth: Int
        let tabDepth: Int
        let arguments: [(label: String?, value: Value)]

        func matches(_ other: Key) -> Bool {
            type == other.type && expressionDepth == other.expressionDepth && chainedCalls == other.chainedCalls
                && presentationShown == other.presentationShown && navigationDepth == other.navigationDepth
                && tabDepth == other.tabDepth && inlining == other.inlining
                && InliningMemo.sameArguments(arguments, other.arguments)
        }
    }

    /// Whether code given the arguments `a` or `b` does the same.
    static func sameArguments(_ a: [(label: String?, value: Value)], _ b: [(label: String?, value: Value)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.label == $1.label && $0.value.isSameForReuse(as: $1.value, depth: 0) }
    }

    /// A view made once, and what making it did.
    struct Entry {
        let key: Key
        let nodes: [ViewNode]
        let recording: Recording
        let tally: InterpretationContext.Tally
        let evaluations: Int
        /// How far its run went toward the interpreter's limits; nil when it met one, or reused a view
        /// by its whole stack.
        let reach: LimitReach?
    }

    /// Entries by type, argument count and inlining depth, each list in the order made.
    private var entries: [Bucket: [Entry]] = [:]

    private struct Bucket: Hashable {
        let type: ObjectIdentifier
        let arguments: Int
        let depth: Int
    }

    private static func bucket(_ key: Key) -> Bucket {
        Bucket(type: key.type, arguments: key.arguments.count, depth: key.inlining.count)
    }

    /// A view made before under `key` whose code would take the same branches and find the statics
    /// as it did, in `context`'s run, within its budgets.
    func reusable(_ key: Key, in context: InterpretationContext) -> Entry? {
        entries[Self.bucket(key)]?.first { entry in
            entry.key.matches(key) && context.wouldRepeat(entry.recording)
                && context.nodeCount + entry.tally.nodes < InterpretationContext.nodeBudget
                && context.evaluations + entry.evaluations < context.evaluationLimit
        }
    }

    func keep(_ entry: Entry) {
        entries[Self.bucket(entry.key), default: []].append(entry)
    }
}

extension Value {
    /// Whether code given `self` or `other` does the same: the same data, the same views (a tree is a
    /// value), instances and cases made of such values, closures written at the same place that
    /// captured such values. Values nested deeper than `limit` are not compared, and are not the same.
    fileprivate func isSameForReuse(as other: Value, depth: Int) -> Bool {
        guard depth < Self.reuseComparisonDepth else { return false }
        let same = { (a: Value, b: Value) in a.isSameForReuse(as: b, depth: depth + 1) }
        switch (self, other) {
        case let (.views(a), .views(b)): return a == b
        case let (.instance(a), .instance(b)):
            return a.type === b.type && a.fields.count == b.fields.count
                && (a.fields.isSameCopy(as: b.fields)
                    || a.fields.allSatisfy { name, value in b.fields[name].map { same(value, $0) } ?? false })
        case let (.array(a), .array(b)), let (.tuple(a, _), .tuple(b, _)):
            return a.count == b.count && (a.isSameCopy(as: b) || zip(a, b).allSatisfy(same))
        case let (.dictionary(a), .dictionary(b)):
            return a.count == b.count
                && (a.isSameCopy(as: b) || zip(a, b).allSatisfy { same($0.key, $1.key) && same($0.value, $1.value) })
        case let (.enumCase(a), .enumCase(b)):
            return a.type === b.type && a.name == b.name && a.payload.count == b.payload.count && zip(a.payload, b.payload).allSatisfy(same)
        case let (.member(a, x), .member(b, y)):
            return a == b && x.count == y.count && zip(x, y).allSatisfy(same)
        case let (.implicitInit(x), .implicitInit(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.label == $1.label && same($0.value, $1.value) }
        case let (.closure(a), .closure(b)):
            return a.syntax.id == b.syntax.id && a.file === b.file && a.inlining == b.inlining
                && a.scope.isSame(as: b.scope, comparing: same)
        case let (.font(a), .font(b)): return a == b
        case let (.layout(a), .layout(b)): return a == b
        case let (.condition(a), .condition(b)): return a == b
        case let (.choice(c, x1, y1), .choice(d, x2, y2)): return c == d && same(x1, x2) && same(y1, y2)
        case let (.scaledMetric(a), .scaledMetric(b)): return a == b
        case let (.gridColumn(a), .gridColumn(b)): return a == b
        case let (.unknownCall(a, x), .unknownCall(b, y)): return a == b && x == y
        default: return isSameData(as: other)
        }
    }

    private static let reuseComparisonDepth = 24
}
