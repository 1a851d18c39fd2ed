/// A picture's pixels as indices into at most 256 colours, for an indexed PNG about half the size of an
/// RGB one. A picture of flat interface colours keeps every colour when it has 256 or fewer; otherwise
/// the 256 most used are kept exactly (every flat area: backgrounds, text, finding marks) and each
/// rarer colour, a shade where anti-aliasing blends two of them at an edge, takes the nearest kept one.
/// The same pixels always give the same palette and indices.
struct ReducedPalette {
    /// Red, green, blue of each colour, in order of use (most used first, then by value).
    let colours: [UInt8]
    /// One index per pixel, row by row.
    let indices: [UInt8]
    /// Whether every pixel keeps its colour exactly.
    let isExact: Bool

    static let maximumColours = 256

    /// `width` × `height` pixels as `colour(x, y)` gives them, each `0x00RRGGBB`.
    init(width: Int, height: Int, colour: (Int, Int) -> UInt32) {
        var counts = ColourTable()
        // Interface pictures are long runs of one colour: a run is counted once.
        for y in 0..<height {
            var run = colour(0, y), length = 0
            for x in 0..<width {
                let next = colour(x, y)
                if next != run {
                    counts.add(run, length)
                    run = next
                    length = 0
                }
                length += 1
            }
            counts.add(run, length)
        }
        let used = counts.entries.sorted { $0.count != $1.count ? $0.count > $1.count : $0.colour < $1.colour }
        let kept = used.prefix(Self.maximumColours).map(\.colour)
        var choice = ColourTable()
        for (index, colour) in kept.enumerated() { choice.add(colour, index) }
        for entry in used.dropFirst(Self.maximumColours) { choice.add(entry.colour, Self.nearest(entry.colour, in: kept)) }
        var indices = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            var run = colour(0, y), index = UInt8(choice.value(of: run))
            for x in 0..<width {
                let next = colour(x, y)
                if next != run {
                    run = next
                    index = UInt8(choice.value(of: run))
                }
                indices[y * width + x] = index
            }
        }
        self.colours = kept.flatMap { [UInt8(($0 >> 16) & 0xFF), UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] }
        self.indices = indices
        self.isExact = used.count <= Self.maximumColours
    }

    /// The index of the colour of `palette` nearest to `colour` (squared distance in RGB; the first on a tie).
    private static func nearest(_ colour: UInt32, in palette: [UInt32]) -> Int {
        func channels(_ value: UInt32) -> (Int, Int, Int) { (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF)) }
        let (red, green, blue) = channels(colour)
        var best = 0, bestDistance = Int.max
        for (index, candidate) in palette.enumerated() {
            let (r, g, b) = channels(candidate)
            let distance = (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return best
    }
}

/// A table from colours to numbers (a use count, a palette index), open addressing with linear
/// probing: a picture has a few thousand colours, met a million times.
private struct ColourTable {
    private var keys = [UInt32](repeating: ColourTable.empty, count: 4096)
    private var values = [Int](repeating: 0, count: 4096)
    private(set) var count = 0
    /// Not a colour: colours are `0x00RRGGBB`.
    private static let empty: UInt32 = 0xFFFF_FFFF

    /// Adds `amount` to the colour's number (a new colour starts at 0).
    mutating func add(_ colour: UInt32, _ amount: Int) {
        if count * 2 >= keys.count { grow() }
        let slot = self.slot(of: colour)
        if keys[slot] == Self.empty {
            keys[slot] = colour
            count += 1
        }
        values[slot] += amount
    }

    func value(of colour: UInt32) -> Int {
        let slot = self.slot(of: colour)
        return keys[slot] == colour ? values[slot] : 0
    }

    /// Every colour with its number, in no particular order.
    var entries: [(colour: UInt32, count: Int)] {
        keys.indices.filter { keys[$0] != Self.empty }.map { (keys[$0], values[$0]) }
    }

    private func slot(of colour: UInt32) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (UInt64(colour) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        while keys[slot] != Self.empty && keys[slot] != colour { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = entries
        keys = [UInt32](repeating: Self.empty, count: keys.count * 2)
        values = [Int](repeating: 0, count: keys.count)
        count = 0
        for entry in old { add(entry.colour, entry.count) }
    }
}
