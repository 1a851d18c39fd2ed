import Typesetting

/// One HarfBuzz measurer for every test: it is thread-safe, and its caches make the hundreds of
/// example layouts cheap.
enum SharedMeasurer {
    static let harfBuzz = HarfBuzzTextMeasurer()
}
