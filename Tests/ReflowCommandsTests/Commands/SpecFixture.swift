import Foundation

/// The reference data (the spec): `Tests/DynamicTypeTests/Fixtures/dynamic-type-data.json`, read once.
///
/// Expected numbers in the command tests come from here or from arithmetic written in the test,
/// never from the code under test.
enum Spec {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Commands
        .deletingLastPathComponent()  // ReflowCommandsTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("DynamicTypeTests/Fixtures/dynamic-type-data.json")

    // Read once and never mutated, so sharing it across test threads is safe.
    nonisolated(unsafe) static let root: [String: Any] = {
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { preconditionFailure("cannot read the reference data at \(url.path)") }
        return object
    }()

    /// The value at a path of keys (`"ios", "sizes", "ax5", "body"`); stops the run on a wrong path.
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

    static func number(_ path: String...) -> Double {
        var current: Any = root
        for key in path { current = (current as! [String: Any])[key]! }
        return (current as! NSNumber).doubleValue
    }

    /// The `id`s of a list of objects, in order (`ios.categories`, `watchos.styles`).
    static func ids(_ platform: String, _ list: String) -> [String] {
        (value(platform, list) as! [[String: Any]]).map { $0["id"] as! String }
    }

    /// One Dynamic Type cell: `ios` or `watchos` sizes at a fixture category id and style id.
    static func cell(_ platform: String, category: String, style: String) -> Cell {
        Cell(value(platform, "sizes", category, style) as! [String: Any])
    }

    /// A cell of a size table in the reference data.
    struct Cell {
        var size: Double
        var leading: Double
        var weight: String
        var emphasizedWeight: String

        init(_ object: [String: Any]) {
            size = (object["size"] as! NSNumber).doubleValue
            leading = ((object["leading"] ?? object["line_height"]) as! NSNumber).doubleValue
            weight = (object["weight"] as! String).lowercased()
            emphasizedWeight = (object["emphasized_weight"] as! String).lowercased()
        }
    }

    /// SF Pro (iOS) or SF Compact (watchOS) tracking in points by integer point size, as the HIG prints it.
    static func tracking(_ platform: String, font: String) -> [Double: Double] {
        let rows = (value(platform, "tracking") as! [String: Any])[font] as! [[NSNumber]]
        return Dictionary(uniqueKeysWithValues: rows.map { ($0[0].doubleValue, $0[2].doubleValue) })
    }

    /// The Android lookup tables: `from_sp`, and `to_dp` by scale key ("1.15" … "2.0").
    static var androidFromSp: [Double] {
        (value("android_font_scale_tables", "from_sp") as! [NSNumber]).map(\.doubleValue)
    }

    static var androidToDp: [String: [Double]] {
        (value("android_font_scale_tables", "to_dp") as! [String: [NSNumber]]).mapValues { $0.map(\.doubleValue) }
    }

    /// React Native's multiplier at a fixture category id (`ax5` → 3.571).
    static func reactNativeMultiplier(_ category: String) -> Double {
        let rows = value("react_native_multipliers", "multipliers") as! [[String: Any]]
        return (rows.first { $0["category"] as? String == category }!["multiplier"] as! NSNumber).doubleValue
    }

    /// The Body size Flutter divides by 17 on iOS, at a fixture category id.
    static func flutterBodySize(_ category: String) -> Double {
        let rows = (value("flutter", "ios_text_scale_factor") as! [String: Any])["body_sizes"] as! [[String: Any]]
        return (rows.first { $0["category"] as? String == category }!["body_size"] as! NSNumber).doubleValue
    }
}

/// The SwiftUI spelling the commands print for a reference category id (`ax5` → `accessibility5`).
func swiftUICategory(_ fixtureID: String) -> String {
    fixtureID.hasPrefix("ax") ? "accessibility" + fixtureID.dropFirst(2) : fixtureID
}

/// The SwiftUI spelling the commands print for an iOS/macOS reference style id (`title1` → `title`).
func swiftUIStyle(_ fixtureID: String) -> String {
    switch fixtureID {
    case "title1": "title"
    case "caption1": "caption"
    default: fixtureID
    }
}

/// The weight name for a numeric weight, as on the CSS / `Font.Weight` scale.
func weightName(_ value: Int) -> String {
    [
        100: "ultraLight", 200: "thin", 300: "light", 400: "regular", 500: "medium",
        600: "semibold", 700: "bold", 800: "heavy", 900: "black",
    ][value]!
}

/// Parses a CSV with a header into rows of fields, checking nothing but the shape.
func csvRows(_ text: String) -> (header: String, rows: [[String]]) {
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    guard let header = lines.first else { return ("", []) }
    return (header, lines.dropFirst().map { $0.components(separatedBy: ",") })
}
