/// Finds the declared name closest to a mistyped one, for "did you mean" hints.
enum NameSuggester {
    /// The first candidate within a small edit distance of `input`, or nil when every name is far off.
    ///
    /// The allowance grows with the length of the name (one edit per three letters, at most three),
    /// so `--formt` finds `--format` but `--frobnicate` finds nothing.
    static func closest(to input: String, among candidates: [String]) -> String? {
        let letters = input.drop { $0 == "-" }.count
        let allowance = max(1, min(3, letters / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != input {
            let distance = editDistance(input, candidate)
            if distance <= allowance, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Edits (insert, delete, substitute, swap neighbors) to turn `source` into `target`.
    ///
    /// Swaps count as one edit because transposed letters are the most common typo (`fromat`).
    static func editDistance(_ source: String, _ target: String) -> Int {
        let a = Array(source), b = Array(target)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
