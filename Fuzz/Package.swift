// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets over Reflow's readers, kept out of the main package: a libFuzzer executable has
/// no `main` (libFuzzer brings its own) and links only with `-sanitize=fuzzer`, so `swift build` and
/// `swift test` at the repository root must never see these. Build and run them with `Scripts/fuzz`.
///
/// Every target is parsed as a library (no top-level code, no `main`); the flag is an unsafe flag,
/// which SwiftPM accepts here because this package is only ever a root package.
let fuzzSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

/// One executable per target, named as `Scripts/fuzz` calls it.
func fuzzTarget(_ name: String, path: String, dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: dependencies + ["FuzzSupport"], path: "Sources/\(path)", swiftSettings: fuzzSettings)
}

let package = Package(
    name: "ReflowFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Reflow", path: "..")],
    targets: [
        // libFuzzer's driver entry point, declared for Swift.
        .target(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
        // What the targets share: starting libFuzzer, turning the input into text, a per-process scratch file.
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "Sources/FuzzSupport"),
        fuzzTarget(
            "fuzz-swift-lint", path: "FuzzSwiftLint",
            dependencies: [.product(name: "Lint", package: "Reflow"), .product(name: "SwiftSource", package: "Reflow")]),
        fuzzTarget(
            "fuzz-swift-check", path: "FuzzSwiftCheck",
            dependencies: [
                .product(name: "SwiftSource", package: "Reflow"), .product(name: "Lint", package: "Reflow"),
                .product(name: "LayoutEngine", package: "Reflow"),
                .product(name: "Typesetting", package: "Reflow"), .product(name: "DynamicType", package: "Reflow"),
            ]),
        fuzzTarget("fuzz-xml-layouts", path: "FuzzXMLLayouts", dependencies: [.product(name: "Lint", package: "Reflow")]),
        fuzzTarget("fuzz-string-catalogs", path: "FuzzStringCatalogs", dependencies: [.product(name: "SwiftSource", package: "Reflow")]),
        fuzzTarget(
            "fuzz-font", path: "FuzzFont",
            dependencies: [
                .product(name: "Typesetting", package: "Reflow"), .product(name: "TextMeasurement", package: "Reflow"),
                .product(name: "DynamicType", package: "Reflow"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
