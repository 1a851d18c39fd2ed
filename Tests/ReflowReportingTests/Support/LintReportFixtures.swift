import DynamicType
import Findings
import Reporting

/// Lint findings as the `Lint` module makes them (a rule id, a source location, the line's text as
/// the element path, and no screen, device or sizes), mixed with one audit finding, so the canned
/// outputs pin how every reporter prints findings that come from source rather than a screen.
enum LintReportFixtures {
    static let baseDirectory = "/work/project/"

    static let checks: [CheckDescription] = [
        CheckDescription(
            id: "ib-fixed-font-size", name: "Fixed font size in Interface Builder",
            summary: "A `<fontDescription>` with a `pointSize` and no text `style` never grows with the reader's text size.",
            rationale: "Only a text style follows the reader's setting.", defaultSeverity: .error, criterion: .resizeText,
            fix: "Pick a text style in the Font menu."),
        CheckDescription(
            id: "rn-single-line-text", name: "Single-line text in React Native",
            summary: "`numberOfLines={1}` on a `Text` that is body text.", rationale: "The rest is cut off.",
            defaultSeverity: .warning, criterion: .resizeText, fix: "Remove `numberOfLines={1}`."),
        CheckDescription(
            id: "clipped-text", name: "Clipped text", summary: "Text cut off by a container that does not grow.",
            rationale: "People lose the words.", defaultSeverity: .error, criterion: .resizeText,
            fix: "Let the container grow."),
    ]

    static func lint(
        _ id: String, _ severity: Severity, _ message: String, element: String, line text: String, file: String,
        line: Int, column: Int, fix: String
    ) -> Finding {
        Finding(
            checkID: id, severity: severity, message: message, element: ElementReference(path: text, label: element),
            sourceLocation: FileLocation(file: file, line: line, column: column), context: nil, measurements: [], criterion: .resizeText,
            fix: fix)
    }

    static let findings: [Finding] = [
        lint(
            "rn-single-line-text", .warning, "This <Text> is limited to one line and truncates at large text sizes.",
            element: "<Text>", line: "<Text numberOfLines={1}>{order.address}</Text>", file: "/work/project/app/Order.tsx",
            line: 14, column: 13, fix: "Remove `numberOfLines={1}`."),
        lint(
            "ib-fixed-font-size", .error,
            "<label> \"Total\" uses a fixed system font of 17 pt, which does not follow the reader's text size.",
            element: "<label> \"Total\"", line: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>",
            file: "/work/project/App/Main.storyboard", line: 21, column: 29, fix: "Pick a text style in the Font menu."),
        lint(
            "ib-fixed-font-size", .error, "This font uses a fixed system font of 12 pt, which does not follow the reader's text size.",
            element: "Fixed font size in Interface Builder",
            line: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"12\"/>",
            file: "/work/project/App/Main.storyboard", line: 9, column: 5, fix: "Pick a text style in the Font menu."),
        Finding(
            checkID: "clipped-text", severity: .error, message: "Text \"Total\" needs 48 pt of height but its fixed frame gives 44 pt.",
            element: ElementReference(path: "Checkout/VStack/Text \"Total\"", label: "Text \"Total\""),
            sourceLocation: FileLocation(file: "/work/project/App/Checkout.swift", line: 8, column: 9),
            context: FindingContext(
                screen: "Checkout", device: "iPhone 16", layoutDirection: .leftToRight, firstSize: .category(.accessibility3),
                sizes: [.category(.accessibility3), .category(.accessibility4), .category(.accessibility5)]),
            measurements: [MeasuredValue("textHeight", 48, unit: "pt")], criterion: .resizeText, fix: "Let the container grow."),
    ]

    static let notes = ["app/generated.g.dart: skipped as generated (its name ends in .g.dart)"]

    static let input = ReportInput(
        findings: findings, checks: checks, toolVersion: "0.1.0", baseDirectory: baseDirectory,
        screens: ["Checkout"], notes: notes)

    /// Lint findings alone, as `reflow lint` reports them.
    static let lintOnly = ReportInput(
        findings: findings.filter(\.isFromSource), checks: checks, toolVersion: "0.1.0",
        baseDirectory: baseDirectory, notes: notes)
}
