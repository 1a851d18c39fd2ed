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

    /// A device; `isLandscape` marks a turned one (see `landscape`).
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
    /// iPhone 16 Pro Max: 440 x 956, 62 pt top and 34 pt bottom.
    public static let iPhone16ProMax = Device(
        name: "iPhone 16 Pro Max", screen: Size(width: 440, height: 956),
        safeArea: EdgeInsets(top: 62, bottom: 34))
    /// iPad Pro 11-inch: 834 x 1194, 24 pt status bar and 20 pt home indicator.
    public static let iPad11 = Device(
        name: "iPad 11-inch", screen: Size(width: 834, height: 1194), safeArea: EdgeInsets(top: 24, bottom: 20))

    /// The devices Reflow knows, smallest first.
    public static let all: [Device] = [.iPhoneSE, .iPhone16, .iPhone16ProMax, .iPad11]

    /// Whether the device is a tablet (its short side is at least 600 pt), whose status bar stays
    /// at the top when it turns.
    public var isTablet: Bool { Swift.min(screen.width, screen.height) >= 600 }

    /// The same device turned sideways: width and height swap. A phone with a notch or Dynamic
    /// Island moves its top inset to both sides, hides the status bar and keeps a 21 pt home
    /// indicator; a phone with a home button loses its status bar; a tablet keeps its top and
    /// bottom insets. [UNVERIFIED beyond iPhone 14/16 values.]
    public var landscape: Device {
        guard !isLandscape else { return self }
        let turned = Size(width: screen.height, height: screen.width)
        let insets: EdgeInsets
        if isTablet {
            insets = safeArea
        } else if safeArea.bottom > 0 {
            insets = EdgeInsets(top: 0, leading: safeArea.top, bottom: 21, trailing: safeArea.top)
        } else {
            insets = EdgeInsets()
        }
        return Device(name: name + " landscape", screen: turned, safeArea: insets, isLandscape: true)
    }

    /// The safe area as a rectangle in screen coordinates.
    public var safeRect: Rect {
        Rect(
            x: safeArea.leading, y: safeArea.top, width: screen.width - safeArea.total(.horizontal),
            height: screen.height - safeArea.total(.vertical))
    }

    /// The device's name.
    public var description: String { name }
}
