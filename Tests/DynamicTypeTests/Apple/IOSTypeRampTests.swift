import Testing
@testable import DynamicType

@Suite struct IOSTypeRampTests {
    let ramp = TypeRamp<TextStyle>.iOS

    @Test func everyCellMatchesTheHIGTable() {
        let sizes = ReferenceData.dictionary("ios", "sizes")
        var checked = 0
        for (categoryID, byStyle) in sizes {
            let category = category(referenceID: categoryID)
            for (styleID, cell) in byStyle as! [String: [String: Any]] {
                let style = try! TextStyle(parsing: styleID)
                let metrics = ramp.metrics(of: style, at: category)!
                #expect(metrics.pointSize == ReferenceData.number(cell["size"]), "\(style) at \(category)")
                #expect(metrics.leading == ReferenceData.number(cell["leading"]), "\(style) at \(category)")
                #expect(metrics.weight == weight(referenceName: cell["weight"]), "\(style) at \(category)")
                let emphasized = ramp.metrics(of: style, at: category, emphasized: true)!
                #expect(emphasized.weight == weight(referenceName: cell["emphasized_weight"]), "\(style) at \(category)")
                checked += 1
            }
        }
        #expect(checked == 132)
    }

    @Test func theRuntimeCrossCheckDiffersOnlyAtAX5Caption2() {
        let runtime = ReferenceData.dictionary("ios", "runtime_crosscheck", "point_sizes") as! [String: [Double]]
        var differences: [String] = []
        for (styleID, values) in runtime {
            let style = try! TextStyle(parsing: styleID)
            for (category, value) in zip(ContentSizeCategory.allCases, values) where ramp.pointSize(of: style, at: category) != value {
                differences.append("\(style) \(category) \(ramp.pointSize(of: style, at: category)!) vs \(value)")
            }
        }
        #expect(differences == ["caption2 accessibility5 40.0 vs 41.0"])
    }

    @Test func seedExamples() {
        // Body 17 -> 53 pt at AX5 (3.1x); Large Title 34 -> 60 pt (1.8x); Body 14 pt at xSmall.
        #expect(ramp.pointSize(of: .body, at: .large) == 17)
        #expect(ramp.pointSize(of: .body, at: .accessibility5) == 53)
        #expect((53.0 / 17.0 * 10).rounded() / 10 == 3.1)
        #expect(ramp.pointSize(of: .largeTitle, at: .large) == 34)
        #expect(ramp.pointSize(of: .largeTitle, at: .accessibility5) == 60)
        #expect((60.0 / 34.0 * 10).rounded() / 10 == 1.8)
        #expect(ramp.pointSize(of: .body, at: .xSmall) == 14)
        #expect(ContentSizeCategory.accessibilityCategories.map { ramp.pointSize(of: .body, at: $0)! } == [28, 33, 40, 47, 53])
    }

    @Test func theDefaultColumnIsThePlatformDefaultAndTheFloorHolds() {
        #expect(ramp.pointSize(of: .body, at: ramp.defaultCategory) == ApplePlatform.iOS.defaultTextSize)
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                #expect(ramp.pointSize(of: style, at: category)! >= ApplePlatform.iOS.minimumTextSize)
            }
        }
    }

    @Test(arguments: TextStyle.allCases)
    func sizesAndLeadingNeverShrinkAsTheCategoryGrows(style: TextStyle) {
        let row = ramp.row(for: style)!
        #expect(row.sizes == row.sizes.sorted(), "\(style) sizes")
        #expect(row.leadings == row.leadings.sorted(), "\(style) leading")
        #expect(row.emphasizedWeight >= row.weight, "\(style) emphasized weight is never lighter")
    }

    @Test func trackingFollowsTheSFProTableAtTheResolvedSize() {
        #expect(ramp.metrics(of: .body, at: .large)!.tracking == -0.43)
        #expect(ramp.metrics(of: .largeTitle, at: .large)!.tracking == 0.40)
        #expect(ramp.metrics(of: .body, at: .large, design: .rounded)!.tracking == 0.37)
        #expect(ramp.metrics(of: .body, at: .large, design: .serif)!.tracking == -0.07)
        // 55 pt (Title 3 at AX5) is not printed: halfway between 54 pt (+0.32) and 56 pt (+0.30).
        #expect(isClose(ramp.metrics(of: .title3, at: .accessibility5)!.tracking, 0.31))
    }

    @Test func iPadOSUsesTheSameTable() {
        let iPad = TypeRamp<TextStyle>.iPadOS
        #expect(iPad.platform == .iPadOS)
        for style in TextStyle.allCases {
            #expect(iPad.row(for: style)!.sizes == ramp.row(for: style)!.sizes)
        }
    }
}
