/// The failure of an ``ExpressibleByArgument`` conversion, carrying what would have been accepted.
struct ValueConversionFailure: Error, CustomStringConvertible {
    /// Phrased to follow "expected": "an integer", "one of: text, json".
    let expectation: String

    var description: String { "expected \(expectation)" }
}
