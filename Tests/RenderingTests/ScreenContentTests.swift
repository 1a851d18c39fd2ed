import Checking
import DynamicType
import LayoutEngine
import ReflowExamples
import Rendering
import Testing
import TextMeasurement
import Typesetting

/// Screens beyond the checkout: every kind of view, scales, colour emoji, right to left.
@Suite struct ScreenContentTests {
    let measurer = RenderingFixtures.measurer

    @Test(arguments: [1.0, 3.0])
    func scalesMultiplyThePicture(scale: Double) throws {
        let options = RenderOptions(scale: scale)
        let rendered = try ScreenRenderer(measurer: measurer, options: options).render(RenderingFixtures.after.screen)
        let reference = RenderingFixtures.after.rendered
        // Same drawing in points, so the pixel size scales (each side rounded up to a pixel).
        #expect(abs(Double(rendered.image.width) - Double(reference.image.width) / reference.scale * scale) <= 1)
        #expect(abs(Double(rendered.image.height) - Double(reference.image.height) / reference.scale * scale) <= 1)
        let bezel = rendered.pixel(for: Point(x: -5, y: 400))
        #expect(rendered.image.pixel(x: bezel.x, y: bezel.y)?.isDark(below: 40) == true)
    }

    @Test func everyKindOfViewDraws() throws {
        let rendered = try AuditedPictures(measurer: measurer).screen(ControlsScreen.make(), at: .large)
        let screen = try ScreenLayout(measurer: measurer).layout(ControlsScreen.make(), environment: LayoutEnvironment(category: .large))
        // The avatar's placeholder is grey at its top middle (away from its cross and label).
        let avatar = try #require(screen.nodes.first { if case .image(.bitmap) = $0.kind { true } else { false } })
        let top = rendered.pixel(for: Point(x: avatar.frame.minX + avatar.frame.width / 2, y: avatar.frame.minY + 3))
        #expect(rendered.image.pixel(x: top.x, y: top.y) == Pixel(red: 0xD9, green: 0xD9, blue: 0xDE))
        // The yellow background is drawn under its text.
        let text = try #require(screen.nodes.first { $0.label == "Text \"Pay with 💳 or cash\"" })
        let corner = rendered.pixel(for: Point(x: text.frame.minX - 4, y: text.frame.minY - 4))
        #expect(rendered.image.pixel(x: corner.x, y: corner.y) == Pixel(red: 0xFF, green: 0xD6, blue: 0x0A))
        // The toggle's switch is green at its trailing end.
        let toggle = try #require(screen.nodes.first { $0.kind == .toggle })
        let track = rendered.pixel(for: Point(x: toggle.frame.maxX - 40, y: toggle.frame.minY + toggle.frame.height / 2))
        #expect(rendered.image.pixel(x: track.x, y: track.y) == Pixel(red: 0x34, green: 0xC7, blue: 0x59))
    }

    @Test func colourEmojiAreDrawnInColour() throws {
        let screen = try ScreenLayout(measurer: measurer).layout(ControlsScreen.make(), environment: LayoutEnvironment(category: .large))
        let node = try #require(screen.nodes.first { $0.label == "Text \"Pay with 💳 or cash\"" })
        let measured = try #require(node.text)
        let request = TextMeasurementRequest(text: "Pay with 💳 or cash", font: FontRequest(pointSize: measured.pointSize))
        let line = try #require(try measurer.glyphLines(for: request, measured: measured).first)
        let emoji = try #require(
            line.runs.first { $0.fontFile.contains("Emoji") }, "no colour emoji font installed (Debian: fonts-noto-color-emoji)")
        let rendered = try ScreenRenderer(measurer: measurer).render(screen)
        let size = measured.pointSize
        let centre = rendered.pixel(
            for: Point(
                x: node.frame.minX + emoji.positions[0].x + size * 0.6,
                y: node.frame.minY + measured.lines[0].baseline - size * 0.35))
        var colourful = false
        for dy in -6...6 {
            for dx in -6...6 {
                guard let pixel = rendered.image.pixel(x: centre.x + dx, y: centre.y + dy) else { continue }
                let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                if channels.max()! - channels.min()! > 80, pixel != Pixel(red: 0xFF, green: 0xD6, blue: 0x0A) { colourful = true }
            }
        }
        #expect(colourful, "the card emoji is not drawn in colour")
    }

    /// A value truncated in a row scrolled just below the fold: its finding holds, but the picture
    /// shows the first screenful, and a mark drawn where the row lies would land on the notes
    /// under the device. A note names the views not marked instead.
    @Test func marksOfViewsScrolledBelowTheFoldStayOnTheScreen() throws {
        let root = ScrollView {
            VStack(spacing: 0) {
                Text("Top").frame(height: 800)
                HStack {
                    Text("Email")
                    Spacer()
                    Text("alex.morgan@icloud.com").lineLimit(1)
                }
                .frame(height: 44)
            }
        }
        let rendered = try AuditedPictures(measurer: measurer).screen(root, name: "Scrolled", at: .accessibility5)
        let mark = try #require(rendered.marks.first { $0.kind == .truncated })
        #expect(mark.regions.isEmpty)
        #expect(!rendered.marks.contains { !$0.regions.isEmpty && $0.regions.allSatisfy { $0.minY >= Device.iPhone16.screen.height } })

        let screen = try ScreenLayout(measurer: measurer).layout(root, environment: LayoutEnvironment(category: .accessibility5))
        let value = try #require(screen.nodes.first { $0.label == "Text \"alex.morgan@icloud.com\"" })
        // The row lies under the device, inside the picture (else this test could not fail) …
        let image = Rect(x: 0, y: 0, width: Double(rendered.image.width), height: Double(rendered.image.height))
        let region = try #require(rendered.pixelRect(for: value.frame).intersection(image))
        // … where none of its marks is drawn.
        let red = Pixel(red: 0xE0, green: 0x18, blue: 0x1B)
        var redPixels = 0
        for y in Int(region.minY)..<Int(region.maxY.rounded(.up)) {
            for x in Int(region.minX)..<Int(region.maxX.rounded(.up)) where rendered.image.pixel(x: x, y: y) == red { redPixels += 1 }
        }
        #expect(redPixels == 0)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aSegmentedPickerDrawsItsSelectedSegmentRaised(direction: LayoutDirection) throws {
        let root = VStack { Picker(segments: ["Day", "Week", "Month"], selected: 2) }
        let screen = try ScreenLayout(measurer: measurer).layout(
            root, environment: LayoutEnvironment(category: .large, layoutDirection: direction))
        let rendered = try ScreenRenderer(measurer: measurer).render(screen)
        let picker = try #require(screen.nodes.first { if case .segmentedPicker = $0.kind { true } else { false } })
        let width = picker.frame.width / 3
        // Just inside each segment's top edge, away from its label: white where selected, grey elsewhere.
        func top(ofSegmentFromLeft index: Int) -> Pixel? {
            let point = rendered.pixel(for: Point(x: picker.frame.minX + width * Double(index) + 8, y: picker.frame.minY + 4))
            return rendered.image.pixel(x: point.x, y: point.y)
        }
        let selectedFromLeft = direction == .leftToRight ? 2 : 0
        for index in 0..<3 {
            let white = Pixel(red: 0xFF, green: 0xFF, blue: 0xFF)
            #expect((top(ofSegmentFromLeft: index) == white) == (index == selectedFromLeft), "segment \(index) from the left")
        }
    }

    @Test func rightToLeftScreensDrawTheirFindings() throws {
        let rendered = try AuditedPictures(measurer: measurer)
            .screen(AccountRowExample.fixedHeight(), at: .accessibility3, layoutDirection: .rightToLeft)
        #expect(rendered.marks.contains { $0.kind == .truncated })
        #expect(!rendered.marks.isEmpty)
    }
}
