import CLibFuzzer
import Foundation

/// Starts libFuzzer from a Swift `main`.
///
/// libFuzzer normally brings `main` and calls `LLVMFuzzerTestOneInput`, but SwiftPM links every
/// executable target with `main` renamed to `<module>_main` (so that tests can link the target),
/// which libFuzzer's `main` does not provide. Each target therefore has an `@main` that hands its
/// `LLVMFuzzerTestOneInput` to `LLVMFuzzerRunDriver`, which behaves exactly as libFuzzer's `main`.
public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments and exits with its status.
    public static func run(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }

    /// What a target reads when libFuzzer passes no buffer (it never does, even for an empty input).
    nonisolated(unsafe) public static let noBytes = UnsafePointer<UInt8>(UnsafeMutablePointer<UInt8>.allocate(capacity: 1))
}
