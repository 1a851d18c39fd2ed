import Testing
@testable import DynamicType

@Suite struct WatchOSTypeRampTests {
    let ramp = TypeRamp<WatchTextStyle>.watchOS

    @Test func everyPublishedCellMatchesTheHIGTable() {
        var checked = 0
        for (categoryID, byStyle) in ReferenceData.dictionary("watchos", "sizes") {
            let category = category(referenceID: categoryID)
            for (styleID, cell) in byStyle as! [String: [String: Any]] {
                let style = try! WatchTextStyle(parsing: styleID)
                let metrics = ramp.metrics(of: style, at: category)!
                #expect(metrics.pointSize == ReferenceData.number(cell["size"]), "\(style) at \(category)")
                #expect(metrics.leading == ReferenceData.number(cell["leading"]), "\(style) at \(category)")
                #expect(metrics.weight == weight(referenceName: cell["weight"]))
                #expect(ramp.metrics(of: style, at: category, emphasized: true)!.weight == weight(referenceName: cell["emphasized_weight"]))
                checked += 1
            }
        }
        #expect(checked == 90)
    }

    @Test func mediumAX4AndAX5DoNotExistOnWatchOS() {
        #expect(ramp.missingCategories == [.medium, .accessibility4, .accessibility5])
        #expect(ramp.metrics(of: .body, at: .medium) == nil)
        #expect(ramp.pointSize(of: .body, at: .accessibility5) == nil)
        #expect(!ramp.offers(.accessibility4))
    }

    @Test func disputedCellsUseTheLaterCaptureAndTheLeadingRule() {
        #expect(ramp.pointSize(of: .title2, at: .large) == 28)
        #expect(ramp.pointSize(of: .caption2, at: .xxLarge) == 16)
        var ruleBreakers: [String] = []
        for row in ramp.rows {
            for (index, category) in ramp.categories.enumerated() where row.leadings[index] != row.sizes[index] + 2.5 {
                ruleBreakers.append("\(category) \(row.style) \(row.sizes[index])/\(row.leadings[index])")
            }
        }
        #expect(
            ruleBreakers.sorted() == [
                "accessibility1 title2 34.0/41.0", "accessibility2 footnote2 16.0/17.5",
                "accessibility2 title1 43.0/46.0", "accessibility3 title1 44.0/47.0",
            ])
    }

    @Test func defaultCategoryDependsOnTheCaseSize() {
        let byCase = ReferenceData.dictionary("watchos", "default_category_by_case_size") as! [String: String]
        for (caseSize, id) in byCase {
            let millimetres = Int(caseSize.dropLast(2))!
            #expect(TypeRamp<WatchTextStyle>.watchDefaultCategory(caseSize: millimetres) == category(referenceID: id))
        }
        #expect(TypeRamp<WatchTextStyle>.watchDefaultCategory(caseSize: 39) == nil)
        #expect(ramp.pointSize(of: .body, at: .large) == ApplePlatform.watchOS.defaultTextSize)
    }

    @Test(arguments: WatchTextStyle.allCases)
    func sizesNeverShrinkAndEmphasisIsNeverLighter(style: WatchTextStyle) {
        let row = ramp.row(for: style)!
        #expect(row.sizes == row.sizes.sorted())
        #expect(row.emphasizedWeight >= row.weight)
    }

    @Test func leadingIsMonotonicExceptThePublishedAX1Title2Typo() {
        for row in ramp.rows {
            let drops = zip(row.leadings, row.leadings.dropFirst()).filter { $0 > $1 }
            if row.style == .title2 {
                #expect(drops.count == 1 && drops[0] == (41, 37.5))
            } else {
                #expect(drops.isEmpty, "\(row.style)")
            }
        }
    }

    @Test func trackingUsesSFCompact() {
        #expect(ramp.metrics(of: .body, at: .large)!.tracking == 0)
        #expect(ramp.metrics(of: .body, at: .xLarge)!.tracking == -0.07)
        #expect(ramp.metrics(of: .body, at: .xLarge, design: .rounded)!.tracking == 0.10)
        #expect(ramp.metrics(of: .body, at: .xLarge, design: .serif) == nil)
    }
}
