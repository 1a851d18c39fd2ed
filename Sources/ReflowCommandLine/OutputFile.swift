import Foundation
#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// A file the user named for output (`--output`, `--tee`, `--write-baseline`). It is checked
/// before any work starts; a regular file (or a new one) is written whole or not at all through a
/// temporary sibling; a device or a pipe is written through, never replaced; a symbolic link is
/// followed, so the link stays and its target gets the content. Every problem is a usage error
/// naming the argument, in the operating system's words.
public struct OutputFile: Sendable {
    /// The path as the user gave it, shown in errors.
    public let path: String
    /// The option that named it (`--output`), shown in errors.
    public let argument: String

    /// The file at `path`, named by `argument` in errors.
    public init(path: String, argument: String) {
        self.path = path
        self.argument = argument
    }

    /// What is at the end of the path once links are followed.
    private enum Target {
        case missing(String)
        case regular(String)
        case special(String)
    }

    /// Throws a usage error unless `path` can be written: it is not a folder, its folder exists,
    /// and the file or its folder accepts writing.
    public func check() throws {
        switch try target() {
        case .missing(let resolved):
            try checkFolder(of: resolved)
        case .regular(let resolved):
            if access(resolved, W_OK) != 0 && access(Self.folder(of: resolved), W_OK) != 0 {
                throw failure(String(cString: strerror(errno)))
            }
        case .special(let resolved):
            if access(resolved, W_OK) != 0 { throw failure(String(cString: strerror(errno))) }
        }
    }

    /// Writes `data` as the file's whole content.
    public func write(_ data: Data) throws {
        switch try target() {
        case .missing(let resolved):
            try replace(resolved, with: data, mode: 0o644)
        case .regular(let resolved):
            var status = stat()
            let mode = stat(resolved, &status) == 0 ? mode_t(status.st_mode & 0o7777) : 0o644
            if access(Self.folder(of: resolved), W_OK) == 0 {
                try replace(resolved, with: data, mode: mode)
            } else {
                // A writable file in a folder that is not: written in place, as `>` would.
                try writeThrough(resolved, data, flags: O_WRONLY | O_TRUNC)
            }
        case .special(let resolved):
            try writeThrough(resolved, data, flags: O_WRONLY)
        }
    }

    // MARK: Private

    private func failure(_ reason: String) -> UsageError {
        UsageError(.invalidValue(path, argument: argument, reason: "cannot write there (\(reason))"))
    }

    /// Follows symbolic links (at most 40, as the kernel does) to what the path names.
    private func target() throws -> Target {
        guard !path.isEmpty else { throw UsageError(.invalidValue(path, argument: argument, reason: "expected a file")) }
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                guard errno == ENOENT else { throw failure(String(cString: strerror(errno))) }
                return .missing(current)
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                    throw failure("the symbolic link cannot be read")
                }
                current =
                    destination.hasPrefix("/") ? destination : (Self.folder(of: current) as NSString).appendingPathComponent(destination)
            case S_IFDIR:
                throw UsageError(.invalidValue(path, argument: argument, reason: "it is a directory; give a file name"))
            case S_IFREG:
                return .regular(current)
            default:
                return .special(current)
            }
        }
        throw failure(String(cString: strerror(ELOOP)))
    }

    private func checkFolder(of file: String) throws {
        let folder = Self.folder(of: file)
        var status = stat()
        guard stat(folder, &status) == 0 else {
            throw UsageError(.invalidValue(path, argument: argument, reason: "the directory '\(folder)' does not exist"))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw UsageError(.invalidValue(path, argument: argument, reason: "'\(folder)' is not a directory"))
        }
        if access(folder, W_OK) != 0 { throw failure(String(cString: strerror(errno))) }
    }

    private static func folder(of file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// Writes a temporary sibling and renames it over `resolved`: readers see the old file or the new one.
    private func replace(_ resolved: String, with data: Data, mode: mode_t) throws {
        try checkFolder(of: resolved)
        var template = Array(
            ((Self.folder(of: resolved) as NSString)
                .appendingPathComponent(".\((resolved as NSString).lastPathComponent).reflow-XXXXXX")).utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        TemporaryPaths.shared.register(temporary)
        defer { TemporaryPaths.shared.unregister(temporary) }
        var written = Self.writeAll(descriptor, data)
        if written == 0, fchmod(descriptor, mode) != 0 { written = errno }
        if close(descriptor) != 0, written == 0 { written = errno }
        if written == 0, rename(temporary, resolved) != 0 { written = errno }
        if written != 0 {
            unlink(temporary)
            throw failure(String(cString: strerror(written)))
        }
    }

    private func writeThrough(_ resolved: String, _ data: Data, flags: Int32) throws {
        let descriptor = open(resolved, flags)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        let written = Self.writeAll(descriptor, data)
        let closed = close(descriptor) == 0 ? 0 : errno
        if written != 0 || closed != 0 { throw failure(String(cString: strerror(written != 0 ? written : closed))) }
    }

    /// Writes every byte of `data`; 0, or the `errno` of the failure.
    public static func writeAll(_ descriptor: Int32, _ data: Data) -> Int32 {
        data.withUnsafeBytes { buffer -> Int32 in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return 0
        }
    }
}
