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
        var seenTrees: Set<ViewNode> = []
        for profile in profiles {
            let first = run(entry, profile: profile, forced: [:])
            var runs = [(first.screen, first.decisions)]
            var variants: [(String, [String: Int])] = []
            for decision in first.decisions {
                for alternative in decision.alternatives where variants.count < Self.variantLimit - 1 {
                    variants.append(("\(decision.label): \(decision.branches[alternative])", [decision.key: alternative]))
                }
            }
            for (label, forced) in variants {
                var variant = run(entry, profile: profile, forced: forced).screen
                variant.variant = label
                runs.append((variant, []))
            }
            for (screen, _) in runs where seenTrees.insert(screen.root).inserted {
                screens.append(screen)
            }
        }
        return screens
    }

    private func run(_ entry: EntryPoint, profile: ContentProfile, forced: [String: Int])
        -> (screen: SimulatedScreen, decisions: [InterpretationContext.Decision]) {
        let context = InterpretationContext(index: index, profile: profile, forcedChoices: forced)
        let interpreter = Interpreter(context: context)
        let nodes = entry.build(with: interpreter)
        var root = nodes.count == 1 ? nodes[0] : VStack { nodes }
        root = Roles.infer(PickerRows.finish(root))
        root.traits.name = entry.name
        if root.traits.sourceLocation == nil { root.traits.sourceLocation = entry.location }
        let coverage = Coverage(interpreted: context.interpretedCount, uninterpreted: context.uninterpretedCount, notes: context.notes)
        return (SimulatedScreen(name: entry.name, variant: nil, profile: profile, root: root, coverage: coverage, location: entry.location),
                context.decisions)
    }
}
