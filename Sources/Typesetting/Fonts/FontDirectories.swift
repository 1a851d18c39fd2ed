import Foundation

/// Where fonts live on this machine: the system's font folders plus `REFLOW_FONT_PATH`
/// (colon-separated), which lets people point Reflow at SF Pro or a design system's fonts.
public enum FontDirectories {
    /// The folders searched by default, in order.
    public static var system: [String] {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        let extra = (ProcessInfo.processInfo.environment["REFLOW_FONT_PATH"] ?? "").split(separator: ":").map(String.init)
        #if os(macOS)
            let platform = ["/System/Library/Fonts", "/Library/Fonts", home + "/Library/Fonts"]
        #else
            let platform = ["/usr/share/fonts", "/usr/local/share/fonts", home + "/.local/share/fonts", home + "/.fonts"]
        #endif
        return extra + platform
    }
}
