import Testing
import TextMeasurement
@testable import LayoutEngine

/// `minimumScaleFactor` shrinks text to fit the proposed height with all the lines it needs (up to
/// its line limit), as SwiftUI does, before any line is cut: a three-line title in a frame two lines
/// tall at its full size shows three smaller lines.
@Suite struct ShrinkToHeightTests {
    /// Ahem, with `minimumScaleFactor` honoured: the largest size (in hundredths of the scale) at which
    /// the lines fit the line limit and the height, else the smallest allowed.
    private struct ShrinkingAhem: TextMeasuring {
        func measure(_ request: TextMeasurementRequest) throws -> MeasuredText {
            let ahem = AhemMeasurer()
            guard request.minimumScaleFactor < 1 else { return try ahem.measure(request) }
            var scale = 1.0
            while scale > request.minimumScaleFactor {
                var trial = request
                trial.font.pointSize = request.font.pointSize * scale
                trial.lineLimit = nil
                let lines = try ahem.measure(trial).lines.count
                let fitsLimit = request.lineLimit.map { lines <= $0 } ?? true
                let fitsHeight = request.height.map { Double(lines) * trial.font.pointSize <= $0 + 1e-9 } ?? true
                if fitsLimit && fitsHeight { break }
                scale = max(request.minimumScaleFactor, scale - 0.01)
            }
            var scaled = request
            scaled.font.pointSize = request.font.pointSize * scale
            return try ahem.measure(scaled)
        }
    }

    private func layout(_ root: ViewNode) throws -> LaidOutScreen {
        let device = Device(name: "box", screen: Size(width: 100, height: 100), safeArea: EdgeInsets())
        return try ScreenLayout(measurer: ShrinkingAhem()).layout(root, device: device, environment: LayoutEnvironment())
    }

    @Test func aShrinkingTextKeepsAllItsLinesInAShortFrame() throws {
        // Three words, one per 40 pt line at 10 pt: 30 tall. The frame is 20 tall, two lines at full size.
        let title = T("aaaa bbbb cccc").lineLimit(3).minimumScaleFactor(0.5).frame(width: 40, height: 20)
        let text = try #require(try layout(title).text("aaaa bbbb cccc")?.text)
        #expect(text.lines.count == 3)
        #expect(text.truncation == nil)
        // 20 / 3 lines: the size falls to 6.6 pt (scale 0.66), where three lines are 19.8 tall.
        #expect(abs(text.pointSize - 6.6) < 0.05)
    }

    @Test func whatCannotShrinkEnoughIsCutToTheLinesThatFit() throws {
        // At half size (5 pt) the three lines are 15 tall; a 10 pt frame holds two of them.
        let title = T("aaaa bbbb cccc").lineLimit(3).minimumScaleFactor(0.5).frame(width: 40, height: 10)
        let text = try #require(try layout(title).text("aaaa bbbb cccc")?.text)
        #expect(text.lines.count == 2)
        #expect(text.truncation != nil)
    }

    @Test func textThatMayNotShrinkIsCutAsBefore() throws {
        let title = T("aaaa bbbb cccc").lineLimit(3).frame(width: 40, height: 20)
        let text = try #require(try layout(title).text("aaaa bbbb cccc")?.text)
        #expect(text.lines.count == 2)
        #expect(text.truncation != nil)
    }

    @Test func aSingleLineTallerThanItsFrameShrinksToFitIt() throws {
        // One 10 pt line in a 6 pt tall frame: it shrinks to 6 pt (scale 0.6), whole, rather than spilling out.
        let badge = T("aaaa").minimumScaleFactor(0.1).frame(width: 60, height: 6)
        let text = try #require(try layout(badge).text("aaaa")?.text)
        #expect(text.lines.count == 1)
        #expect(abs(text.pointSize - 6) < 0.05)
        // Without shrinking it stays 10 pt and overflows the frame.
        let fixed = try #require(try layout(T("aaaa").frame(width: 60, height: 6)).text("aaaa")?.text)
        #expect(fixed.pointSize == 10)
    }
}
