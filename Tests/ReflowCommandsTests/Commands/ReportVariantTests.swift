import Checking
import DynamicType
import Findings
@testable import ReflowCommands
import SwiftSource
import Testing

/// The HTML report of `reflow check` draws each screen as written, and a variant only when it
/// shows a finding the screen as written does not.
@Suite struct ReportVariantTests {
    static let screens = SwiftUIProject(sources: [
        (
            path: "Banner.swift",
            text: """
            import SwiftUI
            enum LoadState { case loaded, failed(String) }
            struct Banner: View {
                let state: LoadState
                var body: some View {
                    VStack {
                        Text("Your order")
                        switch state {
                        case .loaded: Text("Shipped")
                        case .failed(let message): Text(message).lineLimit(1)
                        }
                    }
                }
            }
            #Preview("Banner") { Banner(state: .loaded) }
            """
        )
    ]).screens(profiles: [.asWritten, .long])

    static func finding(line: Int, screen: String) -> Finding {
        Finding(
            checkID: "truncated-text", severity: .error, message: "m", element: ElementReference(path: "p", label: "Text"),
            sourceLocation: FileLocation(file: "Banner.swift", line: line, column: 1),
            context: FindingContext(
                screen: screen, device: "iPhone 16", layoutDirection: .leftToRight, firstSize: .category(.large), sizes: [.category(.large)]
            ), measurements: [], criterion: .resizeText, fix: "f")
    }

    @Test func aVariantIsDrawnOnlyForAFindingOfItsOwn() throws {
        let screens = Self.screens
        #expect(screens.count > 1)
        let base = try #require(screens.firstIndex { $0.variant == nil && $0.profile == .asWritten })
        // Every variant repeats the base's finding on line 6; the last one adds line 7.
        var findings = screens.map { [Self.finding(line: 6, screen: $0.qualifiedName)] }
        let last = screens.count - 1
        findings[last].append(Self.finding(line: 7, screen: screens[last].qualifiedName))
        #expect(ProjectCheck.screensToDraw(screens, findings: findings, audited: true) == [base, last].sorted())
        // Without the audit's findings there is nothing to compare: all are drawn.
        #expect(ProjectCheck.screensToDraw(screens, findings: findings, audited: false) == Array(screens.indices))
    }
}
