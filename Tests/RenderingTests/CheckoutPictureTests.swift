import DynamicType
import Foundation
import LayoutEngine
import Rendering
import Testing
import TextMeasurement
import Typesetting

/// Known pixels of the seed checkout drawn at AX5, decoded back from the PNG: the before form's
/// clip, overlap and unreachable Pay marked in red, the after form with no red at all.
@Suite struct CheckoutPictureTests {
    let before = RenderingFixtures.before
    let after = RenderingFixtures.after
    let scale = RenderingFixtures.scale

    /// The hatching's lines are 6 pt apart: within that distance of any point of a hatched
    /// region lies a line drawn in full red.
    private var hatchRadius: Int { Int((6 * scale).rounded(.up)) }

    @Test func theRegionWhereTheCheckoutClipsIsHatchedRed() throws {
        // From the audit: texts clipped at AX5 by their fixed 44 pt rows; from the layout: the
        // part of each text's letters below its row's frame, which is what the check says draws outside.
        let clipped = before.audit.findings.filter {
            $0.checkID == "clipped-text" && $0.context?.sizes.contains(.category(.accessibility5)) == true
        }
        var checked = 0
        for finding in clipped {
            let path = finding.element.path
            guard let text = before.screen.nodes.first(where: { $0.path == path }),
                let row = before.screen.nodes.filter({ node in
                    if case .frame(_, let height?, _) = node.kind { return height == 44 && path.hasPrefix(node.path + "/") }
                    return false
                }).last
            else { continue }
            let ink = text.inkFrame
            let below = Rect(x: ink.minX, y: row.frame.maxY, width: ink.width, height: ink.maxY - row.frame.maxY)
            #expect(below.height > 1, "\(path) reaches below its row at AX5")
            let centre = before.rendered.pixel(for: Point(x: below.minX + below.width / 2, y: below.minY + below.height / 2))
            #expect(
                before.png.png.anyPixel(near: centre.x, centre.y, radius: hatchRadius) { $0.isFindingRed },
                "no red near the centre \(centre) of the region of \(path) outside its frame")
            checked += 1
        }
        // Only "Express delivery" has letters that descend out of its row; the other rows' line boxes
        // are taller than 44 pt too, but what lies outside them is empty.
        #expect(checked == 1, "the checkout's rows clip at AX5 (\(checked) checked)")
        #expect(before.rendered.marks.contains { $0.kind == .clipped })
    }

    @Test func theRowsThatOverlapHaveTheirSharedAreaFilled() throws {
        let overlaps = before.rendered.marks.filter { $0.kind == .overlap }
        #expect(!overlaps.isEmpty)
        for mark in overlaps {
            for region in mark.regions {
                let centre = before.rendered.pixel(for: Point(x: region.minX + region.width / 2, y: region.minY + region.height / 2))
                #expect(
                    before.png.png.anyPixel(near: centre.x, centre.y, radius: 1) { $0.isFindingRed },
                    "the shared area of \(mark.finding.element.label) and \(mark.finding.relatedElement?.label ?? "?") is not red")
            }
        }
    }

    @Test func payIsShownBelowTheFold() throws {
        let finding = try #require(before.audit.findings.first { $0.checkID == "unreachable-action" })
        #expect(finding.context?.sizes.contains(.category(.accessibility5)) == true)
        let pay = try #require(before.screen.nodes.first { $0.path == finding.element.path })
        let fold = before.screen.device.safeRect.maxY
        #expect(pay.frame.maxY > fold)
        let mark = try #require(before.rendered.marks.first { $0.kind == .unreachable })
        #expect(mark.note == "\(finding.element.label): \(formatted(pay.frame.maxY - fold)) pt below the fold")

        // The fold line runs through the margin left of the device, dashed 10 on, 5 off.
        let png = before.png.png
        let left = before.rendered.pixel(for: Point(x: -before.rendered.screenOrigin.x + 1, y: fold))
        #expect(
            (0..<Int(15 * scale)).contains { dx in png.anyPixel(near: left.x + dx, left.y, radius: 1) { $0.isFindingRed } },
            "no fold line at y = \(fold) in the margin")
        // The part of Pay below the fold is hatched.
        let below = before.rendered.pixel(for: Point(x: pay.frame.minX + pay.frame.width / 2, y: (fold + min(pay.frame.maxY, 852)) / 2))
        #expect(png.anyPixel(near: below.x, below.y, radius: hatchRadius) { $0.isFindingRed })
        // Above Pay, where nothing is wrong, the screen is not red.
        let above = before.rendered.pixel(for: Point(x: pay.frame.minX + pay.frame.width / 2, y: pay.frame.minY - 12))
        #expect(!png.anyPixel(near: above.x, above.y, radius: 2) { $0.isFindingRed })
    }

    @Test func theFixedFormHasNoRedAnywhere() throws {
        #expect(!after.audit.findings.contains { $0.context?.sizes.contains(.category(.accessibility5)) == true })
        #expect(after.rendered.marks.isEmpty)
        #expect(!after.png.png.anyPixel { $0.isFindingRed })
    }

    @Test func theDeviceOutlineIsDrawnAroundTheScreen() throws {
        for checkout in [before, after] {
            let device = checkout.screen.device.screen
            let png = checkout.png.png
            // Mid-height on both sides and mid-width at the bottom, 5 pt out: inside the 10 pt bezel.
            for point in [
                Point(x: -5, y: device.height / 2), Point(x: device.width + 5, y: device.height / 2), Point(x: 15, y: device.height + 5),
            ] {
                let pixel = checkout.rendered.pixel(for: point)
                #expect(
                    png.pixel(pixel.x, pixel.y).map { $0.isDark(below: 40) } == true,
                    "no bezel at \(point): \(String(describing: png.pixel(pixel.x, pixel.y)))")
            }
            // Just inside the screen's edge, beside the content, the screen is white.
            let inside = checkout.rendered.pixel(for: Point(x: 2, y: device.height / 2))
            #expect(png.pixel(inside.x, inside.y) == Pixel(red: 255, green: 255, blue: 255))
        }
    }

    @Test(arguments: [("before", "Ship to", FontWeight.semibold), ("after", "Wireless headphones", .regular)])
    func textIsDarkWhereItsFirstGlyphIsDrawn(form: String, string: String, weight: FontWeight) throws {
        let checkout = form == "before" ? before : after
        let node = try #require(checkout.screen.nodes.first { $0.label == "Text \"\(string)\"" })
        let measured = try #require(node.text)
        let style = try #require(node.textStyle)
        // The glyphs from Typesetting, in the font file the layout measured with.
        let request = TextMeasurementRequest(text: string, font: FontRequest(weight: weight, pointSize: style.pointSize))
        let lines = try RenderingFixtures.measurer.glyphLines(for: request, measured: measured)
        let run = try #require(lines.first?.runs.first)
        #expect(run.fontFile == measured.fontFile)
        // The first glyph's box: its advance wide, from the baseline up to the cap height.
        let size = measured.pointSize
        let baseline = node.frame.minY + measured.lines[0].baseline
        let box = Rect(
            x: node.frame.minX + run.positions[0].x, y: baseline - 0.7 * size, width: run.positions[1].x - run.positions[0].x,
            height: 0.7 * size)
        let png = checkout.png.png
        func darkShare(_ rect: Rect) -> Double {
            let topLeft = checkout.rendered.pixel(for: Point(x: rect.minX, y: rect.minY))
            let bottomRight = checkout.rendered.pixel(for: Point(x: rect.maxX, y: rect.maxY))
            var dark = 0, all = 0
            for y in topLeft.y..<bottomRight.y {
                for x in topLeft.x..<bottomRight.x {
                    all += 1
                    if png.pixel(x, y)?.isDark(below: 80) == true { dark += 1 }
                }
            }
            return Double(dark) / Double(max(all, 1))
        }
        #expect(darkShare(box) > 0.15, "the first glyph of \(string) is not drawn where Typesetting placed it")
        // Left of it, in the row's 16 pt padding, nothing is drawn.
        #expect(darkShare(Rect(x: node.frame.minX - 14, y: box.minY, width: 12, height: box.height)) == 0)
    }

    @Test func theSameScreenDrawsTheSamePixels() throws {
        // A second renderer and measurer, from scratch, and the findings in another order:
        // nothing may depend on caches or on the order findings come in.
        let measurer = HarfBuzzTextMeasurer()
        let again = try ScreenRenderer(measurer: measurer, options: RenderOptions(scale: scale))
            .render(before.screen, findings: Array(before.audit.findings.reversed()))
        let png = try DecodedPNG(again.image, name: "again")
        #expect(png.width == before.png.png.width && png.height == before.png.png.height)
        // Tolerance 0: every channel of every pixel equal (compared without printing megabytes on failure).
        let differing = zip(png.rgb, before.png.png.rgb).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(
            differing == nil,
            "pixels differ between two renders of the same screen, first at pixel \((differing ?? 0) / 3 % png.width), \((differing ?? 0) / 3 / png.width)"
        )
        let bytes = try again.image.pngData(), original = try before.rendered.image.pngData()
        #expect(bytes.count == original.count && bytes == original, "the PNG files differ")
    }

    private func formatted(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return fraction == 0
            ? "\(hundredths / 100)"
            : String(format: "%d.%02d", hundredths / 100, fraction).replacingOccurrences(of: #"0$"#, with: "", options: .regularExpression)
    }
}
