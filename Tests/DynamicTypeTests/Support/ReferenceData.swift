import Foundation

/// The reference numbers (a copy of the project's spec file in `Fixtures/`), read once.
///
/// The library carries its tables as Swift literals; tests compare them with this independent
/// copy so that a transcription slip in either place fails a test.
enum ReferenceData {
    static let fixturesDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    // Read once and never mutated, so sharing it across test threads is safe.
    nonisolated(unsafe) static let root: [String: Any] = {
        let url = fixturesDirectory.appendingPathComponent("dynamic-type-data.json")
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { preconditionFailure("cannot read \(url.path)") }
        return object
    }()

    /// The value at a path of keys (`"ios", "sizes", "ax5", "body"`); stops the test run on a wrong path.
    static func value(_ path: String...) -> Any {
        var current: Any = root
        for key in path {
            guard let dictionary = current as? [String: Any], let next = dictionary[key] else {
                preconditionFailure("no \(path.joined(separator: ".")) in the reference data")
            }
            current = next
        }
        return current
    }

    static func dictionary(_ path: String...) -> [String: Any] {
        var current: Any = root
        for key in path { current = (current as! [String: Any])[key]! }
        return current as! [String: Any]
    }

    static func array(_ path: String...) -> [Any] {
        var current: Any = root
        for key in path { current = (current as! [String: Any])[key]! }
        return current as! [Any]
    }

    /// A JSON number as a Double (JSONSerialization gives NSNumber).
    static func number(_ any: Any?) -> Double? {
        (any as? NSNumber)?.doubleValue
    }
}
