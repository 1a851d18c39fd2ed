/// A place a command writes text, so tests can capture what a real run sends to a stream.
public protocol TextOutput: Sendable {
    /// Appends `text` exactly as given; callers supply their own newlines.
    func write(_ text: String)
}

extension TextOutput {
    /// Appends `line` and a newline, the common case for line-oriented output.
    public func writeLine(_ line: String) {
        write(line + "\n")
    }
}
