extension Finding {
    /// The order reports list findings in, so output is the same on every run: source location
    /// (findings without one last), check, element, first size, then related element, device
    /// and direction to break the remaining ties.
    public static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
        switch (lhs.sourceLocation, rhs.sourceLocation) {
        case let (left?, right?) where left != right: return left < right
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        if lhs.checkID != rhs.checkID { return lhs.checkID < rhs.checkID }
        if lhs.element.path != rhs.element.path { return lhs.element.path < rhs.element.path }
        let left = lhs.context, right = rhs.context
        if left?.firstSize != right?.firstSize {
            // Findings from source, which have no size, come after those from a screen.
            guard let leftSize = left?.firstSize else { return false }
            guard let rightSize = right?.firstSize else { return true }
            return leftSize < rightSize
        }
        let leftRelated = lhs.relatedElement?.path ?? "", rightRelated = rhs.relatedElement?.path ?? ""
        if leftRelated != rightRelated { return leftRelated < rightRelated }
        let leftDevice = left?.deviceLabel ?? "", rightDevice = right?.deviceLabel ?? ""
        if leftDevice != rightDevice { return leftDevice < rightDevice }
        return (left?.layoutDirection.rawValue ?? "") < (right?.layoutDirection.rawValue ?? "")
    }
}

extension Sequence where Element == Finding {
    /// The findings in report order (`Finding.precedes`).
    public func sortedForReport() -> [Finding] {
        // Positions are sorted, not findings: moving a finding copies every field it holds. The sort
        // makes the same comparisons either way, so the order is the same.
        let findings = Array(self)
        return findings.indices.sorted { Finding.precedes(findings[$0], findings[$1]) }.map { findings[$0] }
    }
}
