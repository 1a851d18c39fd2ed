/// A threshold or option a check reads from the audit configuration, with its default, for the
/// documentation.
public struct CheckSetting: Hashable, Sendable {
    /// The configuration property (`clippedTextMinimumPoints`).
    public var name: String
    /// Its default, as printed (`1 pt`).
    public var defaultValue: String
    /// What it changes.
    public var summary: String

    /// A setting called `name`, `defaultValue` unless configured.
    public init(name: String, defaultValue: String, summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
