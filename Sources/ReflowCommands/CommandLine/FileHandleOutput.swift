import Foundation

/// A ``TextOutput`` over a file handle, used for the real standard output and standard error.
public struct FileHandleOutput: TextOutput {
    private let handle: FileHandle

    /// Writes to `handle`, which the caller keeps open.
    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// Writes the UTF-8 bytes of `text` unbuffered, so output interleaves correctly with stderr.
    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }

    /// The process's standard output.
    public static var standardOutput: FileHandleOutput { FileHandleOutput(.standardOutput) }
    /// The process's standard error.
    public static var standardError: FileHandleOutput { FileHandleOutput(.standardError) }
}
