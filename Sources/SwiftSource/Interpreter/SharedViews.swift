internal import LayoutEngine
internal import ReflowLocking

/// The project's views already inlined in any screen, reused wherever the same view is made again
/// with the same data: a status row or a weather card that a dozen previews and their variants show.
///
/// `InliningMemo` reuses a view within one entry point, keyed by the whole inlining stack. A view's
/// body depends on the stack only through the interpreter's limits (how deep it may still inline,
/// nest expressions and chain calls) and the names its recursion guards count, which its run records
/// (`LimitReach`); so here the key is what the body reads from around it, and a view is reused where
/// its recorded reach fits and its decisions and stored statics would be met as they were. What the
/// views around it set in the environment is compared as an argument. A preview that declares types
/// in its own body, or whose `Group` members are being picked, shares nothing: its code reads them.
final class SharedViews: @unchecked Sendable {
    /// What a view's body reads from where it is made.
    struct Key: @unchecked Sendable {
        let type: ObjectIdentifier
        let profile: ContentProfile
        let comparedProfiles: [ContentProfile]
        let presentationShown: Bool
        /// Whether a navigation stack or a tab view encloses it: a title or tab label is set only inside one.
        let insideNavigation: Bool
        let insideTabs: Bool
        let widgetFamily: String?
        let systemSurface: String?
        let arguments: [(label: String?, value: Value)]

        func matches(_ other: Key) -> Bool {
            type == other.type && profile == other.profile && comparedProfiles == other.comparedProfiles
                && presentationShown == other.presentationShown && insideNavigation == other.insideNavigation
                && insideTabs == other.insideTabs && widgetFamily == other.widgetFamily && systemSurface == other.systemSurface
                && InliningMemo.sameArguments(arguments, other.arguments)
        }
    }

    /// A view made once, what making it did, and how far it went toward the interpreter's limits. Its
    /// recording is finished before it is kept, and never changed after.
    struct Entry: @unchecked Sendable {
        let key: Key
        let made: InliningMemo.Entry
        let reach: LimitReach
    }

    private struct Bucket: Hashable {
        let type: ObjectIdentifier
        let profile: ContentProfile
        let arguments: Int
    }

    private let entries = Locked<[Bucket: [Entry]]>([:])

    /// The key of a view made in `context` from `arguments`, or nil when the run reads what a key cannot hold.
    static func key(_ type: TypeDeclaration, _ arguments: [(label: String?, value: Value)], in context: InterpretationContext) -> Key? {
        guard context.localTypes.isEmpty, context.previewGroupMember == nil else { return nil }
        return Key(
            type: ObjectIdentifier(type), profile: context.profile, comparedProfiles: context.comparedProfiles,
            presentationShown: context.presentation != nil, insideNavigation: !context.navigationFrames.isEmpty,
            insideTabs: !context.tabFrames.isEmpty, widgetFamily: context.widgetFamily, systemSurface: context.systemSurface,
            arguments: arguments)
    }

    /// A view made before under `key` that a run in `context` would make the same way, within its budgets.
    func reusable(_ key: Key, in context: InterpretationContext) -> Entry? {
        let candidates = entries.withLock { $0[Self.bucket(key)] } ?? []
        return candidates.first { entry in
            entry.key.matches(key) && entry.reach.fits(context) && context.wouldRepeat(entry.made.recording)
                && context.nodeCount + entry.made.tally.nodes < InterpretationContext.nodeBudget
                && context.evaluations + entry.made.evaluations < context.evaluationLimit
        }
    }

    /// How many views are kept.
    var count: Int { entries.withLock { $0.values.reduce(0) { $0 + $1.count } } }

    /// Keeps `entry`, unless its type already has `entriesPerBucket` kept with as many arguments: rows
    /// made from many different data are not worth a longer search.
    func keep(_ entry: Entry) {
        entries.withLock { kept in
            if kept[Self.bucket(entry.key), default: []].count < Self.entriesPerBucket {
                kept[Self.bucket(entry.key), default: []].append(entry)
            }
        }
    }

    /// The most views kept per type, profile and argument count.
    static let entriesPerBucket = 64

    private static func bucket(_ key: Key) -> Bucket {
        Bucket(type: key.type, profile: key.profile, arguments: key.arguments.count)
    }
}
