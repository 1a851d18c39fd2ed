/// Why a screen cannot be laid out.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The view tree nests deeper than layout allows (each level costs stack space in every pass).
    case tooDeep(depth: Int, limit: Int)
    /// The device's size or safe area is not a finite, non-negative rectangle.
    case invalidDevice(String)

    public var description: String {
        switch self {
        case let .tooDeep(depth, limit):
            "the view tree nests \(depth) levels deep; Reflow lays out at most \(limit) (modifiers count as levels)"
        case let .invalidDevice(name):
            "device '\(name)' has no usable screen: its size and safe area must be finite and fit the screen"
        }
    }
}
