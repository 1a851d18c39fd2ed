internal import SwiftSyntax

/// A static or global function called with no arguments (`Status.placeholder()`, ten times over in
/// `placeholders()`), or a computed static or global (`static var mockArticles: [Article] { … }`), runs
/// the same code on the same nothing each time: what it returns cannot depend on the caller. One run
/// of it serves every call made from the same place in the code (the same views being inlined, at the
/// same depths, so the interpreter's limits cut it the same way) under the same content profile, in
/// this screen run and the next; each call still counts what it counted.
///
/// Only a call whose run met no branch, read no stored static, declared no local type, left nothing
/// for the containers around it and returned plain data (no views, no closures) is kept: anything
/// else could come out differently, or do something a reuse would not do again. What it noted (the
/// checked phone's screen size, a gap) is noted again by each reuse, in order.
struct SharedCallKey: Hashable {
    let profile: ContentProfile
    let code: SharedCode
    /// The type it was called on (a subclass's static call runs with `Self` the subclass).
    let staticType: ObjectIdentifier?
    /// Where the call is: the views and functions being inlined around it and the interpreter's
    /// depths, which decide where its limits cut.
    let inlining: [String]
    let expressionDepth: Int
    let chainedCalls: Int
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
    /// What it noted and the gaps it met, in order, and notes it took back.
    let events: [InliningMemo.Event]
    let notesTakenBack: Int
}

extension Interpreter {
    /// The value of running `body` (a function called with no arguments, a static's getter) in `file`, from
    /// an earlier run of the same call when one was kept, else from `run`, kept when it qualifies.
    func sharedCall(
        in file: IndexedFile, body: CodeBlockItemListSyntax, staticType: TypeDeclaration?,
        minimumEvaluations: Int = sharedCallMinimumEvaluations, run: () -> Value
    ) -> Value {
        // Code that once could not be kept (it branches, reads statics, makes views) is run as it is.
        let code = SharedCode(file: ObjectIdentifier(file), body: body.id)
        if index.unsharedCode.withLock({ $0.contains(code) }) { return run() }
        let key = SharedCallKey(
            profile: context.profile, code: code, staticType: staticType.map(ObjectIdentifier.init), inlining: context.inlining,
            expressionDepth: context.expressionDepth, chainedCalls: context.chainedCalls, presentationShown: context.presentation != nil,
            widgetFamily: context.widgetFamily, systemSurface: context.systemSurface)
        if let shared = index.sharedCalls.withLock({ $0[key] }),
            context.evaluations + shared.reading.evaluations < InterpretationContext.evaluationBudget
        {
            context.replay(shared.events, notesTakenBack: shared.notesTakenBack)
            reuse(shared.reading)
            return shared.reading.value
        }
        let (decisionsBefore, staticReadsBefore) = (context.decisionCalls, context.staticReadCalls)
        let (localTypesBefore, outerBefore) = (context.localTypes.count, context.outerState)
        let recording = context.beginRecording()
        let reading = readApart(run)
        context.endRecording()
        // Code this short costs less to run again than to look up.
        if reading.evaluations >= minimumEvaluations, context.decisionCalls == decisionsBefore,
            context.staticReadCalls == staticReadsBefore, context.localTypes.count == localTypesBefore,
            context.keptOuterState(outerBefore), reading.value.isPlainData
        {
            let shared = SharedCall(reading: reading, events: recording.events, notesTakenBack: recording.notesTakenBack)
            index.sharedCalls.withLock { $0[key] = shared }
        } else {
            index.unsharedCode.withLock { _ = $0.insert(code) }
        }
        return reading.value
    }

    /// The fewest expressions a call's run must evaluate to be kept: a getter returning a literal is not.
    static let sharedCallMinimumEvaluations = 16
    /// An environment key's `defaultValue` is read by every view that declares the value, so even a
    /// short getter (a `switch` on the screen width) is kept.
    static let environmentDefaultMinimumEvaluations = 1
}

extension Value {
    /// Whether the value is data all the way down: texts, numbers, flags, cases and instances of them,
    /// with no views, closures or layout values that carry the place they were made.
    var isPlainData: Bool {
        switch self {
        case .text, .number, .bool, .color, .font, .keyPath, .category, .range, .categoryRange, .formatter, .none, .unknown,
            .dynamicTypeSize:
            return true
        case .array(let items), .tuple(let items): return items.allSatisfy(\.isPlainData)
        case .enumCase(let value): return value.payload.allSatisfy(\.isPlainData)
        case .instance(let instance): return instance.fields.values.allSatisfy(\.isPlainData)
        case .member(_, let arguments): return arguments.allSatisfy(\.isPlainData)
        case .implicitInit(let fields): return fields.allSatisfy { $0.value.isPlainData }
        default: return false
        }
    }
}
