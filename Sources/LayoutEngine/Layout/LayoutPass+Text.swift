import DynamicType
import TextMeasurement

extension LayoutPass {
    /// The font a text gets in `environment`: the size for the effective category (after caps),
    /// the weight, and the size it would have at the default category. On Android
    /// (`environment.size` an Android scale) a style's Large size, or a custom font's size, is its
    /// size in sp, scaled on Android's curve (`LayoutEnvironment.androidSize(sp:)`); its default
    /// size is that sp size, what it has at 100 %.
    func resolveFont(_ environment: LayoutEnvironment) -> (request: FontRequest, style: PlacedTextStyle) {
        let key = FontResolutionKey(environment)
        if let resolved = resolvedFonts[key] { return resolved }
        let resolved = resolveFontUncached(environment)
        resolvedFonts[key] = resolved
        return resolved
    }

    private func resolveFontUncached(_ environment: LayoutEnvironment) -> (request: FontRequest, style: PlacedTextStyle) {
        let spec = environment.font
        let category = environment.effectiveCategory
        let bold = spec.isBold || environment.isBold
        let android = environment.size.isAndroid
        func size(at category: ContentSizeCategory, scaled: Bool = true) -> Double {
            if android {
                switch spec.source {
                case .style(let style):
                    let sp = TypeRamp<TextStyle>.iOS.pointSize(of: style, at: .default) ?? 17
                    return scaled ? environment.androidSize(sp: sp) : sp
                case .custom(_, let size, _): return scaled ? environment.androidSize(sp: size) : size
                case .scaled(let metric): return metric.bounded(scaled ? environment.androidSize(sp: metric.baseValue) : metric.baseValue)
                case .fixed(let size), .customFixed(_, let size): return size
                }
            }
            switch spec.source {
            case .style(let style): return TypeRamp<TextStyle>.iOS.pointSize(of: style, at: category) ?? 17
            case .fixed(let size): return size
            case .custom(_, let size, let style):
                return FontMetrics(textStyle: style).scaledFontSize(size, at: category)
            case .scaled(let metric): return metric.value(at: category)
            case .customFixed(_, let size): return size
            }
        }
        var weight = spec.weight ?? environment.fontWeight ?? .regular
        if case .style(let style) = spec.source, spec.weight == nil, environment.fontWeight == nil,
            let metrics = TypeRamp<TextStyle>.iOS.metrics(of: style, at: category, emphasized: bold)
        {
            weight = metrics.weight
        } else if bold && weight < .bold {
            weight = .bold
        }
        let family: FontRequest.Family =
            switch spec.source {
            case .custom(let name, _, _), .customFixed(let name, _): .named(name)
            case .style, .fixed, .scaled: .system(spec.design)
            }
        let pointSize = size(at: category)
        return (
            FontRequest(family: family, weight: weight, pointSize: pointSize, platform: android ? .android : environment.platform),
            PlacedTextStyle(font: spec, pointSize: pointSize, defaultPointSize: size(at: .default, scaled: false))
        )
    }

    /// Measures `string` for `proposal`: wrapped at the proposed width, limited by `lineLimit`
    /// and by how many lines the proposed height holds (at least one, as SwiftUI does).
    func measureText(_ string: String, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws
        -> (text: MeasuredText, style: PlacedTextStyle)
    {
        var (font, style) = resolveFont(environment)
        let width = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        // Proposed no width, a text shows one truncated line rather than a column of single words.
        let lineLimit = width == 0 ? 1 : environment.lineLimit?.maximum
        var request = TextMeasurementRequest(
            text: string, font: font, width: width, lineLimit: lineLimit,
            truncationMode: environment.truncationMode,
            minimumScaleFactor: environment.minimumScaleFactor)
        var measured: MeasuredText
        do {
            measured = try measurer.measure(request)
        } catch {
            guard case .named(let name) = font.family else { throw error }
            // A project font that is not installed: measure with the system font and say so.
            note("font '\(name)' was not found; its text was measured with the system font")
            font.family = .system(.default)
            request.font = font
            measured = try measurer.measure(request)
        }
        if let height = proposal.height, height.isFinite, measured.lineHeight > 0 {
            // Text that may shrink first shrinks to fit the height with all the lines it needs (up to its
            // limit), a single line taller than the height too; only what still does not fit is cut to
            // the lines that fit.
            if environment.minimumScaleFactor < 1, Double(measured.lines.count) * measured.lineHeight > height + 0.01 {
                request.height = height
                measured = try measurer.measure(request)
                guard measured.lineHeight > 0 else { return (measured, style) }
            }
            let fitting = max(1, Int((height + 0.01) / measured.lineHeight))
            if measured.lines.count > fitting {
                request.height = height
                request.lineLimit = min(request.lineLimit ?? .max, fitting)
                measured = try measurer.measure(request)
            }
        }
        return (measured, style)
    }

    /// Text: wrapped at the proposed width (nil or infinity: one line per paragraph, its ideal),
    /// as many lines as the line limit and the proposed height allow but at least one; widths
    /// are ceiled to the pixel grid. Proposed width 0 it answers width 0 (so its minimum in a
    /// stack is 0, and it is "flexible by its ideal width"); proposed exactly zero, zero.
    func arrangeText(_ string: String, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        if proposal == .zero { return Arrangement(size: .zero) }
        let (measured, _) = try measureText(string, proposal, environment)
        var height = measured.height
        if let limit = environment.lineLimit, limit.reservesSpace, let minimum = limit.minimum ?? limit.maximum {
            height = max(height, PixelGrid.iPhone.ceil(Double(minimum) * measured.lineHeight))
        }
        let width = proposal.width == 0 ? 0 : PixelGrid.iPhone.ceil(measured.width)
        return Arrangement(size: Size(width: width, height: height))
    }

    /// Images: a symbol is a square 1.2 times its font's size [UNVERIFIED]; a bitmap keeps its
    /// size whatever it is offered; a resizable image takes the proposal (its bitmap size where nil).
    func arrangeImage(_ content: ImageContent, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        switch content {
        case .symbol:
            // A symbol is drawn at its font's size and as tall as one line of it.
            let (font, _) = resolveFont(environment)
            return Arrangement(
                size: Size(
                    width: PixelGrid.iPhone.ceil(font.pointSize * InlineSymbol.sizeInEms),
                    height: PixelGrid.iPhone.ceil(font.pointSize * InlineSymbol.sizeInEms)))
        case .bitmap(_, let size):
            return Arrangement(size: size)
        case .resizable(_, let size):
            return Arrangement(size: Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height))
        case .fitted(_, let ideal, let fill):
            return Arrangement(size: Self.fittedSize(ideal: ideal, fill: fill, proposal))
        }
    }

    /// `Spacer(minLength:)`: along its stack's axis, the proposal but at least the minimum (8 when
    /// nil); nothing across it. Outside a stack it expands that way on both axes.
    func arrangeSpacer(_ minLength: Double?, _ proposal: ProposedSize, _ environment: LayoutEnvironment) -> Arrangement {
        let minimum = minLength ?? LayoutPass.defaultSpacing
        func length(_ axis: Axis) -> Double { max(proposal[axis] ?? -.infinity, minimum) }
        return switch environment.stackAxis {
        case .horizontal?: Arrangement(size: Size(width: length(.horizontal), height: 0))
        case .vertical?: Arrangement(size: Size(width: 0, height: length(.vertical)))
        case nil: Arrangement(size: Size(width: length(.horizontal), height: length(.vertical)))
        }
    }

    /// `Divider()`: a hairline across its stack (a vertical line in an HStack), horizontal outside
    /// a stack; as long as proposed, 0 when proposed nil.
    func arrangeDivider(_ proposal: ProposedSize, _ environment: LayoutEnvironment) -> Arrangement {
        let thickness = SystemMetrics.dividerThickness
        return environment.stackAxis == .horizontal
            ? Arrangement(size: Size(width: thickness, height: proposal.height ?? 0))
            : Arrangement(size: Size(width: proposal.width ?? 0, height: thickness))
    }

    /// `TextField`: one line tall, and as wide as proposed (its text's width when proposed nil).
    func arrangeTextField(_ shown: String, _ lines: TextFieldLines, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws
        -> Arrangement
    {
        switch lines {
        case .one: break
        case .growing:
            // Wraps at the width it is given, up to the line limit, at least one line tall.
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            let (measured, _) = try measureText(shown, ProposedSize(width: width, height: nil), environment)
            var height = max(measured.height, measured.lineHeight)
            if let limit = environment.lineLimit, let minimum = limit.minimum ?? (limit.reservesSpace ? limit.maximum : nil) {
                height = max(height, Double(minimum) * measured.lineHeight)
            }
            return Arrangement(size: Size(width: width ?? measured.width, height: PixelGrid.iPhone.ceil(height)))
        case .editor:
            // Takes what it is offered; with no height offered, one line of its font.
            let (measured, _) = try measureText(shown, ProposedSize(width: nil, height: nil), environment)
            let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? PixelGrid.iPhone.ceil(measured.lineHeight)
            return Arrangement(size: Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? measured.width, height: height))
        }
        var oneLine = environment
        oneLine.lineLimit = LineLimit(maximum: 1)
        let (measured, _) = try measureText(shown, ProposedSize(width: nil, height: nil), oneLine)
        // Greedy in width like SwiftUI's text field; one line tall.
        return Arrangement(size: Size(width: proposal.width ?? measured.width, height: measured.lineHeight.rounded(.up)))
    }

    /// SwiftUI's platform default spacing between views.
    static let defaultSpacing = 8.0
}

extension PixelGrid {
    /// The 3x iPhone grid layout rounds text sizes to.
    static let iPhone = PixelGrid(scale: 3)
}

/// What a resolved font depends on: the font asked for, the category after caps, the bold
/// trait, the weight, the Android scale with its limits, and the platform.
struct FontResolutionKey: Hashable {
    let font: FontSpec
    let category: ContentSizeCategory
    let isBold: Bool
    let fontWeight: FontWeight?
    let androidFontScale: AndroidFontScale?
    let sizeLimit: TextSizeLimit
    let platform: TextPlatform

    init(_ environment: LayoutEnvironment) {
        font = environment.font
        category = environment.effectiveCategory
        isBold = environment.isBold
        fontWeight = environment.fontWeight
        androidFontScale = environment.size.androidFontScale
        // Caps reach the font through the category on iOS; on Android they bound the scale.
        sizeLimit = environment.size.isAndroid ? environment.sizeLimit : .unlimited
        platform = environment.platform
    }
}
