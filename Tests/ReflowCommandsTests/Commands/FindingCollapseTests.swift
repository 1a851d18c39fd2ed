import Checking
import DynamicType
import Findings
import Testing

/// Findings with one cause on several screens become one, told by the screen whose finding speaks
/// for the group: its first size, message and element, with the other screens named after it.
@Suite struct FindingCollapseTests {
    private func finding(screen: String, firstSize: ContentSizeCategory, severity: Severity, shown: Int) -> Finding {
        Finding(
            checkID: "truncated-text", severity: severity, message: "Text \"person@example.com\" shows \(shown) characters.",
            element: ElementReference(path: "\(screen)/Text", label: "Text \"person@example.com\""),
            sourceLocation: FileLocation(file: "Row.swift", line: 88, column: 26),
            context: FindingContext(
                screen: screen, device: "iPhone 16", firstSize: .category(firstSize),
                sizes: ContentSizeCategory.allCases.filter { $0 >= firstSize }.map(SizeSetting.category)),
            measurements: [], criterion: .resizeText, fix: "")
    }

    @Test func theScreenThatShowsItFirstTellsIt() {
        // "Search" lists the row first, but "Digits" cuts it from Large: the finding is Digits's.
        let collapsed = FindingCollapse.collapse([
            finding(screen: "Search", firstSize: .xxLarge, severity: .error, shown: 15),
            finding(screen: "Digits", firstSize: .large, severity: .error, shown: 12),
            finding(screen: "Settings", firstSize: .accessibility1, severity: .warning, shown: 10),
        ])
        #expect(collapsed.count == 1)
        #expect(collapsed[0].context?.screen == "Digits")
        #expect(collapsed[0].context?.firstSize == .category(.large))
        #expect(collapsed[0].message == "Text \"person@example.com\" shows 12 characters. Also on: Search, Settings.")
        #expect(collapsed[0].element.path == "Digits/Text")
    }

    @Test func theSizesAreWhereItHoldsAtItsSeverity() {
        // An error from AX1 on one screen and a warning from Large on another: the error's sizes start at its
        // first size, AX1, as its text "from accessibility1" says, not at the warning's Large.
        let collapsed = FindingCollapse.collapse([
            finding(screen: "Search", firstSize: .large, severity: .warning, shown: 15),
            finding(screen: "Digits", firstSize: .accessibility1, severity: .error, shown: 12),
            finding(screen: "Grid", firstSize: .accessibility3, severity: .error, shown: 9),
        ])
        #expect(collapsed.count == 1)
        #expect(collapsed[0].severity == .error && collapsed[0].context?.firstSize == .category(.accessibility1))
        #expect(
            collapsed[0].context?.sizes
                == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5].map(SizeSetting.category))
        #expect(collapsed[0].message == "Text \"person@example.com\" shows 12 characters. Also on: Search, Grid.")
    }
}
