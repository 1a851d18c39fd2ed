import Testing
@testable import DynamicType

@Suite struct TextStyleTests {
    @Test func elevenStylesMatchTheReferenceOrder() {
        let ids = (ReferenceData.array("ios", "styles") as! [[String: Any]]).map { $0["id"] as! String }
        #expect(TextStyle.allCases.map(\.uiKitName) == ids)
        let names = (ReferenceData.array("ios", "styles") as! [[String: Any]]).map { $0["hig_name"] as! String }
        #expect(TextStyle.allCases.map(\.displayName) == names)
    }

    @Test(arguments: [
        ("title", TextStyle.title1), ("title1", .title1), (".title", .title1), ("caption", .caption1), ("caption1", .caption1),
        ("Caption 2", .caption2), ("subhead", .subheadline), ("UIFontTextStyleBody", .body), ("Font.TextStyle.largeTitle", .largeTitle),
        ("large-title", .largeTitle), ("HEADLINE", .headline),
    ])
    func parsesSwiftUIUIKitAndHIGSpellings(spelling: String, expected: TextStyle) throws {
        #expect(try TextStyle(parsing: spelling) == expected)
    }

    @Test func swiftUINamesDifferFromUIKitOnlyForTitleAndCaption() {
        let differing = TextStyle.allCases.filter { $0.swiftUIName != $0.uiKitName }
        #expect(differing == [.title1, .caption1])
        #expect(TextStyle.title1.swiftUIName == "title")
    }

    @Test func unknownStyleListsTheValidOnes() {
        #expect(throws: UnknownNameError.self) { try TextStyle(parsing: "title4") }
        do { _ = try TextStyle(parsing: "title4") } catch {
            #expect(error.description.hasPrefix("unknown text style 'title4'; expected one of: largeTitle, title/title1, title2"))
        }
    }

    @Test func weightsParseByNameAndNumber() throws {
        #expect(try FontWeight(parsing: "Semibold") == .semibold)
        #expect(try FontWeight(parsing: "semi-bold") == .semibold)
        #expect(try FontWeight(parsing: "600") == .semibold)
        #expect(try FontWeight(parsing: ".bold") == .bold)
        #expect(throws: UnknownNameError.self) { try FontWeight(parsing: "650") }
        #expect(FontWeight.allCases.map(\.value) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test func runtimeRawValuesParse() throws {
        // UIKit's raw values as printed at run time (temoki/UIKit_DynamicType).
        let raw: [(String, TextStyle)] = [
            ("UICTFontTextStyleTitle0", .largeTitle), ("UICTFontTextStyleTitle1", .title1),
            ("UICTFontTextStyleSubhead", .subheadline), ("UICTFontTextStyleCaption2", .caption2),
            ("UICTFontTextStyleBody", .body),
        ]
        for (spelling, style) in raw {
            #expect(try TextStyle(parsing: spelling) == style)
        }
    }
}
