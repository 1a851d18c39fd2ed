import DynamicType
import LayoutEngine
import TextMeasurement
import Typesetting

/// Rebuilds the font request a placed text was measured with, from what layout recorded: the
/// font it asked for (`PlacedTextStyle`) and the font file it was measured in (`MeasuredText`).
///
/// The layout does not keep the request, and a weight set through the environment (`.bold()`
/// on a container, `fontWeight`) is not in the placed style. So the weight is searched: the
/// weight the style implies first, then the others nearest to it, until the request resolves to
/// the file the text was measured in. The glyphs are then the measured ones, fallbacks included.
struct PlacedTextFont {
    let measurer: HarfBuzzTextMeasurer

    /// The request for `node`'s text on `screen`, or nil when the node shows no text.
    func request(for node: PlacedNode, on screen: LaidOutScreen) -> TextMeasurementRequest? {
        guard case .text(let string) = node.kind, let measured = node.text else { return nil }
        let style = node.textStyle
        let spec = style?.font ?? .body
        let pointSize = style?.pointSize ?? measured.pointSize
        let platform = screen.environment.platform
        var family: FontRequest.Family =
            switch spec.source {
            case .custom(let name, _, _), .customFixed(let name, _): .named(name)
            case .style, .fixed, .scaled: .system(spec.design)
            }
        let guess = Self.impliedWeight(of: spec, at: screen.environment.category)
        func request(_ weight: FontWeight) -> FontRequest {
            FontRequest(family: family, weight: weight, pointSize: pointSize, platform: platform)
        }
        // A project font that is not installed was measured with the system font, as layout notes.
        if case .named = family, (try? measurer.fontChain(for: request(guess))) == nil { family = .system(.default) }
        let candidates = FontWeight.allCases.sorted { lhs, rhs in
            let left = abs(lhs.value - guess.value), right = abs(rhs.value - guess.value)
            // On a tie the heavier: `.bold()` applied around a text is the common way to lose the weight.
            return left != right ? left < right : lhs.value > rhs.value
        }
        let weight =
            candidates.first { weight in
                (try? measurer.fontChain(for: request(weight)))?.primary.face.path == measured.fontFile
            } ?? guess
        return TextMeasurementRequest(text: string, font: request(weight))
    }

    /// The weight a font spec gives on its own: its explicit weight, else its text style's (the
    /// emphasized one when bold), bold at least when the bold trait is set.
    static func impliedWeight(of spec: FontSpec, at category: ContentSizeCategory) -> FontWeight {
        if let weight = spec.weight { return spec.isBold && weight < .bold ? .bold : weight }
        if case .style(let style) = spec.source,
            let metrics = TypeRamp<TextStyle>.iOS.metrics(of: style, at: category, emphasized: spec.isBold)
        {
            return metrics.weight
        }
        return spec.isBold ? .bold : .regular
    }
}
