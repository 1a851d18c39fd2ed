@testable import ReflowCommandLine
import ReflowLocking
import Testing

/// Progress on a terminal: the count of a stage rewritten in place, then a permanent line.
@Suite struct TerminalProgressTests {
    final class Recorder: TextOutput {
        let written = Locked("")
        func write(_ text: String) { written.withLock { $0 += text } }
    }

    @Test func countsAreRewrittenInPlaceAndStagesStay() {
        let recorder = Recorder()
        let progress = TerminalProgress(output: recorder)
        progress.advance("laying out:", done: 1, total: 3)
        // Within the interval the line is not rewritten, except for the last count.
        progress.advance("laying out:", done: 2, total: 3)
        progress.advance("laying out:", done: 3, total: 3)
        progress.line("laid out 3 screen variants")
        let erase = "\r\u{1B}[2K"
        #expect(
            recorder.written.withLock { $0 } == "\(erase)reflow: laying out: 1 of 3\(erase)reflow: laying out: 3 of 3"
                + "\(erase)reflow: laid out 3 screen variants\n")
    }

    @Test func aLineWithoutACountIsWrittenAsIs() {
        let recorder = Recorder()
        TerminalProgress(output: recorder).line("parsed 2 Swift files")
        #expect(recorder.written.withLock { $0 } == "reflow: parsed 2 Swift files\n")
    }
}
