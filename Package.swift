// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Reflow",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DynamicType", targets: ["DynamicType"]),
        .executable(name: "reflow", targets: ["reflow"]),
    ],
    targets: [
        // Layer 1: pure Swift, no dependencies, no Foundation.
        .target(name: "DynamicType"),
        // Layer 4: the commands, importable by tests.
        .target(name: "ReflowCommands", dependencies: ["DynamicType"]),
        // Layer 5: the executable, main only.
        .executableTarget(name: "reflow", dependencies: ["ReflowCommands"]),

        .testTarget(
            name: "DynamicTypeTests",
            dependencies: ["DynamicType"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "ReflowCommandsTests", dependencies: ["ReflowCommands", "DynamicType"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
