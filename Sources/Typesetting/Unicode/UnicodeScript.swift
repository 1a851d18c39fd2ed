import CICUShim

/// A Unicode script as ICU's `UScriptCode`, with its ISO 15924 code for HarfBuzz.
struct UnicodeScript: Hashable, Sendable {
    let code: Int32

    /// Common (punctuation, digits, spaces) and Inherited (combining marks) take a neighbour's script.
    static let common = UnicodeScript(code: 0)
    static let inherited = UnicodeScript(code: 1)

    /// The script of `scalar`.
    init(of scalar: Unicode.Scalar) {
        var error: Int32 = 0
        code = reflow_script_of(scalar.value, &error)
    }

    private init(code: Int32) {
        self.code = code
    }

    /// Whether the script is a real one rather than Common or Inherited.
    var isSpecific: Bool { code > 1 }

    /// The ISO 15924 code (`Latn`, `Arab`, `Hani`).
    var iso15924: String { String(cString: reflow_script_code(code)) }
}
