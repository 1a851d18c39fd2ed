/// Counted nouns for messages and summaries, one spelling for every module: "1 file", "3 files".
public enum Wording {
    /// `count` and `noun`, with an s unless the count is one ("1 line", "0 lines", "12 screens").
    public static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
