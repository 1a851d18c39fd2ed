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

    /// How many stand-ins, and how many dependencies of each kind, a finding names: enough to
    /// act on, and a screen of thousands of opaque rows costs no more than one of ten.
    static let namedPerKind = 10

    let screen: IndexedScreen

    /// The elements whose subtrees and ancestors `observation` rests on: the whole screen (its
    /// root) for screen-wide checks, else the element and the related one. Equal lists give equal
    /// evidence, so callers may reuse it.
    func involved(in observation: Observation) -> [Int] {
        if Self.screenWideChecks.contains(observation.checkID) || observation.elementIndex == nil {
            return screen.elements.isEmpty ? [] : [0]
        }
        return [observation.elementIndex, observation.relatedIndex].compactMap { $0 }.filter { $0 < screen.elements.count }
    }

    func evidence(for observation: Observation) -> Evidence {
        var containers: [Int: [Evidence.Dependency]] = [:]
        return evidence(involving: involved(in: observation), containers: &containers)
    }

    /// The evidence of `involved`; `containers` remembers, per container, the opaque views among
    /// its children, for the next finding in the same container.
    func evidence(involving involved: [Int], containers: inout [Int: [Evidence.Dependency]]) -> Evidence {
        let elements = screen.elements
        var standIns: [String] = []
        var seenStandIns: Set<String> = []
        var dependencies: [Evidence.Dependency] = []
        var seenDependencies: Set<Evidence.Dependency> = []
        var named: [Evidence.Dependency.Kind: Int] = [:]
        func add(_ dependency: Evidence.Dependency) {
            if seenDependencies.insert(dependency).inserted {
                dependencies.append(dependency)
                named[dependency.kind, default: 0] += 1
            }
        }
        func isFull(_ kind: Evidence.Dependency.Kind) -> Bool { named[kind, default: 0] >= Self.namedPerKind }
        func addUnread(of node: PlacedNode) {
            for part in node.traits.unreadParts {
                let kind: Evidence.Dependency.Kind = part.kind == .font ? .unreadFont : .ignoredModifier
                if !isFull(kind) { add(Evidence.Dependency(kind: kind, subject: part.subject, location: part.location)) }
            }
        }
        func addIfOpaque(_ node: PlacedNode) {
            if case .opaque(let name, _) = node.kind, !isFull(.opaqueView) {
                add(Evidence.Dependency(kind: .opaqueView, subject: name, location: node.traits.sourceLocation))
            }
        }
        // Only the elements that bear evidence, found in a subtree's index range by binary search.
        func bearing(inSubtreeOf index: Int) -> ArraySlice<Int> {
            let bearing = screen.evidenceBearing
            var low = 0, high = bearing.count
            while low < high {
                let middle = (low + high) / 2
                if bearing[middle] < index { low = middle + 1 } else { high = middle }
            }
            let end = index + elements[index].subtreeSize
            var last = low
            while last < bearing.count && bearing[last] < end { last += 1 }
            return bearing[low..<last]
        }
        func visitSubtree(_ index: Int) {
            for element in bearing(inSubtreeOf: index) {
                let node = elements[element].node
                if case .text = node.kind, let content = node.traits.standInContent, standIns.count < Self.namedPerKind {
                    // Whether the value waits for the running app or for Reflow to read more of the source.
                    let standIn =
                        node.traits.standInOrigin.flatMap { $0.followsPropertyName ? "\(content): \($0.rawValue)" : nil } ?? content
                    if seenStandIns.insert(standIn).inserted { standIns.append(standIn) }
                }
                addIfOpaque(node)
                addUnread(of: node)
            }
        }
        for index in involved {
            visitSubtree(index)
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
                    let opaque =
                        containers[current]
                        ?? bearing(inSubtreeOf: current).compactMap { child -> Evidence.Dependency? in
                            guard elements[child].parent == current, case .opaque(let name, _) = elements[child].node.kind else {
                                return nil
                            }
                            return Evidence.Dependency(
                                kind: .opaqueView, subject: name,
                                location: elements[child].node.traits.sourceLocation)
                        }.prefix(Self.namedPerKind).map { $0 }
                    containers[current] = opaque
                    for dependency in opaque where !isFull(.opaqueView) { add(dependency) }
                }
                ancestor = elements[current].parent
            }
        }
        return Evidence(content: standIns.isEmpty ? .source : .standIn, standIns: standIns, dependencies: dependencies)
    }
}
