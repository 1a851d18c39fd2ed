import LayoutEngine
import Testing
@testable import Audit

/// The overlap check compares only frames whose heights meet (a sweep down the screen), which
/// must find exactly the pairs that comparing every pair finds, in the same order.
@Suite struct OverlapSweepTests {
    private func allPairs(_ frames: [Rect], minimum: Double) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        for later in frames.indices {
            for earlier in 0..<later {
                let a = frames[earlier], b = frames[later]
                let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                if width > minimum && height > minimum { pairs.append((earlier, later)) }
            }
        }
        return pairs
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func theSweepFindsWhatEveryPairFinds(seed: UInt64) {
        var state = seed
        func next(_ limit: Double) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 33) / Double(UInt64(1) << 31) * limit
        }
        let frames = (0..<300).map { _ in
            Rect(x: next(390).rounded(), y: next(2000).rounded(), width: next(120).rounded() + 1, height: next(60).rounded() + 1)
        }
        let swept = OverlapCheck.candidatePairs(frames, minimum: 1).map { ($0.earlier, $0.later) }
        let expected = allPairs(frames, minimum: 1)
        #expect(!expected.isEmpty)
        #expect(swept.count == expected.count)
        #expect(zip(swept, expected).allSatisfy { $0 == $1 })
    }

    @Test func framesThatOnlyTouchAreNotPairs() {
        let frames = [
            Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 20, width: 100, height: 20), Rect(x: 0, y: 10, width: 100, height: 20),
        ]
        #expect(OverlapCheck.candidatePairs(frames, minimum: 1).map { [$0.earlier, $0.later] } == [[0, 2], [1, 2]])
    }
}
