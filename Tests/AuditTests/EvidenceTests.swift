import Audit
import DynamicType
import Findings
import LayoutEngine
import Testing

/// Every simulated finding says what it rests on, and its severity follows: an error on known
/// content and known frames, a warning on a stand-in or an ignored modifier, a note on an opaque
/// view or an unread font, and a note when invented content breaks already at the default size.
@Suite struct EvidenceTests {
    private static let location = FileLocation(file: "Row.swift", line: 3, column: 5)

    /// "Wireless headphones" on one line in 200 pt: about 160 pt wide at Large (17 pt), about
    /// 310 pt at AX3 (33 pt), so it is cut from AX3 only. A price people must read, so the check
    /// itself calls the cut an error; `standIn` marks the text as invented for a property.
    private static func label(_ text: String = "Wireless headphones", standIn: String? = nil) -> ViewNode {
        var node = Text(text)
        node.traits.standInContent = standIn
        return node.role(.price).lineLimit(1).source(location)
    }

    private func truncation(_ content: ViewNode) throws -> Finding {
        let configuration = AuditConfiguration(categories: [.large, .accessibility3])
        let report = try AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: configuration, checks: [TruncatedTextCheck.self])
            .audit(VStack { content }.named("Row"))
        return try #require(report.findings.first { $0.checkID == "truncated-text" })
    }

    @Test func knownContentAndFramesAreAnError() throws {
        let finding = try truncation(Self.label().frame(width: 200))
        #expect(finding.context?.firstSize == .category(.accessibility3))
        #expect(finding.severity == .error)
        #expect(finding.evidence == Evidence(content: .source))
        #expect(finding.evidence?.summary == "")
    }

    @Test func standInContentIsAWarningThatSaysWhatStoodIn() throws {
        let finding = try truncation(Self.label(standIn: "productName").frame(width: 200))
        #expect(finding.severity == .warning)
        #expect(finding.evidence?.content == .standIn)
        #expect(finding.evidence?.standIns == ["productName"])
        #expect(finding.evidence?.summary == "Rests on stand-in content (productName).")
    }

    @Test func standInContentGivesAThresholdInsteadOfAVerdict() throws {
        let finding = try truncation(Self.label(standIn: "productName").frame(width: 200))
        let hidden = try #require(finding.measurements.first { $0.key == "hiddenCharacters" }?.value)
        let shown = 19 - Int(hidden)
        #expect(shown > 0 && shown < 19)
        #expect(
            finding.message == "Text \"Wireless headphones\" holds about \(shown) characters at accessibility3, so a longer text is cut; "
                + "the text simulated here has 19.")
        // The threshold means what it says: a real text of that many characters is not cut there.
        let configuration = AuditConfiguration(categories: [.accessibility3])
        let fitting = try AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: configuration, checks: [TruncatedTextCheck.self])
            .audit(VStack { Self.label(String("Wireless headphones".prefix(shown))).frame(width: 200) }.named("Row"))
        #expect(fitting.findings.isEmpty)
    }

    @Test func knownContentKeepsItsVerdict() throws {
        let finding = try truncation(Self.label().frame(width: 200))
        #expect(finding.message == "Text \"Wireless headphones\" (price) shows 1 of 3 lines; 10 characters are hidden (\"headphones\").")
    }

    @Test func standInContentBrokenAtTheDefaultSizeIsOnlyANote() throws {
        // A sentence that cannot fit one line of 200 pt at any size: with invented content this
        // says nothing about Dynamic Type.
        let finding = try truncation(
            Self.label("Something went wrong. Check your details and try again.", standIn: "errorMessage")
                .frame(width: 200))
        #expect(finding.context?.firstSize == .category(.large))
        #expect(finding.severity == .note)
    }

    @Test func knownContentBrokenAtTheDefaultSizeStaysAnError() throws {
        let finding = try truncation(Self.label("Payment failed. Your card was declined.").frame(width: 200))
        #expect(finding.context?.firstSize == .category(.large))
        #expect(finding.severity == .error)
    }

    @Test func anOpaqueViewBesideTheTextMakesItANote() throws {
        let map = OpaqueView("MapView", size: Size(width: 120, height: 44)).source(FileLocation(file: "Row.swift", line: 2, column: 5))
        let finding = try truncation(
            HStack {
                map; Self.label()
            }.frame(width: 330))
        #expect(finding.severity == .note)
        #expect(
            finding.evidence?.dependencies == [
                Evidence.Dependency(kind: .opaqueView, subject: "MapView", location: FileLocation(file: "Row.swift", line: 2, column: 5))
            ])
        #expect(finding.evidence?.summary == "Depends on opaque view MapView (Row.swift:2:5).")
    }

    @Test func anUnreadFontOnTheTextMakesItANote() throws {
        var text = Text("Wireless headphones")
        text.traits.unreadParts = [UnreadPart(kind: .font, subject: "Typography.body", location: Self.location)]
        let finding = try truncation(text.role(.price).lineLimit(1).source(Self.location).frame(width: 200))
        #expect(finding.severity == .note)
        #expect(finding.evidence?.dependencies.map(\.kind) == [.unreadFont])
    }

    @Test func anIgnoredModifierOnAnAncestorMakesItAWarning() throws {
        var row = Self.label().frame(width: 200)
        row.traits.unreadParts = [
            UnreadPart(kind: .modifier, subject: ".cardStyle", location: FileLocation(file: "Row.swift", line: 4, column: 10))
        ]
        let finding = try truncation(row)
        #expect(finding.severity == .warning)
        #expect(finding.evidence?.summary == "Depends on ignored modifier .cardStyle (Row.swift:4:10).")
    }

    @Test func severityCapsFollowTheEvidence() {
        #expect(Evidence.known.severityCap == .error)
        #expect(Evidence(content: .standIn, standIns: ["title"]).severityCap == .warning)
        #expect(Evidence(content: .source, onPartialScreen: true).severityCap == .warning)
        #expect(
            Evidence(content: .source, dependencies: [Evidence.Dependency(kind: .opaqueView, subject: "Chart", location: nil)]).severityCap
                == .note)
        #expect(
            Evidence(content: .standIn, standIns: ["pseudo-translation"], onPartialScreen: true).summary
                == "Rests on stand-in content (pseudo-translation); the screen is only partly simulated.")
    }
}
