/// Why a picture could not be made or saved.
public enum RenderingError: Error, Equatable, CustomStringConvertible {
    /// The PNG could not be written to `path`.
    case cannotWrite(path: String, reason: String)
    /// cairo refused an operation (`status` is cairo's own explanation).
    case cairo(operation: String, status: String)
    /// The picture would be larger than cairo can draw (32767 pixels a side).
    case tooLarge(width: Int, height: Int)

    /// The error in one sentence, naming the file when there is one.
    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "cannot write the PNG to '\(path)': \(reason)"
        case .cairo(let operation, let status): "cairo could not \(operation): \(status)"
        case .tooLarge(let width, let height):
            "the picture would be \(width) x \(height) pixels, more than cairo's 32767 a side; use a smaller scale"
        }
    }
}
