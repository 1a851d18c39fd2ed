import Foundation

/// The Android, Material and Flutter parts of the reference fixture, typed for the tests.
enum AndroidFixture {
    static var fromSp: [Double] {
        ReferenceData.array("android_font_scale_tables", "from_sp").map { ReferenceData.number($0)! }
    }

    /// The scales that have a table, as the fixture spells them ("1.15" … "2.0").
    static var tableScaleNames: [String] {
        ReferenceData.array("android_font_scale_tables", "tables_present_for_scales").map { $0 as! String }
    }

    static func toDp(_ scaleName: String) -> [Double] {
        ReferenceData.array("android_font_scale_tables", "to_dp", scaleName).map { ReferenceData.number($0)! }
    }

    static var settingsValues: [Double] {
        ReferenceData.array("android_font_scale_tables", "settings_font_scale_values", "values").map { ReferenceData.number($0)! }
    }

    static var materialRows: [[String: Any]] {
        ReferenceData.array("material3", "baseline").map { $0 as! [String: Any] }
    }

    static func materialNumber(_ row: [String: Any], _ key: String) -> Double {
        ReferenceData.number(row[key])!
    }
}

/// Double comparison for values the tables give as exact decimals: anything looser than 1e-9
/// would hide a transcription slip.
enum ScaleApprox {
    static func equal(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    static func equal(_ a: [Double], _ b: [Double], within tolerance: Double = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { equal($0, $1, within: tolerance) }
    }
}
