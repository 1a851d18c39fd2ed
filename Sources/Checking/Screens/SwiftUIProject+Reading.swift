import ReflowCommandLine
import SwiftSource

extension SwiftUIProject {
    /// Reads and indexes the Swift files under `paths`; a project with none is a failure that
    /// says where it looked and, when a path could not be read, why.
    static func reading(
        _ paths: [String], concurrency: Int? = nil, maximumFileSize: Int = SwiftSourceFile.maximumByteCount
    ) throws -> SwiftUIProject {
        let project = SwiftUIProject(paths: paths, concurrency: concurrency, maximumFileSize: maximumFileSize)
        guard project.swiftFiles.isEmpty else { return project }
        if let unreadable = project.unreadable.first {
            throw CommandFailure("nothing to check: \(unreadable.path) could not be read (\(unreadable.reason))")
        }
        let notes = project.notes.isEmpty ? "" : " (\(project.notes.joined(separator: "; ")))"
        throw CommandFailure("no Swift files to check under \(paths.joined(separator: ", "))\(notes)")
    }
}
