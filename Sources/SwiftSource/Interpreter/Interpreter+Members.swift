internal import SwiftSyntax
internal import DynamicType
internal import LayoutEngine

/// Member access without a call: `product.name`, `Color.red`, `.body`, `Self.samples`,
/// `dynamicTypeSize.isAccessibilitySize`, `items.count`.
extension Interpreter {
    func memberAccess(_ member: MemberAccessExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        let name = member.declName.baseName.text
        guard let baseSyntax = member.base else {
            if let value = ImplicitMembers.value(name, nil, interpreter: self) ?? projectStatic(name) { return value }
            // `.AppFont.rooneySansBold.size(24)` where a `Font` goes: an implicit member that names a type can only be
            // a type nested in the slot's type (`extension Font { enum AppFont … }`), whose members follow.
            if name.first?.isUppercase == true, let type = index.types[name], type.name.includes(".") {
                return .member("type:\(type.name)", arguments: [])
            }
            return .member(name, arguments: [])
        }
        // `Localizations.sessionTimeout`, `L10n.Onboarding.title`: a SwiftGen accessor shows its catalog key's text.
        if let key = swiftGenKey(member, scope) { return .text(localized(key: key)) }
        // `iOSTabs.shared`: a project type named in lower case is still a type.
        if let typeName = baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.text, !scope.contains(typeName),
            typeName.first?.isUppercase == true || projectType(named: typeName, in: file, scope: scope) != nil
        {
            // `Date.init` passed as a function (`static var defaultValue: () -> Date { Date.init }`): made when called.
            if name == "init" { return .member(Self.initializerMarker + typeName, arguments: []) }
            if let value = StaticCalls.value(type: typeName, name, nil, interpreter: self) { return value }
            // `Self.categoryNames` in a type's code, static or not: that type's.
            let type = typeName == "Self" ? Self.owner(of: scope) : projectType(named: typeName, in: file, scope: scope)
            if let type { return staticMember(name, of: type) ?? .unknown(member.shortDescription) }
            return .unknown(member.shortDescription)
        }
        let base = evaluate(baseSyntax, scope, file)
        // `if viewState.months.isEmpty { Text("Couldn’t fetch history") }` after `ForEach(viewState.months)`: data
        // not known that the screen shows as sample rows is not empty there.
        if base.isUnknown, name == "isEmpty", !context.dataShownAsSamples.isEmpty {
            context.recordEnvironmentRead()
            if context.dataShownAsSamples.contains(baseSyntax.trimmedText) { return .bool(false) }
        }
        // `accountName?.nilIfEmpty` with `accountName` nil is nil: the chain stops at the first nil.
        if case .none = base, Self.isOptionalChain(baseSyntax) { return .none }
        if case .views(let nodes) = base, let property = viewExtensionProperty(name, on: nodes) {
            var scope = Scope(instance: nil)
            scope["self"] = base
            context.interpretedCount += 1
            return read(property, scope)
        }
        guard case .views(var nodes) = base, Self.isModifierNamespace(member) else {
            return property(name, of: base, member.shortDescription)
        }
        let value = property(name, of: .views(nodes), member.shortDescription)
        guard value.isUnknown else { return value }
        // `EmojiText(…).emojiText.size(12)`: a package's namespace of modifiers on a view. What it changes
        // is not known, but the view is still there: left out, it would take its text with it unnoticed.
        let location = file.location(of: member.declName)
        context.gap(.ignoredModifier, "." + name, note: "\(location): .\(name) is not simulated; the view is laid out without it")
        for index in nodes.indices { nodes[index].markUnread(.modifier, "." + name, at: location) }
        return .views(nodes)
    }

    /// The computed property `name` of a project's `extension View` (or of the views' own type, `extension Text`)
    /// that a view reads (`view.backport`), as Swift finds it on the receiver's type; nil when none is declared.
    func viewExtensionProperty(_ name: String, on nodes: [ViewNode]) -> Member? {
        guard let declared = index.viewExtensionProperties[name] else { return nil }
        let receiver = Self.receiverType(of: nodes)
        return declared.first { $0.extendedType == "View" || $0.extendedType == receiver } ?? declared.first
    }

    /// What an initializer named as a function (`Date.init`) is held as, before the type's name.
    static let initializerMarker = "init:"

    /// Whether `member` is a property whose own method is called next (`view.emojiText.size(12)`): on a
    /// view, a namespace of modifiers a package adds, not data.
    static func isModifierNamespace(_ member: MemberAccessExprSyntax) -> Bool {
        guard let method = member.parent?.as(MemberAccessExprSyntax.self), method.base?.id == ExprSyntax(member).id,
            let call = method.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.calledExpression.id == ExprSyntax(method).id
    }

    /// Whether `expression` is part of an optional chain (`a?.b`, `a?.b.c`, `f()?.g()`): a nil anywhere
    /// in it makes the rest of the chain nil. A loop: chains are as deep as they are long.
    static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
        var link = expression
        while true {
            if link.is(OptionalChainingExprSyntax.self) { return true }
            if let member = link.as(MemberAccessExprSyntax.self), let base = member.base {
                link = base
            } else if let call = link.as(FunctionCallExprSyntax.self) {
                link = call.calledExpression
            } else if let subscriptCall = link.as(SubscriptCallExprSyntax.self) {
                link = subscriptCall.calledExpression
            } else {
                return false
            }
        }
    }

    /// The catalog key of a SwiftGen accessor path (`Localizations.sessionTimeout`), when the project's
    /// SwiftGen configuration generates it and no local name shadows its enum.
    func swiftGenKey(_ member: MemberAccessExprSyntax, _ scope: Scope) -> String? {
        guard !index.swiftGen.enumNames.isEmpty else { return nil }
        var names = [member.declName.baseName.text]
        var base = member.base
        while let next = base {
            if let inner = next.as(MemberAccessExprSyntax.self) {
                names.insert(inner.declName.baseName.text, at: 0)
                base = inner.base
            } else if let root = next.as(DeclReferenceExprSyntax.self) {
                let name = root.baseName.text
                guard index.swiftGen.enumNames.contains(name), !scope.contains(name) else { return nil }
                names.insert(name, at: 0)
                return index.swiftGen.key(for: names.joined(separator: "."))
            } else {
                return nil
            }
        }
        return nil
    }

    /// A key looked up in the project's catalogs (a SwiftGen accessor, `NSLocalizedString`,
    /// `Bundle.localizedString(forKey:)`), with `arguments` for its placeholders: looked up and translated like a
    /// literal, its string already the source language's text, else the fallback value, else the key (so a
    /// transformation that drops the key keeps the words).
    func localized(key: String, arguments: [String]? = nil, fallback: String? = nil) -> TextValue {
        var text = TextValue.literal(key)
        text.formatArguments = arguments
        text.string = text.catalogText(index.catalog) ?? fallback ?? key
        return text
    }

    /// A computed property of an enum value (`tab.title`, with `switch self` inside), or its raw value.
    func enumProperty(_ name: String, of value: Value, type: TypeDeclaration) -> Value? {
        if let member = type.computedProperties[name] {
            var scope = Scope()
            scope["self"] = value
            guard let getter = member.getter, let receiver = value.caseWithoutPayload else { return read(member, scope) }
            // Even a short one is kept: a list of the cases reads it for every row, and its `switch self`
            // tries the cases before the one it finds.
            return sharedCall(
                SharedCode(file: ObjectIdentifier(member.file), body: getter.id), staticType: nil, receiver: receiver,
                minimumEvaluations: Self.enumPropertyMinimumEvaluations, run: { read(member, scope) })
        }
        if name == "rawValue", let caseName = value.memberName { return rawValue(of: caseName, in: type) }
        // A case's name read as a property compiles only as a case path (`@CasePathable`, Composable
        // Architecture's `state.destination?.settings`): the payload when the value is that case, else nil.
        if type.enumCases.contains(name), case .enumCase(let current) = value {
            guard current.name == name else { return Value.none }
            return current.payload.count == 1 ? current.payload[0] : .tuple(current.payload)
        }
        return nil
    }

    /// A case's raw value: the one it writes (`case angel = "😇"`), else Swift's implicit one, one
    /// more than the case before for a whole-number raw type and the case's name for `String`.
    func rawValue(of caseName: String, in type: TypeDeclaration) -> Value {
        if let written = type.enumRawValues[caseName] {
            // Data to the view that shows it, as a `String` is to `Text`: not a catalog key.
            let value = evaluate(written, .statics(of: type), type.file)
            if case .text(let text) = value { return .text(.data(text.string, property: "rawValue")) }
            return value
        }
        let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
        guard type.conformances.contains(where: integerTypes.contains), let position = type.enumCases.firstIndex(of: caseName) else {
            return .text(.data(caseName, property: "rawValue"))
        }
        // Counting on from the nearest case before it that writes its number.
        var offset = 0
        for earlier in type.enumCases[...position].reversed() {
            if let written = type.enumRawValues[earlier], let number = evaluate(written, .statics(of: type), type.file).number {
                return .number(number + Double(offset))
            }
            offset += 1
        }
        return .number(Double(position))
    }

    /// `items[0]`: an element of a known array, else unknown.
    func subscripted(_ call: SubscriptCallExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        let base = evaluate(call.calledExpression, scope, file)
        let arguments = Arguments(values: call.arguments.map { ($0.label?.text, evaluate($0.expression, scope, file), $0.expression) })
        switch base {
        case .array(let items):
            guard arguments.values.count == 1, let position = arguments.unlabeled()?.count, position >= 0, position < items.count
            else { break }
            return items[position]
        case .dictionary(let entries):
            guard let key = arguments.unlabeled() else { break }
            return Self.lookUp(key, in: entries, default: arguments["default"])
        case .text(let text):
            // `line[range]` with a range of the string's indexes.
            if let cut = arguments.unlabeled().flatMap({ TextMatching.subscripted(text, $0) }) { return cut }
        case .instance(let instance):
            // A subscript the type declares (`subscript(flavor: Flavor) -> Int { switch flavor { … } }`).
            let subscripts = index.subscripts(of: instance.type)
            guard !subscripts.isEmpty else { break }
            return invoke(overload(subscripts, arguments), arguments, instance: instance)
        default:
            break
        }
        // An element of data the app gets while running is such data too.
        return .unknown(call.shortDescription, MissingValue.combined([base.missing] + arguments.values.map(\.value.missing)) ?? .unread)
    }

    /// What a remote image's phase or state (`AsyncImagePhase`, Nuke's `LazyImageState`) says before its image arrives.
    private static let emptyImagePhaseProperties: [String: Value] = [
        "image": .none, "error": .none, "imageContainer": .none, "result": .none, "isLoading": .bool(true),
    ]

    private static let characterProperties: [String: @Sendable (Character) -> Bool] = [
        "isWhitespace": \.isWhitespace, "isNewline": \.isNewline, "isNumber": \.isNumber, "isLetter": \.isLetter,
        "isPunctuation": \.isPunctuation, "isUppercase": \.isUppercase, "isLowercase": \.isLowercase, "isSymbol": \.isSymbol,
        "isWholeNumber": \.isWholeNumber, "isHexDigit": \.isHexDigit, "isASCII": \.isASCII, "isCased": \.isCased,
    ]

    /// The standard type a value is an instance of, as the project's extensions name it.
    static func standardTypeNames(of value: Value) -> [String] {
        switch value {
        case .text: textTypeNames
        case .number: numberTypeNames
        case .bool: boolTypeNames
        case .array: arrayTypeNames
        case .none: optionalTypeNames
        case .date: dateTypeNames
        case .duration: durationTypeNames
        case .dictionary: dictionaryTypeNames
        default: []
        }
    }

    // Built once: every member access asks for these.
    // A string is a collection of characters: `extension Collection { var nilIfEmpty: Self? }` applies to it.
    private static let textTypeNames = ["String", "StringProtocol", "BidirectionalCollection", "Collection", "Sequence"]
    private static let numberTypeNames = ["Int", "Double", "CGFloat", "Float", "BinaryInteger", "BinaryFloatingPoint", "Numeric"]
    private static let boolTypeNames = ["Bool"]
    private static let arrayTypeNames = [
        "Array", "RandomAccessCollection", "BidirectionalCollection", "RangeReplaceableCollection", "MutableCollection", "Collection",
        "Sequence",
    ]
    private static let optionalTypeNames = ["Optional"]
    private static let dateTypeNames = ["Date"]
    private static let durationTypeNames = ["Duration"]
    private static let dictionaryTypeNames = ["Dictionary", "Collection", "Sequence"]

    /// What a key path (`\.account.name`, held as "account.name") reads from `root`.
    func value(at path: String, in root: Value) -> Value {
        // Swift reads a member of nil only through `?`, so a nil part makes the whole path nil.
        path.split(separator: ".").reduce(root) { value, name in
            if case .none = value { return .none }
            return property(String(name), of: value, String(name))
        }
    }

    /// A computed property that the project adds to a standard type in an extension
    /// (`extension String { var nilIfEmpty: String? { isEmpty ? nil : self } }`), read with `self` bound.
    func extensionProperty(_ name: String, of base: Value) -> Value? {
        for typeName in Self.standardTypeNames(of: base) {
            guard let member = index.types[typeName]?.computedProperties[name] else { continue }
            var scope = Scope()
            scope["self"] = base
            return read(member, scope)
        }
        return nil
    }

    /// `.styleGuide(.body)`, `.grid(8)`: a static method the project adds to `Font`, `Color` or a number type in an extension.
    func projectStaticCall(_ name: String, _ arguments: Arguments) -> Value? {
        for typeName in ["Font", "Color", "CGFloat", "Double"] {
            guard let type = index.types[typeName], let methods = type.staticMethods[name] else { continue }
            let method = overload(methods, arguments)
            // `.custom("Matter", size: 16)` beside the project's `custom(_ name: FontName, size:)`: Swift
            // picks SwiftUI's own when the arguments are its types, and the project's only when they are its.
            // An implicit member (`.matterMedium`) is the project's type: SwiftUI's own would not take it.
            let passesImplicitMember = arguments.values.contains { if case .member = $0.value { true } else { false } }
            if typeName == "Font", !passesImplicitMember, let builtin = Fonts.font(name, arguments), !Self.agrees(arguments, with: method) {
                return builtin
            }
            return invoke(method, arguments, instance: nil, staticType: type)
        }
        return nil
    }

    /// Whether every argument is known to be of the type its parameter declares.
    private static func agrees(_ arguments: Arguments, with method: FunctionMember) -> Bool {
        zip(arguments.values, method.parameters).allSatisfy { typeAgreement($0.value, $1.type) == true }
    }

    /// `.scaledSubheadline`: a static member the project adds to `Font` or `Color` in an extension.
    func projectStatic(_ name: String) -> Value? {
        for typeName in ["Font", "Color", "CGFloat", "Double"] {
            if let type = projectType(named: typeName), let member = type.staticProperties[name] { return read(member, .statics(of: type)) }
        }
        return nil
    }

    /// `Type.name`: a static property, a case, `allCases`, or a type nested in it (`Constants.Inner`).
    func staticMember(_ name: String, of type: TypeDeclaration) -> Value? {
        // `Paywall.self` is the type itself: `static let paywall = Paywall.self` reads its statics later.
        if name == "self", index.types[type.name] === type { return .member("type:\(type.name)", arguments: []) }
        if let member = type.staticProperties[name] { return read(member, .statics(of: type)) }
        // An alias's extension (`Puzzle.mock`) also reaches the statics of the type it names.
        if let aliased = index.aliasedType(of: type), let member = aliased.staticProperties[name] {
            return read(member, .statics(of: aliased))
        }
        if type.enumCases.contains(name) { return .enumCase(Value.EnumCase(type: type, name: name, payload: [])) }
        if name == "allCases", type.kind == .enumeration {
            return .array(type.enumCases.map { .enumCase(Value.EnumCase(type: type, name: $0, payload: [])) })
        }
        if index.types["\(type.name).\(name)"] != nil { return .member("type:\(type.name).\(name)", arguments: []) }
        return nil
    }

    /// `base.name`: a field, a computed property (the project's own, also in extensions of the
    /// standard types such as `String`), or a standard property the interpreter knows.
    func property(_ name: String, of base: Value, _ description: @autoclosure () -> String) -> Value {
        if let extended = extensionProperty(name, of: base) { return extended }
        switch base {
        case .member(CheckedPhone.mainScreen, _), .member(CheckedPhone.bounds, _), .member(CheckedPhone.currentDevice, _):
            return CheckedPhone.property(name, of: base, interpreter: self) ?? .unknown(description())
        case .member(let marker, _) where marker.hasPrefix("type:"):
            // A member of a nested type named through its outer one (`Constants.Inner.note`).
            guard let type = index.types[String(marker.dropFirst(5))] else { return .unknown(description()) }
            return staticMember(name, of: type) ?? .unknown(description())
        case .instance(let instance):
            if let value = instance.fields[name] { return value }
            if let computed = index.computedProperty(name, of: instance.type) {
                guard let getter = computed.getter else { return read(computed, Scope(instance: instance)) }
                // Read again on the same copy of the instance (`donut.flavors` for each row), it gives the same.
                return sharedCall(
                    SharedCode(file: ObjectIdentifier(computed.file), body: getter.id), staticType: instance.type, instance: instance,
                    run: { read(computed, Scope(instance: instance)) })
            }
            // `self.$isOn` (a binding) and `self._isOn` (the wrapper) read as the value itself.
            if name.hasPrefix("$") || name.hasPrefix("_"), name.count > 1 {
                return property(String(name.dropFirst()), of: base, description())
            }
            // `moves.count`, `moves.last` of a project collection: its elements'.
            if let known = collectionProperty(name, of: instance) { return known }
            return name == "wrappedValue" ? base : .unknown(name)
        case _ where name == "wrappedValue" && !base.isUnknown:
            // A binding or state is read as the value it holds, so its `wrappedValue` is that value.
            return base
        case .dynamicTypeSize:
            switch name {
            case "isAccessibilitySize", "isAccessibilityCategory": return .condition(.isAccessibilitySize)
            default: return sizeCategoryProperty(name) ?? .unknown(description())
            }
        case .text(let text):
            switch name {
            case "count": return .number(Double(text.string.count))
            case "isEmpty": return .bool(text.string.isEmpty)
            case "startIndex", "endIndex": return TextMatching.property(name, of: base) ?? .unknown(description())
            case "capitalized", "localizedCapitalized": return .text(text.transformed(\.capitalized))
            // A string-backed value (`Tagged<Font, String>`, a `RawRepresentable` struct made from a literal) is its string.
            case "rawValue": return base
            case "first": return text.string.first.map { first in .text(text.transformed { _ in String(first) }) } ?? .none
            case "last": return text.string.last.map { last in .text(text.transformed { _ in String(last) }) } ?? .none
            // A `Character`'s properties, of a one-character string (`split(whereSeparator: \.isWhitespace)`).
            case _ where text.string.count == 1 && Self.characterProperties[name] != nil:
                return .bool(text.string.first.map { Self.characterProperties[name]!($0) } ?? false)
            // A field of a sample standing in for a model (`if let filter` bound to one) misses for the same reason.
            default: return .unknown(description(), text.standIn ?? .unread)
            }
        case .number(let number):
            return NumberFunctions.property(name, of: number) ?? .unknown(description())
        case .dictionary(let entries):
            return Self.dictionaryProperty(name, of: entries) ?? .unknown(description())
        case .range(let lower?, _) where name == "lowerBound":
            return .number(lower)
        case _ where base.rangeElements != nil && ["count", "isEmpty", "first", "last"].contains(name):
            return property(name, of: .array(base.rangeElements ?? []), description())
        case .array(let elements):
            switch name {
            case "count": return .number(Double(elements.count))
            case "isEmpty": return .bool(elements.isEmpty)
            case "first": return elements.first ?? .none
            case "last": return elements.last ?? .none
            case "indices": return .array(elements.indices.map { .number(Double($0)) })
            case "startIndex": return .number(0)
            case "endIndex": return .number(Double(elements.count))
            default: return .unknown(description())
            }
        case .views(let nodes) where name == "body":
            return .views(nodes)
        case .date(let seconds):
            return DateValues.property(name, ofDate: seconds) ?? .unknown(description())
        case .member("now", let arguments) where arguments.isEmpty && DateValues.property(name, ofDate: 0) != nil:
            return DateValues.property(name, ofDate: 0) ?? .unknown(description())
        case .enumCase(let value):
            return enumProperty(name, of: base, type: value.type) ?? .unknown(description())
        case .member(BuiltinViews.emptyImagePhase, let payload) where payload.isEmpty && Self.emptyImagePhaseProperties[name] != nil:
            // A remote image before it arrives: no image, container, result or error yet, and loading.
            return Self.emptyImagePhaseProperties[name] ?? .none
        case .member("CurrentValueSubject", let held) where name == "value" && held.count == 1:
            return held[0]
        case .member("NSError", let message) where name == "localizedDescription" && message.count == 1:
            return message[0]
        case .member(let marker, let payload)
        where marker == "Locale" || marker == LocaleNames.languageName || marker == LocaleNames.codeName:
            return LocaleNames.property(name, of: marker, payload) ?? .unknown(description())
        case .member(URLValues.name, let payload):
            return URLValues.property(name, of: payload) ?? .unknown(description())
        case .member(EdgeInsetValues.name, let insets) where insets.count == 4:
            return EdgeInsetValues.labels.firstIndex(of: name).map { insets[$0] } ?? .unknown(description())
        case .member("CGSize", let fields) where fields.count == 2 && (name == "width" || name == "height"):
            return fields[name == "width" ? 0 : 1]
        case .member("CGPoint", let fields) where fields.count == 2 && (name == "x" || name == "y"):
            return fields[name == "x" ? 0 : 1]
        case .member("CGVector", let fields) where fields.count == 2 && (name == "dx" || name == "dy"):
            return fields[name == "dx" ? 0 : 1]
        case .member(TextMatching.rangeName, _), .member(TextMatching.resultName, _), .member(TextMatching.indexRangeName, _):
            return TextMatching.property(name, of: base) ?? .unknown(description())
        case .member(let caseName, _):
            // `.home` passed without its type: the project enum with that case and property.
            let owners = index.types.values.filter {
                $0.enumCases.contains(caseName) && ($0.computedProperties[name] != nil || name == "rawValue")
            }
            guard let type = owners.min(by: { ($0.name, $0.file.path) < ($1.name, $1.file.path) }) else { return .unknown(description()) }
            return enumProperty(name, of: .enumCase(Value.EnumCase(type: type, name: caseName, payload: [])), type: type)
                ?? .unknown(description())
        case .tuple(let parts, let labels):
            let position =
                labels.firstIndex(of: name) ?? ["offset": 0, "0": 0, "element": 1, "1": 1, "key": 0, "value": 1][name] ?? Int(name)
            return position.flatMap { $0 < parts.count ? parts[$0] : nil } ?? .unknown(description())
        case .unknown(let description, let missing):
            // A field of something unknown (a row from a server): unknown for the same reason, named
            // by its property so that text shown from it gets a realistic sample.
            return .unknown(description + "." + name, missing)
        default:
            return .unknown(description())
        }
    }
}

private extension String {
    /// Foundation's `capitalized`: each letter after one that is not a letter upper case, the others lower
    /// case (`"ABC"` is `"Abc"`, `"(united kingdom)"` is `"(United Kingdom)"`, `"3rd"` is `"3Rd"`).
    var capitalized: String {
        var result = ""
        var startsWord = true
        for character in self {
            result += startsWord ? character.uppercased() : character.lowercased()
            startsWord = !character.isLetter
        }
        return result
    }
}
