import CFreeType
import CHarfBuzz
import CICUShim

/// The versions of the C libraries Reflow was linked against, for reports and `--version`.
public enum LibraryVersions {
    /// HarfBuzz's version string ("6.0.0").
    public static var harfBuzz: String { String(cString: hb_version_string()) }

    /// ICU's version string ("72.1").
    public static var icu: String {
        var buffer = [CChar](repeating: 0, count: 32)
        reflow_icu_version(&buffer, Int32(buffer.count))
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}
