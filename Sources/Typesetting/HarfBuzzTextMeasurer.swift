import DynamicType
import ReflowLocking
import TextMeasurement

/// Measures text for real: fonts from disk, HarfBuzz shaping, ICU line breaking, with caches so
/// that laying one screen out at 12 sizes shapes each string once and lays each size out once.
///
/// Thread-safe; results are deterministic for the same fonts and library versions.
public final class HarfBuzzTextMeasurer: TextMeasuring {
    private let catalog: FontCatalog
    private let resolver: SystemFontResolver
    private let fallbacks: FallbackFonts
    let shapingFonts = ShapingFontCache()
    let glyphImageCache: GlyphImageCache
    private let chains = Locked<[ChainKey: Result<FontChain, any Error>]>([:])
    private let shapedTexts = Locked<[ShapeKey: ShapedText]>([:])
    private let results = ResultCache(limit: HarfBuzzTextMeasurer.cacheLimit)
    private let shapeStatistics = Locked(CacheStatistics())

    /// How many results and shaped strings are kept before a cache is emptied (the result cache
    /// empties each of its stripes when that stripe holds its share).
    public static let cacheLimit = 50_000

    /// A measurer over `catalog` (the machine's fonts by default).
    public init(catalog: FontCatalog = .system) {
        self.catalog = catalog
        resolver = SystemFontResolver(catalog: catalog)
        fallbacks = FallbackFonts(catalog: catalog)
        glyphImageCache = GlyphImageCache(catalog: catalog)
    }

    /// Counts of cache hits and misses since creation, for benchmarks and tests.
    public var cacheStatistics: CacheStatistics {
        var statistics = shapeStatistics.withLock { $0 }
        (statistics.resultHits, statistics.resultMisses) = results.counts
        return statistics
    }

    /// Lays the request out, answering from the result cache when the same request was measured
    /// before; throws `FontError` when its font cannot be found or loaded.
    public func measure(_ request: TextMeasurementRequest) throws -> MeasuredText {
        let fingerprint = RequestFingerprint(request)
        if let cached = results.result(for: request, fingerprint: fingerprint) { return cached }
        // Offered at least its ideal width, a text breaks only where its paragraphs end, as it does offered
        // any width: the lines are the ideal ones, and nothing is cut or shrunk that was not (a stack
        // offers a label many widths wider than it needs).
        if let width = request.width, request.height == nil, request.minimumScaleFactor >= 1 {
            var unbounded = request
            unbounded.width = nil
            if let ideal = results.stored(for: unbounded, fingerprint: RequestFingerprint(unbounded)), ideal.truncation == nil,
                ideal.width <= width
            {
                results.store(ideal, for: request, fingerprint: fingerprint)
                return ideal
            }
        }
        let chain = try fontChain(for: request.font)
        let shaped = try shapedText(request.text, chain: chain, language: request.language)
        let font = request.font, language = request.language
        let ellipsis = { () throws(ICUError) in try self.shapedText(Truncator.ellipsisCharacter, chain: chain, language: language) }
        let layout = ParagraphLayout(
            shaped: shaped, chain: chain, shapingFonts: shapingFonts, grid: Self.grid(for: font.platform),
            tracking: { size in Self.tracking(for: font, at: size) }, ellipsis: ellipsis)
        let measured = try layout.layout(request, pointSize: font.pointSize)
        results.store(measured, for: request, fingerprint: fingerprint)
        return measured
    }

    /// The font chain a request resolves to (exposed for `reflow measure` and tests).
    public func fontChain(for font: FontRequest) throws -> FontChain {
        let key = ChainKey(
            family: font.family, weight: font.weight, italic: font.italic, platform: font.platform,
            isDisplaySize: font.platform == .iOS && font.pointSize >= SystemFontResolver.displayThreshold)
        // A font that is not installed stays missing: the failure is kept too, so a screen that
        // asks for it thousands of times looks it up once.
        if let known = chains.withLock({ $0[key] }) { return try known.get() }
        let resolved = Result { try resolveChain(font) }
        chains.withLock { $0[key] = resolved }
        return try resolved.get()
    }

    private func resolveChain(_ font: FontRequest) throws -> FontChain {
        let primary: ResolvedFont
        switch font.family {
        case .system(let design):
            primary = try resolver.systemFont(
                platform: font.platform, design: design, weight: font.weight, italic: font.italic,
                pointSize: font.pointSize)
        case .named(let name):
            primary = ResolvedFont(
                face: try catalog.face(named: name, weight: font.weight.value, italic: font.italic), weight: font.weight.value,
                standsInFor: nil, lineHeightModel: .natural)
        case .file(let path, let index):
            primary = ResolvedFont(
                face: try catalog.face(path: path, faceIndex: index), weight: font.weight.value, standsInFor: nil,
                lineHeightModel: .natural)
        }
        return FontChain(primary: primary, fallbacks: fallbacks)
    }

    private func shapedText(_ text: String, chain: FontChain, language: String) throws(ICUError) -> ShapedText {
        let key = ShapeKey(text: text, face: ObjectIdentifier(chain.primary.face), weight: chain.primary.weight, language: language)
        if let shaped = shapedTexts.withLock({ $0[key] }) {
            shapeStatistics.withLock { $0.shapeHits += 1 }
            return shaped
        }
        shapeStatistics.withLock { $0.shapeMisses += 1 }
        let shaped = try TextShaper(chain: chain, language: language, shapingFonts: shapingFonts).shape(text)
        shapedTexts.withLock { cache in
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = shaped
        }
        return shaped
    }

    /// Tracking in points: as asked, else Apple's table for Apple's system font, else none.
    static func tracking(for font: FontRequest, at size: Double) -> Double {
        if let tracking = font.tracking { return tracking }
        guard font.platform == .iOS, case .system(let design) = font.family else { return 0 }
        switch design {
        case .default: return TrackingTable.sfPro.tracking(atPointSize: size)
        case .rounded: return TrackingTable.sfProRounded.tracking(atPointSize: size)
        case .serif: return TrackingTable.newYork.tracking(atPointSize: size)
        }
    }

    /// The pixel grid heights snap to on each platform.
    static func grid(for platform: TextPlatform) -> PixelGrid {
        platform == .iOS ? PixelGrid(scale: 3) : PixelGrid(scale: 2.625)
    }

    private struct ChainKey: Hashable {
        let family: FontRequest.Family
        let weight: FontWeight
        let italic: Bool
        let platform: TextPlatform
        let isDisplaySize: Bool
    }

    private struct ShapeKey: Hashable {
        let text: String
        let face: ObjectIdentifier
        let weight: Int
        let language: String
    }
}

/// How often the measurer's caches answered.
public struct CacheStatistics: Equatable, Sendable {
    /// Requests answered from the result cache.
    public var resultHits = 0
    /// Requests laid out afresh.
    public var resultMisses = 0
    /// Strings whose shaping was reused.
    public var shapeHits = 0
    /// Strings shaped afresh.
    public var shapeMisses = 0
}
