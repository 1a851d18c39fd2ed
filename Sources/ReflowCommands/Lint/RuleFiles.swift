import Foundation
import ReflowCommandLine

/// Finds rule files in a sources folder by the id they declare, so a new rule cannot reuse one
/// that exists but is not registered yet.
enum RuleFiles {
    /// The first Swift file under `root` that declares `id: "<id>"`, if any.
    static func declaring(_ id: String, under root: String) -> String? {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return nil }
        let needle = "id: \"\(id)\""
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let path = (root as NSString).appendingPathComponent(relative)
            if let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains(needle) { return path }
        }
        return nil
    }
}
