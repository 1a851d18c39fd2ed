/// A runtime failure worded for the user; the program prints it after `reflow: error:` and exits 2.
public struct CommandFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-line explanation shown to the user.
    public var message: String

    /// Creates a failure with a message that says what went wrong and, ideally, what to do.
    public init(_ message: String) {
        self.message = message
    }

    /// The message itself, so `"\(error)"` prints it unchanged.
    public var description: String { message }
}
