/// How far a shared call's run went toward the interpreter's limits, counted from where it started
/// (inlining depth, expression depth, chained calls), and the names it counted on the inlining stack
/// (a recursion guard). The run did not depend on its caller's stack but through these: a caller whose
/// stack leaves the same room and holds none of the names gets the same result.
struct LimitReach: Sendable {
    let inliningDepth: Int
    let expressionDepth: Int
    let chainedCalls: Int
    let countedNames: Set<String>

    /// Whether a run started in `context` would meet no limit the recorded run did not, and count the same names.
    func fits(_ context: InterpretationContext) -> Bool {
        context.inlining.count + inliningDepth < InterpretationContext.inliningDepthLimit
            && context.expressionDepth + expressionDepth < InterpretationContext.expressionDepthLimit
            && context.chainedCalls + chainedCalls <= InterpretationContext.chainedCallLimit
            && !context.inlining.contains(where: countedNames.contains)
    }
}

/// What the interpreter's limits have seen since the innermost shared call being recorded began: the
/// highest inlining depth, expression depth and chained calls, the names counted on the stack, and
/// whether a limit was met (or a view reused by its whole stack).
struct LimitTracking {
    var inliningDepth = 0
    var expressionDepth = 0
    var chainedCalls = 0
    var countedNames: Set<String> = []
    var metLimit = false
    var isRecording = false
}

extension InterpretationContext {
    /// Whether custom views and functions may be inlined one level deeper here.
    func withinInliningDepth() -> Bool {
        let depth = inlining.count
        if depth > limits.inliningDepth { limits.inliningDepth = depth }
        guard depth < Self.inliningDepthLimit else {
            limits.metLimit = true
            return false
        }
        return true
    }

    /// How many times `name` is on the inlining stack (a recursion guard).
    func timesInlined(_ name: String) -> Int {
        if limits.isRecording { limits.countedNames.insert(name) }
        return inlining.count { $0 == name }
    }

    /// How many of `length` more chained calls fit here (the outermost are left out past the limit).
    func chainedCallsLeft(for length: Int) -> Int {
        let reached = chainedCalls + length
        if reached > limits.chainedCalls { limits.chainedCalls = reached }
        let kept = min(length, max(0, Self.chainedCallLimit - chainedCalls))
        if kept < length { limits.metLimit = true }
        return kept
    }

    /// Notes that what was just done depended on the whole stack (a view reused by its key), or met a limit.
    func dependedOnStack() {
        limits.metLimit = true
    }

    /// Starts recording how far a shared call's run goes; returns what the calls around it recorded so far.
    func beginLimitTracking() -> LimitTracking {
        let outer = limits
        limits = LimitTracking(
            inliningDepth: inlining.count, expressionDepth: expressionDepth, chainedCalls: chainedCalls, isRecording: true)
        return outer
    }

    /// Ends the recording begun with `beginLimitTracking`, back where it began: how far the run went,
    /// or nil when it met a limit or counted a name already on the caller's stack. The calls around
    /// it see what it saw.
    func endLimitTracking(_ outer: LimitTracking) -> LimitReach? {
        let inner = limits
        limits = outer
        merge(inner)
        guard !inner.metLimit, !inlining.contains(where: inner.countedNames.contains) else { return nil }
        return LimitReach(
            inliningDepth: inner.inliningDepth - inlining.count, expressionDepth: inner.expressionDepth - expressionDepth,
            chainedCalls: inner.chainedCalls - chainedCalls, countedNames: inner.countedNames)
    }

    /// Counts, for the calls being recorded around it, what a reused call's run reached.
    func reachAgain(_ reach: LimitReach) {
        merge(
            LimitTracking(
                inliningDepth: inlining.count + reach.inliningDepth, expressionDepth: expressionDepth + reach.expressionDepth,
                chainedCalls: chainedCalls + reach.chainedCalls, countedNames: reach.countedNames))
    }

    private func merge(_ inner: LimitTracking) {
        limits.inliningDepth = max(limits.inliningDepth, inner.inliningDepth)
        limits.expressionDepth = max(limits.expressionDepth, inner.expressionDepth)
        limits.chainedCalls = max(limits.chainedCalls, inner.chainedCalls)
        if limits.isRecording { limits.countedNames.formUnion(inner.countedNames) }
        limits.metLimit = limits.metLimit || inner.metLimit
    }
}
