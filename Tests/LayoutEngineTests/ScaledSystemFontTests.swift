import DynamicType
import Testing
@testable import LayoutEngine

/// The system font at a size that scales itself (`UIFontMetrics.default.scaledValue(for:)`, a
/// `@ScaledMetric`) grows as its style grows.
@Suite struct ScaledSystemFontTests {
    @Test func aScaledSystemFontGrowsAsItsStyleDoes() throws {
        // 17 pt scaled as Body takes Body's sizes: 17 at Large, 53 at AX5. 13 pt scaled as Body: 13 x 53 / 17 at AX5.
        let root = VStack {
            Text("Name").named("name").font(FontSpec(.scaled(size: 17, relativeTo: .body)))
            Text("Handle").named("handle").font(FontSpec(.scaled(size: 13, relativeTo: .body)))
        }
        for (category, name, handle) in [(ContentSizeCategory.large, 17.0, 13.0), (.accessibility5, 53.0, 13.0 * 53 / 17)] {
            let screen = try layoutInBox(root, width: 400, height: 800, environment: LayoutEnvironment(category: category))
            #expect(screen.named("name")?.textStyle?.pointSize == name, "\(category)")
            #expect(abs((screen.named("handle")?.textStyle?.pointSize ?? 0) - handle) < 0.01, "\(category)")
        }
        #expect(FontSpec(.scaled(size: 17, relativeTo: .body)).scalesWithDynamicType)
        #expect(FontSpec(.scaled(size: 17, relativeTo: .headline)).textStyle == .headline)
    }

    @Test func aBoundedScaledSystemFontStopsAtItsBound() throws {
        // `min(size, 20)` of a 15 pt metric scaled as Body: 15 at Large, 15 x 21 / 17 = 18.53 at xxLarge,
        // 15 x 28 / 17 = 24.71 at AX1 held at 20. `max(size, 14)` keeps 14 at xSmall, where it would be 15 x 14 / 17.
        let capped = FontSpec(.scaled(ScaledMetric(15).atMost(20)))
        let floored = FontSpec(.scaled(ScaledMetric(15).atLeast(14)))
        let root = VStack {
            Text("Value").named("capped").font(capped)
            Text("Value").named("floored").font(floored)
        }
        let expected: [(ContentSizeCategory, Double, Double)] = [
            (.large, 15, 15), (.xxLarge, 15.0 * 21 / 17, 15.0 * 21 / 17), (.accessibility1, 20, 15.0 * 28 / 17),
            (.xSmall, 15.0 * 14 / 17, 14),
        ]
        for (category, cappedSize, flooredSize) in expected {
            let screen = try layoutInBox(root, width: 400, height: 800, environment: LayoutEnvironment(category: category))
            #expect(abs((screen.named("capped")?.textStyle?.pointSize ?? 0) - cappedSize) < 0.01, "\(category)")
            #expect(abs((screen.named("floored")?.textStyle?.pointSize ?? 0) - flooredSize) < 0.01, "\(category)")
        }
        #expect(capped.scalesWithDynamicType && capped.textStyle == .body)
    }
}
