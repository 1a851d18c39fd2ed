import Foundation

/// The bytes libFuzzer hands a target, in the forms the readers take.
public struct FuzzInput {
    /// The raw bytes.
    public let bytes: [UInt8]

    /// Copies libFuzzer's buffer, which is only valid during the call.
    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The bytes as text; invalid UTF-8 becomes U+FFFD, as the file readers decode it.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The first byte, to choose what the rest is read as, and the rest.
    public var selectorAndRest: (selector: UInt8, rest: [UInt8])? {
        guard let first = bytes.first else { return nil }
        return (first, Array(bytes.dropFirst()))
    }
}
