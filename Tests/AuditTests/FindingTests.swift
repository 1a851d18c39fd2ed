import DynamicType
import Findings
import Testing

/// Findings are values with a deterministic report order.
@Suite struct FindingTests {
    private func finding(
        _ check: String, path: String, first: SizeSetting, location: FileLocation? = nil, related: String? = nil,
        device: String = "iPhone 16"
    ) -> Finding {
        Finding(
            checkID: check, severity: .error, message: "m", element: ElementReference(path: path, label: path),
            relatedElement: related.map { ElementReference(path: $0, label: $0) }, sourceLocation: location,
            context: FindingContext(screen: "S", device: device, layoutDirection: .leftToRight, firstSize: first, sizes: [first]),
            measurements: [MeasuredValue("pointsOutside", 4, unit: "pt")], criterion: .resizeText, fix: "f")
    }

    @Test func severitiesOrderFromNoteToError() {
        #expect(Severity.note < .warning && Severity.warning < .error)
        #expect([Severity.warning, .error, .note].max() == .error)
        #expect(Severity.allCases.map(\.description) == ["note", "warning", "error"])
    }

    @Test func reportOrderIsLocationCheckElementThenFirstSize() {
        let a = FileLocation(file: "A.swift", line: 3, column: 5), b = FileLocation(file: "A.swift", line: 10, column: 1)
        let findings = [
            finding("overlap", path: "Root/Text 2", first: .category(.xSmall)),
            finding("clipped-text", path: "Root/Text 1", first: .category(.accessibility1)),
            finding("overlap", path: "Root/Text 1", first: .category(.large), location: b),
            finding("truncated-text", path: "Root/Text 1", first: .category(.large), location: a),
            finding("clipped-text", path: "Root/Text 1", first: .category(.large)),
            finding("clipped-text", path: "Root/Text 1", first: .category(.large), device: "iPhone SE"),
        ]
        let sorted = findings.sortedForReport()
        #expect(
            sorted.map { "\($0.checkID) \($0.element.path) \($0.context?.firstSize.name ?? "") \($0.context?.deviceLabel ?? "")" } == [
                "truncated-text Root/Text 1 large iPhone 16",
                "overlap Root/Text 1 large iPhone 16",
                "clipped-text Root/Text 1 large iPhone 16",
                "clipped-text Root/Text 1 large iPhone SE",
                "clipped-text Root/Text 1 accessibility1 iPhone 16",
                "overlap Root/Text 2 xSmall iPhone 16",
            ])
        #expect(findings.reversed().sortedForReport() == sorted)
    }

    @Test func sizesSortByTheirOrderNotTheirSpelling() {
        #expect(SizeSetting.category(.xxxLarge) < .category(.accessibility1))
        #expect(SizeSetting.category(.large) < .category(.xLarge))
        #expect(SizeSetting.category(.accessibility5) < .androidFontScale(1.3))
        #expect(SizeSetting.androidFontScale(1.125) < .androidFontScale(1.15))
    }

    @Test func aFindingFromSourceHasNoContextAndSortsAfterOneFromAScreen() {
        let screen = finding("clipped-text", path: "Root/Text", first: .category(.accessibility5))
        var source = screen
        source.context = nil
        #expect(source.isFromSource && !screen.isFromSource)
        #expect([source, screen].sortedForReport() == [screen, source])
    }

    @Test func anAndroidContextNamesItsDeviceWithTheScale() {
        let android = FindingContext(screen: "S", device: "iPhone 16", firstSize: .androidFontScale(2.0))
        #expect(android.deviceLabel == "iPhone 16 (Android scale)" && android.sizes == [.androidFontScale(2.0)])
        #expect(FindingContext(screen: "S", device: "iPhone 16", firstSize: .category(.large)).deviceLabel == "iPhone 16")
    }

    @Test func measuredValuesPrintWithTheirUnits() {
        #expect(MeasuredValue("pointsOutside", 19.33, unit: "pt").description == "pointsOutside=19.33 pt")
        #expect(MeasuredValue("hiddenLines", 2, unit: "lines").description == "hiddenLines=2 lines")
        #expect(MeasuredValue("scaleFactor", 1).description == "scaleFactor=1")
        #expect(finding("x", path: "p", first: .category(.large)).measurement("pointsOutside") == 4)
        #expect(finding("x", path: "p", first: .category(.large)).measurement("missing") == nil)
    }

    @Test func locationsPrintAsFileLineColumn() {
        #expect(FileLocation(file: "Sources/App/Checkout.swift", line: 12, column: 9).description == "Sources/App/Checkout.swift:12:9")
    }

    @Test func descriptionsFindTheirRelatedChecks() {
        let related = CheckDescription(
            id: "b", name: "B", summary: "", rationale: "", defaultSeverity: .warning, criterion: .reflow, fix: "")
        let description = CheckDescription(
            id: "a", name: "A", summary: "", rationale: "", defaultSeverity: .error, criterion: .resizeText,
            fix: "", relatedChecks: [related])
        #expect(description.allIDs == ["a", "b"])
        #expect(description.description(of: "b")?.defaultSeverity == .warning)
        #expect(description.description(of: "c") == nil)
    }

    @Test func criteriaLinkToTheW3CUnderstandingPages() {
        #expect(WCAGCriterion.resizeText.description == "1.4.4 Resize Text")
        #expect(WCAGCriterion.reflow.description == "1.4.10 Reflow")
        #expect(WCAGCriterion.reflow.url.hasPrefix("https://www.w3.org/WAI/WCAG22/Understanding/"))
    }
}
