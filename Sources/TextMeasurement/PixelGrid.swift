/// The device pixel grid heights are rounded up to: 1/3 pt on 3x iPhones, 1/2.625 dp on a
/// 420 dpi Android phone (Pixel 7).
public struct PixelGrid: Hashable, Sendable {
    /// Device pixels per point (or per dp).
    public let scale: Double

    /// A grid of `scale` device pixels per point (3 for current iPhones).
    public init(scale: Double) {
        self.scale = scale
    }

    /// `value` rounded up to a whole device pixel (values within a millionth of a pixel stay put).
    public func ceil(_ value: Double) -> Double {
        (value * scale - 1e-6).rounded(.up) / scale
    }
}
