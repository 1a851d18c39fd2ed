/// A WCAG 2.2 success criterion a finding fails or puts at risk.
public struct WCAGCriterion: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The criterion's number (`1.4.4`).
    public var number: String
    /// Its title (`Resize Text`).
    public var title: String
    /// Its conformance level (`AA`).
    public var level: String
    /// The W3C "Understanding" page that explains it.
    public var url: String

    /// A criterion with its number, title, level and explanation page.
    public init(number: String, title: String, level: String, url: String) {
        self.number = number
        self.title = title
        self.level = level
        self.url = url
    }

    /// 1.4.4 Resize Text (AA): text can be resized to 200 % without loss of content or function.
    public static let resizeText = WCAGCriterion(
        number: "1.4.4", title: "Resize Text", level: "AA",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html")

    /// 1.4.10 Reflow (AA): content reflows without scrolling in two dimensions.
    public static let reflow = WCAGCriterion(
        number: "1.4.10", title: "Reflow", level: "AA",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/reflow.html")

    /// `1.4.4 Resize Text`.
    public var description: String { "\(number) \(title)" }
}
