@testable import Audit
import Testing

/// Numbers in messages print with at most two decimals and no trailing zeros.
@Suite struct PointFormattingTests {
    @Test func printsHundredthsWithoutTrailingZeros() {
        #expect(PointFormatting.text(44) == "44")
        #expect(PointFormatting.text(19.333333) == "19.33")
        #expect(PointFormatting.text(0.5) == "0.5")
        #expect(PointFormatting.text(0.05) == "0.05")
        #expect(PointFormatting.text(-3.166666) == "-3.17")
        #expect(PointFormatting.text(.infinity) == "inf")
        #expect(PointFormatting.points(63.333) == "63.33 pt")
    }

    @Test func roundsToHundredths() {
        #expect(PointFormatting.rounded(19.333333) == 19.33)
        #expect(PointFormatting.rounded(-0.004) == 0)
    }
}
