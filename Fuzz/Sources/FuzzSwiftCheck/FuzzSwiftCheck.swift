import DynamicType
import FuzzSupport
import Lint
import LayoutEngine
import SwiftSource
import Typesetting

/// One measurer for every input, over the machine's fonts, as `reflow check` uses it: its caches
/// are what keep an input well under the time limit.
let layout = ScreenLayout(measurer: HarfBuzzTextMeasurer())

/// The sizes laid out: the default and the largest, where most layouts break.
let environments = [LayoutEnvironment(category: .large), LayoutEnvironment(category: .accessibility5)]

/// Screens per input: a mutated file can declare hundreds of views, and each is a layout per size.
let screenLimit = 8

/// Hands `fuzz` to libFuzzer: SwiftPM renames an executable's `main`, so libFuzzer's cannot be used.
@main
enum Entry {
    static func main() {
        FuzzDriver.run { data, size in fuzz(data ?? FuzzDriver.noBytes, size) }
    }
}

/// One input: the bytes as the one Swift file of a project, read, parsed, indexed, its screens found and
/// interpreted (as written and in pseudo-translation), each laid out at two sizes on an iPhone 16.
/// Layouts that fail with an error are fine; a crash, a trap or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Read as `reflow check` reads a file (`SwiftSourceFile(bytes:path:)`, with its checks for binary
    // text, invalid UTF-8 and bracket nesting), not `SwiftUIProject(sources:)`, which skips them.
    let bytes = FuzzInput(data, size).bytes
    let file = Result<SwiftSourceFile, SwiftSourceError> { () throws(SwiftSourceError) in
        try SwiftSourceFile(bytes: bytes, path: "Fuzz.swift")
    }
    let project = SwiftUIProject(parsed: [file])
    let names = Set(project.screenNames.prefix(screenLimit))
    guard !names.isEmpty else { return 0 }
    let screens = project.screens(profiles: ContentProfile.defaults, named: names, concurrency: 1)
    // Layout recurses once per level of the tree, like interpretation: on a large stack, as the checker runs it.
    LargeStackThreads.run {
        for screen in screens {
            guard let prepared = try? layout.prepare(screen.root) else { continue }
            for environment in environments {
                _ = try? layout.layout(prepared, device: .iPhone16, environment: environment)
            }
        }
    }
    return 0
}
