// swift-tools-version:6.1
import Foundation
import PackageDescription
#if canImport(Darwin)
    import Darwin
#endif

/// Where `SwiftSource` gets SwiftSyntax, SwiftParser and SwiftOperators.
///
/// - `package`: the swift-syntax package, at the release that matches the compiler (600 for Swift 6.0 … 603 for
///   Swift 6.3). No unsafe flags, so every product, the build-tool plugin included, works from a versioned
///   dependency (`from:`). The default on macOS, where Xcode and SwiftPM fetch packages.
/// - `toolchain`: the modules the running toolchain ships in `lib/swift/host`, for machines that cannot fetch
///   packages. Needs unsafe flags, which SwiftPM accepts only in a root package or a `path:`, `branch:` or
///   `revision:` dependency. The default everywhere else (Linux CI, containers).
///
/// `REFLOW_SWIFT_SYNTAX=package` or `REFLOW_SWIFT_SYNTAX=toolchain` chooses either on any system.
enum SyntaxSource: String {
    case package, toolchain
}

let syntaxSource: SyntaxSource = {
    if let chosen = ProcessInfo.processInfo.environment["REFLOW_SWIFT_SYNTAX"], let source = SyntaxSource(rawValue: chosen) {
        return source
    }
    #if os(macOS)
        return .package
    #else
        return .toolchain
    #endif
}()

/// The swift-syntax release made for the compiler reading this manifest (its major version is 600 + the Swift minor).
#if compiler(>=6.3)
    let swiftSyntaxVersion: Version = "603.0.0"
#elseif compiler(>=6.2)
    let swiftSyntaxVersion: Version = "602.0.0"
#elseif compiler(>=6.1)
    let swiftSyntaxVersion: Version = "601.0.0"
#else
    let swiftSyntaxVersion: Version = "600.0.0"
#endif

/// `<toolchain>/usr/lib/swift/host` of the toolchain running this manifest: the SwiftSyntax and SwiftParser
/// modules and shared libraries that the compiler itself ships.
///
/// Found from the toolchain, never a fixed path: SwiftPM compiles this manifest against, and runs it with,
/// the toolchain's own `<toolchain>/usr/lib/swift/pm/ManifestAPI/libPackageDescription.{so,dylib}`, so the
/// loaded copy of that library names the toolchain in use (a swift.org toolchain, swiftly, Xcode,
/// `TOOLCHAINS=…`, `--toolchain`). Nil when it cannot be seen; `SwiftSource` then fails with "no such module".
let toolchainHostLibraries: String? = {
    var loaded: [String] = []
    #if canImport(Darwin)
        for index in 0..<_dyld_image_count() {
            if let name = _dyld_get_image_name(index) { loaded.append(String(cString: name)) }
        }
    #else
        // Read to the end: `String(contentsOfFile:)` stops after the first 4 KB of a /proc file, and where
        // the library's line falls depends on the process's mappings.
        if let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() {
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                if let slash = line.firstIndex(of: "/") { loaded.append(String(line[slash...])) }
            }
        }
    #endif
    guard let library = loaded.first(where: { URL(fileURLWithPath: $0).lastPathComponent.hasPrefix("libPackageDescription.") })
    else { return nil }
    return URL(fileURLWithPath: library)
        .deletingLastPathComponent()  // ManifestAPI
        .deletingLastPathComponent()  // pm
        .deletingLastPathComponent()  // lib/swift
        .appendingPathComponent("host").path
}()

/// The package's only unsafe flags, for `SwiftSource` alone and only with the toolchain's modules: find them (`-I`),
/// link their libraries (`-L`, autolinked by the imports) and find those at run time (rpath). Library evolution lets
/// `SwiftSource` keep its toolchain imports `internal`, so targets and tests that use it need none of these flags.
let toolchainSyntaxSwiftFlags: [String] = toolchainHostLibraries.map { ["-I", $0, "-enable-library-evolution"] } ?? []
let toolchainSyntaxLinkerFlags: [String] = toolchainHostLibraries.map { ["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0] } ?? []

/// `SwiftSource` as the chosen syntax source needs it.
let swiftSourceTarget: Target = {
    let dependencies: [Target.Dependency] = ["LayoutEngine", "TextMeasurement", "DynamicType", "Findings", "Lint", "ReflowLocking"]
    switch syntaxSource {
    case .package:
        return .target(
            name: "SwiftSource",
            dependencies: dependencies
                + ["SwiftSyntax", "SwiftParser", "SwiftOperators"].map { .product(name: $0, package: "swift-syntax") })
    case .toolchain:
        return .target(
            name: "SwiftSource", dependencies: dependencies,
            swiftSettings: [.unsafeFlags(toolchainSyntaxSwiftFlags)],
            linkerSettings: [.unsafeFlags(toolchainSyntaxLinkerFlags)])
    }
}()

let package = Package(
    name: "Reflow",
    platforms: [.iOS(.v15), .macCatalyst(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1), .macOS(.v13)],
    products: [
        .library(name: "DynamicType", targets: ["DynamicType"]),
        .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "Findings", targets: ["Findings"]),
        .library(name: "Audit", targets: ["Audit"]),
        .library(name: "Reporting", targets: ["Reporting"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "Lint", targets: ["Lint"]),
        .library(name: "SwiftSource", targets: ["SwiftSource"]),
        .library(name: "Checking", targets: ["Checking"]),
        .executable(name: "reflow", targets: ["reflow"]),
        .executable(name: "reflow-benchmark", targets: ["ReflowBenchmark"]),
        .executable(name: "reflow-audit-benchmark", targets: ["AuditBenchmark"]),
        .executable(name: "reflow-lint-benchmark", targets: ["LintBenchmark"]),
        .plugin(name: "ReflowLintPlugin", targets: ["ReflowLintPlugin"]),
        .plugin(name: "ReflowLintBuildPlugin", targets: ["ReflowLintBuildPlugin"]),
        .executable(name: "reflow-check-benchmark", targets: ["CheckBenchmark"]),
        .executable(name: "reflow-calibrate", targets: ["Calibrate"]),
    ],
    targets: [
        // Layer 0: the package's one lock (the standard library's Mutex needs iOS 18); package-internal, not a product.
        .target(name: "ReflowLocking"),
        // Layer 1: pure Swift, no Foundation; its only dependency is the lock.
        .target(name: "DynamicType", dependencies: ["ReflowLocking"]),
        // Layer 1: the text-measuring protocol, the seam between layout and typesetting.
        .target(name: "TextMeasurement", dependencies: ["DynamicType"]),
        // Layer 1: the C libraries, seen by Typesetting alone.
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CICU", pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        .target(name: "CICUShim", dependencies: ["CICU"]),
        // Layer 1: cairo, seen by Rendering alone (for pictures); glyphs come from Typesetting as paths and bitmaps.
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        // Layer 1: libpng, which encodes Rendering's pictures (faster settings than cairo's writer).
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng16",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .target(name: "CPNGShim", dependencies: ["CPNG"]),
        // Layer 2: SwiftUI's layout semantics; text only through TextMeasurement; where a view is written as a Findings `FileLocation`.
        .target(name: "LayoutEngine", dependencies: ["DynamicType", "TextMeasurement", "Findings", "ReflowLocking"]),
        // Layer 2: real fonts, shaping and line breaking.
        .target(
            name: "Typesetting", dependencies: ["DynamicType", "TextMeasurement", "CHarfBuzz", "CFreeType", "CICUShim", "ReflowLocking"]),
        // Layer 1: pure Swift, no Foundation: findings as values, for checks and reporters; sizes typed by DynamicType.
        .target(
            name: "Findings", dependencies: ["DynamicType"], path: "Sources/Findings",
            // `rounded()` calls libm, which nothing else links for a consumer of Findings (or Reporting) alone on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        // Layer 3: the checks over a screen laid out at every size; text measured through TextMeasuring.
        .target(name: "Audit", dependencies: ["LayoutEngine", "Findings", "DynamicType", "TextMeasurement", "ReflowLocking"]),
        // Layer 2: reporters, pure functions from findings to bytes (text, Xcode, JSON, SARIF, GitHub); no Foundation.
        .target(name: "Reporting", dependencies: ["Findings", "DynamicType"]),
        // Layer 3: PNG pictures of laid-out screens with their findings drawn, and contact sheets.
        .target(
            name: "Rendering",
            dependencies: [
                "LayoutEngine", "Audit", "Findings", "Typesetting", "TextMeasurement", "DynamicType",
                "CCairo", "CPNGShim", "ReflowLocking",
            ]),
        // The bundled example screens (the seed guidance's broken screens and their fixes).
        .target(name: "ReflowExamples", dependencies: ["LayoutEngine"], path: "Examples/Screens"),
        // Layer 3: lint rules over Interface Builder, Android, Compose, React Native and Flutter sources, and the rule engine.
        .target(name: "Lint", dependencies: ["Findings", "DynamicType", "TextMeasurement", "ReflowLocking"]),
        // A small argument parser in the spirit of swift-argument-parser (which this machine cannot fetch):
        // commands as types, options declared once, help generated, exit codes, a context tests run commands in.
        .target(name: "ReflowCommandLine", dependencies: ["ReflowLocking"]),
        // Layer 4: the pipelines a user runs: check a project (simulate, lint, baseline, report) and lint a project.
        .target(
            name: "Checking",
            dependencies: [
                "DynamicType", "TextMeasurement", "Typesetting", "LayoutEngine", "Findings", "Audit",
                "Reporting", "Rendering", "SwiftSource", "Lint", "ReflowExamples", "ReflowLocking", "ReflowCommandLine",
            ]),
        // Layer 5: argument parsing and printing over the pipelines, importable by tests.
        .target(
            name: "ReflowCommands",
            dependencies: [
                "Checking", "ReflowCommandLine", "DynamicType", "TextMeasurement", "Typesetting", "LayoutEngine", "Findings", "Audit",
                "Reporting", "Rendering", "ReflowExamples", "SwiftSource", "Lint", "ReflowLocking",
            ]),
        // Layer 5: the executable, main only.
        .executableTarget(name: "reflow", dependencies: ["ReflowCommands"]),
        // `swift package reflow-lint`: runs `reflow lint --format xcode` on the package's targets.
        .plugin(
            name: "ReflowLintPlugin",
            capability: .command(
                intent: .custom(verb: "reflow-lint", description: "Lint the package's targets for text that cannot grow (reflow lint).")),
            dependencies: ["reflow"]),
        // Lints a target's sources on every build; violations are warnings (reflow lint --exit-zero).
        .plugin(name: "ReflowLintBuildPlugin", capability: .buildTool(), dependencies: ["reflow"]),

        .testTarget(
            name: "DynamicTypeTests",
            dependencies: ["DynamicType", "ReflowLocking"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "TextMeasurement", "DynamicType", "ReflowLocking"]),
        .testTarget(
            name: "AuditTests",
            dependencies: ["Audit", "Findings", "LayoutEngine", "Typesetting", "TextMeasurement", "DynamicType", "ReflowExamples"]),
        .testTarget(
            name: "ReflowReportingTests",
            dependencies: [
                "Reporting", "Findings", "DynamicType", "Audit", "LayoutEngine", "Typesetting", "TextMeasurement",
                "ReflowExamples",
            ],
            exclude: ["Canned", "Schemas"]),
        .testTarget(
            name: "RenderingTests",
            dependencies: [
                "Rendering", "Checking", "LayoutEngine", "Audit", "Typesetting", "TextMeasurement", "DynamicType",
                "ReflowExamples", "CCairo",
            ]),
        .testTarget(
            name: "LintTests", dependencies: ["Lint", "Findings", "Reporting", "DynamicType", "TextMeasurement"], exclude: ["Fixtures"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "TextMeasurement", "DynamicType", "ReflowLocking"]),
        // Speed, measured against the raw libraries in the same run (not a test).
        // What the benchmarks share: timing, medians, number formats.
        .target(name: "BenchmarkSupport", path: "Benchmarks/Support"),
        .executableTarget(
            name: "ReflowBenchmark",
            dependencies: [
                "Typesetting", "TextMeasurement", "DynamicType", "CHarfBuzz", "CICUShim",
                "BenchmarkSupport",
            ],
            path: "Benchmarks/ReflowBenchmark"),
        .executableTarget(
            name: "AuditBenchmark",
            dependencies: [
                "Audit", "LayoutEngine", "Typesetting", "TextMeasurement", "DynamicType",
                "ReflowExamples", "ReflowLocking",
            ],
            path: "Benchmarks/AuditBenchmark"),
        .executableTarget(
            name: "LintBenchmark", dependencies: ["Lint", "SwiftSource", "BenchmarkSupport"], path: "Benchmarks/LintBenchmark"),
        .executableTarget(
            name: "CheckBenchmark",
            dependencies: ["ReflowCommands", "SwiftSource", "Audit", "DynamicType", "BenchmarkSupport", "ReflowLocking"],
            path: "Benchmarks/CheckBenchmark"),
        // How far `reflow check` can be trusted on real apps: coverage, content, findings, phase times (not a test).
        .executableTarget(
            name: "Calibrate",
            dependencies: [
                "ReflowCommands", "SwiftSource", "Audit", "Findings", "Reporting", "BenchmarkSupport", "LayoutEngine", "ReflowLocking",
            ],
            path: "Benchmarks/Calibrate"),
        .testTarget(name: "ReflowCommandLineTests", dependencies: ["ReflowCommandLine", "ReflowCommands"]),
        .testTarget(
            name: "ReflowCommandsTests", dependencies: ["ReflowCommands", "ReflowCommandLine", "DynamicType"], exclude: ["Snapshots"]),
        // Layer 3: the SwiftUI front-end: Swift files parsed once with SwiftSyntax/SwiftParser (see `syntaxSource`),
        // indexed and interpreted into layout trees.
        swiftSourceTarget,
        .testTarget(
            name: "SwiftSourceTests", dependencies: ["SwiftSource", "LayoutEngine", "DynamicType", "Findings", "Lint", "ReflowLocking"],
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

if syntaxSource == .package {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-syntax.git", from: swiftSyntaxVersion))
}
