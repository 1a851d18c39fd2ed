import DynamicType
import Findings
import Reporting

/// A fixed, hand-built report that every canned output is made from: six findings on four
/// screens (and a fifth screen without findings), with and without source locations, every
/// severity, a related element, measurements (one not a number), a check no description covers,
/// a file outside the base directory, and text that needs escaping in every format: quotes, a
/// line break, a tab, a control character, `%`, `,`, `:`, "€" and Arabic.
///
/// The findings are given out of order on purpose: `ReportInput` sorts them.
enum ReportFixtures {
    static let baseDirectory = "/work/project/"

    static let checks: [CheckDescription] = [
        CheckDescription(
            id: "clipped-text", name: "Clipped text", summary: "Text cut off by a container that does not grow.",
            rationale: "People who enlarge text lose the words the container cuts, with no way to get them back.",
            defaultSeverity: .error, criterion: .resizeText,
            fix: "Let the container grow: replace `frame(height:)` with `frame(minHeight:)`."),
        CheckDescription(
            id: "truncated-text", name: "Truncated text", summary: "Text shortened with an ellipsis at large sizes.",
            rationale: "An ellipsis hides what the text said, and 100 % of it may matter.",
            defaultSeverity: .warning, criterion: .resizeText, fix: "Allow more lines: remove `lineLimit(1)`.",
            relatedChecks: [
                CheckDescription(
                    id: "truncated-without-ellipsis", name: "Truncated without ellipsis",
                    summary: "Text cut at a line edge with no ellipsis.", rationale: "Nothing tells people text is missing.",
                    defaultSeverity: .error, criterion: .resizeText, fix: "Let the text wrap.")
            ]),
        CheckDescription(
            id: "unreachable-action", name: "Unreachable action", summary: "A button below the screen that nothing scrolls to.",
            rationale: "People cannot finish the task.", defaultSeverity: .error, criterion: .reflow,
            fix: "Put the content in a `ScrollView` and keep the action in a sticky bar."),
        CheckDescription(
            id: "overlap", name: "Overlapping text", summary: "Text drawn over other text.",
            rationale: "Both texts become unreadable.", defaultSeverity: .error, criterion: .resizeText,
            fix: "Let rows grow, or stack label and value at accessibility sizes."),
        CheckDescription(
            id: "tiny-text", name: "Tiny text", summary: "Text that stays small when everything else grows.",
            rationale: "It is the text people who need large text cannot read.", defaultSeverity: .note, criterion: .resizeText,
            fix: "Use a text style: `.font(.body)`."),
    ]

    static let allSizes = ContentSizeCategory.allCases.map(SizeSetting.category)

    static let findings: [Finding] = [
        Finding(
            checkID: "tiny-text", severity: .note, message: "Text \"مرحبا بك\" stays at 11 pt at every size.",
            element: ElementReference(path: "الملف الشخصي/VStack/Text \"مرحبا بك\"", label: "Text \"مرحبا بك\""),
            context: FindingContext(
                screen: "الملف الشخصي", device: "iPhone 16", layoutDirection: .rightToLeft, firstSize: .category(.xSmall), sizes: allSizes),
            measurements: [MeasuredValue("pointSize", 11, unit: "pt"), MeasuredValue("growth", 1, unit: "x")],
            criterion: .resizeText, fix: "Use a text style: `.font(.body)`."),
        Finding(
            checkID: "unreachable-action", severity: .error,
            message: "Button \"Pay €228.89\" reaches 15.83 pt below the safe area (81.23 % of it shows), and nothing scrolls it into view.",
            element: ElementReference(path: "Checkout/VStack/padding/Button \"Pay €228.89\"", label: "Button \"Pay €228.89\""),
            context: FindingContext(
                screen: "Checkout", device: "iPhone SE landscape", layoutDirection: .leftToRight, firstSize: .category(.accessibility4),
                sizes: [.category(.accessibility4), .category(.accessibility5)]),
            measurements: [MeasuredValue("pointsBelow", 15.83, unit: "pt"), MeasuredValue("visibleFraction", 81.23, unit: "%")],
            criterion: .reflow, fix: "Put the content in a `ScrollView` and keep the action in a sticky bar."),
        Finding(
            checkID: "custom-check", severity: .note, message: "Label\twith a tab and a bell \u{07} character.",
            element: ElementReference(path: "Account/List/Label \"Help\"", label: "Label \"Help\""),
            sourceLocation: FileLocation(file: "/tmp/Shared/Helpers.swift", line: 3, column: 1),
            context: FindingContext(
                screen: "Account", device: "iPhone 16", layoutDirection: .leftToRight, firstSize: .category(.accessibility1),
                sizes: [.category(.accessibility1)]), measurements: [MeasuredValue("ratio", .nan, unit: "x")],
            criterion: .resizeText, fix: "A fix from a check that did not describe itself."),
        Finding(
            checkID: "truncated-text", severity: .warning,
            message: "Text \"Mitglied: 100 % Rabatt, bis 31.12.\" shows 1 of 2 lines;\n4 characters are hidden (\"1.12\").",
            element: ElementReference(
                path: "Profile/Form/Text \"Mitglied: 100 % Rabatt, bis 31.12.\"",
                label: "Text \"Mitglied: 100 % Rabatt, bis 31.12.\""),
            sourceLocation: FileLocation(file: "/work/project/Sources/App/Profile, v2: Settings.swift", line: 17, column: 9),
            context: FindingContext(
                screen: "Profile", device: "iPhone 16", layoutDirection: .leftToRight, firstSize: .category(.large),
                sizes: Array(allSizes.dropFirst(3))),
            measurements: [
                MeasuredValue("shownLines", 1, unit: "lines"), MeasuredValue("lines", 2, unit: "lines"),
                MeasuredValue("hiddenCharacters", 4, unit: "characters"),
            ],
            criterion: .resizeText, fix: "Allow more lines: remove `lineLimit(1)`."),
        Finding(
            checkID: "overlap", severity: .warning,
            message: "Text \"alex@example.com\" is drawn over Text \"Email\": their frames share 117 x 4 pt.",
            element: ElementReference(path: "Account/List/HStack/Text \"alex@example.com\"", label: "Text \"alex@example.com\""),
            relatedElement: ElementReference(path: "Account/List/HStack/Text \"Email\"", label: "Text \"Email\""),
            context: FindingContext(
                screen: "Account", device: "iPhone 16", layoutDirection: .leftToRight, firstSize: .category(.xSmall),
                sizes: [.category(.small), .category(.xSmall), .category(.medium), .category(.accessibility2)]),
            measurements: [
                MeasuredValue("overlapWidth", 117, unit: "pt"), MeasuredValue("overlapHeight", 0.1 + 0.2, unit: "pt"),
                MeasuredValue("offset", -0.0, unit: "pt"),
            ],
            criterion: .resizeText, fix: "Let rows grow, or stack label and value at accessibility sizes."),
        Finding(
            checkID: "clipped-text", severity: .error,
            message: "Text \"€199.00\" needs 48 pt of height but its fixed frame gives 44 pt: 4 pt of it draws outside.",
            element: ElementReference(path: "Checkout/VStack/frame[1]/HStack/Text \"€199.00\"[2]", label: "Text \"€199.00\""),
            sourceLocation: FileLocation(file: "/work/project/./Sources/App//Checkout.swift", line: 42, column: 13),
            context: FindingContext(
                screen: "Checkout", device: "iPhone 16", layoutDirection: .leftToRight, firstSize: .category(.accessibility3),
                sizes: [.category(.accessibility3), .category(.accessibility4), .category(.accessibility5)]),
            measurements: [
                MeasuredValue("textHeight", 48, unit: "pt"), MeasuredValue("availableHeight", 44, unit: "pt"),
                MeasuredValue("pointsOutside", 4, unit: "pt"),
            ],
            criterion: .resizeText, fix: "Let the container grow: replace `frame(height:)` with `frame(minHeight:)`."),
    ]

    static let screens = ["Checkout", "Profile", "Account", "الملف الشخصي", "Settings"]

    static let notes = ["Android font scales were not audited: the layout engine has no font-scale environment yet; iOS categories only."]

    /// The input every canned output is made from.
    static let input = ReportInput(
        findings: findings, checks: checks, toolVersion: "0.1.0", baseDirectory: baseDirectory,
        screens: screens, notes: notes)
}
