import DynamicType
import TextMeasurement

/// A 64-bit digest of a measurement request, taken once per measurement so that the result cache
/// hashes one word and its probes compare words, where keying by the request itself fed the text
/// and a dozen fields through SipHash and copied and compared whole requests at every probe.
///
/// Equal requests always get equal fingerprints: every field is digested in the terms its `==`
/// compares (the text's UTF-8 bytes, the other strings through `String`'s own hashing, which
/// agrees with its Unicode-aware equality, and zero of either sign as zero). Different requests
/// seldom share one, and the cache compares the requests themselves before it answers.
struct RequestFingerprint: Hashable {
    let value: UInt64

    init(_ request: TextMeasurementRequest) {
        var digest = FingerprintDigest()
        var text = request.text
        text.withUTF8 { digest.add(bytes: UnsafeRawBufferPointer($0)) }
        let font = request.font
        digest.add(Self.smallFields(of: request))
        switch font.family {
        case .system: break
        case .named(let name): digest.add(Self.word(name))
        case .file(let path, let faceIndex):
            digest.add(Self.word(path))
            digest.add(UInt64(truncatingIfNeeded: faceIndex))
        }
        digest.add(Self.word(font.pointSize))
        digest.add(Self.word(font.tracking ?? 0))
        digest.add(Self.word(request.width ?? 0))
        digest.add(UInt64(truncatingIfNeeded: request.lineLimit ?? 0))
        digest.add(Self.word(request.minimumScaleFactor))
        digest.add(Self.word(request.height ?? 0))
        if !request.language.isEmpty { digest.add(Self.word(request.language)) }
        value = digest.value
    }

    /// The enumerations, flags and which optionals are set, packed into one word.
    private static func smallFields(of request: TextMeasurementRequest) -> UInt64 {
        let font = request.font
        let family: UInt64
        switch font.family {
        case .system(.default): family = 0
        case .system(.rounded): family = 1
        case .system(.serif): family = 2
        case .named: family = 3
        case .file: family = 4
        }
        let truncation: UInt64
        switch request.truncationMode {
        case .tail: truncation = 0
        case .head: truncation = 1
        case .middle: truncation = 2
        case .clip: truncation = 3
        }
        let platform: UInt64 = font.platform == .iOS ? 0 : 1
        let flags: UInt64 =
            (font.italic ? 1 : 0) | (font.tracking != nil ? 2 : 0) | (request.width != nil ? 4 : 0)
            | (request.lineLimit != nil ? 8 : 0) | (request.height != nil ? 16 : 0)
        return family | truncation << 4 | platform << 8 | flags << 12 | UInt64(truncatingIfNeeded: font.weight.value) << 20
    }

    /// A double as its bits, with -0 as 0 because the two compare equal.
    private static func word(_ value: Double) -> UInt64 {
        value == 0 ? 0 : value.bitPattern
    }

    /// A string compared with `==` (canonical equivalence), digested as `String` hashes it.
    private static func word(_ string: String) -> UInt64 {
        UInt64(truncatingIfNeeded: string.hashValue)
    }
}
