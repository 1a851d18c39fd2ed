internal import Lint

extension SwiftSourceFile {
    /// Stack size of the threads that ``parse(paths:concurrency:)`` parses on (see ``LargeStackThreads``).
    public static let parsingStackSize = LargeStackThreads.stackSize

    /// Reads and parses every file once, on `concurrency` threads (default: one per active core) with
    /// ``parsingStackSize`` of stack each; results in the order of `paths`.
    public static func parse(
        paths: [String], concurrency: Int? = nil,
        maximumByteCount: Int = SwiftSourceFile.maximumByteCount
    ) -> [Result<SwiftSourceFile, SwiftSourceError>] {
        LargeStackThreads.map(paths, concurrency: concurrency) { path in
            do throws(SwiftSourceError) {
                return .success(try SwiftSourceFile(contentsOf: path, maximumByteCount: maximumByteCount))
            } catch {
                return .failure(error)
            }
        }
    }
}
