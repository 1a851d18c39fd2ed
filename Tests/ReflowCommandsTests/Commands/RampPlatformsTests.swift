import Foundation
import Testing

/// `reflow ramp` on every platform other than iOS: runs in every format, and the numbers match the reference.
@Suite struct RampPlatformsTests {
    static let platforms = ["ipados", "watchos", "macos", "tvos", "visionos", "android", "material3", "react-native", "flutter"]
    static let formats = ["text", "csv", "json", "markdown"]

    @Test(arguments: platforms, formats)
    func everyPlatformRunsInEveryFormat(platform: String, format: String) throws {
        let run = runReflow("ramp", "-p", platform, "-f", format)
        #expect(run.status == 0, "\(run)")
        #expect(run.error == "")
        #expect(!run.output.isEmpty)
        #expect(run.output.hasSuffix("\n"))
        switch format {
        case "json":
            let json = try #require(run.jsonObject())
            #expect(jsonNumber(json["schemaVersion"]) == 1)
            #expect(json["platform"] as? String == platform)
            #expect(json["entries"] is [Any])
            #expect(!((json["notes"] as? [String]) ?? []).isEmpty)
        case "csv":
            let csv = csvRows(run.output)
            #expect(csv.header == "style,category,size,leading,weight,tracking")
            #expect(csv.rows.allSatisfy { $0.count == 6 && Double($0[2]) != nil }, "\(csv.rows)")
        case "markdown":
            #expect(run.output.hasPrefix("## "))
        default:
            #expect(!run.output.hasPrefix("{"))
        }
    }

    /// Entries of `reflow ramp -p <platform> -f json` keyed by "style@setting".
    private func entries(_ arguments: String...) throws -> [String: [String: Any]] {
        let run = runReflow(["ramp"] + arguments + ["-f", "json"])
        #expect(run.status == 0, "\(run)")
        let list = try #require(run.jsonObject()?["entries"] as? [[String: Any]])
        var byKey: [String: [String: Any]] = [:]
        for entry in list {
            let key = "\(entry["style"] as! String)@\(entry["setting"] as! String)"
            #expect(byKey[key] == nil, "duplicate entry \(key)")
            byKey[key] = entry
        }
        return byKey
    }

    private func expectFixedStyles(platform: String, styleName: (String) -> String) throws {
        let rows = Spec.value(platform, "text_styles") as! [[String: Any]]
        let table = try entries("-p", platform)
        #expect(table.count == rows.count)
        for row in rows {
            let want = Spec.Cell(row)
            let style = styleName(row["id"] as! String)
            guard let entry = table["\(style)@fixed"] else { Issue.record("no \(platform) row for \(style)"); continue }
            #expect(jsonNumber(entry["size"]) == want.size, "\(style) size")
            #expect(jsonNumber(entry["leading"]) == want.leading, "\(style) leading")
            #expect(entry["weight"] as? String == want.weight, "\(style) weight")
            #expect(entry["emphasizedWeight"] as? String == want.emphasizedWeight, "\(style) emphasized weight")
        }
    }

    @Test func macOSRowsMatchTheReference() throws {
        try expectFixedStyles(platform: "macos", styleName: swiftUIStyle)
    }

    @Test func tvOSRowsMatchTheReference() throws {
        try expectFixedStyles(platform: "tvos", styleName: { $0 })
    }

    @Test func watchOSListsTheCategoriesItLacks() throws {
        let json = try #require(runReflow("ramp", "-p", "watchos", "-f", "json").jsonObject())
        let watch = Set(Spec.ids("watchos", "categories"))
        let missing = Spec.ids("ios", "categories").filter { !watch.contains($0) }.map(swiftUICategory)
        #expect(missing == ["medium", "accessibility4", "accessibility5"])
        #expect(json["missingSettings"] as? [String] == missing)
        #expect(json["settings"] as? [String] == Spec.ids("watchos", "categories").map(swiftUICategory))
    }

    @Test func material3AtScaleOneEqualsTheBaseline() throws {
        let table = try entries("-p", "material3", "-c", "1")
        let baseline = Spec.value("material3", "baseline") as! [[String: Any]]
        #expect(table.count == baseline.count)
        for row in baseline {
            let role = row["role"] as! String
            guard let entry = table["\(role)@1"] else { Issue.record("no material3 row for \(role)"); continue }
            #expect(jsonNumber(entry["size"]) == jsonNumber(row["size"]), "\(role) size")
            #expect(jsonNumber(entry["leading"]) == jsonNumber(row["line_height"]), "\(role) line height")
            #expect(entry["weight"] as? String == weightName((row["weight"] as! NSNumber).intValue), "\(role) weight")
            #expect(jsonNumber(entry["tracking"]) == jsonNumber(row["tracking_flutter_v0_92"]), "\(role) tracking")
        }
    }

    @Test func material3AtScaleTwoFollowsTheAndroidTable() throws {
        // Body Medium is 14 sp on a 20 sp line; both points are in the 2.0 table.
        let fromSp = Spec.androidFromSp, toDp = Spec.androidToDp["2.0"]!
        let entry = try #require(try entries("-p", "material3", "-s", "bodyMedium", "-c", "2")["bodyMedium@2"])
        #expect(jsonNumber(entry["size"]) == toDp[fromSp.firstIndex(of: 14)!])
        #expect(jsonNumber(entry["leading"]) == toDp[fromSp.firstIndex(of: 20)!])
    }

    @Test func androidReproducesTheLookupTables() throws {
        let table = try entries("-p", "android")
        let fromSp = Spec.androidFromSp
        let settings = (Spec.value("android_font_scale_tables", "settings_font_scale_values") as! [String: Any])["values"] as! [NSNumber]
        #expect(table.count == fromSp.count * settings.count)
        for (key, toDp) in Spec.androidToDp {
            let setting = key == "2.0" ? "2" : key
            for (sp, dp) in zip(fromSp, toDp) {
                let style = "\(Int(sp))sp"
                #expect(isNear(jsonNumber(table["\(style)@\(setting)"]?["size"]), dp), "\(style) at \(key)")
            }
        }
        for sp in fromSp {
            // Below the smallest table the platform scales linearly; 1 is the identity.
            #expect(isNear(jsonNumber(table["\(Int(sp))sp@1"]?["size"]), sp))
            #expect(isNear(jsonNumber(table["\(Int(sp))sp@0.85"]?["size"]), sp * 0.85))
        }
    }

    @Test func androidTakesAPercentage() {
        let run = runReflow("ramp", "-p", "android", "-c", "200%", "-s", "14sp", "-f", "csv")
        #expect(run.outputLines == ["style,category,size,leading,weight,tracking", "14sp,2,26,,,"])
    }

    @Test func reactNativeMultipliesEachStylesLargeSize() throws {
        let table = try entries("-p", "react-native")
        let ramps = (Spec.value("react_native_multipliers", "dynamic_type_ramp") as! [String: Any])["values"] as! [[String: Any]]
        #expect(table.count == 132)
        for ramp in ramps {
            let style = swiftUIStyle(ramp["ramp"] as! String), base = jsonNumber(ramp["base_size"])!
            for category in Spec.ids("ios", "categories") {
                let want = base * Spec.reactNativeMultiplier(category)
                #expect(isNear(jsonNumber(table["\(style)@\(swiftUICategory(category))"]?["size"]), want), "\(style) at \(category)")
            }
        }
    }

    @Test func flutterScalesMaterialRolesByBodyOver17() throws {
        let table = try entries("-p", "flutter")
        let baseline = Spec.value("material3", "baseline") as! [[String: Any]]
        let divisor = Spec.number("flutter", "ios_text_scale_factor", "divisor")
        #expect(table.count == baseline.count * 12)
        for row in baseline {
            let role = row["role"] as! String, size = jsonNumber(row["size"])!, lineHeight = jsonNumber(row["line_height"])!
            for category in Spec.ids("ios", "categories") {
                let factor = Spec.flutterBodySize(category) / divisor
                let entry = table["\(role)@\(swiftUICategory(category))"]
                #expect(isNear(jsonNumber(entry?["size"]), size * factor), "\(role) at \(category)")
                #expect(isNear(jsonNumber(entry?["leading"]), lineHeight * factor), "\(role) line height at \(category)")
            }
        }
    }

    @Test func visionOSHasNoEntriesButExplainsWhy() throws {
        let json = try #require(runReflow("ramp", "-p", "visionos", "-f", "json").jsonObject())
        #expect((json["entries"] as? [Any])?.isEmpty == true)
        #expect(!((json["notes"] as? [String]) ?? []).isEmpty)
        #expect(runReflow("ramp", "-p", "visionos").output.contains("No sizes are published"))
        #expect(runReflow("ramp", "-p", "visionos", "-f", "csv").output == "style,category,size,leading,weight,tracking\n")
    }

    @Test func composeChangesAndroidBelowTheFirstTable() throws {
        let platform = try entries("-p", "android", "-c", "1.1", "-s", "14sp")["14sp@1.1"]
        let compose = try entries("-p", "android", "-c", "1.1", "-s", "14sp", "--compose")["14sp@1.1"]
        let at115 = Spec.androidToDp["1.15"]![Spec.androidFromSp.firstIndex(of: 14)!]
        let t = (1.1 - 1.0) / (1.15 - 1.0)
        #expect(isNear(jsonNumber(platform?["size"]), 14 * 1.1))
        #expect(isNear(jsonNumber(compose?["size"]), 14 + (at115 - 14) * t))
    }
}
