import DynamicType
import LayoutEngine
import TextMeasurement

/// Draws a laid-out screen's views in screen coordinates: backgrounds and shapes, the chrome of
/// controls, image placeholders of their real size and text, each clipped exactly as layout
/// clipped it.
///
/// Two passes share the code: on the screen, every view is clipped by its ancestors' clips and
/// the screen's edges (`PlacedNode.clip`); beyond the screen, by its ancestors' clips alone, so
/// content that a screen that does not scroll cuts off can be shown (faded) where it lies.
struct ScreenPainter {
    /// Where a pass draws.
    enum Pass {
        /// Inside the screen, as a person sees it.
        case onScreen
        /// Outside the screen, where content the screen cuts off lies.
        case offScreen
    }

    /// What a view inherits from its ancestors for drawing.
    private struct Inherited {
        /// The ancestors' clips, the screen left out.
        var clip: Rect?
        /// The style of the button the view labels, if any.
        var button: ButtonStyle?
    }

    let screen: LaidOutScreen
    let canvas: CairoCanvas
    let text: TextPainter

    /// Draws every view that shows in `pass`.
    func paint(_ pass: Pass) throws {
        try paint(screen.root, Inherited(), pass)
    }

    private var screenRect: Rect { Rect(origin: .zero, size: screen.device.screen) }

    private func paint(_ node: PlacedNode, _ inherited: Inherited, _ pass: Pass) throws {
        if case .hidden = node.kind { return }
        let clip = pass == .onScreen ? (node.clip ?? screenRect) : inherited.clip
        try canvas.saved {
            if let clip { canvas.clip(to: clip) }
            try drawOwn(node, inherited)
        }
        var inner = inherited
        switch node.kind {
        case .clipped, .scrollView, .list:
            inner.clip = inherited.clip.map { $0.intersection(node.frame) ?? Rect(origin: node.frame.origin, size: .zero) } ?? node.frame
        case .button(let style, _):
            inner.button = style
        default:
            break
        }
        for child in Self.drawingOrder(node) { try paint(child, inner, pass) }
        if pass == .onScreen { try markFold(node, clip: clip) }
    }

    /// Children in the order they are drawn: a background's second child goes under its content.
    static func drawingOrder(_ node: PlacedNode) -> [PlacedNode] {
        if case .background = node.kind, node.children.count == 2 { return [node.children[1], node.children[0]] }
        return node.children
    }

    private func drawOwn(_ node: PlacedNode, _ inherited: Inherited) throws {
        let frame = node.frame
        switch node.kind {
        case .text:
            try text.draw(node, on: screen, canvas: canvas, color: textColor(node, inherited))
        case .image(let content):
            try drawImage(content, in: frame)
        case .shape(let name):
            drawShape(name, in: frame)
        case .divider:
            canvas.fill(frame, Palette.separator)
        case .textField(let placeholder, let value, let isSecure, let lines):
            try drawTextField(placeholder: placeholder, value: value, isSecure: isSecure, lines: lines, in: frame)
        case .button(let style, _):
            let radius = min(frame.height / 2, 12)
            switch style {
            case .borderedProminent: canvas.fill(frame, Palette.accent, radius: radius)
            case .bordered: canvas.fill(frame, Palette.accent.withAlpha(0.14), radius: radius)
            case .plain: break
            }
        case .toggle:
            drawSwitch(in: frame)
        case .segmentedPicker(let segments, let selected):
            drawSegments(segments.count, selected: selected, in: frame)
        case .list(let style):
            drawListBackground(node, style: style)
        case .tabView:
            drawTabBar(node)
        case .opaque(let name, _):
            canvas.stroke(frame, Palette.secondaryText, width: 1, dash: [4, 3])
            try drawCentredLabel(name, in: frame, color: Palette.secondaryText)
        default:
            break
        }
    }

    /// Black for what people read, grey for values and chrome, white or blue on buttons.
    private func textColor(_ node: PlacedNode, _ inherited: Inherited) -> RenderColor {
        switch inherited.button {
        case .borderedProminent?: return Palette.onAccent
        case .bordered?, .plain?: return Palette.accent
        case nil: break
        }
        switch node.traits.role {
        case .value?, .chrome?, .decoration?, .icon?: return Palette.secondaryText
        default: return Palette.primaryText
        }
    }

    private func drawShape(_ name: String, in frame: Rect) {
        let color = Palette.shapeColor(name)
        switch name {
        case "Circle":
            let side = min(frame.width, frame.height)
            canvas.fillEllipse(
                Rect(x: frame.minX + (frame.width - side) / 2, y: frame.minY + (frame.height - side) / 2, width: side, height: side), color)
        case "Capsule":
            canvas.fill(frame, color, radius: min(frame.width, frame.height) / 2)
        case "RoundedRectangle":
            canvas.fill(frame, color, radius: min(10, min(frame.width, frame.height) / 2))
        default:
            canvas.fill(frame, color)
        }
    }

    /// A placeholder as big as the image: a filled box with a cross and the image's name (and
    /// size for bitmaps); a symbol as a rounded tile.
    private func drawImage(_ content: ImageContent, in frame: Rect) throws {
        switch content {
        case .symbol(let name):
            canvas.fill(frame, Palette.neutralFill, radius: min(frame.width, frame.height) * 0.22)
            if frame.height >= 24 { try drawCentredLabel(name, in: frame, color: Palette.secondaryText) }
        case .bitmap(let name, let size), .resizable(let name, let size), .fitted(let name, let size, _):
            canvas.fill(frame, Palette.neutralFill)
            canvas.line(Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.maxY), Palette.separator, width: 1)
            canvas.line(Point(x: frame.maxX, y: frame.minY), Point(x: frame.minX, y: frame.maxY), Palette.separator, width: 1)
            canvas.stroke(frame, Palette.separator, width: 1)
            try drawCentredLabel(
                "\(name)\n\(PointText.number(size.width)) × \(PointText.number(size.height)) pt", in: frame,
                color: Palette.secondaryText)
        }
    }

    /// A short label centred in `frame` and clipped to it, small enough to fit most placeholders.
    private func drawCentredLabel(_ label: String, in frame: Rect, color: RenderColor) throws {
        let size = min(11, max(frame.height / 4, 6))
        let block = try text.block(label, pointSize: size, width: max(frame.width - 4, 1))
        canvas.saved {
            canvas.clip(to: frame)
            text.draw(
                block, at: Point(x: frame.minX, y: frame.minY + (frame.height - block.height) / 2), canvas: canvas, color: color,
                centredIn: frame.width)
        }
    }

    /// A rounded outline a little outside the field (its frame is just its line of text), and the
    /// text or placeholder on one line, clipped to the field as a text field clips.
    private func drawTextField(placeholder: String, value: String, isSecure: Bool, lines: TextFieldLines, in frame: Rect) throws {
        let outline = Rect(x: frame.minX - 3, y: frame.minY - 3, width: frame.width + 6, height: frame.height + 6)
        canvas.fill(outline, Palette.screen, radius: 6)
        canvas.stroke(outline, Palette.fieldOutline, width: 1, radius: 6)
        let shown = value.isEmpty ? placeholder : (isSecure ? String(repeating: "•", count: value.count) : value)
        // Text fields inherit the environment's font, which layout does not record: Body at this size
        // (at an Android font scale, Body's 17 sp on Android's curve: `fontScale` is its growth).
        let environment = screen.environment
        let size =
            environment.size.isAndroid
            ? 17 * environment.fontScale
            : TypeRamp<TextStyle>.iOS.pointSize(of: .body, at: environment.effectiveCategory) ?? 17
        // A one-line field shows one line, centred; a growing field or an editor wraps from the top.
        let oneLine = lines == .one
        let request = TextMeasurementRequest(
            text: shown, font: FontRequest(pointSize: size, platform: screen.environment.platform), width: oneLine ? nil : frame.width,
            lineLimit: oneLine ? 1 : nil)
        let block = try text.block(request)
        let rightToLeft = screen.environment.layoutDirection == .rightToLeft
        canvas.saved {
            canvas.clip(to: frame)
            let x = rightToLeft ? frame.maxX - block.width : frame.minX
            text.draw(
                block, at: Point(x: x, y: oneLine ? frame.minY + (frame.height - block.height) / 2 : frame.minY), canvas: canvas,
                color: value.isEmpty ? Palette.secondaryText : Palette.primaryText)
        }
    }

    /// An iOS switch, on, 51 x 31 at the trailing edge, centred vertically.
    private func drawSwitch(in frame: Rect) {
        let size = Size(width: 51, height: 31)
        let rightToLeft = screen.environment.layoutDirection == .rightToLeft
        let x = rightToLeft ? frame.minX : frame.maxX - size.width
        let track = Rect(x: x, y: frame.minY + (frame.height - size.height) / 2, width: size.width, height: size.height)
        canvas.fill(track, Palette.toggleOn, radius: size.height / 2)
        let knob = size.height - 4
        let knobX = rightToLeft ? track.minX + 2 : track.maxX - 2 - knob
        canvas.fillEllipse(Rect(x: knobX, y: track.minY + 2, width: knob, height: knob), Palette.screen)
    }

    /// A segmented control's track with the first segment selected.
    private func drawSegments(_ count: Int, selected: Int, in frame: Rect) {
        canvas.fill(frame, Palette.neutralFill.withAlpha(0.7), radius: 8)
        let segments = max(count, 1)
        let width = frame.width / Double(segments)
        let rightToLeft = screen.environment.layoutDirection == .rightToLeft
        // Segments run from the trailing edge in right-to-left layouts: the selected one's position from the left.
        let shown = rightToLeft ? segments - 1 - min(max(selected, 0), segments - 1) : min(max(selected, 0), segments - 1)
        let selectedX = frame.minX + Double(shown) * width
        canvas.fill(Rect(x: selectedX + 2, y: frame.minY + 2, width: width - 4, height: frame.height - 4), Palette.screen, radius: 6)
        // No separator beside the selected segment.
        for index in 1..<segments where index != shown && index != shown + 1 {
            let x = frame.minX + Double(index) * width
            canvas.line(Point(x: x, y: frame.minY + 7), Point(x: x, y: frame.maxY - 7), Palette.separator, width: 1)
        }
    }

    /// A grouped background with the rows on white (one rounded section when inset grouped), and
    /// hairlines between rows. Rows are as tall as layout made them: at least 44 pt, their
    /// content plus 11 pt above and below, centred on their content.
    private func drawListBackground(_ node: PlacedNode, style: ListStyle) {
        let frame = node.frame
        let rows = node.children.map { row -> Rect in
            let height = max(44, row.frame.height + 22)
            return Rect(x: frame.minX, y: row.frame.midY - height / 2, width: frame.width, height: height)
        }
        guard let first = rows.first, let last = rows.last else { return }
        let margin = style == .insetGrouped ? 20.0 : 0
        if style == .insetGrouped { canvas.fill(frame, Palette.groupedBackground) }
        let section = Rect(x: frame.minX + margin, y: first.minY, width: frame.width - 2 * margin, height: last.maxY - first.minY)
        canvas.fill(section, Palette.screen, radius: style == .insetGrouped ? 10 : 0)
        for row in rows.dropLast() {
            canvas.line(Point(x: section.minX + 16, y: row.maxY), Point(x: section.maxX, y: row.maxY), Palette.separator, width: 0.5)
        }
    }

    /// The tab bar: a light band with a hairline on top and an icon tile above each label.
    private func drawTabBar(_ node: PlacedNode) {
        let frame = node.frame
        let contentBottom = node.children.first?.frame.maxY ?? frame.minY
        let top = max(frame.maxY - 49, contentBottom)
        canvas.fill(Rect(x: frame.minX, y: top, width: frame.width, height: frame.maxY - top), Palette.groupedBackground)
        canvas.line(Point(x: frame.minX, y: top), Point(x: frame.maxX, y: top), Palette.separator, width: 0.5)
        for label in node.children.dropFirst() {
            canvas.fill(Rect(x: label.frame.midX - 12, y: top + 5, width: 24, height: 20), Palette.neutralFill, radius: 6)
        }
    }

    /// A scroll view's fold: a dashed line at the bottom of its viewport when its content goes
    /// on below, with how much more there is. Not a finding: scrolling reaches it.
    private func markFold(_ node: PlacedNode, clip: Rect?) throws {
        let axes: Axes
        switch node.kind {
        case .scrollView(let scrollAxes): axes = scrollAxes
        case .list: axes = .vertical
        default: return
        }
        let contentBottom = node.children.map(\.frame.maxY).max() ?? node.frame.maxY
        let more = contentBottom - node.frame.maxY
        guard axes.contains(.vertical), more > 0.5 else { return }
        let frame = node.frame
        let label = try text.block("fold · \(PointText.points(more)) more below (scrolls)", pointSize: 11, weight: .semibold)
        canvas.saved {
            if let clip { canvas.clip(to: clip) }
            canvas.line(
                Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY), Palette.annotation, width: 1.5, dash: [6, 4])
            let pill = Rect(
                x: frame.maxX - label.width - 18, y: frame.maxY - label.height - 6, width: label.width + 12, height: label.height + 4)
            canvas.fill(pill, Palette.annotation, radius: pill.height / 2)
            text.draw(label, at: Point(x: pill.minX + 6, y: pill.minY + 2), canvas: canvas, color: Palette.screen)
        }
    }
}
