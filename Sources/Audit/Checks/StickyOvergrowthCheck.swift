import DynamicType
import Findings
import LayoutEngine

/// `sticky-overgrowth`: a bar that stays on screen while content scrolls, grown past a third of
/// the screen.
///
/// Sticky bars are the bars of `safeAreaInset(edge:)` and the views stacked above or below a
/// scroll view or list in a `VStack` (a bottom button outside the scroll view). Each is
/// measured on its own against the device's screen height. The finding names the view inside
/// the bar (its modifiers looked through), so it reads "Button "Pay"" rather than "padding".
public enum StickyOvergrowthCheck: Check {
    /// The id findings carry.
    public static let id = "sticky-overgrowth"

    /// What it finds and why.
    public static var description: CheckDescription {
        CheckDescription(
            id: id, name: "Sticky bar overgrowth",
            summary: "A sticky bar (safe-area inset, toolbar, bottom button) takes more than a third of the screen height.",
            rationale: """
                Bars that stay put while content scrolls grow with their text. At accessibility sizes a bottom bar \
                with a button and a line of terms can take half the screen, leaving a slit to scroll the content \
                through: in landscape, often nothing at all.
                """,
            defaultSeverity: .warning, criterion: .reflow,
            fix: """
                Keep sticky bars to one control; move explanations into the scrolling content; at accessibility \
                sizes put the action at the end of the scrolling content instead of in a bar.
                """,
            settings: [
                CheckSetting(
                    name: "stickyBarMaximumShare",
                    defaultValue: "\(PointFormatting.text(AuditThresholds().stickyBarMaximumShare * 100)) %",
                    summary: "The share of the screen's height a sticky bar may take.")
            ],
            examples: examples.map(\.example))
    }

    /// Screens that must and must not trigger it.
    public static var examples: [ScreenExample] {
        [
            .triggering(
                """
                ScrollView {
                    Text("Your basket")
                }
                .safeAreaInset(edge: .bottom) {
                    VStack {
                        Text("By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy.")
                        Button("Pay", role: .primaryAction).buttonStyle(.borderedProminent)
                    }
                    .padding()
                }
                """,
                ScrollView {
                    Text("Your basket")
                }
                .safeAreaInset(edge: .bottom) {
                    VStack {
                        Text("By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy.")
                        Button("Pay", role: .primaryAction).buttonStyle(.borderedProminent)
                    }
                    .padding()
                },
                expect: [ExpectedFinding(id, on: "VStack", from: .accessibility3)],
                because: "the terms and the button together pass a third of the screen's height."),
            .passing(
                """
                ScrollView {
                    Text("By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy.")
                }
                .safeAreaInset(edge: .bottom) {
                    Button("Pay", role: .primaryAction).buttonStyle(.borderedProminent).padding()
                }
                """,
                ScrollView {
                    Text("By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy.")
                }
                .safeAreaInset(edge: .bottom) {
                    Button("Pay", role: .primaryAction).buttonStyle(.borderedProminent).padding()
                },
                because: "a bar with one button stays well under a third of the screen."),
        ]
    }

    /// Every sticky bar taller than the allowed share, at each size.
    public static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
        let maximumShare = configuration.thresholds.stickyBarMaximumShare
        var result: [Observation] = []
        for screen in series.screens {
            let screenHeight = screen.device.screen.height
            guard screenHeight > 0 else { continue }
            for bar in stickyBars(in: screen) {
                let height = bar.node.frame.height
                let share = height / screenHeight
                guard share > maximumShare + 1e-9, !bar.isHidden else { continue }
                let content = innerView(of: bar, in: screen)
                let message =
                    "The sticky bar \(content.displayName) is \(PointFormatting.points(height)) tall at \(screen.setting.name): "
                    + "\(PointFormatting.text(share * 100)) % of the \(PointFormatting.points(screenHeight)) screen, "
                    + "leaving the content \(PointFormatting.points(max(screenHeight - height, 0)))."
                result.append(
                    Observation(
                        checkID: id, setting: screen.setting, element: content, severity: .warning, message: message,
                        measurements: [
                            MeasuredValue("barHeight", PointFormatting.rounded(height), unit: "pt"),
                            MeasuredValue("screenHeight", PointFormatting.rounded(screenHeight), unit: "pt"),
                            MeasuredValue("share", PointFormatting.rounded(share * 100), unit: "%"),
                        ]))
            }
        }
        return result
    }

    /// Safe-area inset bars, and the siblings of a scrolling view in a vertical stack.
    private static func stickyBars(in screen: IndexedScreen) -> [ScreenElement] {
        var bars: [ScreenElement] = []
        for element in screen.elements where !element.isHidden {
            switch element.node.kind {
            case .safeAreaInset:
                let children = screen.children(of: element)
                if children.count == 2 { bars.append(children[1]) }
            case .stack(.vertical, _, _):
                let children = screen.children(of: element)
                guard children.contains(where: { scrolls(innerView(of: $0, in: screen)) }) else { continue }
                bars += children.filter { child in
                    let inner = innerView(of: child, in: screen)
                    return !scrolls(inner) && !inner.isDecoration && !inner.isHidden
                }
            default:
                break
            }
        }
        return bars
    }

    private static func scrolls(_ element: ScreenElement) -> Bool {
        switch element.node.kind {
        case .scrollView, .list: true
        default: false
        }
    }

    /// The view a chain of modifiers wraps.
    private static func innerView(of element: ScreenElement, in screen: IndexedScreen) -> ScreenElement {
        var current = element
        while current.node.kind.isModifier, let first = screen.children(of: current).first {
            current = first
        }
        return current
    }
}
