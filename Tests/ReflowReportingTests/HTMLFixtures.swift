import DynamicType
import Findings
import Reporting

/// A hand-built HTML report over `ReportFixtures.input`: pictures of two of its five screens at
/// all 12 sizes, drawn at 2 pixels per point. `Checkout` breaks at AX3 (its clipped price is
/// marked from there, the last region reaching past the picture's right edge); `my profile` (a
/// folder with a space) only has a warning, marked from Large but not at xLarge; the unreachable
/// Pay button is on another device, so no picture shows it. The other three screens have no
/// pictures. The summary needs escaping.
enum HTMLFixtures {
    static let bodySizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    static let shortNames = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]

    static func finding(_ checkID: String, screen: String) -> Finding {
        guard let finding = ReportFixtures.findings.first(where: { $0.checkID == checkID && $0.context?.screen == screen }) else {
            fatalError("no \(checkID) finding on \(screen) in ReportFixtures")
        }
        return finding
    }

    static func sizes(
        folder: String, marked finding: Finding, severity: Severity, except skipped: Set<SizeSetting> = [],
        region: (Int) -> HTMLReport.Region
    ) -> [HTMLReport.Size] {
        ContentSizeCategory.allCases.map(SizeSetting.category).enumerated().map { index, size in
            let holds = finding.context?.sizes.contains(size) == true
            let regions = holds && !skipped.contains(size) ? [HTMLReport.findingID(finding): [region(index)]] : [:]
            return HTMLReport.Size(
                setting: size, caption: "\(shortNames[index]) · Body \(bodySizes[index]) pt",
                picture: HTMLReport.Picture(file: "\(folder)/\(shortNames[index]).png", width: 786, height: 1704 + 40 * index),
                errors: holds && severity == .error ? 1 : 0, warnings: holds && severity == .warning ? 1 : 0,
                regions: regions)
        }
    }

    static let checkout = HTMLReport.Screen(
        name: "Checkout", summary: "Fixed rows & a <Pay> button \"below\" the fold", device: "iPhone 16",
        contactSheet: HTMLReport.Picture(file: "checkout/sheet.png", width: 5796, height: 1382),
        sizes: sizes(folder: "checkout", marked: finding("clipped-text", screen: "Checkout"), severity: .error) { index in
            HTMLReport.Region(x: index == 11 ? 700 : 480, y: 300 + Double(index), width: 172.5, height: 96)
        })

    static let profile = HTMLReport.Screen(
        name: "Profile", summary: "A form whose footnote is cut to one line", device: "iPhone 16",
        contactSheet: HTMLReport.Picture(file: "my profile/sheet.png", width: 5796, height: 1382),
        sizes: sizes(
            folder: "my profile", marked: finding("truncated-text", screen: "Profile"), severity: .warning, except: [.category(.xLarge)]
        ) { index in
            HTMLReport.Region(x: 40, y: 900, width: 706, height: 48 + 4 * Double(index))
        })

    static let report = HTMLReport(title: "Example & <App>", scale: 2, screens: [checkout, profile])

    static let page = HTMLReportPage.html(ReportFixtures.input, report: report)
}
