import DynamicType

/// A readable, stable outline of a view tree, one node per line, for tests and `--dump`.
extension ViewNode {
    /// The tree as indented lines: kind with its parameters, then `role`, then `@file:line` when
    /// the node remembers where it is written (the file's last path component only).
    public func outline(locations: Bool = true) -> String {
        var lines: [String] = []
        appendOutline(to: &lines, depth: 0, locations: locations)
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendOutline(to lines: inout [String], depth: Int, locations: Bool) {
        var line = String(repeating: "  ", count: depth) + Self.outlineLabel(kind)
        if let role = traits.role { line += " role=\(role.rawValue)" }
        if traits.layoutPriority != 0 { line += " priority=\(formatPoints(traits.layoutPriority))" }
        if traits.showsLargeContentViewer { line += " largeContentViewer" }
        if let standIn = traits.standInContent {
            // A sampled property says why the source has no value.
            let origin = traits.standInOrigin.flatMap { $0.followsPropertyName ? ", \($0.rawValue)" : nil } ?? ""
            line += " stand-in(\(standIn)\(origin))"
        }
        if locations, let location = traits.sourceLocation {
            let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
            line += " @\(file):\(location.line)"
        }
        lines.append(line)
        for child in children { child.appendOutline(to: &lines, depth: depth + 1, locations: locations) }
    }

    private static func outlineLabel(_ kind: ViewKind) -> String {
        func number(_ value: Double?) -> String { value.map { $0.isInfinite ? "∞" : formatPoints($0) } ?? "nil" }
        switch kind {
        case .stack(let axis, let alignment, let spacing):
            let alignmentName: String =
                switch alignment {
                case .horizontal(let value): "\(value)"
                case .vertical(let value): "\(value)"
                }
            return "\(axis == .horizontal ? "HStack" : "VStack")(\(alignmentName), spacing: \(number(spacing)))"
        case .frame(let width, let height, _):
            return "frame(width: \(number(width)), height: \(number(height)))"
        case .scaledFrame(let width, let height, _):
            func metric(_ value: ScaledMetric?) -> String {
                value.map { metric in
                    "scaled \(formatPoints(metric.baseValue)) \(metric.metrics.textStyle.swiftUIName)"
                        + (metric.minimum.map { " at least \(formatPoints($0))" } ?? "")
                        + (metric.maximum.map { " at most \(formatPoints($0))" } ?? "")
                } ?? "nil"
            }
            return "frame(width: \(metric(width)), height: \(metric(height)))"
        case .flexibleFrame(let frame):
            let parts = [
                ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
                ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
            ]
            .compactMap { name, value in value.map { "\(name): \(number($0))" } }
            return "frame(\(parts.joined(separator: ", ")))"
        case .padding(let insets):
            return "padding(\(number(insets.top)), \(number(insets.leading)), \(number(insets.bottom)), \(number(insets.trailing)))"
        case .environment(let change):
            return outlineLabel(change)
        default:
            return LayoutNode.describe(ViewNode(kind))
        }
    }

    private static func outlineLabel(_ change: EnvironmentChange) -> String {
        switch change {
        case .font(let font):
            let weight = font.weight.map { ", weight: .\($0.name)" } ?? ""
            let bold = font.isBold ? ".bold()" : ""
            switch font.source {
            case .style(let style): return "font(.\(style.swiftUIName)\(weight))\(bold)"
            case .fixed(let size): return "font(.system(size: \(formatPoints(size))\(weight)))\(bold)"
            case .custom(let name, let size, let style):
                return "font(.custom(\"\(name)\", size: \(formatPoints(size)), relativeTo: .\(style.swiftUIName)))\(bold)"
            case .customFixed(let name, let size): return "font(.custom(\"\(name)\", fixedSize: \(formatPoints(size))))\(bold)"
            case .scaled(let metric):
                let bounds =
                    (metric.minimum.map { ", at least: \(formatPoints($0))" } ?? "")
                    + (metric.maximum.map { ", at most: \(formatPoints($0))" } ?? "")
                return
                    "font(.system(size: scaled(\(formatPoints(metric.baseValue)), relativeTo: .\(metric.metrics.textStyle.swiftUIName)\(bounds))\(weight)))\(bold)"
            }
        case .fontWeight(let weight): return "fontWeight(.\(weight.name))"
        case .bold: return "bold()"
        case .lineLimit(let limit?):
            let range = limit.minimum.map { "\($0)...\(limit.maximum.map(String.init) ?? "")" } ?? limit.maximum.map(String.init) ?? "nil"
            return "lineLimit(\(range)\(limit.reservesSpace ? ", reservesSpace: true" : ""))"
        case .lineLimit(nil): return "lineLimit(nil)"
        case .truncationMode(let mode): return "truncationMode(.\(mode))"
        case .scrollDisabled(let disabled): return "scrollDisabled(\(disabled))"
        case .minimumScaleFactor(let factor): return "minimumScaleFactor(\(formatPoints(factor)))"
        case .multilineTextAlignment(let alignment): return "multilineTextAlignment(.\(alignment))"
        case .dynamicTypeSize(let range): return "dynamicTypeSize(.\(range.lowerBound.swiftUIName)...\(range.upperBound.swiftUIName))"
        case .sizeCategory(let category): return "environment(\\.dynamicTypeSize, .\(category.swiftUIName))"
        case .layoutDirection(let direction): return "environment(\\.layoutDirection, .\(direction))"
        }
    }
}
