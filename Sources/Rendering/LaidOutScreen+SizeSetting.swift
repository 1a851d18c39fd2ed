import Audit
import DynamicType
import LayoutEngine

extension LaidOutScreen {
    /// The size the screen was laid out at, as the audit names it: its Android font scale when its
    /// root follows one (`LayoutEnvironment.androidFontScale`), else its iOS category.
    var sizeSetting: SizeSetting {
        environment.androidFontScale.map { .androidFontScale(AndroidFontScale($0)) } ?? .category(environment.category)
    }

    /// The device as the audit's findings name it for this screen: `iPhone 16`, or
    /// `iPhone 16 (Android scale)` at an Android font scale (as `LayoutSeries.deviceName`).
    var findingDeviceName: String {
        environment.androidFontScale == nil ? device.name : "\(device.name) (Android scale)"
    }
}
