import Checking
import DynamicType
import LayoutEngine
import ReflowExamples
import Rendering
import Testing

/// The contact sheet of the seed checkout: twelve columns xSmall … AX5, the first size at which
/// an error appears highlighted in red, decoded back from the PNG.
@Suite struct ContactSheetTests {
    static let pictures = AuditedPictures(measurer: RenderingFixtures.measurer)

    @Test func theBeforeFormHasTwelveColumnsAndItsFirstFailureInRed() throws {
        let rendered = try Self.pictures.contactSheet(CheckoutExample.before(), scale: 1)
        let png = try DecodedPNG(rendered.image, name: "sheet-before")
        #expect(rendered.columns.map(\.category) == ContentSizeCategory.allCases)
        #expect(png.width == rendered.image.width && png.height == rendered.image.height)
        // Columns run left to right without overlapping, inside the picture, each a phone drawn at half size.
        for (left, right) in zip(rendered.columns, rendered.columns.dropFirst()) {
            #expect(left.frame.maxX < right.frame.minX)
        }
        let last = try #require(rendered.columns.last)
        #expect(last.frame.maxX <= Double(png.width))
        let device = Device.iPhone16.screen
        for column in rendered.columns {
            #expect(column.screenFrame.width >= device.width * 0.5 && column.screenFrame.width < device.width * 0.5 + 60)
        }
        #expect(Double(png.width) > 12 * device.width * 0.5)

        // The audit's first error is at xSmall (the payment error is cut to one line at every size).
        let first = try #require(rendered.firstFailingCategory)
        let errors = RenderingFixtures.before.audit.findings.filter { $0.severity == .error }
        let firstCategories = errors.compactMap(\.context?.firstSize.category)
        #expect(first == firstCategories.min())
        #expect(first == .xSmall)
        for column in rendered.columns {
            // The caption bar's left end, beside its centred text: red only on the first failure.
            let x = Int(column.captionFrame.minX) + 8, y = Int(column.captionFrame.minY + column.captionFrame.height / 2)
            let isRed = try #require(png.pixel(x, y)).isFindingRed
            #expect(isRed == (column.category == first), "caption of \(column.category.shortName) is \(isRed ? "" : "not ")red")
            #expect(column.isFirstFailure == (column.category == first))
        }
        // At AX5 the column shows the checkout's marks.
        #expect(last.marks.contains { $0.kind == .unreachable })
        #expect(last.marks.contains { $0.kind == .clipped })
    }

    @Test func theAfterFormHasNoHighlightedColumn() throws {
        let rendered = try Self.pictures.contactSheet(CheckoutExample.after(), scale: 1)
        let png = try DecodedPNG(rendered.image, name: "sheet-after")
        #expect(rendered.columns.count == 12)
        #expect(rendered.firstFailingCategory == nil)
        #expect(rendered.columns.allSatisfy { !$0.isFirstFailure && $0.marks.isEmpty })
        #expect(!png.anyPixel { $0.isFindingRed })
    }
}
