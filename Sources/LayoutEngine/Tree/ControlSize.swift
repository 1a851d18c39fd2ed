/// A control size, which decides a bordered button's padding.
public enum ControlSize: Hashable, Sendable, Codable {
    /// `.mini`.
    case mini
    /// `.small`.
    case small
    /// `.regular`, the default.
    case regular
    /// `.large`.
    case large
    /// `.extraLarge`.
    case extraLarge
}
