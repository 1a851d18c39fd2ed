/// Writing direction; leading and trailing swap sides in right-to-left layouts, and every
/// container mirrors its horizontal placement.
public enum LayoutDirection: String, Hashable, Codable, Sendable {
    /// English, German, …: leading is left.
    case leftToRight
    /// Arabic, Hebrew, …: leading is right.
    case rightToLeft
}
