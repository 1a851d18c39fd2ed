/// The phone Reflow checks on by default, the iPhone 16 in portrait: `UIScreen.main.bounds` is its
/// 393 × 852 pt, so that code sizing itself by the screen (`switch UIScreen.main.bounds.width { case
/// ..<375: … }`) takes the branch that phone takes instead of varying over every branch, and
/// `UIDevice.current.userInterfaceIdiom` is `.phone`, so iPad-only code is not checked on it.
enum CheckedPhone {
    static let mainScreen = "UIScreen.main"
    static let bounds = "UIScreen.main.bounds"
    static let currentDevice = "UIDevice.current"
    static let width = 393.0, height = 852.0

    static func property(_ name: String, of base: Value, interpreter: Interpreter) -> Value? {
        switch (base, name) {
        case (.member(mainScreen, _), "bounds"), (.member(mainScreen, _), "nativeBounds"), (.member(bounds, _), "size"):
            interpreter.context.note(
                "UIScreen.main.bounds is read as the iPhone 16's, \(Int(width)) × \(Int(height)) pt; code that sizes itself by the screen is simulated for that phone"
            )
            return .member(bounds, arguments: [])
        case (.member(mainScreen, _), "scale"): return .number(3)
        case (.member(currentDevice, _), "userInterfaceIdiom"): return .member("phone", arguments: [])
        case (.member(bounds, _), "width"): return .number(width)
        case (.member(bounds, _), "height"): return .number(height)
        case (.member(bounds, _), "minX"), (.member(bounds, _), "minY"): return .number(0)
        default: return nil
        }
    }
}
