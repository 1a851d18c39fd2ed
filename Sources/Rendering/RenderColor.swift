/// A colour with straight (not premultiplied) alpha, each component from 0 to 1.
public struct RenderColor: Hashable, Sendable {
    /// Red.
    public var red: Double
    /// Green.
    public var green: Double
    /// Blue.
    public var blue: Double
    /// Opacity.
    public var alpha: Double

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// The same colour at `alpha`.
    public func withAlpha(_ alpha: Double) -> RenderColor {
        RenderColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
