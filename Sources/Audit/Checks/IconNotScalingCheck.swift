import DynamicType
import Findings
import LayoutEngine

/// `icon-not-scaling`: an icon that keeps its size beside text that doubled.
///
/// An icon's text is the first visible text in the row it sits in (the nearest `HStack`,
/// `Label`, `AnyLayout` or button around it, looking through modifiers). Growth is measured
/// against the default size's layout: the text's point size and the icon's larger side. A
/// symbol sized by a text style grows with it; a bitmap, or an image in a fixed frame, does not.
public enum IconNotScalingCheck: Check {
    /// The id findings carry.
    public static let id = "icon-not-scaling"

    /// What it finds and why.
    public static var description: CheckDescription {
        let defaults = AuditThresholds()
        return CheckDescription(
            id: id, name: "Icon not scaling",
            summary: "An icon beside text stays the same size while its text grows to 200 % or more.",
            rationale: """
                Icons carry meaning next to their labels (a warning sign, a card brand, a delivery truck). An \
                icon in a fixed frame or a bitmap of fixed size shrinks to a speck beside text that tripled, and \
                people who needed larger text cannot make it out.
                """,
            defaultSeverity: .warning, criterion: .resizeText,
            fix: """
                Use SF Symbols sized by the text's font (`Image(systemName:)` in the same `.font`), or scale the \
                frame with `@ScaledMetric(relativeTo:)` (UIKit: `UIFontMetrics.scaledValue(for:)`).
                """,
            settings: [
                CheckSetting(
                    name: "iconTextGrowth", defaultValue: "\(PointFormatting.text(defaults.iconTextGrowth * 100)) %",
                    summary: "How much the text beside the icon must have grown."),
                CheckSetting(
                    name: "iconMaximumGrowth", defaultValue: "\(PointFormatting.text(defaults.iconMaximumGrowth * 100)) %",
                    summary: "An icon that grew by at most this much counts as fixed."),
            ],
            examples: examples.map(\.example))
    }

    /// Screens that must and must not trigger it.
    public static var examples: [ScreenExample] {
        [
            .triggering(
                """
                VStack {
                    HStack {
                        Image("truck", size: Size(width: 20, height: 20))
                        Text("Ships today")
                    }
                    Spacer()
                }
                """,
                VStack {
                    HStack {
                        Image("truck", size: Size(width: 20, height: 20))
                        Text("Ships today")
                    }
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Image \"truck\"", from: .accessibility3)],
                because: "the 20 pt bitmap stays 20 pt while Body passes 200 % (40 pt) at accessibility3."),
            .passing(
                """
                VStack {
                    Label("Ships today", systemImage: "shippingbox")
                    Spacer()
                }
                """,
                VStack {
                    Label("Ships today", systemImage: "shippingbox")
                    Spacer()
                },
                because: "a symbol is sized by its text's font and grows with it."),
        ]
    }

    /// Every fixed icon beside text that grew enough, at each size above the default.
    public static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
        guard let base = series.defaultScreen else { return [] }
        let thresholds = configuration.thresholds
        var result: [Observation] = []
        for screen in series.screens where screen.setting > series.defaultSetting {
            for icon in screen.elements {
                guard case .image = icon.node.kind, !icon.isHidden, let text = companionText(of: icon, in: screen),
                    let baseIcon = base.element(atPath: icon.path), let baseText = base.element(atPath: text.path),
                    let size = text.node.textStyle?.pointSize, let baseSize = baseText.node.textStyle?.pointSize, baseSize > 0
                else { continue }
                let iconLength = visibleLength(of: icon, in: screen)
                let baseLength = visibleLength(of: baseIcon, in: base)
                guard baseLength > 0 else { continue }
                let textGrowth = size / baseSize, iconGrowth = iconLength / baseLength
                guard textGrowth >= thresholds.iconTextGrowth - 1e-9, iconGrowth <= thresholds.iconMaximumGrowth + 1e-9 else { continue }
                let message =
                    "\(icon.displayName) is \(PointFormatting.points(iconLength)) at \(screen.setting.name) "
                    + "(\(PointFormatting.text(iconGrowth * 100)) % of its default size) while \(text.displayName) beside it grew to "
                    + "\(PointFormatting.points(size)) (\(PointFormatting.text(textGrowth * 100)) %)."
                result.append(
                    Observation(
                        checkID: id, setting: screen.setting, element: icon, severity: .warning, message: message,
                        measurements: [
                            MeasuredValue("iconSize", PointFormatting.rounded(iconLength), unit: "pt"),
                            MeasuredValue("iconGrowth", PointFormatting.rounded(iconGrowth * 100), unit: "%"),
                            MeasuredValue("textPointSize", PointFormatting.rounded(size), unit: "pt"),
                            MeasuredValue("textGrowth", PointFormatting.rounded(textGrowth * 100), unit: "%"),
                        ]))
            }
        }
        return result
    }

    /// The icon's larger side as people see it: the size of the fixed frame it sits in (looking
    /// through its modifiers), else its own. A symbol in `.frame(width: 28, height: 28)` draws
    /// in a 28 pt tile however large its font grows.
    private static func visibleLength(of icon: ScreenElement, in screen: IndexedScreen) -> Double {
        for ancestor in screen.ancestors(of: icon) {
            guard ancestor.node.kind.isModifier else { break }
            if ancestor.node.kind.fixesWidth || ancestor.node.kind.fixesHeight {
                return max(ancestor.node.frame.width, ancestor.node.frame.height)
            }
        }
        return max(icon.node.frame.width, icon.node.frame.height)
    }

    /// The first visible text in the row around `icon`, outside the icon itself.
    private static func companionText(of icon: ScreenElement, in screen: IndexedScreen) -> ScreenElement? {
        var containersSeen = 0
        for ancestor in screen.ancestors(of: icon) where !ancestor.node.kind.isModifier {
            switch ancestor.node.kind {
            case .stack(.horizontal, _, _), .label, .anyLayout, .button:
                if let text = screen.descendants(of: ancestor).first(where: { $0.isText && !$0.isHidden && !icon.isAncestor(of: $0) }) {
                    return text
                }
            default:
                return nil
            }
            containersSeen += 1
            if containersSeen == 2 { return nil }
        }
        return nil
    }
}
