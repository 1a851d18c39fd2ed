import Findings
import LayoutEngine

/// What an observation rests on, read from the laid-out screen: the texts involved (stand-ins or
/// source), and what the geometry around them depends on that the front-end could not read.
///
/// The texts involved are those of the element and the related element; for checks about the
/// whole screen (an action pushed out of reach, sticky bars) every text on the screen. The
/// geometry depends on the unread parts (ignored modifiers, unread fonts) of those views and of
/// their ancestors, and on opaque views among them or beside them in their container.
struct EvidenceCollector {
    /// Checks whose verdict depends on everything on the screen.
    static let screenWideChecks: Set<String> = ["unreachable-action", "sticky-overgrowth"]

    let screen: IndexedScreen

    func evidence(for observation: Observation) -> Evidence {
        let elements = screen.elements
        var involved: [Int] = []
        if Self.screenWideChecks.contains(observation.checkID) || observation.elementIndex == nil {
            involved = elements.isEmpty ? [] : [0]
        } else {
            involved = [observation.elementIndex, observation.relatedIndex].compactMap { $0 }.filter { $0 < elements.count }
        }
        var standIns: [String] = []
        var dependencies: [Evidence.Dependency] = []
        var seenDependencies: Set<Evidence.Dependency> = []
        func add(_ dependency: Evidence.Dependency) {
            if seenDependencies.insert(dependency).inserted { dependencies.append(dependency) }
        }
        func addUnread(of node: PlacedNode) {
            for part in node.traits.unreadParts {
                add(Evidence.Dependency(kind: part.kind == .font ? .unreadFont : .ignoredModifier, subject: part.subject,
                                        location: part.location.map(FileLocation.init)))
            }
        }
        func addIfOpaque(_ node: PlacedNode) {
            if case .opaque(let name, _) = node.kind {
                add(Evidence.Dependency(kind: .opaqueView, subject: name, location: node.traits.sourceLocation.map(FileLocation.init)))
            }
        }
        func visitSubtree(_ node: PlacedNode) {
            if case .text = node.kind, let standIn = node.traits.standInContent, !standIns.contains(standIn) { standIns.append(standIn) }
            addIfOpaque(node)
            addUnread(of: node)
            node.children.forEach(visitSubtree)
        }
        for index in involved {
            visitSubtree(elements[index].node)
            // Up the tree: what was left out of an ancestor shapes this view's frame too, and an
            // opaque view beside it in its container takes room it would have had.
            var ancestor = elements[index].parent
            var foundContainer = false
            while let current = ancestor {
                let node = elements[current].node
                addUnread(of: node)
                // The first ancestor with more than one child is the container that shares out room.
                if !foundContainer && node.children.count > 1 {
                    foundContainer = true
                    node.children.forEach(addIfOpaque)
                }
                ancestor = elements[current].parent
            }
        }
        return Evidence(content: standIns.isEmpty ? .source : .standIn, standIns: standIns, dependencies: dependencies)
    }
}
