internal import SwiftSyntax
internal import LayoutEngine

/// The state of one interpretation run of one screen: the content profile, which branches are
/// forced, the decisions met, what could not be interpreted, and the stacks that let modifiers
/// written inside a container reach it (`navigationTitle`, `tabItem`).
final class InterpretationContext {
    let index: ProjectIndex
    let profile: ContentProfile
    /// Branch choices imposed on this run, by decision point.
    let forcedChoices: [String: Int]
    /// Other profiles this run's texts are compared under: a run whose every text each of them
    /// shows the same way would give the same screen under it.
    let comparedProfiles: [ContentProfile]
    /// The compared profiles under which some text of this run would be shown differently.
    private(set) var differingProfiles: Set<ContentProfile> = []
    /// Views inlined earlier for the same entry point and profile, reused when nothing can differ.
    let memo: InliningMemo?
    /// What the views being inlined do, outermost first, for the memo.
    private(set) var recordings: [InliningMemo.Recording] = []

    /// Decision points met, by key, in the order first met.
    private(set) var decisions: [Decision] = []
    /// The first decision met under each key, which sets its default branch.
    private var decisionsByKey: [String: Decision] = [:]
    /// How many branch points were met, repeats included.
    private(set) var decisionCalls = 0
    /// The data expressions (`viewState.months`) whose value is not known and that a list or `ForEach` laid
    /// out as sample rows in this run: the code's checks of their emptiness find them not empty, as shown.
    var dataShownAsSamples: Set<String> = []
    /// Whether a picker's options are being read: a `ForEach` then tags each row with its element's
    /// identity, which the picker matches its selection against.
    var readsPickerOptions = false
    /// Views and modifiers interpreted, and those that were not (opaque boxes, ignored modifiers).
    var interpretedCount = 0
    var uninterpretedCount = 0
    /// What was not interpreted, one line each, in the order met, without repeats.
    private(set) var notes: [String] = []
    /// How many times something was noted, repeats included: code that noted nothing left no trace
    /// in the run but its value and its counts.
    private(set) var noteCalls = 0
    /// How many times a view's environment was read from the views around it: code that reads none
    /// does not depend on where it runs.
    private(set) var environmentReadCalls = 0
    /// How many times a text was shown under the content profile (or code that showed one reused):
    /// code that shows none comes out the same under every profile.
    var profileReadCalls = 0
    private var noteSet: Set<String> = []
    /// What was not interpreted, by kind: how often, and each thing once.
    private(set) var gapCounts: [CoverageGap.Kind: Int] = [:]
    private(set) var gaps: [CoverageGap] = []
    private var gapSet: Set<CoverageGap> = []
    /// `.font(…)` modifiers read.
    var fontsRead = 0
    /// Custom views being inlined, innermost last (a recursion and depth guard).
    var inlining: [String] = []
    /// How far the run has gone toward its limits since the innermost shared call being recorded began.
    var limits = LimitTracking()
    /// Titles set by `navigationTitle` for the innermost navigation stack being built.
    var navigationFrames: [NavigationFrame] = []
    /// Tab labels set by `tabItem` for the innermost tab view being built.
    var tabFrames: [[String]] = []
    /// How many times code set a title or a tab label for the containers around it.
    private(set) var outerWrites = 0
    /// Stored statics and globals read so far, by file and position of their initial value, with what
    /// reading them counted.
    var storedStatics: [String: (value: Value, tally: Tally)] = [:]
    /// Stored statics whose reading in this run met a branch the code does not decide.
    private(set) var variedStatics: Set<String> = []
    /// Subtrees whole-tree modifiers (roles, text case) have gone through in this run, not walked again.
    let changedSubtrees = ChangedSubtrees()
    /// Nodes made so far: a budget against generated or runaway code.
    var nodeCount = 0
    /// The one view of its `Group` a provider's preview shows, consumed by the first `Group` of the
    /// preview's own code.
    var previewGroupMember: Int?
    /// The sheet, cover or popover this run shows over the screen, if any.
    var presentation: Interpreter.Presentation?
    /// What the views around the one being built put in the environment, outermost first.
    var environment: [EnvironmentEntry] = []
    /// What the app's scene puts in the environment, read on first use.
    var appEnvironment: [EnvironmentEntry]?
    /// The widget family a WidgetKit preview shows (`systemSmall`), read by `@Environment(\.widgetFamily)`.
    var widgetFamily: String?
    /// Types the running preview declares in its own body, by name, with their qualified names in the index.
    var localTypes: [String: String] = [:]
    /// Where the system, not the app, shows the screen (`a systemMedium widget`, `a Live Activity
    /// on the Lock Screen`): how far it lets text grow there is not simulated.
    var systemSurface: String?
    /// The C library's random state (`drand48`) as the app's code left it in this run: nil until
    /// `srand48` seeds it, or once something changed it in a way Reflow does not follow.
    private(set) var rand48: Rand48?
    /// What closures that change their caller's variables left in them, by closure, until the statement
    /// that wrote the closure ends (`Interpreter.callClosureKeepingCaptures`).
    var capturedWrites: [SyntaxIdentifier: [String: Value]] = [:]
    /// How many times code seeded or drew from that state: code that did neither left it as it was.
    private(set) var randomStateUses = 0

    /// The most nodes one screen may have before the rest is left out.
    static let nodeBudget = 20_000
    /// How deep custom views may inline each other.
    static let inliningDepthLimit = 40
    /// How many times one function may be on the inlining stack at once: recursion on data ends
    /// well before this, and a function that calls itself twice per call (a mutated or runaway
    /// one) stops at 2^8 copies instead of filling the view budget.
    static let recursionLimit = 8
    /// How deep expressions may nest: each level costs stack. Chains (`Text(…).padding()…`) are
    /// walked in a loop and do not count.
    static let expressionDepthLimit = 1_000
    /// How deep the expression being evaluated is.
    var expressionDepth = 0
    /// How many chained calls (`.padding()` on a call) may enclose what is being evaluated. Chains
    /// cost no stack, but each modifier wraps the view once more, and the tree is then walked
    /// recursively (roles, hashing, `--dump`): this bounds its depth. No real view comes near it;
    /// layout takes 200 levels at most.
    static let chainedCallLimit = 10_000
    /// How many chained calls enclose the expression being evaluated.
    var chainedCalls = 0
    /// The most expressions one screen variant may evaluate. A computed member is evaluated
    /// again at every read, so members that each read others twice cost 2^depth: this bounds the
    /// time. The bundled example's largest screen needs 820, so this leaves room for screens
    /// hundreds of times larger.
    static let evaluationBudget = 200_000
    /// Expressions evaluated so far for this screen variant.
    var evaluations = 0
    /// The most expressions one value's making may evaluate (a model whose initializer generates
    /// months of sample orders): past it, the rest of that value is left unknown, so that making
    /// data does not spend the budget of the screen that shows it.
    static let dataEvaluationBudget = 25_000
    /// The count of `evaluations` past which the code being run is cut: the screen's budget, or
    /// less inside the making of a value, and what is being made there.
    var evaluationLimit = evaluationBudget
    var limitedMaking: String?
    /// What bounds the outermost value being made (the screen's budget, or a static's), nil outside a making.
    var makingBound: Int?

    /// What interpreting some code counted: the part of the run's counts that a piece of code adds.
    struct Tally {
        var interpreted = 0, uninterpreted = 0, fontsRead = 0, nodes = 0
        var gaps: [CoverageGap.Kind: Int] = [:]
    }

    /// The counts so far.
    var tally: Tally {
        Tally(interpreted: interpretedCount, uninterpreted: uninterpretedCount, fontsRead: fontsRead, nodes: nodeCount, gaps: gapCounts)
    }

    /// What was counted since `earlier`.
    func tally(since earlier: Tally) -> Tally {
        Tally(
            interpreted: interpretedCount - earlier.interpreted, uninterpreted: uninterpretedCount - earlier.uninterpreted,
            fontsRead: fontsRead - earlier.fontsRead, nodes: nodeCount - earlier.nodes,
            gaps: gapCounts.reduce(into: [:]) { result, entry in
                let added = entry.value - (earlier.gaps[entry.key] ?? 0)
                if added > 0 { result[entry.key] = added }
            })
    }

    /// What code can leave for the containers around it: titles for the navigation stacks and labels
    /// for the tab views being built, and the preview's `Group` member. Views whose code changed it
    /// are not reused, since reusing them would not leave it again.
    /// A title set again to what it already was changes nothing there, but a reuse in a stack without
    /// that title would not set it: every write counts.
    var outerState: (navigation: [NavigationFrame], tabs: [[String]], previewGroupMember: Int?, writes: Int) {
        (navigationFrames, tabFrames, previewGroupMember, outerWrites)
    }

    /// Whether the outer state is still `earlier`, and nothing wrote to it since.
    func keptOuterState(_ earlier: (navigation: [NavigationFrame], tabs: [[String]], previewGroupMember: Int?, writes: Int)) -> Bool {
        outerWrites == earlier.writes && navigationFrames == earlier.navigation && tabFrames == earlier.tabs
            && previewGroupMember == earlier.previewGroupMember
    }

    /// Sets the innermost navigation stack's title or display mode, or adds a tab label to the innermost tab view.
    func setNavigationFrame(_ change: (inout NavigationFrame) -> Void) {
        guard !navigationFrames.isEmpty else { return }
        outerWrites += 1
        change(&navigationFrames[navigationFrames.count - 1])
    }

    func addTabLabel(_ label: String) {
        guard !tabFrames.isEmpty else { return }
        outerWrites += 1
        tabFrames[tabFrames.count - 1].append(label)
    }

    /// Counts `tally` again, for the same code's views reused rather than interpreted again; its notes
    /// and gaps were recorded the first time.
    func count(again tally: Tally) {
        interpretedCount += tally.interpreted
        uninterpretedCount += tally.uninterpreted
        fontsRead += tally.fontsRead
        nodeCount += tally.nodes
        for (kind, count) in tally.gaps { gapCounts[kind, default: 0] += count }
    }

    init(
        index: ProjectIndex, profile: ContentProfile, forcedChoices: [String: Int] = [:], comparedProfiles: [ContentProfile] = [],
        memo: InliningMemo? = nil
    ) {
        self.memo = memo
        self.index = index
        self.profile = profile
        self.forcedChoices = forcedChoices
        self.comparedProfiles = comparedProfiles.filter { $0 != profile }
    }

    /// A title and display mode collected for a navigation stack.
    struct NavigationFrame: Equatable {
        var title: TextValue?
        var displayMode: TitleDisplayMode = .large
    }

    /// A branch point whose outcome the preview does not fix (or whose other branch shows an
    /// error message): each alternative gets its own variant of the screen.
    struct Decision: Hashable {
        let key: String
        /// `if showsError`, `switch state`.
        let label: String
        /// One name per branch (`true`, `false`, `.loading`).
        let branches: [String]
        /// The branch taken unless forced.
        let defaultBranch: Int
        /// The branches worth a variant of their own.
        let alternatives: [Int]
    }

    /// Everything reading some code counted and noted, to take back when the code turns out not to
    /// be part of the screen (an unknown call's closure that draws only chart marks, not views).
    struct Checkpoint {
        fileprivate let tally: Tally
        fileprivate let notes: [String], noteSet: Set<String>, gaps: [CoverageGap], gapSet: Set<CoverageGap>
        /// How many events each recording had.
        fileprivate let recordedEvents: [Int]
    }

    var checkpoint: Checkpoint {
        Checkpoint(
            tally: tally, notes: notes, noteSet: noteSet, gaps: gaps, gapSet: gapSet, recordedEvents: recordings.map(\.events.count))
    }

    func restore(_ checkpoint: Checkpoint) {
        // What the views being inlined noted since is taken back with the rest; the notes still count as made.
        for (recording, count) in zip(recordings, checkpoint.recordedEvents) {
            recording.notesTakenBack += recording.events[count...].count { if case .note = $0 { true } else { false } }
            recording.events.removeSubrange(count...)
        }
        (interpretedCount, uninterpretedCount, fontsRead, nodeCount) =
            (checkpoint.tally.interpreted, checkpoint.tally.uninterpreted, checkpoint.tally.fontsRead, checkpoint.tally.nodes)
        gapCounts = checkpoint.tally.gaps
        (notes, noteSet, gaps, gapSet) = (checkpoint.notes, checkpoint.noteSet, checkpoint.gaps, checkpoint.gapSet)
    }

    /// Records a decision and returns the branch to take in this run.
    func decide(_ decision: Decision) -> Int {
        // Past the budget every value is unknown: what the cut code would branch on is no decision of the screen's.
        if evaluations > evaluationLimit { return decision.defaultBranch }
        decisionCalls += 1
        // The first decision met under a key sets its default: a condition met later as its negation
        // takes the other branch, not its own first.
        let kept: Decision
        if let first = decisionsByKey[decision.key] {
            kept = first
        } else {
            decisions.append(decision)
            decisionsByKey[decision.key] = decision
            kept = decision
        }
        let branch = choice(kept)
        for recording in recordings { recording.decisions.append((decision, branch)) }
        return branch
    }

    /// The branch this run takes at `decision`.
    private func choice(_ decision: Decision) -> Int {
        if let forced = forcedChoices[decision.key], decision.branches.indices.contains(forced) { return forced }
        return decision.defaultBranch
    }

    /// Notes `message` once.
    func note(_ message: String) {
        noteCalls += 1
        if noteSet.insert(message).inserted { notes.append(message) }
        for recording in recordings { recording.events.append(.note(message)) }
    }

    /// Counts something that could not be interpreted, and notes `message` once.
    func gap(_ kind: CoverageGap.Kind, _ subject: String, note message: String) {
        if kind != .viewBudget { uninterpretedCount += 1 }
        gapCounts[kind, default: 0] += 1
        let gap = CoverageGap(kind: kind, subject: subject)
        if gapSet.insert(gap).inserted { gaps.append(gap) }
        for recording in recordings { recording.events.append(.gap(gap)) }
        note(message)
    }

    /// The text people see for `value` under this run's content profile.
    func display(_ value: TextValue) -> String {
        shown(value).text
    }

    /// Notes that under `profiles` some text of this run would show differently.
    func addDiffering(_ profiles: Set<ContentProfile>) {
        differingProfiles.formUnion(profiles)
        for recording in recordings { recording.differingProfiles.formUnion(profiles) }
    }

    /// Sets the compared profiles found to differ, for code read apart from the run (a stored static).
    func replaceDiffering(with profiles: Set<ContentProfile>) {
        differingProfiles = profiles
    }

    /// The text people see for `value`, and what stands in for the source's text, if anything:
    /// the property a sample was chosen for, or the content profile that replaced it.
    func shown(_ value: TextValue) -> (text: String, standIn: String?) {
        profileReadCalls += 1
        let shown = Self.shown(value, under: profile, index: index)
        // A profile is compared until the run and the innermost recording both know it differs: what
        // the innermost recording knows, every recording around it knows too.
        for other in comparedProfiles
        where !differingProfiles.contains(other) || recordings.last?.differingProfiles.contains(other) == false {
            if Self.shown(value, under: other, index: index) != shown { addDiffering([other]) }
        }
        return shown
    }

    private static func shown(_ value: TextValue, under profile: ContentProfile, index: ProjectIndex) -> (text: String, standIn: String?) {
        let shown = profile.shown(value, catalog: index.catalog, longest: index.longestString(named:))
        if value.standsIn { return (shown.text, value.propertyName ?? "value") }
        return shown
    }
}

extension InterpretationContext {
    /// Starts recording what inlining a view does.
    func beginRecording() -> InliningMemo.Recording {
        let recording = InliningMemo.Recording()
        recordings.append(recording)
        return recording
    }

    func endRecording() {
        let recording = recordings.removeLast()
        if recording.usesRandomState { recording.randomStateLeft = rand48 }
    }

    /// Sets the C library's random state (`srand48`, or a reuse of code that seeded it): what is drawn
    /// from it now no longer depends on the code run before.
    func seedRandomState(_ state: Rand48?) {
        rand48 = state
        randomStateUses += 1
        for recording in recordings {
            recording.usesRandomState = true
            recording.seedsRandomState = true
        }
    }

    /// Draws from the C library's random state with `draw`; nil when the state is not known.
    func drawFromRandomState<Number>(_ draw: (inout Rand48) -> Number) -> Number? {
        randomStateUses += 1
        for recording in recordings where !recording.seedsRandomState { recording.readsEntryRandomState = true }
        for recording in recordings { recording.usesRandomState = true }
        guard var state = rand48 else { return nil }
        defer { rand48 = state }
        return draw(&state)
    }

    /// Notes a stored static read, and whether the run had read it before.
    func recordStaticRead(_ key: String, wasRead: Bool) {
        let varied = wasRead && variedStatics.contains(key)
        for recording in recordings {
            recording.staticReads.append((key, wasRead))
            if varied { recording.readsVariedStatic = true }
        }
    }

    /// Notes that reading the stored static `key` met a branch the code does not decide.
    func recordVariedStatic(_ key: String) {
        variedStatics.insert(key)
        for recording in recordings { recording.variedStatics.insert(key) }
    }

    /// Notes a read of the environment the views around set.
    func recordEnvironmentRead() {
        environmentReadCalls += 1
        for recording in recordings { recording.environmentReads += 1 }
    }

    /// Notes a stored static read for the first time in the run, as kept.
    func recordStatic(_ key: String) {
        guard !recordings.isEmpty, let kept = storedStatics[key] else { return }
        for recording in recordings { recording.statics.append((key, kept.value, kept.tally)) }
    }

    /// Whether the code `recording` recorded would take the same branches here and find the same
    /// statics read or not.
    func wouldRepeat(_ recording: InliningMemo.Recording) -> Bool {
        // As `decide` would: a key's first decision in this run sets its default, whether this run met it
        // before the code or the code meets it first (a loop's `if let` meets one key for every element).
        var firstInRecording: [String: Decision] = [:]
        for (decision, branch) in recording.decisions {
            let first = decisionsByKey[decision.key] ?? firstInRecording[decision.key] ?? decision
            if firstInRecording[decision.key] == nil { firstInRecording[decision.key] = decision }
            guard choice(first) == branch else { return false }
        }
        return wouldRepeat(staticReads: recording.staticReads)
    }

    /// Whether this run would find the statics in `staticReads` read or not as the run that read them did.
    func wouldRepeat(staticReads: [(key: String, wasRead: Bool)]) -> Bool {
        // Only a static's first read depends on the run: after it, the static is read.
        var seen: Set<String> = []
        return staticReads.allSatisfy { read in
            !seen.insert(read.key).inserted || (storedStatics[read.key] != nil) == read.wasRead
        }
    }

    /// Reads again the statics `recording`'s code read, keeping those it read first as it kept them, and
    /// reads the environment as often as it did.
    private func replay(staticsOf recording: InliningMemo.Recording) {
        for (key, wasRead) in recording.staticReads { recordStaticRead(key, wasRead: wasRead) }
        for kept in recording.statics {
            storedStatics[kept.key] = (kept.value, kept.tally)
            recordStatic(kept.key)
        }
        for key in recording.variedStatics { recordVariedStatic(key) }
        for _ in 0..<recording.environmentReads { recordEnvironmentRead() }
    }

    /// Notes again what some code noted, and the gaps it met (counted with its tally), in order.
    func replay(_ events: [InliningMemo.Event], notesTakenBack: Int) {
        for event in events {
            switch event {
            case .note(let message):
                note(message)
            case .gap(let gap):
                if gapSet.insert(gap).inserted { gaps.append(gap) }
                for outer in recordings { outer.events.append(.gap(gap)) }
            }
        }
        noteCalls += notesTakenBack
        for outer in recordings { outer.notesTakenBack += notesTakenBack }
    }

    /// Does again what `entry`'s code did, in the order it did it, without running it.
    func replay(_ entry: InliningMemo.Entry) {
        // A view made under this run's profile: what a reuse of the code around it comes to is this profile's.
        profileReadCalls += 1
        replay(entry.recording)
        count(again: entry.tally)
        evaluations += entry.evaluations
        addDiffering(entry.recording.differingProfiles)
    }

    /// Does again what `recording`'s code did to the run: the branches it met, what it noted, the statics
    /// and environment it read.
    func replay(_ recording: InliningMemo.Recording) {
        for (decision, _) in recording.decisions { _ = decide(decision) }
        replay(recording.events, notesTakenBack: recording.notesTakenBack)
        replay(staticsOf: recording)
        // Only code that seeded the random state before drawing from it is reused: it leaves the state it left.
        if recording.usesRandomState { seedRandomState(recording.randomStateLeft) }
    }
}
