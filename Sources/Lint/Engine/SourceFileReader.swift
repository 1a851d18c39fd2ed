import Foundation

/// Reads a file for linting, or says in one line why it is not linted: over the size limit,
/// binary, not UTF-8, unreadable. Never throws, never reads a file over the limit.
enum SourceFileReader {
    /// A file to lint, or the note saying why not.
    enum Outcome {
        case file(LintFile)
        case skipped(String)
        /// The file exists but could not be read: a failure of the run, not a choice.
        case unreadable(UnreadablePath)
    }

    /// How much of a file's start is searched for a NUL byte, the sign of a binary file.
    static let binaryProbeLength = 8192

    static func read(_ absolutePath: String, reportedAs path: String, maximumSize: Int) -> Outcome {
        let attributes = try? FileManager.default.attributesOfItem(atPath: absolutePath)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumSize {
            return .skipped("\(path): skipped, \(size) bytes is over the \(maximumSize)-byte limit (maxFileSize)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: absolutePath))
        } catch {
            return .unreadable(UnreadablePath(path: path, reason: DirectoryWalk.reason(error)))
        }
        return decode(data, path: path, maximumSize: maximumSize)
    }

    /// The file for `data`, or the reason it is not linted.
    static func decode(_ data: Data, path: String, maximumSize: Int) -> Outcome {
        if data.count > maximumSize {
            return .skipped("\(path): skipped, \(data.count) bytes is over the \(maximumSize)-byte limit (maxFileSize)")
        }
        if data.prefix(binaryProbeLength).contains(0) {
            return .skipped("\(path): not linted: binary file")
        }
        // Decoding replaces each invalid sequence with U+FFFD, so only valid UTF-8 comes back byte for byte
        // (`String(validating:as:)` would say so directly, from macOS 15 only).
        let text = String(decoding: data, as: UTF8.self)
        guard text.utf8.elementsEqual(data) else {
            return .skipped("\(path): not linted: not valid UTF-8")
        }
        return .file(LintFile(path: path, text: text))
    }
}
