import FuzzSupport
import SwiftSource

/// Hands `fuzz` to libFuzzer: SwiftPM renames an executable's `main`, so libFuzzer's cannot be used.
@main
enum Entry {
    static func main() {
        FuzzDriver.run { data, size in fuzz(data ?? FuzzDriver.noBytes, size) }
    }
}

/// One input: the first byte picks the format, the rest is the file. `StringCatalog` reads only
/// from paths, so the rest is written to a scratch file named as a project would name it.
///
/// - even: `de.lproj/Localizable.strings` (UTF-8 or UTF-16 text, `"key" = "value";`)
/// - odd: `Localizable.xcstrings` (JSON)
///
/// Reflow has no `.stringsdict` reader (plural rules are not simulated), so there is none to fuzz.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let (selector, rest) = FuzzInput(data, size).selectorAndRest else { return 0 }
    let name = selector % 2 == 0 ? "de.lproj/Localizable.strings" : "Localizable.xcstrings"
    let path = ScratchFile.write(rest, as: name)
    let catalog = StringCatalog(paths: [path])
    // What the interpreter asks of a catalog for every text it shows.
    for key in catalog.translations.keys.prefix(50) {
        _ = catalog.sourceText(of: key)
        _ = catalog.longestTranslation(of: key)
    }
    _ = catalog.languages
    return 0
}
