import Foundation

/// Lists the files under a folder the way every Reflow command reads a project: the folder named
/// is followed even when it is a symbolic link, links to folders inside it are not (so links
/// cannot loop), links to files are read, and folders that cannot be opened are named rather than
/// skipped in silence.
public struct DirectoryWalk: Sendable {
    /// What one walk found.
    public struct Listing: Equatable, Sendable {
        /// Regular files (or links to them), as `relative` paths joined to what was walked, sorted.
        public var files: [String] = []
        /// Folders that could not be listed, with the reason, in the order they were met.
        public var unreadable: [UnreadablePath] = []
    }

    /// Lists one folder's entry names, or throws; tests pass one that fails for a chosen folder,
    /// since permissions do not stop a test run as root.
    public typealias Lister = @Sendable (String) throws -> [String]

    private let list: Lister

    /// A walk that lists folders with `FileManager`.
    public init() {
        list = { try FileManager.default.contentsOfDirectory(atPath: $0) }
    }

    /// A walk that lists folders with `list`.
    public init(lister list: @escaping Lister) {
        self.list = list
    }

    /// The files under the folder `root` + `relative`, as paths that start with `relative`.
    /// `entersFolder(name, relativePath)` decides whether to descend; `keepsFile(name)` whether to list a file.
    public func files(
        root: String, relative: String = "", entersFolder: (String, String) -> Bool,
        keepsFile: (String) -> Bool
    ) -> Listing {
        var listing = Listing()
        walk(root: root, relative: relative, entersFolder: entersFolder, keepsFile: keepsFile, into: &listing)
        listing.files.sort()
        return listing
    }

    private func walk(
        root: String, relative: String, entersFolder: (String, String) -> Bool, keepsFile: (String) -> Bool,
        into listing: inout Listing
    ) {
        let absolute = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
        let entries: [String]
        do {
            entries = try list(absolute)
        } catch {
            listing.unreadable.append(UnreadablePath(path: relative.isEmpty ? root : relative, reason: Self.reason(error)))
            return
        }
        for name in entries.sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = (absolute as NSString).appendingPathComponent(name)
            switch Self.kind(of: full) {
            case .folder:
                if entersFolder(name, path) {
                    walk(root: root, relative: path, entersFolder: entersFolder, keepsFile: keepsFile, into: &listing)
                }
            case .file:
                if keepsFile(name) { listing.files.append(path) }
            case .other:
                continue
            }
        }
    }

    private enum Kind { case folder, file, other }

    /// A folder only when it is one itself (a link to a folder is not entered); a file when it is
    /// a regular file or a link to one.
    private static func kind(of path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK:
            var target = stat()
            guard stat(path, &target) == 0 else { return .other }
            return target.st_mode & S_IFMT == S_IFREG ? .file : .other
        default: return .other
        }
    }

    /// The operating system's words for why a folder could not be listed ("Permission denied").
    public static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if nsError.domain == NSCocoaErrorDomain && nsError.code == CocoaError.fileReadNoPermission.rawValue {
            return String(cString: strerror(EACCES))
        }
        return "cannot be listed"
    }
}

/// A file or folder a command was asked to read and could not, with the reason.
public struct UnreadablePath: Hashable, Sendable, CustomStringConvertible {
    /// The path as the user would recognise it (relative to where the walk started when inside it).
    public var path: String
    /// Why, in the operating system's words.
    public var reason: String

    /// A path and why it could not be read.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: could not be read (reason)`, the note commands print.
    public var description: String { "\(path): could not be read (\(reason)), so it was not checked" }
}
