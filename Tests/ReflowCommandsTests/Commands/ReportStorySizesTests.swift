import Checking
import DynamicType
import Findings
@testable import ReflowCommands
import Testing

/// `reflow check --report` draws the sizes that tell a screen's story: the default size, the largest,
/// and each size where the findings shown differ from the next size towards the default.
@Suite struct ReportStorySizesTests {
    static let all = ContentSizeCategory.allCases

    static func finding(_ id: String, from first: ContentSizeCategory, to last: ContentSizeCategory = .accessibility5) -> Finding {
        let shown = all.filter { $0 >= first && $0 <= last }.map(SizeSetting.category)
        return Finding(
            checkID: id, severity: .error, message: id, element: ElementReference(path: "p/\(id)", label: "Text"),
            sourceLocation: FileLocation(file: "A.swift", line: 1, column: 1),
            context: FindingContext(
                screen: "A", device: "iPhone 16", layoutDirection: .leftToRight, firstSize: .category(first), sizes: shown),
            measurements: [],
            criterion: .resizeText, fix: "f")
    }

    @Test func aScreenWithoutFindingsShowsTheDefaultAndTheLargest() {
        #expect(HTMLReportWriter.storySizes(Self.all, findings: []) == [.large, .accessibility5])
    }

    @Test func eachSizeWhereAFindingStartsOrEndsIsDrawn() {
        // A truncation from AX2 on, a clip at xxLarge and xxxLarge only, and a fixed font at every size
        // (which never changes what is shown, so it adds nothing).
        let findings = [
            Self.finding("truncated-text", from: .accessibility2), Self.finding("clipped-text", from: .xxLarge, to: .xxxLarge),
            Self.finding("not-scaling", from: .xSmall),
        ]
        #expect(
            HTMLReportWriter.storySizes(Self.all, findings: findings)
                == [.large, .xxLarge, .accessibility1, .accessibility2, .accessibility5])
    }

    @Test func belowTheDefaultASizeIsDrawnWhereItDiffersFromTheSizeAbove() {
        // A finding only at the two smallest sizes: xSmall looks like Small, Small differs from Medium.
        let findings = [Self.finding("tiny-text", from: .xSmall, to: .small)]
        #expect(HTMLReportWriter.storySizes(Self.all, findings: findings) == [.small, .large, .accessibility5])
    }
}
