/// A `LazyVGrid` column (`GridItem`).
public enum GridColumn: Hashable, Sendable, Codable {
    /// `.fixed(width)`.
    case fixed(Double)
    /// `.flexible(minimum:maximum:)`: a share of the width, clamped.
    case flexible(minimum: Double, maximum: Double)
    /// `.adaptive(minimum:maximum:)`: as many columns of at least `minimum` as fit.
    case adaptive(minimum: Double, maximum: Double)
}
