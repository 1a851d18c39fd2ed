internal import SwiftSyntax
internal import DynamicType
internal import Findings
internal import LayoutEngine

/// What a Swift expression evaluates to in the interpreter: views, or the plain values views are
/// made from. Anything it cannot know is `unknown`, carrying what it was for notes and samples.
indirect enum Value: @unchecked Sendable {
    /// Views a builder expression made (a `ForEach` or `Group` may make several).
    case views([ViewNode])
    /// A string, remembering where it came from (for translations and content profiles).
    case text(TextValue)
    case number(Double)
    case bool(Bool)
    case font(FontSpec)
    /// A colour or shape style by name (`red`, `accentColor`).
    case color(String)
    case array([Value])
    /// A tuple: a pair from `enumerated()` and the like (`offset`, `element`), a dictionary's entry (`key`,
    /// `value`), or one the code writes, with the labels its literal or its declared type gives (`(edges: Edge.Set,
    /// value: CGFloat)`), none when it has none.
    case tuple([Value], labels: [String?] = [])
    /// A dictionary's entries in the order the code wrote or added them (Swift's own order is not
    /// specified; the code that shows one sorts it or reads it by key).
    case dictionary([(key: Value, value: Value)])
    /// A case of a project enum, with its payload: its computed properties can be read.
    case enumCase(EnumCase)
    /// An instance of a project type (a model row, a view before its body is read).
    case instance(Instance)
    /// `.something` that means nothing more to the interpreter (`.leading`, `.segmented`).
    case member(String, arguments: [Value])
    /// `.init(name: …)` before the type it makes is known: the slot it is passed to, assigned to or
    /// returned from gives the type (`func placeholder() -> Status { .init(…) }`).
    case implicitInit([(label: String?, value: Value)])
    /// A value that Overture's `update(_:_:)` changes in place before the type it is made as is known
    /// (`update(.playedWord(length: 4)) { $0.score = 10 }`): the slot it goes to gives the type, then
    /// the closures change it.
    case updated(Value, changes: [Closure])
    /// A key path (`\.dynamicTypeSize`, `\.self`).
    case keyPath(String)
    /// `VStackLayout(…)` / `HStackLayout(…)`.
    case layout(StackLayoutKind)
    /// A condition that depends on the size category, decided per size at layout time.
    case condition(LayoutCondition)
    /// One of two values depending on a size condition (`isAccessibilitySize ? 4 : 12`).
    case choice(LayoutCondition, Value, Value)
    /// The `dynamicTypeSize` environment value itself.
    case dynamicTypeSize
    case category(ContentSizeCategory)
    case scaledMetric(ScaledMetric)
    case gridColumn(GridColumn)
    case closure(Closure)
    /// A date, as seconds from the run's clock (`Date()` is 0, `Date() - 100` is −100): the clock is
    /// the sample's (`DateValues.sampleNow`), so a difference between dates is known and output is the
    /// same every run.
    case date(secondsFromNow: Double)
    /// A `Duration` (`.seconds(90)`), in seconds.
    case duration(seconds: Double)
    /// A Foundation formatter the code made and set up (`DateFormatter()` with a `dateStyle`).
    case formatter(FoundationFormatter)
    case range(lower: Double?, upper: Double?)
    case categoryRange(lower: ContentSizeCategory?, upper: ContentSizeCategory?)
    /// A call of a type Reflow does not know (`MapView(…)`, `MapRegion(…)`): an opaque view
    /// where a view is expected, an unknown value anywhere else.
    case unknownCall(String, FileLocation)
    /// `nil`.
    case none
    /// Something the interpreter cannot know (a network value, a package's type): its source text,
    /// and whether the source gives it at all.
    case unknown(String, MissingValue = .unread)

    /// An instance of a project type with its fields.
    struct Instance: @unchecked Sendable {
        let type: TypeDeclaration
        var fields: [String: Value]
        /// The types a generic type's parameters stand for in this value (`Element` → `Cube`), as written.
        var typeArguments: [String: String] = [:]
    }

    /// A case of a project enum.
    struct EnumCase: @unchecked Sendable {
        let type: TypeDeclaration
        let name: String
        var payload: [Value]
    }

    /// A closure with the scope it was written in.
    struct Closure: @unchecked Sendable {
        let syntax: ClosureExprSyntax
        var scope: Scope
        let file: IndexedFile
        /// The custom views being inlined where the closure was written: a content closure runs
        /// inside its container's body but belongs to the code around the container.
        var inlining: [String] = []
    }

    /// Why the value is not known, when it is not.
    var missing: MissingValue? {
        switch self {
        case .unknown(_, let missing): missing
        case .unknownCall: .unread
        default: nil
        }
    }

    var isUnknown: Bool {
        switch self {
        case .unknown, .unknownCall: true
        default: false
        }
    }

    /// The value as a number for layout: NaN is no number, and a finite magnitude is held to a
    /// million points (no screen is larger, and `1e308` would overflow the layout's arithmetic).
    /// Infinity stays: `maxWidth: .infinity` means "as wide as offered".
    var number: Double? {
        let value: Double
        switch self {
        case .number(let number): value = number
        case .scaledMetric(let metric): value = metric.baseValue
        default: return nil
        }
        guard !value.isNaN else { return nil }
        return value.isFinite ? Swift.min(Swift.max(value, -Self.largestLength), Self.largestLength) : value
    }

    /// The number as a count or an offset (`prefix(3)`, `dropFirst(2)`): nil unless finite; held
    /// to a million either way, as `number` is.
    var count: Int? {
        guard let number, number.isFinite else { return nil }
        return Int(number.rounded(.towardZero))
    }

    /// The largest length, in points, a number stands for in layout.
    static let largestLength = 1_000_000.0

    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }

    /// The whole numbers of a range the code gives (`1...5`, `0..<count`), as the collection it is
    /// to `map`, `reversed` or `Array(_:)`; nil for an open or unknown range, or one too long to list.
    var rangeElements: [Value]? {
        guard case .range(let lower?, let upper?) = self, Swift.abs(lower) < Self.largestWholeNumber,
            Swift.abs(upper) < Self.largestWholeNumber, upper - lower < Self.longestListedRange
        else {
            return nil
        }
        return lower <= upper ? (Int(lower)...Int(upper)).map { .number(Double($0)) } : []
    }

    /// The largest magnitude a range's bounds are listed with (`(Int.max - 2)...Int.max` is not).
    static let largestWholeNumber = 1e15

    /// The elements of an array, a dictionary's entries as `(key, value)` pairs, or a range's whole numbers,
    /// as a `for` loop or a sequence's method meets them; nil for anything else.
    var sequenceElements: [Value]? {
        switch self {
        case .array(let items): items
        case .dictionary(let entries): entries.map { .tuple([$0.key, $0.value]) }
        default: rangeElements
        }
    }

    /// The most elements a range is listed with.
    static let longestListedRange = 10_000.0

    var isClosure: Bool { if case .closure = self { true } else { false } }

    var textValue: TextValue? { if case .text(let value) = self { value } else { nil } }

    var views: [ViewNode]? { if case .views(let nodes) = self { nodes } else { nil } }

    var memberName: String? {
        switch self {
        case .member(let name, _): name
        case .enumCase(let value): value.name
        default: nil
        }
    }

    /// The name of a style written as a member (`.inline`) or as its type's initializer, whose name ends
    /// in `suffix` (`InlinePickerStyle()` is `inline` for `PickerStyle`, `PlainListStyle()` `plain` for `ListStyle`).
    func styleName(endingIn suffix: String) -> String? {
        if let memberName { return memberName }
        guard case .unknownCall(let name, _) = self, name.hasSuffix(suffix), name.count > suffix.count else { return nil }
        let kind = name.dropLast(suffix.count)
        return kind.prefix(1).lowercased() + kind.dropFirst()
    }

    /// A case that carries nothing, with how it was given (`.home` as written, or made as a case).
    var caseWithoutPayload: String? {
        switch self {
        case .member(let name, let arguments) where arguments.isEmpty: "." + name
        case .enumCase(let value) where value.payload.isEmpty: value.name
        default: nil
        }
    }
}

/// A string with its origin: written as a literal in a view (translated, never stressed), or
/// coming from data (stressed by the content profile, named after the property it came from).
struct TextValue: Sendable, Hashable {
    /// The text as the code or preview gives it.
    var string: String
    /// Whether no source gave this text and Reflow chose a sample by the property's name instead.
    var standsIn: Bool { standIn != nil }
    /// The string-catalog key when the text is a localizable literal (`Text("Pay")`).
    var localizationKey: String?
    /// Whether the string was written in a view's code rather than passed in as data.
    var isLiteral: Bool
    /// The property or label the value came through (`name`, `email`), for content profiles.
    var propertyName: String?
    /// Why no source gave this text, when Reflow chose a sample by the property's name instead.
    var standIn: MissingValue? = nil
    /// For an interpolated or formatted string, the text of each value in order: what a catalog's
    /// `%@`, `%lld` or `%1$@` in the key's translation is replaced with.
    var formatArguments: [String]? = nil
    /// Whether the content profile changed a value put into this interpolation (`"vs \(name)"` with a long
    /// name): the text shows what the profile made, and says so.
    var profileChangedArguments = false

    /// The text a catalog gives for this value's key in `language` (nil: the source language), with the
    /// interpolated values put in its placeholders.
    func catalogText(_ catalog: StringCatalog, longest: Bool = false) -> String? {
        guard let key = localizationKey ?? (isLiteral ? nil : string),
            let template = longest ? catalog.longestTranslation(of: key) : catalog.sourceText(of: key)
        else { return nil }
        guard let formatArguments else { return template }
        return TextFormatting.format(template: template, arguments: formatArguments)
    }

    static func literal(_ string: String, localizable: Bool = true) -> TextValue {
        TextValue(string: string, localizationKey: localizable ? string : nil, isLiteral: true, propertyName: nil)
    }

    static func data(_ string: String, property: String?) -> TextValue {
        TextValue(string: string, localizationKey: nil, isLiteral: false, propertyName: property)
    }

    /// A sample for a value the code does not give (a row from a server), chosen by `property`'s name.
    static func standIn(for property: String?, because missing: MissingValue) -> TextValue {
        TextValue(
            string: SampleContent.value(for: property), localizationKey: nil, isLiteral: false, propertyName: property, standIn: missing)
    }

    /// The same text arriving through `property` (a parameter or field), now data to its view.
    func passed(as property: String) -> TextValue {
        TextValue(string: string, localizationKey: localizationKey, isLiteral: false, propertyName: property, standIn: standIn)
    }

    /// This text with its string changed by a transformation that keeps where it came from (`uppercased()`).
    func transformed(_ transform: (String) -> String) -> TextValue {
        TextValue(string: transform(string), localizationKey: nil, isLiteral: isLiteral, propertyName: propertyName, standIn: standIn)
    }
}
