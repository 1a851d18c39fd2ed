import DynamicType
import Findings
import Foundation
import Reporting
import Testing

@Suite struct HTMLReportPageTests {
    static let page = HTMLFixtures.page

    /// Every value of `attribute="…"` in `html`, in order.
    static func values(of attribute: String, in html: String) -> [String] {
        let pattern = try! Regex<(Substring, Substring)>("[\\s]\(attribute)=\"([^\"]*)\"")
        return html.matches(of: pattern).map { String($0.output.1) }
    }

    /// Every start tag `<name …>` in `html`.
    static func tags(_ name: String, in html: String) -> [String] {
        let pattern = try! Regex<Substring>("<\(name)[\\s>][^>]*>")
        return html.matches(of: pattern).map { String($0.output) }
    }

    /// The script's data: the JSON between `<script type="application/json" id="reflow-data">` and `</script>`.
    static func data(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"reflow-data\">\n"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
        return try #require(json as? [String: Any])
    }

    @Test func matchesCannedOutput() {
        Canned.assertMatches(Self.page, file: "HTMLReportPage.html")
    }

    @Test func sameBytesWhateverTheOrderOfTheInput() {
        let shuffled = ReportInput(
            findings: ReportFixtures.findings.reversed(), checks: ReportFixtures.checks, toolVersion: "0.1.0",
            baseDirectory: ReportFixtures.baseDirectory, screens: ReportFixtures.screens, notes: ReportFixtures.notes)
        #expect(HTMLReportPage.html(shuffled, report: HTMLFixtures.report) == Self.page)
        #expect(HTMLReportPage.html(ReportFixtures.input, report: HTMLFixtures.report) == Self.page)
        #expect(Self.page.hasSuffix("</html>\n"))
    }

    @Test func everyPictureReferencedIsOneOfTheReportsPictures() throws {
        let files = HTMLFixtures.report.screens.flatMap { [$0.contactSheet?.file].compactMap { $0 } + $0.sizes.map(\.picture.file) }
        let encoded = Set(files.map { $0.replacingOccurrences(of: " ", with: "%20") })
        var referenced = Self.values(of: "src", in: Self.page)
        referenced += Self.values(of: "srcset", in: Self.page).map { String($0.split(separator: " ")[0]) }
        referenced += Self.values(of: "href", in: Self.page).filter { !$0.hasPrefix("#") && !$0.hasPrefix("https://") }
        let screens = try #require(Self.data(Self.page)["screens"] as? [[String: Any]])
        for screen in screens {
            for size in screen["sizes"] as? [[String: Any]] ?? [] {
                referenced.append(try #require(size["src"] as? String))
            }
        }
        #expect(referenced.count > 30)
        for reference in referenced {
            #expect(encoded.contains(reference), "\(reference) is not a picture of the report")
        }
        // The space in a folder's name is encoded, and both screens show their contact sheet.
        #expect(Self.page.contains("src=\"my%20profile/sheet.png\""))
        #expect(Self.page.contains("src=\"checkout/sheet.png\""))
    }

    @Test func oneSliderOfTwelveStepsPerScreenWithPicturesStartingAtTheFirstFailure() throws {
        let sliders = Self.tags("input", in: Self.page)
        #expect(sliders.count == 2)
        for slider in sliders {
            #expect(
                slider.contains("type=\"range\"") && slider.contains("min=\"0\"") && slider.contains("max=\"11\"")
                    && slider.contains("step=\"1\""))
            #expect(slider.contains("aria-valuetext=\""))
        }
        // Checkout's first error is at AX3 (index 9); Profile has only a warning, from Large (index 3).
        #expect(sliders[0].contains("value=\"9\"") && sliders[0].contains("aria-valuetext=\"AX3 · Body 40 pt: 1 error\""))
        #expect(sliders[1].contains("value=\"3\"") && sliders[1].contains("aria-valuetext=\"Large · Body 17 pt: 1 warning\""))
        #expect(
            Self.page.contains(
                "<img id=\"screen-checkout-picture\" src=\"checkout/AX3.png\" srcset=\"checkout/AX3.png 2x\" width=\"393\" height=\"1032\"")
        )
        let screens = try #require(Self.data(Self.page)["screens"] as? [[String: Any]])
        // Only screens with pictures have a slider for the script to drive.
        #expect(screens.count == 2)
        #expect((screens[0]["sizes"] as? [Any])?.count == 12 && (screens[1]["sizes"] as? [Any])?.count == 12)
        // Every slider has a label.
        for id in Self.values(of: "id", in: sliders.joined(separator: " ")) {
            #expect(Self.page.contains("<label for=\"\(id)\">"))
        }
    }

    @Test func variantsAreListedUnderTheirScreenWithTheScreensFindingsOnce() throws {
        // The long-content variant of Checkout marks the same clipped price, only from AX4.
        let clipped = HTMLFixtures.finding("clipped-text", screen: "Checkout")
        let long = HTMLReport.Screen(
            name: "Checkout · long", group: "Checkout", summary: "with long content", device: "iPhone 16",
            contactSheet: HTMLReport.Picture(file: "checkout-long/sheet.png", width: 5796, height: 1382),
            sizes: HTMLFixtures.sizes(folder: "checkout-long", marked: clipped, severity: .error, except: [.category(.accessibility3)]) {
                _ in
                HTMLReport.Region(x: 480, y: 300, width: 172.5, height: 96)
            })
        let page = HTMLReportPage.html(
            ReportFixtures.input,
            report: HTMLReport(
                title: "T", scale: 2,
                screens: [HTMLFixtures.checkout, long, HTMLFixtures.profile]))
        // One link and one section per screen; the variant's pictures are a part of Checkout's.
        #expect(Self.values(of: "href", in: page).filter { $0 == "#screen-checkout" }.count == 2)
        #expect(!page.contains("href=\"#screen-checkout-variant-1\""))
        #expect(page.contains("<h3 id=\"screen-checkout-variant-1-title\">Variant: long</h3>"))
        #expect(page.contains("<label for=\"screen-checkout-variant-1-size\">Text size of Checkout (long)</label>"))
        // The screen's findings are listed once, so the page counts what the command reported.
        let clippedID = HTMLReport.findingID(clipped)
        #expect(Self.values(of: "id", in: page).filter { $0 == "screen-checkout-\(clippedID)" }.count == 1)
        // The script knows three picture sets, in page order, each with its own slider.
        let screens = try #require(Self.data(page)["screens"] as? [[String: Any]])
        #expect(screens.map { $0["id"] as? String } == ["screen-checkout", "screen-checkout-variant-1", "screen-profile"])
        #expect(Self.tags("input", in: page).count == 3)
        #expect(page.contains("data-screen=\"0\" data-finding=\"\(clippedID)\" data-size=\"9\""))
    }

    @Test func idsAreUniqueAndEveryReferenceHasATarget() {
        let ids = Self.values(of: "id", in: Self.page)
        #expect(
            ids.count == Set(ids).count,
            "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
        let known = Set(ids)
        var references = Self.values(of: "for", in: Self.page) + Self.values(of: "aria-controls", in: Self.page)
        references += (Self.values(of: "aria-labelledby", in: Self.page) + Self.values(of: "aria-describedby", in: Self.page))
            .flatMap { $0.split(separator: " ").map(String.init) }
        references += Self.values(of: "href", in: Self.page).filter { $0.hasPrefix("#") }.map { String($0.dropFirst()) }
        #expect(references.count > 20)
        for reference in references {
            #expect(known.contains(reference), "nothing has the id \(reference)")
        }
    }

    @Test func needsNoNetwork() {
        let page = Self.page
        #expect(!page.contains("http://"))
        #expect(!page.contains("<link"))
        #expect(!page.contains("@import"))
        #expect(!page.contains("url("))
        #expect(!page.contains("fetch("))
        #expect(!page.contains("XMLHttpRequest"))
        #expect(!page.contains("@font-face"))
        // Pictures and scripts load from the report's directory only.
        for source in Self.values(of: "src", in: page) + Self.values(of: "srcset", in: page) {
            #expect(!source.contains(":") && !source.hasPrefix("/"), "\(source)")
        }
        #expect(Self.tags("script", in: page).allSatisfy { !$0.contains("src=") })
        // The only absolute URLs are links to the WCAG criteria, which open only when followed.
        let absolute = page.ranges(of: "https://").map { page[$0.lowerBound...].prefix { $0 != "\"" && $0 != "<" } }
        #expect(!absolute.isEmpty)
        for url in absolute {
            #expect(url.hasPrefix("https://www.w3.org/WAI/WCAG22/Understanding/"), "\(url)")
        }
        for link in Self.tags("a", in: page) where link.contains("https://") {
            #expect(link.hasPrefix("<a href=\"https://www.w3.org/"))
        }
    }

    @Test func textIsEscapedAndTheDataCannotCloseItsScript() throws {
        let page = Self.page
        #expect(page.contains("<title>Larger Text report: Example &amp; &lt;App&gt;</title>"))
        #expect(page.contains("Fixed rows &amp; a &lt;Pay&gt; button &quot;below&quot; the fold"))
        #expect(!page.contains("<Pay>") && !page.contains("<App>"))
        #expect(page.contains("a bell \u{FFFD} character"))
        #expect(!page.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(Self.tags("script", in: page).count == 2)
        #expect(page.contains("Let the container grow: replace <code>frame(height:)</code> with <code>frame(minHeight:)</code>."))
        // Right-to-left and other scripts pass through as UTF-8.
        #expect(page.contains("الملف الشخصي"))
        #expect(try Self.data(page)["screens"] != nil)
    }

    @Test func findingsLinkToTheirRegions() throws {
        let clipped = HTMLFixtures.finding("clipped-text", screen: "Checkout")
        let clippedID = HTMLReport.findingID(clipped)
        // The clipped price moves the slider to its first size, AX3, where it is marked.
        #expect(Self.page.contains("data-finding=\"\(clippedID)\" data-size=\"9\""))
        // The truncated footnote's first size is Large.
        let truncatedID = HTMLReport.findingID(HTMLFixtures.finding("truncated-text", screen: "Profile"))
        #expect(Self.page.contains("data-finding=\"\(truncatedID)\" data-size=\"3\""))
        // Pay is unreachable on an iPhone SE; the pictures show an iPhone 16.
        let unreachable = HTMLReport.findingID(HTMLFixtures.finding("unreachable-action", screen: "Checkout"))
        #expect(!Self.page.contains("data-finding=\"\(unreachable)\""))
        #expect(Self.page.contains("<p class=\"unmarked\">Not drawn on this report's pictures.</p>"))
        // Regions are percentages of the picture, clipped to it.
        let screens = try #require(Self.data(Self.page)["screens"] as? [[String: Any]])
        let sizes = try #require(screens[0]["sizes"] as? [[String: Any]])
        let ax3 = try #require((sizes[9]["regions"] as? [String: Any])?[clippedID] as? [[Double]])
        // x 480, y 309, 172.5 x 96 pixels of a 786 x 2064 picture.
        #expect(ax3 == [[61.069, 14.971, 21.947, 4.651]])
        let ax5 = try #require((sizes[11]["regions"] as? [String: Any])?[clippedID] as? [[Double]])
        #expect(ax5.count == 1 && abs(ax5[0][0] + ax5[0][2] - 100) < 0.01, "\(ax5)")
        #expect((sizes[0]["regions"] as? [String: Any])?.isEmpty == true)
        #expect(sizes[9]["status"] as? String == "AX3 · Body 40 pt: 1 error")
        #expect(sizes[0]["status"] as? String == "xSmall · Body 14 pt: no errors or warnings")
    }

    @Test func summaryCountsScreensSeveritiesAndReadiness() {
        let page = Self.page
        #expect(page.contains("<li><strong>5</strong> screens checked</li>"))
        #expect(page.contains("<li class=\"total-error\"><strong>2</strong> errors</li>"))
        #expect(page.contains("<li class=\"total-warning\"><strong>2</strong> warnings</li>"))
        #expect(page.contains("<li class=\"total-note\"><strong>2</strong> notes</li>"))
        #expect(
            page.contains(
                "<p class=\"readiness not-ready\">Not ready for Larger Text: 1 of 5 screens break at or below AX3 (200 %): Checkout at AX3.</p>"
            ))
        #expect(page.contains("<td>AX3 · Body 40 pt</td><td class=\"not-ready\">breaks at AX3, below 200 %</td>"))
        #expect(page.contains("<h3>Notes</h3>"))
    }

    @Test func accessibleStructure() {
        let page = Self.page
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
        #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(page.contains("<a class=\"skip-link\" href=\"#main\">"))
        for image in Self.tags("img", in: page) {
            let alt = Self.values(of: "alt", in: image)
            #expect(alt.count == 1 && !(alt.first ?? "").isEmpty, "\(image)")
        }
        // Buttons are real buttons; size links are real links to the pictures.
        let buttons = Self.tags("button", in: page)
        #expect(buttons.count == 2 && buttons.allSatisfy { $0.contains("type=\"button\"") && $0.contains("aria-pressed=\"false\"") })
        #expect(Self.tags("a", in: page).filter { $0.contains("class=\"size-link") }.count == 24)
        #expect(page.contains(":focus-visible"))
        // Relative units: no pixel lengths in the style sheet but hairlines (1px in the visually-hidden rule).
        let style = page[page.range(of: "<style>")!.upperBound..<page.range(of: "</style>")!.lowerBound]
        let pixels = style.matches(of: try! Regex<Substring>("[0-9.]+px")).map { String($0.output) }
        #expect(Set(pixels) == ["1px"], "\(pixels)")
        #expect(style.contains("img { max-width: 100%; height: auto; }"))
    }

    @Test func theScriptHasItsSelfTestAndNoNetworkAccess() {
        #expect(Self.page.contains("if (window.location.hash === \"#selftest\")"))
        #expect(Self.page.contains("output.id = \"selftest\";"))
    }

    @Test func findingIDsAreStableAndIgnoreLocationAndSizes() {
        let clipped = HTMLFixtures.finding("clipped-text", screen: "Checkout")
        #expect(HTMLReport.findingID(clipped) == "clipped-text-82322b03fec79bef")
        var moved = clipped
        moved.sourceLocation = FileLocation(file: "Sources/App/Checkout.swift", line: 42, column: 13)
        moved.context?.sizes = [.category(.accessibility5), .category(.accessibility3)]
        #expect(HTMLReport.findingID(moved) == HTMLReport.findingID(clipped))
        var other = clipped
        other.element.path += "[3]"
        #expect(HTMLReport.findingID(other) != HTMLReport.findingID(clipped))
        let ids = ReportFixtures.findings.map(HTMLReport.findingID)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } })
    }

    @Test func aReportWithoutPicturesOrFindingsStillMakesAPage() {
        let input = ReportInput(findings: [], checks: [], toolVersion: "0.1.0", screens: ["Empty"])
        let page = HTMLReportPage.html(input, report: HTMLReport(title: "Nothing", screens: []))
        #expect(page.contains("Ready for Larger Text: the screen works at every size, up to AX5."))
        #expect(page.contains("No findings at any size."))
        #expect(!page.contains("<input"))
        #expect(page.hasSuffix("</html>\n"))
    }
}
