import DynamicType
import Testing

/// The lookup routine on small hand-made tables, where every answer is easy to work out.
@Suite("FontScaleConverter")
struct FontScaleConverterTests {
    /// Points (10, 20), (20, 30), (40, 50): a last-pair ratio of 1.25 makes extrapolation visible.
    let table = FontScaleConverter(fromSp: [10, 20, 40], toDp: [20, 30, 50])

    @Test("an exact hit returns its partner")
    func exactHit() {
        #expect(table.convertSpToDp(20) == 30)
        #expect(table.convertDpToSp(50) == 40)
    }

    @Test("below the first point it interpolates from (0, 0)")
    func belowFirstPoint() {
        #expect(ScaleApprox.equal(table.convertSpToDp(5), 10))  // 5 × 20/10
        #expect(ScaleApprox.equal(table.convertSpToDp(2.5), 5))
        #expect(ScaleApprox.equal(table.convertDpToSp(10), 5))
    }

    @Test("between points it interpolates on the segment")
    func betweenPoints() {
        #expect(ScaleApprox.equal(table.convertSpToDp(30), 40))  // halfway from (20, 30) to (40, 50)
        #expect(ScaleApprox.equal(table.convertSpToDp(15), 25))
        #expect(ScaleApprox.equal(table.convertDpToSp(40), 30))
    }

    @Test("beyond the last point it scales by the last pair's ratio")
    func beyondLastPoint() {
        #expect(ScaleApprox.equal(table.convertSpToDp(80), 100))  // 80 × 50/40
        #expect(ScaleApprox.equal(table.convertDpToSp(100), 80))  // 100 × 40/50
    }

    @Test("negative values mirror positive ones")
    func negativeValues() {
        #expect(ScaleApprox.equal(table.convertSpToDp(-30), -40))
        #expect(ScaleApprox.equal(table.convertSpToDp(-5), -10))
        #expect(ScaleApprox.equal(table.convertSpToDp(-20), -30))
        #expect(ScaleApprox.equal(table.convertSpToDp(-80), -100))
    }

    @Test("zero maps to zero and NaN stays NaN")
    func zeroAndNaN() {
        #expect(table.convertSpToDp(0) == 0)
        #expect(table.convertSpToDp(.nan).isNaN)
    }

    @Test("a last point of 0 sp gives 0 beyond it, as AOSP guards the division")
    func zeroLastSource() {
        let degenerate = FontScaleConverter(fromSp: [0], toDp: [5])
        #expect(degenerate.convertSpToDp(3) == 0)
    }

    @Test("the one-point linear table is plain multiplication everywhere")
    func linearTable() {
        let linear = FontScaleConverter.linear(2.5)
        #expect(linear.fromSp == [1] && linear.toDp == [2.5])
        #expect(ScaleApprox.equal(linear.convertSpToDp(0.4), 1))  // below the point
        #expect(ScaleApprox.equal(linear.convertSpToDp(1), 2.5))  // on it
        #expect(ScaleApprox.equal(linear.convertSpToDp(14), 35))  // beyond it
        #expect(ScaleApprox.equal(linear.convertSpToDp(-14), -35))
        #expect(ScaleApprox.equal(linear.convertDpToSp(35), 14))
    }

    @Test("the shipped 2.0 table: inside, below, between and beyond its points")
    func shippedTwoTimesTable() throws {
        let converter = try #require(FontScaleConverterFactory.converter(forScale: 2.0))
        #expect(ScaleApprox.equal(converter.convertSpToDp(4), 8))  // 4 × 16/8
        #expect(ScaleApprox.equal(converter.convertSpToDp(16), 28))  // halfway 14→26 … 18→30
        #expect(ScaleApprox.equal(converter.convertSpToDp(57), 38 + 27.0 / 70 * 62))
        #expect(ScaleApprox.equal(converter.convertSpToDp(150), 150))  // 150 × 100/100
        #expect(ScaleApprox.equal(converter.convertSpToDp(-14), -26))
        #expect(ScaleApprox.equal(converter.convertDpToSp(28), 16))
    }
}
