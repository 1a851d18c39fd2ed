internal import DynamicType
internal import LayoutEngine

/// `Font.system(…)` and `Font.custom(…)` in all their forms.
enum Fonts {
    static func font(_ name: String, _ arguments: Interpreter.Arguments) -> Value? {
        let weight = arguments["weight"]?.memberName.flatMap(TextStyleNames.weight)
        let design: FontDesign =
            switch arguments["design"]?.memberName {
            case "rounded": .rounded
            case "serif": .serif
            default: .default
            }
        switch name {
        case "system":
            // A size that scales itself (`UIFontMetrics.default.scaledValue(for: 17)`, a `@ScaledMetric`) grows with its style.
            if case .scaledMetric(let metric)? = arguments["size"] {
                return .font(FontSpec(.scaled(metric), weight: weight, design: design))
            }
            if let size = arguments["size"]?.number { return .font(FontSpec(.fixed(size), weight: weight, design: design)) }
            if let style = arguments.unlabeled()?.memberName.flatMap(TextStyleNames.style) ?? fontStyle(arguments.unlabeled()) {
                return .font(FontSpec(.style(style), weight: weight, design: design))
            }
            return nil
        case "custom":
            // The family decides the glyphs, not how the font scales: one named through a project
            // type (`.custom(.matterMedium, size: 16)`) is measured with a stand-in family.
            let family: TextValue
            switch arguments.unlabeled() {
            case .text(let name)?: family = name
            case .member(let name, let payload)? where payload.isEmpty: family = .data(name, property: nil)
            default: return nil
            }
            if let size = arguments["fixedSize"]?.number { return .font(.custom(family.string, fixedSize: size)) }
            guard let size = arguments["size"]?.number else { return nil }
            if let style = arguments["relativeTo"]?.memberName.flatMap(TextStyleNames.style) ?? fontStyle(arguments["relativeTo"]) {
                return .font(.custom(family.string, size: size, relativeTo: style))
            }
            return .font(.custom(family.string, size: size))
        default:
            return nil
        }
    }

    private static func fontStyle(_ value: Value?) -> TextStyle? {
        if case .font(let font)? = value { return font.textStyle }
        return nil
    }
}
