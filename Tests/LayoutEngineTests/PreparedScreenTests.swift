import DynamicType
import Testing
@testable import LayoutEngine

/// `PreparedScreen`: one numbering and one set of size-independent arrangements for a series of
/// sizes gives exactly the layouts that fresh passes give.
@Suite struct PreparedScreenTests {
    @Test func aPreparedSeriesEqualsFreshLayoutsAtEverySizeDeviceAndDirection() throws {
        let layout = ScreenLayout(measurer: AhemMeasurer())
        let root = LiveScreenTests.root
        let prepared = try layout.prepare(root)
        for device in [Device.iPhone16, .iPhoneSE] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                for category in ContentSizeCategory.allCases + ContentSizeCategory.allCases.reversed() {
                    let environment = LayoutEnvironment(category: category, layoutDirection: direction)
                    let reused = try layout.layout(prepared, device: device, environment: environment)
                    let fresh = try layout.layout(root, device: device, environment: environment)
                    #expect(reused == fresh, "\(device.name) \(direction) \(category)")
                }
            }
        }
        #expect(
            try layout.layout(prepared, environment: LayoutEnvironment(androidFontScale: 2.0))
                == (try layout.layout(root, environment: LayoutEnvironment(androidFontScale: 2.0))))
    }
}
