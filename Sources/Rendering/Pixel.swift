/// One pixel of a picture, 8 bits a channel, opaque.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    /// Red.
    public var red: UInt8
    /// Green.
    public var green: UInt8
    /// Blue.
    public var blue: UInt8

    /// A pixel from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Whether this is the red of finding marks (or a blend of it strong enough to tell): red
    /// well above green and blue. Text, chrome and the neutral palette never come close; only a
    /// screen's own `Color.red` views do.
    public var isFindingRed: Bool {
        Int(red) >= 170 && Int(red) - Int(green) >= 90 && Int(red) - Int(blue) >= 90
    }

    /// Whether the pixel is dark (text, the bezel): every channel below `threshold`.
    public func isDark(below threshold: UInt8 = 100) -> Bool {
        red < threshold && green < threshold && blue < threshold
    }

    /// `#rrggbb`.
    public var description: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
