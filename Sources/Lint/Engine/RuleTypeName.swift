/// The name of a rule's type, from its id: the platform its prefix names (`ib` is `IB`, `rn` is
/// `ReactNative`), then each word capitalised, then `Rule`; `sp` and `dp` are units and stay in
/// capitals. `ib-fixed-height-text` is `IBFixedHeightTextRule`, `android-text-size-not-sp` is
/// `AndroidTextSizeNotSPRule`. A test ties every registered rule's type to its id.
public enum RuleTypeName {
    /// The type names of the platforms rule ids start with.
    static let platforms: [String: String] = [
        "ib": "IB", "android": "Android", "compose": "Compose", "rn": "ReactNative",
        "flutter": "Flutter", "swiftui": "SwiftUI", "uikit": "UIKit",
    ]
    /// Words written in capitals.
    static let acronyms: Set<String> = ["sp", "dp"]

    /// The type name for the rule with `id` (lowercase words joined by hyphens).
    public static func forID(_ id: String) -> String {
        let words = id.split(separator: "-").map(String.init)
        guard let first = words.first else { return "Rule" }
        let head = platforms[first] ?? capitalized(first)
        return head + words.dropFirst().map(capitalized).joined() + "Rule"
    }

    private static func capitalized(_ word: String) -> String {
        acronyms.contains(word) ? word.uppercased() : word.prefix(1).uppercased() + word.dropFirst()
    }
}
