/// A device screen: size in points and safe-area insets, in one orientation.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The device's name ("iPhone 16").
    public var name: String
    /// The screen in points.
    public var screen: Size
    /// The safe-area insets (status bar / Dynamic Island, home indicator, landscape notches).
    public var safeArea: EdgeInsets
    /// Whether this is the landscape variant.
    public var isLandscape: Bool

    public init(name: String, screen: Size, safeArea: EdgeInsets, isLandscape: Bool = false) {
        self.name = name
        self.screen = screen
        self.safeArea = safeArea
        self.isLandscape = isLandscape
    }

    /// iPhone SE (3rd generation): 375 x 667, 20 pt status bar.
    public static let iPhoneSE = Device(name: "iPhone SE", screen: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20))
    /// iPhone 16: 393 x 852, 59 pt top and 34 pt bottom; Reflow's default device.
    public static let iPhone16 = Device(name: "iPhone 16", screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
    /// iPhone 16 Pro Max: 440 x 956.
    public static let iPhone16ProMax = Device(name: "iPhone 16 Pro Max", screen: Size(width: 440, height: 956),
                                              safeArea: EdgeInsets(top: 62, bottom: 34))
    /// iPad Pro 11-inch: 834 x 1194.
    public static let iPad11 = Device(name: "iPad 11-inch", screen: Size(width: 834, height: 1194), safeArea: EdgeInsets(top: 24, bottom: 20))

    /// The devices Reflow knows, smallest first.
    public static let all: [Device] = [.iPhoneSE, .iPhone16, .iPhone16ProMax, .iPad11]

    /// The same device turned sideways: width and height swap, the notch side insets move to the sides.
    public var landscape: Device {
        guard !isLandscape else { return self }
        let side = safeArea.top > 20 ? max(safeArea.top - 12, 0) : 0
        return Device(name: name + " landscape", screen: Size(width: screen.height, height: screen.width),
                      safeArea: EdgeInsets(top: 0, leading: side, bottom: safeArea.bottom > 0 ? 21 : 0, trailing: side), isLandscape: true)
    }

    /// The safe area as a rectangle in screen coordinates.
    public var safeRect: Rect {
        Rect(x: safeArea.leading, y: safeArea.top, width: screen.width - safeArea.total(.horizontal),
             height: screen.height - safeArea.total(.vertical))
    }

    public var description: String { name }
}
