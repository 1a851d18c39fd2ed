import DynamicType
import Testing
import TextMeasurement
@testable import LayoutEngine

/// Text at an Android font scale (`LayoutEnvironment.size`): a style's Large size is
/// its size in sp, scaled on Android 14's curve. Sizes worked out by hand from the AOSP tables
/// (sp 8, 10, 12, 14, 18, 20, 24, 30, 100 → dp, linear between): at 2.0, 12 → 24, 14 → 26,
/// 18 → 30, 30 → 38, 100 → 100; at 1.3, 14 → 18.8, 18 → 21.6; at 1.5, 14 → 22, 18 → 24.
/// Below 1.13 there is no curve: sp × scale. An Ahem line is one em, so a text's height is its size.
@Suite struct AndroidFontScaleTests {
    /// The text "a" of `node` laid out at Android `scale` (with `limit` at the root), in both directions.
    func placed(_ node: ViewNode, at scale: Double, limit: TextSizeLimit = .unlimited) throws -> PlacedNode? {
        var found: [PlacedNode?] = []
        for layoutDirection in [LayoutDirection.leftToRight, .rightToLeft] {
            var environment = LayoutEnvironment(androidFontScale: scale, layoutDirection: layoutDirection)
            environment.sizeLimit = limit
            let screen = try layoutInBox(node, width: 400, height: 400, environment: environment)
            found.append(screen.text("a"))
        }
        #expect(found[0]?.textStyle == found[1]?.textStyle)
        return found[0]
    }

    func pointSize(_ node: ViewNode, at scale: Double, limit: TextSizeLimit = .unlimited) throws -> Double? {
        try placed(node, at: scale, limit: limit)?.textStyle?.pointSize
    }

    @Test func bodyIs17SpOnTheNonlinearCurve() throws {
        let body = Text("a").named("a")
        // 17 sp at 2.0: between 14 → 26 and 18 → 30, three quarters of the way: 29.
        #expect(try pointSize(body, at: 2.0) == 29)
        #expect(try pointSize(body, at: 1.0) == 17)
        // 1.3: 18.8 + 0.75 × 2.8; 1.5: 22 + 0.75 × 2.
        #expect(abs(try pointSize(body, at: 1.3)! - 20.9) < 1e-9)
        #expect(try pointSize(body, at: 1.5) == 23.5)
        // 0.85: no curve below 1.13, so 17 × 0.85.
        #expect(abs(try pointSize(body, at: 0.85)! - 14.45) < 1e-9)
        // Its default size is its size at 100 %, and its line an Ahem em.
        let placed = try #require(try placed(body, at: 2.0))
        #expect(placed.textStyle?.defaultPointSize == 17)
        #expect(placed.frame.height == 29)
    }

    @Test func otherStylesAndCustomFontsUseTheirSpSize() throws {
        // Footnote is 13 sp: halfway from 12 → 24 to 14 → 26.
        #expect(try pointSize(Text("a").font(.footnote).named("a"), at: 2.0) == 25)
        // A custom font relative to a style scales from its own size: 18 sp → 30.
        #expect(try pointSize(Text("a").font(.custom("Brand", size: 18, relativeTo: .title1)).named("a"), at: 2.0) == 30)
    }

    @Test func aFixedSizeStaysFixed() throws {
        #expect(try pointSize(Text("a").font(.system(size: 17)).named("a"), at: 2.0) == 17)
        #expect(try pointSize(Text("a").font(.custom("Brand", fixedSize: 12)).named("a"), at: 2.0) == 12)
    }

    @Test func capsApply() throws {
        let body = Text("a").named("a")
        // A font-scale cap: 200 % is followed as 130 %.
        #expect(abs(try pointSize(body, at: 2.0, limit: TextSizeLimit(fontScales: 0...1.3))! - 20.9) < 1e-9)
        // A SwiftUI cap at xxxLarge holds Body to its iOS growth there: 23/17, so 23.
        let capped = Text("a").named("a").dynamicTypeSize(...ContentSizeCategory.xxxLarge)
        #expect(try pointSize(capped, at: 2.0) == 23)
        #expect(abs(try pointSize(capped, at: 1.3)! - 20.9) < 1e-9)
        // A single category (the way chrome is kept fixed) keeps the 100 % size.
        let fixed = Text("a").named("a").dynamicTypeSize(.large)
        #expect(try pointSize(fixed, at: 2.0) == 17)
        #expect(try pointSize(fixed, at: 0.85) == 17)
        // A pinned category follows the iOS ramp.
        #expect(try pointSize(Text("a").named("a").environment(.sizeCategory(.accessibility3)), at: 1.0) == 40)
    }

    @Test func textIsMeasuredAsAndroidText() throws {
        let recorder = RecordingMeasurer()
        let device = Device(name: "box", screen: Size(width: 400, height: 400), safeArea: EdgeInsets())
        _ = try ScreenLayout(measurer: recorder).layout(Text("a"), device: device, environment: LayoutEnvironment(androidFontScale: 1.5))
        #expect(!recorder.platforms.isEmpty)
        #expect(recorder.platforms.allSatisfy { $0 == .android })
    }

    @Test func conditionsCompareBodyGrowth() throws {
        func environment(_ scale: Double) -> LayoutEnvironment { LayoutEnvironment(androidFontScale: scale) }
        // Body's growth: 29/17 at 2.0, at least AX1's 28/17; 26.8/17 at 1.8 is not.
        #expect(abs(environment(2.0).fontScale - 29.0 / 17) < 1e-12)
        #expect(environment(2.0).evaluate(.isAccessibilitySize))
        #expect(!environment(1.8).evaluate(.isAccessibilitySize))
        #expect(environment(2.0).evaluate(.fontScaleAtLeast(1.7)))
        #expect(!environment(1.5).evaluate(.fontScaleAtLeast(1.5)))
        // xxLarge's Body is 21 pt: 1.3 (20.9) is short of it, 1.5 (23.5) past it.
        #expect(!environment(1.3).evaluate(.categoryAtLeast(.xxLarge)))
        #expect(environment(1.5).evaluate(.categoryAtLeast(.xxLarge)))
        #expect(environment(1.0).evaluate(.categoryAtLeast(.large)))
        #expect(!environment(1.0).evaluate(.categoryAtLeast(.xLarge)))

        let root = Conditional(.isAccessibilitySize) {
            Text("big").named("big")
        } else: {
            Text("small").named("small")
        }
        let device = Device(name: "box", screen: Size(width: 400, height: 400), safeArea: EdgeInsets())
        let at18 = try ScreenLayout(measurer: AhemMeasurer()).layout(root, device: device, environment: environment(1.8))
        let at20 = try ScreenLayout(measurer: AhemMeasurer()).layout(root, device: device, environment: environment(2.0))
        #expect(at18.named("small") != nil && at18.named("big") == nil)
        #expect(at20.named("big") != nil && at20.named("small") == nil)
    }
}

/// The Ahem measurer, remembering the platform of every request.
private final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
    private(set) var platforms: [TextPlatform] = []

    func measure(_ request: TextMeasurementRequest) throws -> MeasuredText {
        platforms.append(request.font.platform)
        return try AhemMeasurer().measure(request)
    }
}
