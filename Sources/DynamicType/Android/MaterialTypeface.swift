/// The Material 3 typeface token a role uses; both default to Roboto, but an app's brand font
/// replaces only `brand`, so the two can diverge.
public enum MaterialTypeface: String, CaseIterable, Hashable, Sendable {
    /// `md.ref.typeface.brand`: display, headline and Title Large.
    case brand
    /// `md.ref.typeface.plain`: Title Medium/Small, body and label.
    case plain

    /// The full token name (`md.ref.typeface.brand`).
    public var tokenName: String { "md.ref.typeface.\(rawValue)" }
}
