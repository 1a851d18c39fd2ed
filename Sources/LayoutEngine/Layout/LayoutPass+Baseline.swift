extension LayoutPass {
    /// The first (or last) text baseline of `node` proposed `proposal`, from its top, or nil when
    /// it shows no text (a stack then aligns the view's bottom edge, SwiftUI's default).
    ///
    /// 1. A Text (or a TextField's one line) answers from its measured lines.
    /// 2. Other leaves have none.
    /// 3. A container or modifier combines the baselines of the children it places, offset by
    ///    where it places them: the smallest for the first baseline, the largest for the last
    ///    (SwiftUI's `combineExplicit` for the text-baseline guides). Backgrounds, overlays and
    ///    safe-area bars take their content's only.
    func baseline(of node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment, last: Bool) throws -> Double? {
        switch node.view.kind {
        case .text(let string):
            let (measured, _) = try measureText(string, proposal, environment)
            return last ? measured.lastBaseline : measured.firstBaseline
        case .textField(let placeholder, let text, _, _):
            var oneLine = environment
            oneLine.lineLimit = LineLimit(maximum: 1)
            return try measureText(text.isEmpty ? placeholder : text, .unspecified, oneLine).text.firstBaseline
        case .image, .spacer, .divider, .shape, .opaque:
            return nil
        default:
            break
        }
        let arrangement = try self.arrangement(node, proposal, environment)
        let inner = childEnvironment(of: node, environment)
        let contentOnly: Bool =
            switch node.view.kind {
            case .background, .overlay, .safeAreaInset: true
            default: false
            }
        var combined: Double?
        for slot in arrangement.slots where !contentOnly || slot.index == 0 {
            guard let value = try baseline(of: node.children[slot.index], slot.proposal, inner, last: last) else { continue }
            let y = slot.frame.minY + value
            combined = combined.map { last ? Swift.max($0, y) : Swift.min($0, y) } ?? y
        }
        return combined
    }
}
