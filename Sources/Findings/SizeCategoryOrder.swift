/// The order of size names from smallest to largest, so findings sort by size without this
/// module depending on the type-scale module.
public enum SizeCategoryOrder {
    /// SwiftUI's `DynamicTypeSize` case names, smallest first.
    public static let names = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                               "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    /// The position of `name` among `names`; names it does not know sort after them.
    public static func rank(of name: String) -> Int {
        names.firstIndex(of: name) ?? names.count
    }

    /// Whether size `lhs` comes before size `rhs` (unknown names after known ones, then by spelling).
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = rank(of: lhs), right = rank(of: rhs)
        return left != right ? left < right : lhs < rhs
    }
}
