/// A button style, which decides the padding around the label.
public enum ButtonStyle: Hashable, Sendable, Codable {
    /// The label alone (`.plain`, `.borderless`).
    case plain
    /// `.bordered`: padded by the control size.
    case bordered
    /// `.borderedProminent`: padded like `.bordered`.
    case borderedProminent
}
