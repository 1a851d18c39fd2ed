import Testing
@testable import DynamicType

@Suite struct FixedTypeScaleTests {
    @Test func macOSStylesMatchTheHIG() {
        let rows = ReferenceData.array("macos", "text_styles") as! [[String: Any]]
        #expect(FixedTypeScale<TextStyle>.macOS.rows.count == rows.count)
        for (row, expected) in zip(FixedTypeScale<TextStyle>.macOS.rows, rows) {
            #expect(row.style == (try! TextStyle(parsing: expected["id"] as! String)))
            #expect(row.size == ReferenceData.number(expected["size"]))
            #expect(row.leading == ReferenceData.number(expected["line_height"]))
            #expect(row.weight == weight(referenceName: expected["weight"]))
            #expect(row.emphasizedWeight == weight(referenceName: expected["emphasized_weight"]))
        }
        #expect(FixedTypeScale<TextStyle>.macOS.metrics(of: .body)!.pointSize == ApplePlatform.macOS.defaultTextSize)
    }

    @Test func tvOSStylesMatchTheHIG() {
        let rows = ReferenceData.array("tvos", "text_styles") as! [[String: Any]]
        #expect(FixedTypeScale<TVTextStyle>.tvOS.rows.count == rows.count)
        for (row, expected) in zip(FixedTypeScale<TVTextStyle>.tvOS.rows, rows) {
            #expect(row.style.rawValue == expected["id"] as? String)
            #expect(row.size == ReferenceData.number(expected["size"]))
            #expect(row.leading == ReferenceData.number(expected["leading"]))
            #expect(row.weight == weight(referenceName: expected["weight"]))
            #expect(row.emphasizedWeight == weight(referenceName: expected["emphasized_weight"]))
        }
        #expect(FixedTypeScale<TVTextStyle>.tvOS.metrics(of: .body)!.pointSize == ApplePlatform.tvOS.defaultTextSize)
    }

    @Test func platformDefaultsAndMinimumsMatchTheHIG() {
        let rows = ReferenceData.array("ios", "platform_default_and_minimum_pt") as! [[String: Any]]
        let platforms: [String: [ApplePlatform]] = [
            "iOS, iPadOS": [.iOS, .iPadOS], "macOS": [.macOS], "tvOS": [.tvOS],
            "visionOS": [.visionOS], "watchOS": [.watchOS],
        ]
        for row in rows {
            for platform in platforms[row["platform"] as! String]! {
                #expect(platform.defaultTextSize == ReferenceData.number(row["default"]))
                #expect(platform.minimumTextSize == ReferenceData.number(row["minimum"]))
            }
        }
    }

    @Test func visionOSPublishesNoRamp() {
        #expect(VisionOSTypography.ramp == nil)
        #expect(ReferenceData.value("visionos", "sizes") is NSNull)
        #expect(VisionOSTypography.defaultTextSize == 17 && VisionOSTypography.minimumTextSize == 12)
    }
}

import Foundation
