internal import Findings
internal import LayoutEngine

/// Turns entry points into screens: one run per content profile with the preview's own branches,
/// then one more run for each branch the preview does not decide (or that shows an error), each
/// a variant. Identical trees are kept once.
struct ScreenSimulator {
    let index: ProjectIndex
    /// The most variants one entry point gets per profile.
    static let variantLimit = 8

    func screens(of entry: EntryPoint, profiles: [ContentProfile]) -> [SimulatedScreen] {
        var screens: [SimulatedScreen] = []
        // Compared, not hashed: an entry has a few runs, and hashing a tree walks all of it, where comparing two
        // stops at their first difference.
        var seenTrees: [ViewNode] = []
        // The first profile's runs, by forced branches: the decisions met and the profiles under which
        // some text would show differently. A run is a function of its profile and forced branches,
        // and the profile reaches it only through the texts shown, so a later profile's run that no
        // text tells apart is the same screen and is not made again.
        var firstRuns: [[String: Int]: (decisions: [InterpretationContext.Decision], differing: Set<ContentProfile>)] = [:]
        for (position, profile) in profiles.enumerated() {
            let memo = InliningMemo()
            let compared = position == 0 ? profiles : []
            func sameAsFirst(_ forced: [String: Int]) -> [InterpretationContext.Decision]? {
                guard position > 0, let first = firstRuns[forced], !first.differing.contains(profile) else { return nil }
                return first.decisions
            }
            var runs: [SimulatedScreen] = []
            let decisions: [InterpretationContext.Decision]
            if let same = sameAsFirst([:]) {
                decisions = same
            } else {
                let first = run(entry, profile: profile, forced: [:], compared: compared, memo: memo)
                if position == 0 { firstRuns[[:]] = (first.decisions, first.differing) }
                runs.append(first.screen)
                decisions = first.decisions
            }
            var variants: [(String, [String: Int])] = []
            for decision in decisions {
                for alternative in decision.alternatives where variants.count < Self.variantLimit - 1 {
                    variants.append(("\(decision.label): \(decision.branches[alternative])", [decision.key: alternative]))
                }
            }
            for (label, forced) in variants where sameAsFirst(forced) == nil {
                let made = run(entry, profile: profile, forced: forced, compared: compared, memo: memo)
                if position == 0 { firstRuns[forced] = (made.decisions, made.differing) }
                var variant = made.screen
                variant.variant = label
                runs.append(variant)
            }
            for screen in runs where !seenTrees.contains(screen.root) {
                seenTrees.append(screen.root)
                screens.append(screen)
            }
        }
        return screens
    }

    /// Texts in the tree whose content the source gives, and those filled with stand-ins, by why.
    static func textOrigins(in node: ViewNode) -> (source: Int, standIn: Int, origins: [StandInOrigin: Int]) {
        var counts = (source: 0, standIn: 0, origins: [StandInOrigin: Int]())
        func visit(_ node: ViewNode) {
            if case .text = node.kind {
                if node.traits.standInContent == nil {
                    counts.source += 1
                } else {
                    counts.standIn += 1
                    counts.origins[node.traits.standInOrigin ?? .unread, default: 0] += 1
                }
            }
            for child in node.children { visit(child) }
        }
        visit(node)
        return counts
    }

    /// Whether the views are copies of one view: below the environment each sets, each starts
    /// with the same view from the same source line.
    static func areCopies(_ nodes: [ViewNode]) -> Bool {
        func content(_ node: ViewNode) -> ViewNode {
            if case .environment = node.kind, node.children.count == 1 { return content(node.children[0]) }
            return node
        }
        let contents = nodes.map(content)
        guard let location = contents.first?.traits.sourceLocation else { return false }
        return contents.allSatisfy { $0.traits.sourceLocation == location && $0.kind == contents[0].kind }
    }

    private func run(_ entry: EntryPoint, profile: ContentProfile, forced: [String: Int], compared: [ContentProfile], memo: InliningMemo)
        -> (screen: SimulatedScreen, decisions: [InterpretationContext.Decision], differing: Set<ContentProfile>)
    {
        let context = InterpretationContext(
            index: index, profile: profile, forcedChoices: forced, comparedProfiles: compared, memo: memo)
        let interpreter = Interpreter(context: context)
        var nodes = entry.build(with: interpreter)
        if case .preview = entry.source, nodes.count > 1, Self.areCopies(nodes) {
            // A preview helper that repeats its content per colour scheme or device gives Xcode one
            // canvas per copy; stacked in one screen they would push each other off it.
            context.note(
                "\(entry.location): the preview shows \(nodes.count) copies of the same view (one per colour scheme, device or configuration); the first is checked"
            )
            nodes = [nodes[0]]
        }
        if let presented = context.presentation {
            // What a sheet presents covers the screen: it is what this run lays out.
            context.note(
                "\(presented.location): the .\(presented.modifier)(…) is shown; what it presents is laid out over the whole screen")
            nodes = presented.views
        }
        var root = nodes.count == 1 ? nodes[0] : VStack { nodes }
        root = Roles.infer(PickerRows.finish(root))
        root.traits.name = entry.name
        if root.traits.sourceLocation == nil { root.traits.sourceLocation = entry.location }
        let texts = Self.textOrigins(in: root)
        let coverage = Coverage(
            interpreted: context.interpretedCount, uninterpreted: context.uninterpretedCount, notes: context.notes,
            gapCounts: context.gapCounts, gaps: context.gaps, sourceTexts: texts.source, standInTexts: texts.standIn,
            standInOrigins: texts.origins,
            fontsRead: context.fontsRead)
        return (
            SimulatedScreen(
                name: entry.name, variant: nil, profile: profile, root: root, coverage: coverage, location: entry.location,
                shownOnlyByPreviews: entry.shownOnlyByPreviews, widgetFamily: context.widgetFamily,
                systemSurface: context.systemSurface),
            context.decisions, context.differingProfiles
        )
    }
}
