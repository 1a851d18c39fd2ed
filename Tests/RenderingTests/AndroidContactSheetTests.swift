import Audit
import Checking
import DynamicType
import Foundation
import LayoutEngine
import ReflowExamples
import Rendering
import Testing

/// The contact sheet with Android font scales (`includesAndroid: true`): the twelve iOS columns,
/// then a row of seven Android columns 85 % … 200 % captioned with Body's size in dp, drawn with
/// the Android audit's findings and its own first failure in red.
@Suite struct AndroidContactSheetTests {
    static let pictures = AuditedPictures(measurer: RenderingFixtures.measurer)
    static let before = Result { try pictures.contactSheet(CheckoutExample.before(), includesAndroid: true, scale: 1) }
    static let after = Result { try pictures.contactSheet(CheckoutExample.after(), includesAndroid: true, scale: 1) }

    /// Android findings of `root`, as `reflow audit` with every Android scale reports them.
    private static func androidErrors(of root: ViewNode) throws -> [String] {
        var configuration = AuditConfiguration()
        configuration.androidFontScales = AndroidFontScale.settingsValues
        let report = try AuditRunner(measurer: RenderingFixtures.measurer, configuration: configuration).audit(root)
        return report.findings.filter { $0.context?.isAndroid == true && $0.severity == .error }.compactMap(\.context?.firstSize.name)
    }

    @Test func theSheetHasTwelveIOSColumnsThenOneColumnPerAndroidScale() throws {
        let rendered = try Self.before.get()
        let scales = AndroidFontScale.settingsValues
        #expect(rendered.columns.map(\.category) == ContentSizeCategory.allCases)
        #expect(rendered.androidColumns.map(\.setting) == scales.map(SizeSetting.androidFontScale))
        #expect(rendered.allColumns.count == 12 + scales.count)
        #expect(rendered.columns.first?.caption == "xSmall · Body 14 pt")
        #expect(rendered.columns.last?.caption == "AX5 · Body 53 pt")
        // Body 17 sp on Android 14's curve, as the Android series lays it out.
        #expect(
            rendered.androidColumns.map(\.caption) == [
                "85% · Body 14.45 dp", "100% · Body 17 dp", "115% · Body 18.95 dp",
                "130% · Body 20.9 dp", "150% · Body 23.5 dp", "180% · Body 26.8 dp",
                "200% · Body 29 dp",
            ])
        let series = try AuditRunner(measurer: RenderingFixtures.measurer)
            .layoutSeries(of: VStack { Text("Body") }, screenName: "s", settings: scales.map(SizeSetting.androidFontScale))
        for (column, screen) in zip(rendered.androidColumns, series.screens) {
            let body = try #require(screen.elements.first { $0.isText }?.node.textStyle?.pointSize)
            #expect(column.caption.hasSuffix("Body \(Self.number(body)) dp"), "\(column.caption) at \(body) dp")
        }

        // The Android row lies under the iOS one, its columns left to right, all inside the picture.
        let iOSBottom = try #require(rendered.columns.map(\.frame.maxY).max())
        for column in rendered.androidColumns { #expect(column.frame.minY > iOSBottom) }
        for row in [rendered.columns, rendered.androidColumns] {
            for (left, right) in zip(row, row.dropFirst()) { #expect(left.frame.maxX < right.frame.minX) }
        }
        for column in rendered.allColumns {
            #expect(column.frame.maxX <= Double(rendered.image.width) && column.frame.maxY <= Double(rendered.image.height))
        }
        // Still drawn without Android unless asked.
        #expect(try Self.pictures.contactSheet(CheckoutExample.before(), scale: 1).androidColumns.isEmpty)
    }

    @Test func checkoutBeforeFirstFailsOnAndroidWhereTheAuditSays() throws {
        let rendered = try Self.before.get()
        let png = try DecodedPNG(rendered.image, name: "android-sheet-before")
        let errors = try Self.androidErrors(of: CheckoutExample.before())
        let first = try #require(try errors.map { try AndroidFontScale(parsing: $0) }.min())
        // The payment error is cut to one line from the smallest scales on (85 % or 100 %).
        #expect(first <= AndroidFontScale(1.0))
        #expect(rendered.firstFailingAndroidScale == first)
        #expect(rendered.firstFailingCategory == .xSmall, "the iOS row keeps its own first failure")
        for column in rendered.allColumns {
            let isFirst = column.setting == .category(.xSmall) || column.setting == .androidFontScale(first)
            #expect(column.isFirstFailure == isFirst, "\(column.caption)")
            // The caption bar's left end, beside its centred text: red only on each row's first failure.
            let x = Int(column.captionFrame.minX) + 8, y = Int(column.captionFrame.minY + column.captionFrame.height / 2)
            let isRed = try #require(png.pixel(x, y)).isFindingRed
            #expect(isRed == isFirst, "caption of \(column.caption) is \(isRed ? "" : "not ")red")
        }
        // The Android columns show the Android findings: truncated text only, at every scale (the
        // one-line payment error); nothing clipped, overlapping or out of reach, unlike at AX5.
        for column in rendered.androidColumns {
            #expect(column.marks.contains { $0.kind == .truncated }, "\(column.caption)")
            #expect(column.marks.allSatisfy { $0.kind == .truncated && $0.finding.context?.deviceLabel == "iPhone 16 (Android scale)" })
        }
        #expect(rendered.columns.last?.marks.contains { $0.kind == .unreachable } == true)
    }

    @Test func checkoutAfterHasNoRedInAnyColumn() throws {
        let rendered = try Self.after.get()
        let png = try DecodedPNG(rendered.image, name: "android-sheet-after")
        #expect(try Self.androidErrors(of: CheckoutExample.after()).isEmpty)
        #expect(rendered.allColumns.count == 12 + 7)
        #expect(rendered.firstFailingCategory == nil && rendered.firstFailingAndroidScale == nil)
        #expect(rendered.allColumns.allSatisfy { !$0.isFirstFailure && $0.marks.isEmpty })
        #expect(!png.anyPixel { $0.isFindingRed })
    }

    @Test func theSheetIsDeterministic() throws {
        let measurer = RenderingFixtures.measurer
        var configuration = AuditConfiguration()
        configuration.androidFontScales = AndroidFontScale.settingsValues
        let runner = AuditRunner(measurer: measurer, configuration: configuration)
        let root = CheckoutExample.before()
        let name = root.traits.name ?? "Screen"
        let iOS = try runner.layoutSeries(of: root, screenName: name)
        let android = try runner.layoutSeries(
            of: root, screenName: name, settings: AndroidFontScale.settingsValues.map(SizeSetting.androidFontScale))
        let findings = try runner.findings(in: iOS) + runner.findings(in: android)
        // A fresh sheet, the findings in another order: the same pixels and the same PNG bytes.
        let again = try ContactSheet(measurer: measurer, scale: 1, columnScale: 0.5).render(
            iOS, findings: findings.reversed(), android: android)
        let first = try Self.before.get()
        #expect(again.image.width == first.image.width && again.image.height == first.image.height)
        #expect(again.image.rgbBytes == first.image.rgbBytes)
        #expect(try again.image.pngData() == first.image.pngData())
        #expect(again.allColumns.map(\.caption) == first.allColumns.map(\.caption))
        #expect(again.androidColumns.map(\.isFirstFailure) == first.androidColumns.map(\.isFirstFailure))
    }

    /// `14.45`, `17`: as captions print sizes.
    private static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return "\(whole)" }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
