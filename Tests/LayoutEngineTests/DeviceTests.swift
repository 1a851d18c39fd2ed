import DynamicType
import Testing
@testable import LayoutEngine

/// The devices Reflow lays screens out on, upright and turned.
@Suite struct DeviceTests {
    @Test func theKnownDevices() {
        #expect(Device.all.map(\.name) == ["iPhone SE", "iPhone 16", "iPhone 16 Pro Max", "iPad 11-inch"])
        #expect(Device.iPhoneSE.safeRect == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(Device.iPhone16.safeRect == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(Device.iPhone16ProMax.safeRect == Rect(x: 0, y: 62, width: 440, height: 860))
        #expect(Device.iPad11.safeRect == Rect(x: 0, y: 24, width: 834, height: 1150))
        #expect(Device.all.filter(\.isTablet) == [.iPad11])
    }

    @Test func phonesWithAnIslandMoveTheirTopInsetToTheSides() {
        let turned = Device.iPhone16.landscape
        #expect(turned.name == "iPhone 16 landscape")
        #expect(turned.screen == Size(width: 852, height: 393))
        #expect(turned.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(turned.safeRect == Rect(x: 59, y: 0, width: 734, height: 372))
        #expect(Device.iPhone16ProMax.landscape.safeArea == EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
        #expect(turned.landscape == turned)
    }

    @Test func aHomeButtonPhoneAndATabletTurn() {
        #expect(Device.iPhoneSE.landscape.safeArea == EdgeInsets())
        #expect(Device.iPhoneSE.landscape.screen == Size(width: 667, height: 375))
        #expect(Device.iPad11.landscape.safeArea == EdgeInsets(top: 24, bottom: 20))
        #expect(Device.iPad11.landscape.screen == Size(width: 1194, height: 834))
    }

    @Test func theRootIsCentredInTheLandscapeSafeArea() throws {
        // 59 + (734 - 100) / 2 = 376 across, (372 - 100) / 2 = 136 down, either direction.
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let screen = try ScreenLayout(measurer: AhemMeasurer()).layout(
                R("r", width: 100, height: 100), device: Device.iPhone16.landscape,
                environment: LayoutEnvironment(layoutDirection: direction))
            #expect(screen.root.frame == Rect(x: 376, y: 136, width: 100, height: 100))
        }
    }
}
