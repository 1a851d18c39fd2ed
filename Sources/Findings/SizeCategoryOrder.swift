/// The order of size names from smallest to largest, so findings sort by size without this
/// module depending on the type-scale module.
///
/// Two kinds of name: iOS size categories, SwiftUI's `DynamicTypeSize` case names (`names`), and
/// Android font scales as percentages (`85%`, `200%`, also ones off the Settings slider such as
/// `112.5%`). iOS categories come first, then Android scales by value; names of neither kind last.
public enum SizeCategoryOrder {
    /// SwiftUI's `DynamicTypeSize` case names, smallest first (iOS only; Android scales are not in it).
    public static let names = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                               "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    /// The Android Settings font scales as findings name them, smallest first.
    public static let androidNames = ["85%", "100%", "115%", "130%", "150%", "180%", "200%"]

    /// The percentage an Android font-scale name stands for (`130%` → 130), or nil for any other name.
    public static func androidPercent(of name: String) -> Double? {
        guard name.hasSuffix("%"), let percent = Double(name.dropLast()), percent.isFinite, percent > 0 else { return nil }
        return percent
    }

    /// Whether `name` names an Android font scale rather than an iOS category.
    public static func isAndroidScale(_ name: String) -> Bool {
        androidPercent(of: name) != nil
    }

    /// The position of `name`: its index among `names` (0 … 11) for an iOS category; after them,
    /// in order of value, for an Android scale; last (`Int.max`) for names it does not know.
    public static func rank(of name: String) -> Int {
        if let index = names.firstIndex(of: name) { return index }
        if let percent = androidPercent(of: name) {
            // Thousandths of a percent keep 112.5 % between 100 % and 115 %.
            return names.count + Int(min(percent * 1000, Double(Int.max / 2)).rounded())
        }
        return .max
    }

    /// Whether size `lhs` comes before size `rhs` (iOS categories, then Android scales, then
    /// unknown names, then by spelling).
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = rank(of: lhs), right = rank(of: rhs)
        return left != right ? left < right : lhs < rhs
    }
}
