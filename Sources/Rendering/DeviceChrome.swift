import LayoutEngine

/// The device around a screen: a dark bezel, and the safe areas as a person sees them (the
/// status bar with the time and Dynamic Island, the home indicator), in screen coordinates.
struct DeviceChrome {
    /// The bezel's width around the screen, in points.
    static let bezelWidth = 10.0

    let device: Device
    let text: TextPainter

    private var screen: Rect { Rect(origin: .zero, size: device.screen) }

    /// The bezel, drawn under the screen: a rounded dark frame `bezelWidth` wide.
    func drawBezel(on canvas: CairoCanvas) {
        let width = Self.bezelWidth
        let outer = Rect(x: -width, y: -width, width: screen.width + 2 * width, height: screen.height + 2 * width)
        canvas.fill(outer, Palette.bezel, radius: 2.2 * width)
        canvas.fill(screen, Palette.screen)
    }

    /// The safe-area bands over the content: a light tint with a dashed edge, the status bar's
    /// time, Dynamic Island and battery at the top, the home indicator at the bottom.
    func drawSafeAreas(on canvas: CairoCanvas) throws {
        let insets = device.safeArea
        let safe = device.safeRect
        let tint = Palette.annotation.withAlpha(0.07)
        if insets.top > 0 {
            canvas.fill(Rect(x: 0, y: 0, width: screen.width, height: insets.top), tint)
            canvas.line(
                Point(x: 0, y: insets.top), Point(x: screen.width, y: insets.top), Palette.annotation.withAlpha(0.5), width: 0.75,
                dash: [3, 3])
            try drawStatusBar(on: canvas, height: insets.top)
        }
        if insets.bottom > 0 {
            canvas.fill(Rect(x: 0, y: safe.maxY, width: screen.width, height: insets.bottom), tint)
            canvas.line(
                Point(x: 0, y: safe.maxY), Point(x: screen.width, y: safe.maxY), Palette.annotation.withAlpha(0.5), width: 0.75,
                dash: [3, 3])
            let indicator = Size(width: min(134, screen.width * 0.36), height: 5)
            canvas.fill(
                Rect(
                    x: (screen.width - indicator.width) / 2, y: screen.height - 8 - indicator.height, width: indicator.width,
                    height: indicator.height), Palette.bezel, radius: 2.5)
        }
        for (inset, x) in [(insets.leading, 0.0), (insets.trailing, screen.width - insets.trailing)] where inset > 0 {
            canvas.fill(Rect(x: x, y: 0, width: inset, height: screen.height), tint)
        }
    }

    /// "9:41" on the leading side, the Dynamic Island on phones with one (a top inset of 44 pt
    /// or more), and a battery on the trailing side, all centred in the status bar.
    private func drawStatusBar(on canvas: CairoCanvas, height: Double) throws {
        let hasIsland = height >= 44 && !device.isTablet
        let centre = hasIsland ? 11 + 37.0 / 2 : height / 2
        let time = try text.block("9:41", pointSize: hasIsland ? 17 : 12, weight: .semibold)
        let columnWidth = hasIsland ? (screen.width - 126) / 2 : 60
        text.draw(time, at: Point(x: 0, y: centre - time.height / 2), canvas: canvas, color: Palette.primaryText, centredIn: columnWidth)
        if hasIsland {
            canvas.fill(Rect(x: (screen.width - 126) / 2, y: 11, width: 126, height: 37), Palette.bezel, radius: 18.5)
        }
        let battery = Rect(x: screen.width - columnWidth / 2 - 13, y: centre - 6, width: 25, height: 12)
        canvas.stroke(battery, Palette.primaryText.withAlpha(0.45), width: 1, radius: 3.5)
        canvas.fill(
            Rect(x: battery.minX + 2, y: battery.minY + 2, width: battery.width - 4, height: battery.height - 4), Palette.primaryText,
            radius: 2)
    }
}
