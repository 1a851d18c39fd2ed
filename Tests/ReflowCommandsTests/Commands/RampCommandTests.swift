import Testing

/// `reflow ramp` on iOS (the default platform) against the reference data, plus byte snapshots.
@Suite struct RampCommandTests {
    private let categoryIDs = Spec.ids("ios", "categories")
    private let styleIDs = Spec.ids("ios", "styles")

    @Test func referenceHasTheExpectedShape() {
        #expect(categoryIDs.count == 12)
        #expect(styleIDs.count == 11)
    }

    @Test func jsonReproducesEveryIOSCell() throws {
        let run = runReflow("ramp", "--platform", "ios", "--format", "json")
        #expect(run.status == 0)
        #expect(run.error == "")
        let json = try #require(run.jsonObject())
        #expect(jsonNumber(json["schemaVersion"]) == 1)
        #expect(json["platform"] as? String == "ios")
        #expect(json["settings"] as? [String] == categoryIDs.map(swiftUICategory))
        #expect(json["styles"] as? [String] == styleIDs.map(swiftUIStyle))
        #expect(json["defaultSetting"] as? String == swiftUICategory(Spec.value("ios", "default_category") as! String))

        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(entries.count == 132)
        var seen = Set<String>()
        for category in categoryIDs {
            for style in styleIDs {
                let want = Spec.cell("ios", category: category, style: style)
                let matches = entries.filter {
                    $0["setting"] as? String == swiftUICategory(category) && $0["style"] as? String == swiftUIStyle(style)
                }
                guard matches.count == 1, let entry = matches.first else {
                    Issue.record("\(matches.count) entries for \(style) at \(category)")
                    continue
                }
                seen.insert("\(style)@\(category)")
                #expect(jsonNumber(entry["size"]) == want.size, "size of \(style) at \(category)")
                #expect(jsonNumber(entry["leading"]) == want.leading, "leading of \(style) at \(category)")
                #expect(entry["weight"] as? String == want.weight, "weight of \(style) at \(category)")
                #expect(entry["emphasizedWeight"] as? String == want.emphasizedWeight, "emphasized weight of \(style) at \(category)")
            }
        }
        #expect(seen.count == 132)
    }

    @Test func trackingIsTheHIGSFProValueAtEachPublishedSize() throws {
        let table = Spec.tracking("ios", font: "sf_pro")
        let json = try #require(runReflow("ramp", "--format", "json").jsonObject())
        let entries = try #require(json["entries"] as? [[String: Any]])
        var checked = 0
        for entry in entries {
            let size = try #require(jsonNumber(entry["size"]))
            // The HIG table skips 55 pt (AX5 Title 3); the library interpolates there, which the spec does not pin.
            guard let want = table[size] else { continue }
            #expect(jsonNumber(entry["tracking"]) == want, "tracking at \(size) pt")
            checked += 1
        }
        #expect(checked == 131)
    }

    @Test func csvHasTheDocumentedHeaderAndOneRowPerCell() {
        let run = runReflow("ramp", "--platform", "ios", "--format", "csv")
        #expect(run.status == 0)
        let csv = csvRows(run.output)
        #expect(csv.header == "style,category,size,leading,weight,tracking")
        #expect(csv.rows.count == 132)
        for row in csv.rows {
            guard row.count == 6 else { Issue.record("row has \(row.count) fields: \(row)"); continue }
            let category = categoryIDs.first { swiftUICategory($0) == row[1] }
            let style = styleIDs.first { swiftUIStyle($0) == row[0] }
            guard let category, let style else { Issue.record("unknown cell \(row)"); continue }
            let want = Spec.cell("ios", category: category, style: style)
            #expect(Double(row[2]) == want.size && Double(row[3]) == want.leading && row[4] == want.weight, "\(row)")
        }
    }

    @Test func iosCSVMatchesSnapshot() {
        Snapshot.assertMatches(runReflow("ramp", "--platform", "ios", "--format", "csv").output, named: "ramp-ios.csv")
    }

    @Test func oneCellAsCSVIsTwoLines() {
        let cell = Spec.cell("ios", category: "ax5", style: "body")
        let tracking = Spec.tracking("ios", font: "sf_pro")[cell.size]!
        #expect(
            runReflow("ramp", "-s", "body", "-c", "AX5", "-f", "csv")
                == ReflowRun(
                    status: 0,
                    output: "style,category,size,leading,weight,tracking\n"
                        + "body,accessibility5,\(Int(cell.size)),\(Int(cell.leading)),\(cell.weight),\(tracking)\n",
                    error: ""
                ))
        #expect((cell.size, cell.leading, cell.weight) == (53, 62, "regular"))
    }

    @Test func oneCellAsTextMatchesSnapshot() {
        let run = runReflow("ramp", "--style", "body", "--category", "AX5")
        #expect(run.status == 0)
        #expect(run.output.contains("body   accessibility5    53       62  regular    semibold"))
        Snapshot.assertMatches(run.output, named: "ramp-body-ax5.txt")
    }

    @Test func stylesAndCategoriesAcceptOtherSpellings() {
        let expected = runReflow("ramp", "-s", "caption", "-s", "title", "-c", "accessibility3", "-f", "csv")
        #expect(expected.status == 0)
        #expect(expected.outputLines.count == 3)
        #expect(runReflow("ramp", "-s", "caption1", "-s", "title1", "-c", "AX3", "-f", "csv") == expected)
        let title = Spec.cell("ios", category: "ax3", style: "title1"), caption = Spec.cell("ios", category: "ax3", style: "caption1")
        #expect(expected.outputLines.dropFirst().map { $0.split(separator: ",")[2] } == ["\(Int(title.size))", "\(Int(caption.size))"])
    }

    @Test func ipadOSPrintsTheIOSNumbers() throws {
        let json = try #require(runReflow("ramp", "-p", "ipados", "-f", "json").jsonObject())
        #expect(json["platform"] as? String == "ipados")
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(entries.count == 132)
        for entry in entries {
            let category = categoryIDs.first { swiftUICategory($0) == entry["setting"] as? String }
            let style = styleIDs.first { swiftUIStyle($0) == entry["style"] as? String }
            guard let category, let style else { Issue.record("unknown cell \(entry)"); continue }
            let want = Spec.cell("ios", category: category, style: style)
            #expect(jsonNumber(entry["size"]) == want.size && jsonNumber(entry["leading"]) == want.leading, "\(style) at \(category)")
        }
    }

    @Test func watchOSCSVReproducesTheReferenceAndMatchesSnapshot() {
        let run = runReflow("ramp", "--platform", "watchos", "--format", "csv")
        #expect(run.status == 0)
        let csv = csvRows(run.output)
        #expect(csv.header == "style,category,size,leading,weight,tracking")
        #expect(csv.rows.count == 90)
        var seen = Set<String>()
        for row in csv.rows {
            let category = Spec.ids("watchos", "categories").first { swiftUICategory($0) == row[1] }
            guard row.count == 6, let category, Spec.ids("watchos", "styles").contains(row[0]) else {
                Issue.record("unexpected row \(row)")
                continue
            }
            let want = Spec.cell("watchos", category: category, style: row[0])
            #expect(Double(row[2]) == want.size && Double(row[3]) == want.leading && row[4] == want.weight, "\(row)")
            seen.insert(row[0] + "@" + row[1])
        }
        #expect(seen.count == 90)
        Snapshot.assertMatches(run.output, named: "ramp-watchos.csv")
    }
}
