/// How a text field's height follows its text.
public enum TextFieldLines: Hashable, Sendable, Codable {
    /// `TextField` and `SecureField`: one line; longer text scrolls sideways inside the field.
    case one
    /// `TextField(…, axis: .vertical)`: grows a line at a time as its text wraps, up to the line limit.
    case growing
    /// `TextEditor`: takes the height it is offered; its text scrolls inside it.
    case editor
}
