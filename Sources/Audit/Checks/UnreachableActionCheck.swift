import DynamicType
import Findings
import LayoutEngine

/// `unreachable-action`: a button that lies partly or wholly outside the safe area of a screen
/// that cannot scroll it back into view.
///
/// Buttons with the `primaryAction` or `action` role count. The safe area is the device's
/// screen minus the status bar or Dynamic Island and the home indicator: a button under either
/// cannot be tapped. An axis along which an ancestor scrolls can bring the button back, so only
/// the other axes count.
public enum UnreachableActionCheck: Check {
    /// The id findings carry.
    public static let id = "unreachable-action"

    /// What it finds and why.
    public static var description: CheckDescription {
        CheckDescription(
            id: id, name: "Unreachable action",
            summary: "A button lies partly or wholly outside the visible area of a view that does not scroll.",
            rationale: """
                When a screen's content grows past the screen and nothing scrolls, whatever was at the bottom \
                (usually the button the screen exists for: Pay, Save, Continue) ends up below the fold, under \
                the home indicator or off the screen. People who enlarged text cannot finish the task.
                """,
            defaultSeverity: .error, criterion: .reflow,
            fix: """
                Put the content in a `ScrollView` and keep the primary action reachable: inside the scroll view, \
                or in a sticky bar with `safeAreaInset(edge: .bottom)` whose height stays well under a third of the screen.
                """,
            settings: [
                CheckSetting(
                    name: "unreachableActionMinimumPoints",
                    defaultValue: PointFormatting.points(AuditThresholds().unreachableActionMinimumPoints),
                    summary: "How far a button must reach past the safe area to count."),
                CheckSetting(
                    name: "unreachableActionTappablePoints",
                    defaultValue: PointFormatting.points(AuditThresholds().unreachableActionTappablePoints),
                    summary:
                        "A button that reaches only into the gesture area with a part this wide and tall inside the safe area can still be tapped: a warning."
                ),
            ],
            examples: examples.map(\.example))
    }

    /// Screens that must and must not trigger it.
    public static var examples: [ScreenExample] {
        [
            .triggering(
                """
                VStack(alignment: .leading, spacing: 12) {
                    Text("Terms of Sale").font(.title)
                    Text(
                        "By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy. "
                            + "Orders ship within two working days; returns are free within 30 days of delivery."
                    )
                    .fixedSize(horizontal: false, vertical: true)
                    Spacer()
                    Button("Pay", role: .primaryAction).buttonStyle(.borderedProminent).controlSize(.large)
                }
                .padding()
                """,
                VStack(alignment: .leading, spacing: 12) {
                    Text("Terms of Sale").font(.title)
                    Text(
                        "By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy. "
                            + "Orders ship within two working days; returns are free within 30 days of delivery."
                    )
                    .fixedSize(horizontal: false, vertical: true)
                    Spacer()
                    Button("Pay", role: .primaryAction).buttonStyle(.borderedProminent).controlSize(.large)
                }
                .padding(),
                expect: [ExpectedFinding(id, on: "Button \"Pay\"", from: .accessibility4)],
                because:
                    "the terms keep their full height, the stack outgrows the screen and is centred on it, and Pay ends up past the bottom of the safe area."
            ),
            .passing(
                """
                ScrollView {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Terms of Sale").font(.title)
                        Text(
                            "By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy. "
                                + "Orders ship within two working days; returns are free within 30 days of delivery.")
                        Button("Pay", role: .primaryAction).buttonStyle(.borderedProminent).controlSize(.large)
                    }
                    .padding()
                }
                """,
                ScrollView {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Terms of Sale").font(.title)
                        Text(
                            "By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy. "
                                + "Orders ship within two working days; returns are free within 30 days of delivery.")
                        Button("Pay", role: .primaryAction).buttonStyle(.borderedProminent).controlSize(.large)
                    }
                    .padding()
                },
                because: "the content scrolls, so Pay can always be scrolled into view."),
            .passing(
                """
                VStack(spacing: 0) {
                    Text("Daily challenge").font(.largeTitle)
                    Spacer()
                    Button("Play", role: .primaryAction).padding(.vertical, 30).frame(maxWidth: .infinity)
                }
                .ignoresSafeArea(.bottom)
                """,
                VStack(spacing: 0) {
                    Text("Daily challenge").font(.largeTitle)
                    Spacer()
                    Button("Play", role: .primaryAction).padding(.vertical, 30).frame(maxWidth: .infinity)
                }
                .ignoresSafeArea(.bottom),
                because:
                    "the bar is meant to run under the home indicator: its view ignores the bottom safe area and reaches the screen's edge, and Play stays on the screen."
            ),
        ]
    }

    /// The safe area, reaching on to the screen's edge where a view around `element` ignores the safe area
    /// and reaches there (`edgesIgnoringSafeArea(.bottom)` on a bar meant to run under the home indicator).
    private static func allowedRect(for element: ScreenElement, in screen: IndexedScreen) -> Rect {
        let safe = screen.device.safeRect
        let screenEdge = Rect(origin: .zero, size: screen.device.screen)
        var top = safe.minY
        var bottom = safe.maxY
        for ancestor in [element] + screen.ancestors(of: element) {
            guard case .ignoresSafeArea(let edges) = ancestor.node.kind else { continue }
            let frame = ancestor.node.frame
            if edges.contains(.top), frame.minY <= screenEdge.minY + 0.5 { top = screenEdge.minY }
            if edges.contains(.bottom), frame.maxY >= screenEdge.maxY - 0.5 { bottom = screenEdge.maxY }
        }
        return Rect(x: safe.minX, y: top, width: safe.width, height: bottom - top)
    }

    /// Every action button outside the safe area along an axis that does not scroll, at each size.
    public static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
        let minimum = configuration.thresholds.unreachableActionMinimumPoints
        let tappable = configuration.thresholds.unreachableActionTappablePoints
        return series.screens.flatMap { screen in
            screen.elements.compactMap { element -> Observation? in
                guard case .button = element.node.kind, !element.isHidden,
                    let role = element.node.traits.role, role == .primaryAction || role == .action
                else { return nil }
                let safe = allowedRect(for: element, in: screen)
                let frame = element.node.frame
                var sides: [(String, Double)] = []
                if !element.scrollAxes.contains(.vertical) {
                    sides += [("above", safe.minY - frame.minY), ("below", frame.maxY - safe.maxY)]
                }
                if !element.scrollAxes.contains(.horizontal) {
                    sides += [("left of", safe.minX - frame.minX), ("right of", frame.maxX - safe.maxX)]
                }
                guard let (side, outside) = sides.max(by: { $0.1 < $1.1 }), outside > minimum else { return nil }
                let area = frame.width * frame.height
                let shown = frame.intersection(safe).map { $0.width * $0.height } ?? 0
                let share = area > 0 ? shown / area * 100 : 0
                let screenRect = Rect(origin: .zero, size: screen.device.screen)
                let onScreen = frame.intersection(screenRect).map { $0.width * $0.height } ?? 0
                let offScreen = max(
                    frame.maxY - screenRect.maxY, screenRect.minY - frame.minY, frame.maxX - screenRect.maxX, screenRect.minX - frame.minX,
                    0)
                // Past the safe area but on the screen is under the home indicator or the status
                // bar, where system gestures take touches first; past the screen is simply gone.
                let whereText: String
                if share <= 0 {
                    whereText = "lies entirely \(side) the safe area"
                } else if offScreen > 0.5 {
                    whereText =
                        "reaches \(PointFormatting.points(offScreen)) past the edge of the screen (\(PointFormatting.text(area > 0 ? onScreen / area * 100 : 0)) % of it is on screen)"
                } else {
                    whereText =
                        "reaches \(PointFormatting.points(outside)) \(side) the safe area, into the system's gesture area (\(PointFormatting.text(share)) % of it is inside the safe area)"
                }
                // Reaching only into the gesture area, with a full touch target left inside the safe area, the
                // action can still be tapped: the content has outgrown the screen, but the action is not lost.
                // Past the screen's edge, part of it is not drawn at all.
                let inside = frame.intersection(safe)
                let canBeTapped = offScreen <= 0.5 && (inside.map { $0.width >= tappable && $0.height >= tappable } ?? false)
                var message = "\(element.displayName) (\(role.rawValue)) \(whereText), and nothing scrolls it into view."
                if let inside, canBeTapped {
                    message +=
                        " Its part inside the safe area (\(PointFormatting.points(inside.width)) by \(PointFormatting.points(inside.height))) "
                        + "can still be tapped."
                }
                return Observation(
                    checkID: id, setting: screen.setting, element: element, severity: canBeTapped ? .warning : .error, message: message,
                    measurements: [
                        MeasuredValue("pointsOutside", PointFormatting.rounded(outside), unit: "pt"),
                        MeasuredValue("visibleShare", PointFormatting.rounded(share), unit: "%"),
                    ])
            }
        }
    }
}
