/// The one way text reaches layout: measure a request, get lines and sizes back.
///
/// The layout engine sees only this protocol; the real implementation shapes with HarfBuzz and
/// breaks lines with ICU. Implementations must be thread-safe and deterministic.
public protocol TextMeasuring: Sendable {
    /// Lays `request.text` out as the request describes; throws when its font cannot be found or loaded.
    func measure(_ request: TextMeasurementRequest) throws -> MeasuredText
}
