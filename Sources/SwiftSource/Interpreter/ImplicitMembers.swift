internal import SwiftSyntax
internal import DynamicType
internal import LayoutEngine

/// Values written as `.name` or `.name(…)` with the type left to inference: fonts (`.body`,
/// `.system(size:)`), grid items (`.flexible()`), `.constant(x)`, colours, categories.
enum ImplicitMembers {
    static func value(_ name: String, _ arguments: Interpreter.Arguments?, interpreter: Interpreter) -> Value? {
        if let arguments {
            switch name {
            case "system", "custom": return Fonts.font(name, arguments)
            case "constant": return arguments.unlabeled() ?? arguments["wrappedValue"] ?? arguments["initialValue"]
            // `.some(true)`, Optional's case holding a value, is that value (`words.first?.isMine == .some(true)`).
            case "some" where arguments.values.count == 1 && arguments.values[0].label == nil: return arguments.values[0].value
            case "init":
                // `.init(3)` as a number is the number; `.init(rows)` may make a project type that holds the
                // rows (`Moves.init(_ rawValue: [Move])`), which only the slot it goes to tells.
                if arguments.values.count == 1, let only = arguments.unlabeled() ?? arguments["wrappedValue"] ?? arguments["initialValue"],
                    !Self.mayBeHeldByProjectType(only) || arguments.values[0].label != nil
                {
                    return only
                }
                return .implicitInit(arguments.values.map { ($0.label, $0.value) })
            case "flexible":
                return .gridColumn(
                    .flexible(minimum: arguments["minimum"]?.number ?? 10, maximum: arguments["maximum"]?.number ?? .infinity))
            case "fixed": return arguments.unlabeled()?.number.map { .gridColumn(.fixed($0)) }
            case "adaptive":
                return .gridColumn(
                    .adaptive(minimum: arguments["minimum"]?.number ?? 10, maximum: arguments["maximum"]?.number ?? .infinity))
            default: return .member(name, arguments: arguments.values.map(\.value))
            }
        }
        if let style = TextStyleNames.style(name) { return .font(FontSpec(.style(style))) }
        if [
            "red", "orange", "yellow", "green", "blue", "purple", "pink", "gray", "black", "white", "primary", "secondary",
            "accentColor", "clear", "mint", "teal", "cyan", "indigo", "brown",
        ].contains(name) {
            return .color(name)
        }
        return nil
    }

    /// Whether a value passed alone to `.init(…)` may be what a project type's initializer keeps.
    private static func mayBeHeldByProjectType(_ value: Value) -> Bool {
        switch value {
        case .array, .dictionary, .instance, .tuple: true
        default: false
        }
    }
}

/// Calls and members on SwiftUI types by name: `Font.system(…)`, `Color.red`, `Binding.constant(x)`,
/// `State(initialValue:)`, `GridItem(…)`, `VStackLayout(…)`, `AnyLayout(…)`.
enum StaticCalls {
    /// The text an `NSError`'s `userInfo` gives under `NSLocalizedDescriptionKey`, if the code writes it.
    static func localizedDescription(in arguments: Interpreter.Arguments, interpreter: Interpreter) -> Value? {
        guard let syntax = arguments.values.first(where: { $0.label == "userInfo" })?.syntax?.as(DictionaryExprSyntax.self),
            case .elements(let elements) = syntax.content, let caller = arguments.caller
        else { return nil }
        for element in elements where element.key.trimmedText == "NSLocalizedDescriptionKey" {
            return interpreter.evaluate(element.value, caller.scope, caller.file)
        }
        return nil
    }

    static func value(type: String, _ name: String, _ arguments: Interpreter.Arguments?, interpreter: Interpreter) -> Value? {
        switch type {
        case "Font":
            if let arguments { return Fonts.font(name, arguments) }
            return TextStyleNames.style(name).map { .font(FontSpec(.style($0))) }
        case "Color": return .color(name)
        case "Binding": return name == "constant" ? arguments?.unlabeled() : nil
        case "Date" where arguments == nil: return DateValues.staticMember(name)
        case "Duration": return DateValues.duration(name, arguments)
        case "DynamicTypeSize", "ContentSizeCategory":
            return TextStyleNames.category(name).map(Value.category)
        case "UIFont":
            return nil
        case "KFImage" where ["url", "resource", "source", "data", "dataProvider"].contains(name):
            // `KFImage.url(URL(string: photo))`: Kingfisher's image view made from where its image comes from.
            return .views([BuiltinViews.remoteImage(type)])
        case "String" where name == "LocalizationValue":
            // `String.LocalizationValue(key)`: a key to look up, whatever variable holds it
            // (`String(localized: String.LocalizationValue(key))` in a project's `localized(_:)` helper).
            return localizationValue(arguments)
        case "Calendar" where name == "current" || name == "autoupdatingCurrent":
            return CalendarValues.value
        case CalendarValues.timeZoneMarker where arguments == nil:
            return CalendarValues.staticTimeZone(name)
        case "Locale" where name == "current" || name == "autoupdatingCurrent":
            return LocaleNames.locale(LocaleNames.developmentIdentifier)
        case "UIScreen" where name == "main":
            return .member(CheckedPhone.mainScreen, arguments: [])
        case "UIDevice" where name == "current":
            return .member(CheckedPhone.currentDevice, arguments: [])
        case "UIFontMetrics" where name == "default":
            // `UIFontMetrics.default`: Body's metrics.
            return fontMetrics(.body)
        case "Int", "Double", "CGFloat", "Float", "TimeInterval", "Int64", "Int32", "UInt", "UInt64", "UInt32":
            // A `where` would bind to the last name alone: `CGFloat.spacing` is the project's, not zero.
            if name == "zero" && arguments == nil { return .number(0) }
            if name == "random", let arguments { return interpreter.randomNumber(type: type, arguments) }
            return arguments == nil ? integerBound(type, name) : nil
        case "Bool" where name == "random":
            return arguments.flatMap(interpreter.randomBool)
        default:
            return nil
        }
    }

    /// `Int.max`, `UInt64.max`, `Int32.min`: as a `Double`, the nearest (`UInt64.max` is 2^64, what
    /// `Double(UInt64.max)` gives).
    private static func integerBound(_ type: String, _ name: String) -> Value? {
        let bounds: (min: Double, max: Double)
        switch type {
        case "Int", "Int64": bounds = (Double(Int64.min), Double(Int64.max))
        case "Int32": bounds = (Double(Int32.min), Double(Int32.max))
        case "UInt", "UInt64": bounds = (0, Double(UInt64.max))
        case "UInt32": bounds = (0, Double(UInt32.max))
        default: return nil
        }
        switch name {
        case "max": return .number(bounds.max)
        case "min": return .number(bounds.min)
        default: return nil
        }
    }

    /// The key `String.LocalizationValue(…)` is made from, as a key `String(localized:)` looks up.
    static func localizationValue(_ arguments: Interpreter.Arguments?) -> Value? {
        guard case .text(let key)? = arguments?.unlabeled() else { return nil }
        return .text(TextValue(string: key.string, localizationKey: key.string, isLiteral: true, propertyName: nil, standIn: key.standIn))
    }

    /// A `UIFontMetrics` for `style`, whose `scaledValue(for:)` grows a size as the style grows.
    static func fontMetrics(_ style: TextStyle) -> Value {
        .member("UIFontMetrics", arguments: [.font(FontSpec(.style(style)))])
    }

    static func constructor(_ name: String, _ arguments: Interpreter.Arguments, interpreter: Interpreter) -> Value? {
        switch name {
        // Numbers and their functions first: a switch on a string tries its cases in turn, and data code converts
        // and rounds numbers thousands of times. No other case names them.
        case "Int", "Int64", "Int32", "UInt", "UInt64", "UInt32", "Double", "CGFloat", "Float", "TimeInterval":
            // `CGFloat(n)`, `Int(value)` (toward zero), `Double("2.5")` (nil when it does not parse).
            let isInteger = name.hasPrefix("Int") || name.hasPrefix("UInt")
            switch arguments.values.count == 1 ? arguments.unlabeled() : nil {
            case .number(let number)?: return .number(isInteger ? number.rounded(.towardZero) : number)
            case .text(let text)?:
                let parsed = isInteger ? Int(text.string).map(Double.init) : Double(text.string)
                return parsed.map(Value.number) ?? Value.none
            // `Int()` is zero; a conversion of a value not known is a number not known, never an
            // instance of the type even when the project extends it (`extension Int { … }`).
            default: return arguments.values.isEmpty ? .number(0) : .unknown(name, arguments.unlabeled()?.missing ?? .unread)
            }
        case "ceil", "floor", "round", "abs", "fabs", "sqrt", "pow", "min", "max":
            return NumberFunctions.function(name, arguments)
        case "UIFontMetrics":
            // `UIFontMetrics(forTextStyle: .headline)`.
            guard case .font(let font)? = arguments["forTextStyle"], let style = font.textStyle else { return nil }
            return fontMetrics(style)
        case "CGSize", "CGPoint", "CGVector":
            // Geometry values keep their fields by name: `config.size.width` is the width given.
            let fields = name == "CGSize" ? ["width", "height"] : name == "CGPoint" ? ["x", "y"] : ["dx", "dy"]
            guard arguments.values.map(\.label) == fields else { return nil }
            return .member(name, arguments: arguments.values.map(\.value))
        case "EdgeInsets":
            // `EdgeInsets(top: 12, leading: 0, bottom: 6, trailing: 0)`, or `EdgeInsets()`: no inset.
            return EdgeInsetValues.make(arguments.values.map { ($0.label, $0.value) })
        case "Locale":
            return arguments["identifier"]?.textValue.map { LocaleNames.locale($0.string) }
        case MeasurementValues.marker:
            return MeasurementValues.make(arguments)
        case CalendarValues.marker where arguments["identifier"]?.memberName == "gregorian":
            return CalendarValues.value
        case CalendarValues.timeZoneMarker:
            return CalendarValues.timeZone(arguments)
        case CalendarValues.componentsMarker:
            return CalendarValues.components(arguments)
        case "UIFont":
            // `UIFont(name: "Onest-Regular", size: 16)` finds a font the app bundles under that name; whether it
            // finds any other (a system font, a font registered at run time) is not known here.
            guard case .text(let fontName)? = arguments["name"], interpreter.index.bundledFonts.contains(fontName.string) else {
                return nil
            }
            return .member("UIFont", arguments: [.text(fontName), arguments["size"] ?? .unknown("size")])
        case "Query", "FetchRequest", "SectionedFetchRequest":
            // A SwiftData or Core Data query made in code (`_items = Query(filter: …)`): the rows the store
            // holds while the app runs.
            return .unknown(name, .runtimeData)
        case "Tagged":
            // swift-tagged's wrapper is read as the value it wraps (`Tagged(rawValue: 3)`).
            return arguments.values.count == 1 ? arguments["rawValue"] ?? arguments.unlabeled() : nil
        case "CurrentValueSubject":
            // Combine's subject holds the value it was made with until code sends another.
            return arguments.unlabeled().map { .member("CurrentValueSubject", arguments: [$0]) }
        case "Binding" where arguments["get"] != nil:
            // `Binding(get: { … }, set: { … })` reads as what its getter returns.
            guard case .closure(let getter)? = arguments["get"] else { return nil }
            return interpreter.callClosure(getter, arguments: [])
        case "State", "Binding", "StateObject", "ScaledMetric":
            return arguments["initialValue"] ?? arguments["wrappedValue"] ?? arguments.unlabeled()
        case "GridItem":
            var column: GridColumn = .flexible(minimum: 10, maximum: .infinity)
            if case .gridColumn(let size)? = arguments.unlabeled() { column = size }
            return .gridColumn(column)
        case "VStackLayout":
            return .layout(.vertical(Alignments.horizontal(arguments["alignment"]) ?? .center, spacing: arguments["spacing"]?.number))
        case "HStackLayout":
            return .layout(.horizontal(Alignments.vertical(arguments["alignment"]) ?? .center, spacing: arguments["spacing"]?.number))
        case "ZStackLayout":
            return .layout(.zStack(Alignments.alignment(arguments["alignment"]) ?? .center))
        case "AnyLayout", "AnyView":
            return arguments.unlabeled()
        case "Dictionary":
            return interpreter.dictionary(arguments)
        case "Optional" where arguments.values.count == 1:
            // `Optional(value)` is the value, there.
            return arguments.unlabeled()
        case "Array", "ContiguousArray":
            if let element = arguments["repeating"], let count = arguments["count"]?.number {
                return .array(Array(repeating: element, count: max(0, min(Int(count), BuiltinViews.rowLimit))))
            }
            // `Array(1...12)`: the range's numbers.
            if let elements = arguments.unlabeled()?.rangeElements { return .array(elements) }
            return arguments.unlabeled()
        case "LocalizationValue", "String.LocalizationValue":
            return localizationValue(arguments)
        case "NSLocalizedString":
            // `NSLocalizedString("key", value: "Fallback", comment: "…")`: the key's catalog text.
            guard case .text(let key)? = arguments.unlabeled() else { return nil }
            return .text(interpreter.localized(key: key.string, fallback: arguments["value"]?.textValue?.string))
        case "String", "LocalizedStringKey", "LocalizedStringResource":
            // `String(localized: "explore_feed_add")` looks the key up where it is made: the `String` holds the
            // catalog's text (the key's own words when no catalog has it), whatever it is passed through.
            // `String(localized: .pullUps)`: the symbol Xcode generates for a string-catalog entry.
            if case .member(let symbol, let payload)? = arguments["localized"], payload.isEmpty,
                let key = interpreter.index.catalog.keysBySymbol[symbol]
            {
                return .text(interpreter.localized(key: key, fallback: key))
            }
            if case .text(let key)? = arguments["localized"] {
                guard key.isLiteral else { return .text(key) }
                return .text(
                    interpreter.localized(
                        key: key.localizationKey ?? key.string, arguments: key.formatArguments,
                        fallback: arguments["defaultValue"]?.textValue?.string ?? key.string))
            }
            if case .text(let template)? = arguments["format"] {
                let values = arguments.values.dropFirst().map { interpreter.shownText($0.value, property: $0.label) }
                let displayed = values.map(interpreter.context.shown)
                let shown = displayed.map(\.text)
                return .text(
                    TextValue(
                        string: TextFormatting.format(
                            template: template.string, arguments: shown, numbers: arguments.values.dropFirst().map(\.value.number)),
                        localizationKey: template.string, isLiteral: template.isLiteral, propertyName: nil,
                        standIn: MissingValue.combined([template.standIn] + values.map(\.standIn)), formatArguments: shown,
                        profileChangedArguments: zip(values, displayed).contains { $1.standIn != nil && !$0.standsIn }))
            }
            // `String()` is empty.
            if arguments.values.isEmpty, name == "String" { return .text(.data("", property: nil)) }
            // `String(describing: value)` is what an interpolation of it shows.
            if let described = arguments["describing"], arguments.values.count == 1 {
                if described.isUnknown { return .unknown(name, described.missing ?? .unread) }
                return .text(interpreter.shownText(described, property: nil))
            }
            // `String(repeating: "★", count: rating)`, at most 1,000 times.
            if case .text(let unit)? = arguments["repeating"], let count = arguments["count"]?.number, count.isFinite {
                return .text(unit.transformed { String(repeating: $0, count: Swift.max(0, Swift.min(Int(count), 1_000))) })
            }
            switch arguments.unlabeled() {
            case .text(let text)?: return .text(text)
            case .number(let number)?: return .text(.data(Interpreter.format(number), property: nil))
            default: return arguments.unlabeled().map { .unknown(name, $0.missing ?? .unread) }
            }
        case "AttributedString" where arguments["markdown"] != nil:
            // `try? AttributedString(markdown: "By signing in you accept the [Terms](…)")`: the text Foundation's
            // parser leaves once the markup is read (links and emphasis are styles, not characters).
            guard case .text(let source)? = arguments["markdown"] else {
                return arguments["markdown"].map { .unknown(name, $0.missing ?? .unread) }
            }
            return .text(source.transformed(InlineMarkdown.plain))
        case "NSError":
            // `NSError(domain:code:userInfo: [NSLocalizedDescriptionKey: "Something went wrong"])`: the message it carries.
            return .member(
                "NSError",
                arguments: [StaticCalls.localizedDescription(in: arguments, interpreter: interpreter) ?? .unknown("localizedDescription")])
        case "AttributedString":
            // `AttributedString("Hi")`, `AttributedString(stringLiteral: html)`: the string, unstyled.
            switch arguments.values.count == 1 ? arguments["stringLiteral"] ?? arguments.unlabeled() : nil {
            case .text(let text)?: return .text(text)
            case let value?: return .unknown(name, value.missing ?? .unread)
            case nil: return nil
            }
        case "DateFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter", "NumberFormatter", "DateComponentsFormatter":
            // Set up by the assignments that follow (`formatter.dateStyle = .medium`).
            return arguments.values.isEmpty ? FoundationFormatter(typeName: name).map(Value.formatter) : nil
        case TextMatching.expressionName, TextMatching.rangeName, "NSMakeRange", "Range":
            return TextMatching.make(name, arguments)
        case "srand48", "drand48", "lrand48", "mrand48":
            return interpreter.rand48Call(name, arguments)
        // The system's generator draws different numbers every run.
        case "SystemRandomNumberGenerator": return .unknown(name, .runtimeData)
        case "NSNumber":
            // `NSNumber(value: rank)`, what a `NumberFormatter` takes.
            return arguments["value"].flatMap { $0.number.map(Value.number) }
        case "Date": return DateValues.make(arguments) ?? .unknown(name)
        // A new identifier is random each run.
        case "UUID": return .unknown(name, .runtimeData)
        case "URL", "URLComponents": return URLValues.make(arguments) ?? .unknown(name)
        case "Decimal": return .unknown(name)
        default: return nil
        }
    }
}

/// Methods on plain values: strings and arrays the way views use them.
enum ValueMethods {
    /// Whether `value` is a date the code names (`.now`, `Date.now`, `Date()`, `.distantPast`): its value is the
    /// run's clock, but its formatted text has a known shape.
    static func isDate(_ value: Value) -> Bool {
        switch value {
        case .member(let name, _): return ["now", "distantPast", "distantFuture"].contains(name)
        case .unknown(let name, _): return name == "Date" || name == "Date.now" || name.hasPrefix("Date(")
        case .date: return true
        default: return false
        }
    }

    static func apply(_ name: String, to base: Value, _ arguments: Interpreter.Arguments, interpreter: Interpreter) -> Value? {
        if name == "formatted", let fields = TextFormatting.dateFields(in: arguments.unlabeledSyntax()) {
            // `date.formatted(.dateTime.month().day())`: the fields set the string, whatever the date.
            return TextFormatting.dateTime(fields: fields).map { .text(.data($0, property: nil)) }
        }
        switch (base, name) {
        case (.date(let seconds), _):
            if name == "formatted", let text = DateValues.formatted(date: seconds, style: arguments.unlabeledSyntax()) {
                return .text(.data(text, property: nil))
            }
            if let computed = DateValues.method(name, ofDate: seconds, arguments) { return computed }
        case (.duration(let seconds), "formatted"):
            return DateValues.formatted(duration: seconds, style: arguments.unlabeledSyntax()).map { .text(.data($0, property: nil)) }
        case (.formatter(let formatter), "localizedString") where formatter.kind == .relativeDate:
            // `localizedString(for: date, relativeTo: .now)`, `localizedString(fromTimeInterval: -90)`: exact when the dates are known.
            if let text = formatter.relativeText(arguments) { return .text(.data(text, property: nil)) }
        default: break
        }
        switch (base, name) {
        case (.formatter(let formatter), "string"), (.formatter(let formatter), "localizedString"):
            // `formatter.string(from: date)`, `string(for: value)`, `localizedString(for: date, relativeTo: .now)`.
            guard let argument = arguments["from"] ?? arguments["for"] else { return nil }
            let property = (arguments.values.first { $0.label == "from" || $0.label == "for" }?.syntax).flatMap(
                Interpreter.propertyName(of:))
            return formatter.text(for: argument, property: property).map(Value.text)
        case (.member("UIFontMetrics", let metrics), "scaledValue"):
            // `UIFontMetrics.default.scaledValue(for: 17)`: a size that grows with the metrics' style.
            guard case .font(let font)? = metrics.first, let style = font.textStyle, let size = arguments["for"]?.number else { return nil }
            return .scaledMetric(ScaledMetric(size, relativeTo: style))
        case (.member(CalendarValues.marker, _), _):
            return CalendarValues.method(name, of: base, arguments)
        case (.member(MeasurementValues.marker, let parts), "formatted") where arguments.values.isEmpty:
            return MeasurementValues.formatted(parts)
        case (.member("Locale", let locale), "localizedString"):
            return LocaleNames.name(in: locale, arguments)
        case (.font(let font), "bold"): return .font(font.bold())
        case (.font(let font), "weight"):
            return .font(arguments.unlabeled()?.memberName.flatMap(TextStyleNames.weight).map(font.weight) ?? font)
        case (.font(let font), "italic"), (.font(let font), "monospacedDigit"), (.font(let font), "monospaced"),
            (.font(let font), "smallCaps"), (.font(let font), "leading"), (.font(let font), "width"),
            (.font(let font), "lowercaseSmallCaps"),
            (.font(let font), "uppercaseSmallCaps"):
            // Shape, not size: the font keeps its size and scaling.
            return .font(font)
        case (.text(let text), "uppercased"), (.text(let text), "localizedUppercase"):
            return .text(text.transformed { $0.uppercased() })
        case (.text(let text), "lowercased"):
            return .text(text.transformed { $0.lowercased() })
        case (.array(let items), "prefix"), (.array(let items), "suffix"), (.array(let items), "dropFirst"),
            (.array(let items), "dropLast"):
            // A count the code does not give leaves the result unknown, not empty.
            let given = arguments.unlabeled()
            guard let count = given == nil && name.hasPrefix("drop") ? 1 : given?.count, count >= 0 else { return nil }
            switch name {
            case "prefix": return .array(Array(items.prefix(count)))
            case "suffix": return .array(Array(items.suffix(count)))
            case "dropFirst": return .array(Array(items.dropFirst(count)))
            default: return .array(Array(items.dropLast(count)))
            }
        case (.array, "index"):
            // An array's indexes are its offsets: `index(after: i)` is `i + 1`, `index(before: i)` is `i - 1`.
            if let position = arguments["after"]?.number { return .number(position + 1) }
            if let position = arguments["before"]?.number { return .number(position - 1) }
            return nil
        case (.array(let items), _) where (name == "shuffled" || name == "randomElement") && arguments["using"] != nil:
            // Drawn from a seeded generator of the project's as the standard library draws; from another, in order.
            if let generator = arguments["using"], let drawn = interpreter.randomlyOrdered(name, items, using: generator) { return drawn }
            return name == "shuffled" ? .array(items) : items.first ?? Value.none
        case (.array(let items), "shuffled"):
            return .array(items)
        case (.array(let items), "reversed"):
            return .array(items.reversed())
        case (.array(let items), "enumerated"):
            return .array(items.enumerated().map { .tuple([.number(Double($0.offset)), $0.element]) })
        case (.array(let items), "first") where arguments.values.isEmpty, (.array(let items), "randomElement"):
            return items.first ?? Value.none
        case (.array(let items), "joined"):
            let separator = arguments["separator"]?.textValue?.string ?? ""
            let parts = items.map { interpreter.shownText($0, property: nil) }
            var joined = TextValue.data(parts.map(interpreter.context.display).joined(separator: separator), property: nil)
            joined.standIn = MissingValue.combined(parts.map(\.standIn))
            return .text(joined)
        case (_, "localizedString") where arguments["forKey"] != nil:
            // `Bundle.main.localizedString(forKey:value:table:)`, whatever bundle a project wraps it in.
            guard case .text(let key)? = arguments["forKey"] else { return nil }
            return .text(interpreter.localized(key: key.string, fallback: arguments["value"]?.textValue?.string))
        case (.number(let number), "formatted"):
            return .text(.data(TextFormatting.grouped(number), property: nil))
        case (.number(let number), "rounded"), (.number(let number), "truncatingRemainder"), (.number(let number), "remainder"),
            (.number(let number), "squareRoot"), (.number(let number), "isMultiple"):
            return NumberFunctions.method(name, of: number, arguments)
        case (let date, "formatted") where arguments.values.isEmpty && Self.isDate(date):
            return .text(.data(TextFormatting.dateTime(date: "numeric", time: "shortened") ?? "", property: nil))
        case (_, "formatted") where arguments["date"] != nil || arguments["time"] != nil:
            // `date.formatted(date: .abbreviated, time: .shortened)`: the styles set the string, whatever the date.
            let style: (String) -> String? = { label in
                if case .member(let name, _)? = arguments[label] { return name }
                return nil
            }
            return TextFormatting.dateTime(date: style("date"), time: style("time")).map { .text(.data($0, property: nil)) }
        case (.scaledMetric(let metric), _), (.choice(_, .scaledMetric(let metric), _), _):
            return .scaledMetric(metric)
        default:
            return TextMatching.method(name, on: base, arguments)
                ?? StringMethods.apply(name, to: base, arguments, interpreter: interpreter)
        }
    }
}
