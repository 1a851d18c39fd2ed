/// How a navigation title shows.
public enum TitleDisplayMode: Hashable, Sendable, Codable {
    /// A large title under the bar, growing with Dynamic Type.
    case large
    /// UIKit's 17 pt semibold title centred in the bar, which does not grow (the Large Content Viewer shows it).
    case inline
}
