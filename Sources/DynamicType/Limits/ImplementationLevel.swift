/// How far a piece of text follows the user's size setting, in the three levels design
/// systems use: full, limited (capped), none (fixed, with the Large Content Viewer instead).
public enum ImplementationLevel: Hashable, Sendable {
    /// Grows to AX5 on iOS and 200 % on Android: what body text needs.
    case full
    /// Grows up to a cap; meant for dense chrome such as cards.
    case limited(TextSizeLimit)
    /// Never grows; only for chrome such as tab bar labels and segmented controls, which
    /// must then offer the Large Content Viewer.
    case none

    /// The usual limited cap: iOS up to xxxLarge (Body 23 pt, 6 pt over its default) and at
    /// most 6 pt over the default size; Android up to 130 %.
    public static let defaultLimit = TextSizeLimit(categories: .xSmall ... .xxxLarge, fontScales: 0...1.3, maximumIncrease: 6)

    /// `limited` with the usual cap.
    public static let limited: ImplementationLevel = .limited(defaultLimit)

    /// The limit this level puts on text.
    public var limit: TextSizeLimit {
        switch self {
        case .full: .unlimited
        case .limited(let limit): limit
        case .none: .fixed
        }
    }

    /// Whether controls at this level must show the Large Content Viewer to stay usable.
    public var requiresLargeContentViewer: Bool {
        self == .none
    }

}
