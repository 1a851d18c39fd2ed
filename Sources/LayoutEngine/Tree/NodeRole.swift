/// What a view is for, which decides how serious a finding about it is: a truncated error
/// message is worse than a truncated caption in a list with a detail view.
public enum NodeRole: String, Hashable, Sendable, Codable {
    /// A screen or section title.
    case heading
    /// Text people must read to use the screen.
    case body
    /// A validation or failure message.
    case errorMessage
    /// A price or amount.
    case price
    /// The label of a row (e.g. "Email").
    case label
    /// The value of a row (e.g. the address).
    case value
    /// The action the screen exists for (Pay, Save).
    case primaryAction
    /// Any other button.
    case action
    /// Fixed chrome that may stay small if it offers the Large Content Viewer (tab bar labels).
    case chrome
    /// An icon or symbol.
    case icon
    /// Decoration with no information.
    case decoration
}
