internal import Foundation
internal import SwiftSyntax

/// A static or global function called with no arguments (`Status.placeholder()`, ten times over in
/// `placeholders()`), a computed static or global (`static var mockArticles: [Article] { … }`), or a
/// type made with no arguments (`FoodTruckModel()`, in every screen's preview) runs the same code on
/// the same nothing each time: what it returns cannot depend on the caller. So does a computed property
/// of an enum case without payload (`tab.title`, read for every row of a picker), on that case. One run of it serves every
/// call under the same content profile (every profile when it showed no text), in this screen run and the next, wherever the interpreter's
/// limits would cut it the same way (see `LimitReach`); each call still counts what it counted.
///
/// Only a call whose run read nothing from the environment of the views around it, declared no local
/// type, left nothing for the containers around it and returned plain data (no views, and no closures but those a model's making wrote: `SharedClosures.swift`) is
/// kept: anything else could come out differently, or do something a reuse would not do again. What it
/// noted (the checked phone's screen size, a gap) is noted again by each reuse, in order, and so are
/// the branches it met that the code does not decide (a model's sample data drawn at random): a run
/// reuses it only where it would take the same branch at each, so a screen's variant that takes another
/// runs the call again, and that run is kept beside the first. The stored statics it read are the same
/// in every run, but whether a run had read them before decides what reading them counts: a run reuses
/// the call only when it had read the same ones.
struct SharedCallKey: Hashable {
    /// The profile it ran under; nil when it showed no text, so that every profile's run is the same.
    var profile: ContentProfile?
    let code: SharedCode
    /// The type it was called on (a subclass's static call runs with `Self` the subclass).
    let staticType: ObjectIdentifier?
    /// The case without payload a property of an enum value runs on (`tab.title`), as written or made.
    let receiver: String?
    /// The storage of the fields of the instance a computed property runs on (`donut.flavors`, read for
    /// every row): the same copy of the instance, kept alive by the call (`SharedCall.instance`).
    let instanceCopy: Int?
    /// What the arguments a type was made with (`ClientProxyMock(configuration)`) are, in brief
    /// (`Value.reuseDigest`); their values are compared with each kept run's (`SharedCall.arguments`).
    let argumentDigest: Int
    let presentationShown: Bool
    let widgetFamily: String?
    let systemSurface: String?
}

/// A function's or getter's code, wherever it is called from: its file and its body, which tells
/// overloads and extensions apart.
struct SharedCode: Hashable {
    let file: ObjectIdentifier
    let body: SyntaxIdentifier
}

/// What one run of a shared call returned, with what running it counted and noted.
struct SharedCall: @unchecked Sendable {
    let reading: SharedReading
    /// What it noted and the gaps it met, in order, the notes it took back, and the stored statics it
    /// read (whether the run had read each before, and those it read first), as the run recorded them.
    let recording: InliningMemo.Recording
    /// How far it went toward the interpreter's limits, and the names it counted on the stack.
    let reach: LimitReach
    /// The instance a computed property ran on: kept so that its storage, the key, is never another's.
    var instance: Value.Instance? = nil
    /// The arguments a type was made with: a run serves another only made with the same.
    var arguments: [(label: String?, value: Value)] = []
    /// The inlining stack the making of a model wrote its closures under, when the value holds any
    /// (`SharedClosures.swift`): a reuse moves them under its own.
    var closureStack: [String]? = nil
}

extension Interpreter {
    /// The value of running `body` (a function called with no arguments, a static's getter) in `file`, from
    /// an earlier run of the same call when one was kept, else from `run`, kept when it qualifies.
    func sharedCall(
        in file: IndexedFile, body: CodeBlockItemListSyntax, staticType: TypeDeclaration?,
        minimumEvaluations: Int = sharedCallMinimumEvaluations, run: () -> Value
    ) -> Value {
        sharedCall(
            SharedCode(file: ObjectIdentifier(file), body: body.id), staticType: staticType, minimumEvaluations: minimumEvaluations,
            run: run)
    }

    /// The value of running `code`, from an earlier run of the same call when one was kept, else from
    /// `run`, kept when it qualifies.
    ///
    /// A value's making (`makesData`) has a budget of its own wherever it is made (see `makingData`): what
    /// bounds it is what bounds the outermost making around it, not what is left of that making's budget.
    /// A type made from `arguments` serves only calls made from the same; the inlining marker its making
    /// pushes (`marker`, "init Model") tells the closures it wrote, which a reuse moves under its own stack.
    func sharedCall(
        _ code: SharedCode, staticType: TypeDeclaration?, receiver: String? = nil, instance: Value.Instance? = nil,
        arguments: [(label: String?, value: Value)] = [], closuresWrittenBy marker: String? = nil,
        minimumEvaluations: Int = sharedCallMinimumEvaluations, makesData: Bool = false, run: () -> Value
    ) -> Value {
        let instanceCopy = instance.flatMap(\.fields.storageIdentity)
        // A type the running preview declares in its body may answer a name the code reads: the key does
        // not say which, so such a run is neither kept nor reused (as views are not).
        if instance != nil && instanceCopy == nil || !context.localTypes.isEmpty { return run() }
        // Code that once could not be kept (it branches, reads the environment, makes views) is run as it is.
        if index.unsharedCode.withLock({ $0.contains(code) }) { return run() }
        let key = SharedCallKey(
            profile: context.profile, code: code, staticType: staticType.map(ObjectIdentifier.init), receiver: receiver,
            instanceCopy: instanceCopy, argumentDigest: Value.reuseDigest(of: arguments), presentationShown: context.presentation != nil,
            widgetFamily: context.widgetFamily,
            systemSurface: context.systemSurface)
        var anyProfileKey = key
        anyProfileKey.profile = nil
        // A model two screens make at once, under one profile or two, is made by one of them, the other waiting
        // for its run; only a thread making nothing else waits, so no two threads ever wait for each other.
        // Made from arguments, the two are seldom the same model, and neither waits.
        let claimed = makesData && arguments.isEmpty && context.makingBound == nil && claim(anyProfileKey)
        defer { if claimed { index.sharedCallsInProgress.withLock { _ = $0.remove(anyProfileKey) } } }
        let kept = index.sharedCalls.withLock { ($0[anyProfileKey] ?? []) + ($0[key] ?? []) }
        let bound = makesData ? context.makingBound ?? context.evaluationLimit : context.evaluationLimit
        if let shared = kept.first(where: { shared in
            context.evaluations + shared.reading.evaluations < bound && InliningMemo.sameArguments(shared.arguments, arguments)
                && context.wouldRepeat(shared.recording) && shared.reach.fits(context)
        }) {
            context.reachAgain(shared.reach)
            context.replay(shared.recording)
            reuse(shared.reading)
            // As a fresh making inside another would (see `makingData`): what it spent is not the other's.
            if makesData, let outer = context.makingBound {
                context.evaluationLimit = Swift.min(context.evaluationLimit + shared.reading.evaluations, outer)
            }
            if let from = shared.closureStack, let marker, case let to = context.inlining + [marker], from != to,
                let moved = shared.reading.value.movingClosures(from: from, to: to)
            {
                return moved
            }
            return shared.reading.value
        }
        let stackAtStart = context.inlining
        let environmentReadsBefore = context.environmentReadCalls
        let (localTypesBefore, outerBefore, limitBefore) = (context.localTypes.count, context.outerState, bound)
        let recording = context.beginRecording()
        let limits = context.beginLimitTracking()
        let reading = readApart(run)
        let reach = context.endLimitTracking(limits)
        context.endRecording()
        // Code this short costs less to run again than to look up, and code that reads its surroundings
        // or returns what carries them could come out differently elsewhere: it is never kept. A run
        // that met a limit or was cut by the budget around it is not kept either, but the next call,
        // with more room, may be.
        guard let reach, context.evaluations <= limitBefore else { return reading.value }
        // A model's making may write closures (`SharedClosures.swift`).
        let isPlain = reading.value.isPlainData
        let closureStack = marker.map { stackAtStart + [$0] }
        let isPlainWithClosures = !isPlain && closureStack.map { reading.value.isPlainData(closuresWrittenUnder: $0) } == true
        if reading.evaluations >= minimumEvaluations && context.environmentReadCalls == environmentReadsBefore
            && context.localTypes.count == localTypesBefore && context.keptOuterState(outerBefore) && (isPlain || isPlainWithClosures)
            && !recording.readsVariedStatic && !recording.readsEntryRandomState
        {
            let shared = SharedCall(
                reading: reading, recording: recording, reach: reach, instance: instance, arguments: arguments,
                closureStack: isPlainWithClosures ? closureStack : nil)
            let keptKey = reading.readsProfile ? key : anyProfileKey
            // Calls on instances and with arguments come in unbounded variety: past a point they are not kept.
            let varies = instance != nil || !arguments.isEmpty
            index.sharedCalls.withLock { calls in
                guard !varies || calls.count < Self.sharedCallKeyLimit else { return }
                if calls[keptKey, default: []].count < Self.sharedRunsPerCall { calls[keptKey, default: []].append(shared) }
            }
        } else if instance == nil && arguments.isEmpty || reading.evaluations >= minimumEvaluations {
            // A property that was short on one instance (an empty list) may be long on the next, and so may a
            // type made from other arguments: it stays open.
            index.unsharedCode.withLock { _ = $0.insert(code) }
        }
        return reading.value
    }

    /// Claims `key` for this thread's run, first waiting while another thread runs it.
    private func claim(_ key: SharedCallKey) -> Bool {
        while !index.sharedCallsInProgress.withLock({ $0.insert(key).inserted }) {
            Thread.sleep(forTimeInterval: Self.claimPollInterval)
        }
        return true
    }

    /// How often a thread waiting for another's run of the same call looks again, in seconds.
    static let claimPollInterval = 0.000_5

    /// The most runs of one call kept, each taking other branches: a screen's first run and its variants.
    static let sharedRunsPerCall = 16
    /// The most calls kept, past which a property read on an instance is no longer kept (each keeps its instance).
    static let sharedCallKeyLimit = 20_000
    /// The fewest expressions a call's run must evaluate to be kept: a getter returning a literal is not.
    static let sharedCallMinimumEvaluations = 16
    /// An environment key's `defaultValue` is read by every view that declares the value, so even a
    /// short getter (a `switch` on the screen width) is kept.
    static let environmentDefaultMinimumEvaluations = 1
    /// A property of an enum case is read for every row of a list of the cases: even a short getter is kept.
    static let enumPropertyMinimumEvaluations = 1
}

extension Value {
    /// Whether the value is data all the way down: texts, numbers, flags, dates, cases and instances of
    /// them, with no views, closures or layout values that carry the place they were made. A call of a
    /// type Reflow does not know (`Logger(…)` in a model) is data: it names the call in the shared code,
    /// which every run makes at the same line.
    var isPlainData: Bool {
        switch self {
        case .text, .number, .bool, .color, .font, .keyPath, .category, .range, .categoryRange, .formatter, .none, .unknown,
            .dynamicTypeSize, .date, .duration, .unknownCall:
            return true
        case .array(let items), .tuple(let items, _): return items.allSatisfy(\.isPlainData)
        case .dictionary(let entries): return entries.allSatisfy { $0.key.isPlainData && $0.value.isPlainData }
        case .enumCase(let value): return value.payload.allSatisfy(\.isPlainData)
        case .instance(let instance): return instance.fields.values.allSatisfy(\.isPlainData)
        case .member(_, let arguments): return arguments.allSatisfy(\.isPlainData)
        case .implicitInit(let fields): return fields.allSatisfy { $0.value.isPlainData }
        default: return false
        }
    }
}
