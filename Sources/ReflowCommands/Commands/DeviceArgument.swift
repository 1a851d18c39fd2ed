import LayoutEngine
import ReflowCommandLine

/// Reads device names as people type them: `iPhone 16`, `iphone-se`, `iPhone16ProMax`,
/// `ipad-11-inch`, each optionally followed by `landscape`.
enum DeviceArgument {
    /// Every device Reflow knows, portrait then landscape.
    static let all: [Device] = Device.all + Device.all.map(\.landscape)

    /// The device called `name`, or a usage error listing the names.
    static func parse(_ name: String, argument: String = "--device") throws -> Device {
        let wanted = normalized(name)
        guard let device = all.first(where: { normalized($0.name) == wanted }) else {
            throw UsageError(.invalidValue(name, argument: argument, reason: "expected one of: \(all.map(\.name).joined(separator: ", "))"))
        }
        return device
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
