internal import Findings
internal import LayoutEngine

extension ViewNode {
    /// This view under `.redacted(reason: .placeholder)`: SwiftUI draws its texts as grey bars until
    /// the real content arrives, so what they say is a stand-in for that content, and a finding on
    /// them says so instead of judging words nobody reads.
    func redactedAsPlaceholder() -> ViewNode {
        var copy = self
        if case .text = copy.kind, copy.traits.standInContent == nil {
            copy.traits.standInContent = "redacted placeholder"
            copy.traits.standInOrigin = .redactedPlaceholder
        }
        for index in copy.children.indices { copy.children[index] = copy.children[index].redactedAsPlaceholder() }
        return copy
    }
}
