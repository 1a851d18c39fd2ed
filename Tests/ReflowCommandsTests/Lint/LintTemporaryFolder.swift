import Foundation

/// A fresh folder under the system's temporary directory, removed when the test is done with it.
final class LintTemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-lint-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The absolute path of `name` inside the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `data` to `name`, creating folders on the way; returns the absolute path.
    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    /// Writes `text` to `name`; returns the absolute path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String { try write(name, Data(text.utf8)) }

    /// Every file under the folder, relative to it, sorted.
    var files: [String] {
        (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).filter { relative in
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: path(relative), isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }
}
