internal import SwiftSyntax

/// A stored static or global is initialised once per process (`static let all: [Donut] = […]`), so
/// its value does not depend on the screen that reads it first: one reading serves every screen
/// run under the same content profile, or under every profile when it showed no text, and each run
/// still counts what the reading counted.
struct SharedStaticKey: Hashable {
    /// The profile it was read under; nil when it showed no text, so that every profile's reading is the same.
    let profile: ContentProfile?
    /// The file and position of the initial value.
    let position: String
}

/// A stored static's reading kept for every run, with what it noted and what it did to the random state.
struct SharedStatic: @unchecked Sendable {
    let reading: SharedReading
    let recording: InliningMemo.Recording
}

/// A value one run read or computed (a stored static, a shared call), with what reading it counted.
struct SharedReading: @unchecked Sendable {
    let value: Value
    let tally: InterpretationContext.Tally
    let evaluations: Int
    /// The profiles its texts were compared under, and those under which one would differ.
    let comparedProfiles: [ContentProfile]
    let differingProfiles: Set<ContentProfile>
    /// Whether it showed a text under the content profile: else it is the same under every profile.
    let readsProfile: Bool
}

extension Interpreter {
    /// A stored static met for the first time in this run: another run's reading when one was kept,
    /// counted and noted again, else read now and kept for the run; when reading it declared no local type
    /// and drew no random number it had not seeded itself, it is kept for every run, and when it met branches
    /// the code does not decide (a singleton loading a bundled file), for the runs that take them as it did.
    /// It is read as Swift initialises it, away from the code that asked: custom views being inlined do
    /// not count against its depth, and a value one value may spend on making (generated sample data) is
    /// cut at the same step in every run.
    func storedStatic(_ member: Member, _ initializer: ExprSyntax, key: String, _ scope: Scope, owner: TypeDeclaration?) -> Value {
        let sharedKey = SharedStaticKey(profile: context.profile, position: key)
        let anyProfileKey = SharedStaticKey(profile: nil, position: key)
        if let shared = index.sharedStatics.withLock({ $0[anyProfileKey] ?? $0[sharedKey] }) {
            reuse(shared.reading)
            context.replay(shared.recording.events, notesTakenBack: shared.recording.notesTakenBack)
            if shared.recording.usesRandomState { context.seedRandomState(shared.recording.randomStateLeft) }
            context.storedStatics[key] = (shared.reading.value, shared.reading.tally)
            return shared.reading.value
        }
        if let shared = index.sharedVariedStatics.withLock({ $0[anyProfileKey] ?? $0[sharedKey] }), context.wouldRepeat(shared.recording) {
            reuse(shared.reading)
            context.replay(shared.recording)
            context.recordVariedStatic(key)
            context.storedStatics[key] = (shared.reading.value, shared.reading.tally)
            return shared.reading.value
        }
        let decisionsBefore = context.decisionCalls
        let callers = context.inlining
        context.inlining = callers.filter { $0.hasPrefix("static ") } + ["static " + key]
        let recording = context.beginRecording()
        let reading = readApart {
            makingData(member.name, apart: true) { resolved(evaluate(initializer, scope, member.file), as: member.type, owner: owner) }
        }
        context.endRecording()
        context.inlining = callers
        context.storedStatics[key] = (reading.value, reading.tally)
        if context.decisionCalls != decisionsBefore { context.recordVariedStatic(key) }
        // A reading the screen's budget cut short is this screen's; another reading would go further.
        if context.localTypes.isEmpty, !recording.readsEntryRandomState, context.evaluations <= InterpretationContext.evaluationBudget {
            let kept = SharedStatic(reading: reading, recording: recording)
            let keptKey = reading.readsProfile ? sharedKey : anyProfileKey
            if context.decisionCalls == decisionsBefore {
                index.sharedStatics.withLock { $0[keptKey] = kept }
            } else {
                // The first reading serves the runs that take its branches as it did: a singleton is large, and
                // keeping a reading for each variant that forces another branch costs more memory than time.
                index.sharedVariedStatics.withLock { statics in
                    if statics[keptKey] == nil { statics[keptKey] = kept }
                }
            }
        }
        return reading.value
    }

    /// Runs `body` as code read apart from the run (a static's initial value, a shared call), with
    /// what it counted: the profiles it finds texts differing under are its own, then the run's too.
    func readApart(_ body: () -> Value) -> SharedReading {
        let (before, evaluationsBefore, differingBefore) = (context.tally, context.evaluations, context.differingProfiles)
        let profileReadsBefore = context.profileReadCalls
        context.replaceDiffering(with: [])
        let value = body()
        let differing = context.differingProfiles
        context.replaceDiffering(with: differing.union(differingBefore))
        return SharedReading(
            value: value, tally: context.tally(since: before), evaluations: context.evaluations - evaluationsBefore,
            comparedProfiles: context.comparedProfiles, differingProfiles: differing,
            readsProfile: context.profileReadCalls != profileReadsBefore)
    }

    /// Counts again what another run counted reading `shared`, as this run's reading of it.
    func reuse(_ shared: SharedReading) {
        context.count(again: shared.tally)
        context.evaluations += shared.evaluations
        // Code that showed no text is the same under every profile, whichever run read it.
        guard shared.readsProfile else { return }
        context.profileReadCalls += 1
        // Its texts were shown in another run: what they would be under the other profiles is that run's finding.
        let unknown = context.comparedProfiles.filter { !shared.comparedProfiles.contains($0) }
        context.addDiffering(shared.differingProfiles.union(unknown))
    }
}
