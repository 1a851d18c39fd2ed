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
}
