import LayoutEngine

/// Which roles mark text people must be able to read in full to use the screen.
enum TextRoles {
    /// Error messages, prices, button verbs, body text and row values: losing any of them loses
    /// function, not just polish.
    static let mustRead: Set<NodeRole> = [.errorMessage, .price, .primaryAction, .action, .body, .value]

    /// Whether text in `role` must be readable in full.
    static func isMustRead(_ role: NodeRole?) -> Bool {
        role.map(mustRead.contains) ?? false
    }
}
