import Findings
import ReflowCommandLine

/// Findings that share one cause — the same check at the same source location — collapsed into
/// one that lists every screen and size where it shows: a row written once in a `ForEach`, or a
/// screen seen in two variants and two content profiles, is one thing to fix.
public enum FindingCollapse {
    /// A simulated screen's name in findings, with the screen it is a variant of and how it differs.
    public struct ScreenName: Sendable {
        public var base: String
        public var variant: String?
    }

    public static func collapse(_ findings: [Finding], names: [String: ScreenName] = [:]) -> [Finding] {
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        for finding in findings {
            let key = Self.causeKey(finding, screen: finding.context?.screen ?? "")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(finding)
        }
        return order.map { merge(groups[$0]!, names: names) }
    }

    /// What makes findings one cause: the check at a source line on a device and direction, or at
    /// an element of `screen` when the finding has no source line.
    public static func causeKey(_ finding: Finding, screen: String) -> String {
        let place = finding.sourceLocation.map(\.description) ?? "\(screen)|\(finding.element.path)"
        let context = finding.context
        return "\(finding.checkID)|\(place)|\(context?.deviceLabel ?? "")|\(context?.layoutDirection.rawValue ?? "")"
    }

    /// The worst finding (then the one that shows first) speaks for the group, so its severity,
    /// first size and evidence belong together. Its sizes are those where the group holds at that
    /// severity (an error is not said to hold "from Large" where it is only a warning at Large), so
    /// the first of them is its first size; its screens are every screen the cause shows on.
    private static func merge(_ group: [Finding], names: [String: ScreenName]) -> Finding {
        let first = group.min { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            guard let left = a.context?.firstSize else { return false }
            guard let right = b.context?.firstSize else { return true }
            return left < right
        }!
        var merged = first
        merged.context?.sizes = Array(Set(group.filter { $0.severity == first.severity }.flatMap { $0.context?.sizes ?? [] })).sorted()
        func screen(_ finding: Finding) -> String { finding.context?.screen ?? "" }
        // Listed under the screen whose finding speaks for the group (its first size, message and
        // element are that screen's), naming the others in order.
        var screens: [String] = [names[screen(first)]?.base ?? screen(first)]
        for finding in group {
            let base = names[screen(finding)]?.base ?? screen(finding)
            if !screens.contains(base) { screens.append(base) }
        }
        merged.context?.screen = screens[0]
        if screens.count > 1 { merged.message += " Also on: \(screens.dropFirst().joined(separator: ", "))." }
        // Say which variant or content shows it when the plain screen does not.
        if let variant = names[screen(first)]?.variant,
            !group.contains(where: { names[screen($0)]?.variant == nil && names[screen($0)]?.base == names[screen(first)]?.base })
        {
            merged.message += " (with \(variant))"
        }
        return merged
    }
}
