/// How a navigation title shows.
public enum TitleDisplayMode: Hashable, Sendable, Codable {
    /// A large title under the bar, growing with Dynamic Type.
    case large
    /// A headline centred in the bar.
    case inline
}
