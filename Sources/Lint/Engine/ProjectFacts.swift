/// What one file tells the project-wide pass of the lint runner: where it shows components inside
/// others, and which of its functions and types build a fixed font from a size their callers give.
public struct ProjectFacts: Sendable {
    /// Where the file shows one component inside another.
    public var uses: [ComponentUse] = []
    /// Functions and types of the file that build a fixed font from a size parameter, by name, with
    /// where the font is built (`Common/FontViewModifier.swift:26`).
    public var fixedFontBuilders: [String: String] = [:]
    /// Functions of the file that pass one of their parameters on to another function or type, by
    /// name: a helper that forwards its size to a fixed-font builder builds one too.
    public var forwarding: [String: Set<String>] = [:]
    /// Components the file declares whose text never scales (a design system's `Text` rendering
    /// `allowFontScaling={false}`), by name.
    public var nonScalingTextComponents: Set<String> = []
    /// Components the file declares whose every text is a component of the project's, by name, with those components.
    public var textWrappers: [String: Set<String>] = [:]
    /// Numeric constants the file exports (`export const TOAST_HEIGHT = 56`), by name.
    public var numericConstants: [String: Double] = [:]
    /// The components React Native files declare, by name, with what they draw (``ReactNativeComponentText``).
    public var reactNativeComponents: [String: ReactNativeComponentText] = [:]
    /// Sizes in dp Kotlin files declare, by the name other files use (`AvatarSize.TimelineReadReceipt.dp`, `BarHeight`).
    public var composeDpValues: [String: Double] = [:]
    /// Text styles Kotlin files declare (`val fontBodyXsRegular = TextStyle(…)`), by name.
    public var composeTextStyles: [String: ComposeDeclarations.Style] = [:]
    /// The dimensions and styles of the project's default Android value resources.
    public var androidResources = AndroidResources()
    /// The layouts Kotlin and Java files add to containers, by container id (``AndroidInflation/containers(in:)``).
    public var androidInflatedLayouts: [String: Set<String>] = [:]
    /// The project's layouts, by layout name, for the containers code fills with them (what a layout's root needs is
    /// found only for those that code adds somewhere).
    var androidLayouts: [String: AndroidLayoutBox.Layout] = [:]
    /// The texts Flutter files pass to widgets by name, by `Widget.parameter` (``FlutterRowWidth/textArguments(in:)``).
    public var flutterArguments: [String: Set<[FlutterTextPiece]>] = [:]
    /// The widget parameters Flutter files lay out in a `FittedBox`, by `Widget.parameter`, with where.
    public var flutterFittedParameters: [String: String] = [:]
    /// Where the run's files are and how to measure text, for Flutter rows (set by the runner, not merged).
    public var flutterText: FlutterTextContext?

    /// No facts.
    public init() {}

    /// The facts of many files together.
    public static func merged(_ facts: [ProjectFacts]) -> ProjectFacts {
        var merged = ProjectFacts()
        for fact in facts {
            merged.uses += fact.uses
            merged.fixedFontBuilders.merge(fact.fixedFontBuilders) { first, second in min(first, second) }
            merged.forwarding.merge(fact.forwarding) { $0.union($1) }
            merged.nonScalingTextComponents.formUnion(fact.nonScalingTextComponents)
            merged.textWrappers.merge(fact.textWrappers) { $0.union($1) }
            merged.numericConstants.merge(fact.numericConstants) { min($0, $1) }
            merged.composeDpValues.merge(fact.composeDpValues) { min($0, $1) }
            merged.composeTextStyles.merge(fact.composeTextStyles) { $0.size <= $1.size ? $0 : $1 }
            if !fact.reactNativeComponents.isEmpty {
                ReactNativeComponentText.merge(fact.reactNativeComponents, into: &merged.reactNativeComponents)
            }
            merged.androidResources = merged.androidResources.merged(with: fact.androidResources)
            merged.androidInflatedLayouts.merge(fact.androidInflatedLayouts) { $0.union($1) }
            merged.androidLayouts.merge(fact.androidLayouts) { first, _ in first }
            merged.flutterArguments.merge(fact.flutterArguments) { $0.union($1) }
            merged.flutterFittedParameters.merge(fact.flutterFittedParameters) { min($0, $1) }
        }
        return merged
    }

    /// The components whose text never scales: those declared so, and wrappers whose every text is one of them
    /// (followed until nothing changes).
    public var nonScalingClosure: Set<String> {
        var result = nonScalingTextComponents
        guard !result.isEmpty, !textWrappers.isEmpty else { return result }
        var changed = true
        while changed {
            changed = false
            for (name, texts) in textWrappers where !result.contains(name) && texts.allSatisfy(result.contains) {
                result.insert(name)
                changed = true
            }
        }
        return result
    }

    /// Every name that builds a fixed font from its callers' size, directly or by forwarding it to
    /// one that does, with where the font is built. Names are compared without their types: a
    /// project's helper is called by its name alone (`.relativeFont(18)`).
    public var fixedFontHelpers: [String: String] {
        var helpers = fixedFontBuilders
        // A fixed point: each pass adds the functions that forward to a helper found so far.
        var changed = true
        while changed {
            changed = false
            for name in forwarding.keys.sorted() where helpers[name] == nil {
                if let callee = forwarding[name]?.sorted().first(where: { helpers[$0] != nil }) {
                    helpers[name] = helpers[callee]
                    changed = true
                }
            }
        }
        return helpers
    }
}

/// What a violation needs the rest of the project to say before it holds.
public enum ProjectCondition: Hashable, Sendable {
    /// A primary action in this component holds only when no linted file shows the component inside
    /// something that scrolls (``ComponentUse/scrolledComponents(_:)``).
    case unlessScrolled(component: String)
    /// A call of this name holds only when the project declares it as a helper that builds a fixed
    /// font from its callers' size; the message then says where the font is built.
    case ifFixedFontHelper(name: String)
    /// Text shown by these components holds only when one of them is not declared, anywhere in the
    /// project, as a component whose text never scales: text that cannot grow is cut no more at large
    /// sizes than at the default one (its not scaling is reported where it is switched off).
    case unlessTextNeverScales(components: [String])
    /// A size named by a constant of another file holds only when the project exports that constant with
    /// a value below `limit`; the message then says the value.
    case ifConstantBelow(name: String, limit: Double)
    /// A fixed height around the project's own React Native components holds only when the text one of them draws,
    /// as the project declares it, needs more than the box leaves; the message then gives the numbers.
    case ifReactNativeComponentsTaller(ReactNativeComponentBox)
    /// A Compose box whose height names sizes, or whose texts use the project's own styles, holds only when the texts, with
    /// the styles the project declares, need more than the height the project's sizes give; the message then has the numbers.
    case ifComposeBoxTooLow(ComposeBox)
    /// A text view whose style is named holds only when that style, or one it inherits from, holds text to
    /// one line (`android:maxLines` or `android:lines` of 1, `android:singleLine` true); the message then
    /// says which style sets it.
    case ifAndroidStyleHoldsOneLine(style: String)
    /// A height given as `@dimen/name` holds only when the project's default resources give it in dp
    /// below `limit`; the message then says the value.
    case ifAndroidDimensionBelow(name: String, limit: Double)
    /// A fixed height in an Android layout whose text is sized by the project's dimensions or styles holds only when,
    /// with those read, the text needs more than the height; the message then gives the numbers.
    case ifAndroidLayoutTaller(AndroidLayoutBox)
    /// A Flutter row's text held to one line holds as found only when the row, measured with the project's
    /// translations, is wider than it is given at the largest size (only in other languages: a warning at most);
    /// otherwise it is a note. The message then gives the numbers.
    case ifFlutterRowOverflows(FlutterRowWidth)
    /// A Flutter text passed to a widget parameter (`CustomListTile(title: Text(…))`) is shrunk to fit when the
    /// project's widget lays that parameter out in a `FittedBox`: the violation then says so, and any later condition
    /// is dropped. When it does not, the violation is dropped if `required`, else kept for the later conditions.
    case ifFlutterParameterFitted(String, required: Bool)
    /// The violation is a note, with this sentence added, unless an earlier condition settled it.
    case asNote(String)
    /// A `FittedBox` around a widget's parameter holds only when some call in the project passes text for it.
    case ifFlutterParameterGetsText(String)

    /// The violation as the project's facts decide it: nil when it does not hold, else with anything the
    /// facts add to its message.
    func resolve(_ violation: RuleViolation, scrolled: Set<String>, helpers: [String: String], facts: ProjectFacts) -> RuleViolation? {
        // An earlier condition may have settled the violation and removed this one.
        guard violation.conditions.contains(self) else { return violation }
        var kept = violation
        kept.conditions.removeAll { $0 == self }
        switch self {
        case .unlessScrolled(let component):
            return scrolled.contains(component) ? nil : kept
        case .ifFixedFontHelper(let name):
            guard let place = helpers[name] else { return nil }
            kept.message += " The fixed font is built at \(place)."
            return kept
        case .unlessTextNeverScales(let components):
            return components.allSatisfy(facts.nonScalingTextComponents.contains) ? nil : kept
        case .ifConstantBelow(let name, let limit):
            guard let value = facts.numericConstants[name], value < limit else { return nil }
            kept.message += " `\(name)` is \(LargestScaleText.number(value))."
            return kept
        case .ifAndroidStyleHoldsOneLine(let style):
            let resources = facts.androidResources
            guard
                let (attribute, setBy) = AndroidLayoutText.oneLineLimits.lazy.compactMap({ attribute, value -> (String, String)? in
                    resources.item(attribute, inStyle: style).flatMap { $0.value == value ? (attribute, $0.style) : nil }
                }).first
            else { return nil }
            kept.message += " `\(attribute)` is set by the style `\(setBy)`."
            return kept
        case .ifFlutterParameterFitted(let parameter, let required):
            guard let place = facts.flutterFittedParameters[parameter] else { return required ? nil : kept }
            let (widget, name) = (parameter.prefix { $0 != "." }, parameter.drop { $0 != "." }.dropFirst())
            kept.message =
                "This \(kept.element) is passed as `\(name)` to \(widget), which lays it out in a FittedBox (\(place)): it stays on "
                + "one line and is shrunk to fit, so it is drawn smaller than the reader's text size instead of wrapping."
            kept.conditions.removeAll()
            return kept
        case .asNote(let sentence):
            kept.message += " " + sentence
            kept.severity = .note
            kept.severityCap = .note
            return kept
        case .ifFlutterParameterGetsText(let parameter):
            return facts.flutterArguments[parameter]?.contains([.textWidget]) == true ? kept : nil
        case .ifFlutterRowOverflows(let row):
            return row.resolve(kept, context: facts.flutterText, arguments: facts.flutterArguments)
        case .ifComposeBoxTooLow(let box):
            return box.resolve(kept, dp: facts.composeDpValues, styles: facts.composeTextStyles)
        case .ifReactNativeComponentsTaller(let box):
            return box.resolve(kept, components: facts.reactNativeComponents)
        case .ifAndroidLayoutTaller(let box):
            return box.resolve(
                kept, resources: facts.androidResources, inflated: facts.androidInflatedLayouts, layouts: facts.androidLayouts)
        case .ifAndroidDimensionBelow(let name, let limit):
            guard let value = facts.androidResources.dimensionInDP(name), value > 0, value < limit else { return nil }
            kept.message += " `@dimen/\(name)` is \(LargestScaleText.number(value)) dp."
            return kept
        }
    }
}
