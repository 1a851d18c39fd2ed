internal import SwiftSyntax

/// Implicit member expressions take their type from where they go, as Swift infers them: a
/// parameter's, a property's or a function's declared type turns `.init(…)` into that type's
/// instance and `.archived` into that enum's case (`static func placeholder() -> Status { .init(…) }`).
extension Interpreter {
    /// The project type a name in the code of `file` means: one the running preview declares in its
    /// own body first, then one nested in the type whose code this is or in the types around it
    /// (`Constants` in `StatsCard`'s code is `StatsCard.Constants`), then a private type of that file,
    /// then the project's.
    func projectType(named name: String, in file: IndexedFile? = nil, scope: Scope? = nil) -> TypeDeclaration? {
        if let local = context.localTypes[name] { return index.types[local] }
        if let owner = scope.flatMap(Self.owner(of:)), let nested = nestedType(named: name, around: owner) { return nested }
        return index.type(named: name, in: file?.path)
    }

    /// `name` as Swift finds it from `owner`'s code: nested in `owner`, else in the types around it,
    /// nearest first (`Action` from `Row.Configuration` is `Row.Configuration.Action`, else `Row.Action`).
    func nestedType(named name: some StringProtocol, around owner: TypeDeclaration) -> TypeDeclaration? {
        guard index.nestedTypeNames.contains(String(name)) else { return nil }
        var outer = Substring(owner.name)
        while !outer.isEmpty {
            if let nested = index.types["\(outer).\(name)"] { return nested }
            outer = outer.lastIndex(of: ".").map { outer[..<$0] } ?? ""
        }
        return nil
    }

    /// The type whose code a scope is in: the instance's, the static code's, or the enum `self` is a case of.
    static func owner(of scope: Scope) -> TypeDeclaration? {
        scope.instance?.type ?? scope.staticType ?? enumType(of: scope["self"])
    }

    /// The case `name` of `type` holding `payload`, each value read as its associated value's declared
    /// type (`.donut(.classic)` holds `Donut.classic`).
    func enumCase(of type: TypeDeclaration, _ name: String, payload: [Value]) -> Value {
        guard let types = type.enumCasePayloadTypes[name], types.count == payload.count else {
            return .enumCase(Value.EnumCase(type: type, name: name, payload: payload))
        }
        let resolvedPayload = zip(payload, types).map { resolved($0, as: $1, owner: type) }
        return .enumCase(Value.EnumCase(type: type, name: name, payload: resolvedPayload))
    }

    /// The number types a `.zero` may be written for.
    static let numberTypes: Set<String> = [
        "Int", "Double", "CGFloat", "Float", "TimeInterval", "Int?", "Double?", "CGFloat?", "TimeInterval?",
    ]

    /// A written type without its trailing `?` and `!` (`Status?` is `Status`).
    static func withoutOptionalMarks(_ written: some StringProtocol) -> Substring {
        var type = Substring(written)
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        return type
    }

    /// `value` as the declared `type` (a Swift type as written: `Status?`, `[Item]`, `Self`) makes it.
    func resolved(_ value: Value, as type: String?, owner: TypeDeclaration? = nil) -> Value {
        guard let type else { return value }
        // A Composable Architecture store is read as its state, so it takes the state's type.
        if let stateType = ComposableArchitecture.stateType(ofStore: type), projectType(named: "Store")?.isOnlyExtended ?? true {
            if case .implicitInit(let labelled) = value, let initial = labelled.first(where: { $0.label == "initialState" }) {
                return resolved(initial.value, as: stateType, owner: owner)
            }
            // `.preview`: a store the project's `extension Store` makes.
            if case .member(let name, _) = value, let store = projectType(named: "Store"),
                store.staticProperties[name] != nil || store.staticMethods[name] != nil
            {
                return resolved(value, as: "Store", owner: owner)
            }
            return resolved(value, as: stateType, owner: owner)
        }
        switch value {
        case .updated(let base, let changes):
            return updating(resolved(base, as: type, owner: owner), with: changes)
        case .implicitInit(let labelled):
            if labelled.isEmpty, let empty = Self.emptyValue(of: type) { return empty }
            // swift-tagged's `Tagged<Tag, RawValue>` (an id, a player index) is read as the value it wraps.
            if labelled.count == 1, labelled[0].label == nil || labelled[0].label == "rawValue", namesTagged(type, owner: owner) {
                return labelled[0].value
            }
            let declaration = declaredType(type, owner: owner)
            if declaration?.isOnlyExtended ?? true {
                // `fixedDate: Date = .init(timeIntervalSinceReferenceDate: …)`: a standard type's own
                // initializer, also when the project extends the type.
                let arguments = Arguments(values: labelled.map { ($0.label, $0.value, nil) })
                if let made = StaticCalls.constructor(String(Self.withoutOptionalMarks(type)), arguments, interpreter: self) {
                    return made
                }
                // `.init(rows)` as a standard collection is the rows.
                if labelled.count == 1, labelled[0].label == nil { return labelled[0].value }
            }
            guard let declaration, !declaration.isView else { return value }
            let arguments = Arguments(values: labelled.map { ($0.label, $0.value, nil) })
            return make(declaration, arguments, typeArguments: genericType(type, owner: owner)?.arguments ?? [:])
        case .member("zero", let payload) where payload.isEmpty && Self.numberTypes.contains(type):
            // `.zero` passed where a number goes (`clock(.zero)`).
            return .number(0)
        case .member(let name, let payload):
            guard let declaration = declaredType(type, owner: owner) else { return value }
            if declaration.enumCases.contains(name) { return enumCase(of: declaration, name, payload: payload) }
            if payload.isEmpty, let member = declaration.staticProperties[name] { return read(member, .statics(of: declaration)) }
            // `.placeholder()`, `.grid(1)`: a static factory called without labels (the payload keeps none).
            let shape = payload.map { (label: String?.none, isClosure: $0.isClosure) }
            let factories = declaration.staticMethods[name] ?? []
            if let factory = factories.first(where: { $0.accepts(shape) }) {
                return invoke(factory, Arguments(values: payload.map { (nil, $0, nil) }), instance: nil, staticType: declaration)
            }
            // `.initial(article: article)`: the labels were not kept, so the one factory taking as many
            // arguments gets them in order, each under its own label.
            let sameCount = factories.filter { $0.parameters.count == payload.count }
            if sameCount.count == 1, let factory = sameCount.first {
                let arguments = zip(factory.parameters, payload).map { (label: $0.label, value: $1, syntax: ExprSyntax?.none) }
                return invoke(factory, Arguments(values: arguments), instance: nil, staticType: declaration)
            }
            return value
        case .array(let elements):
            // Rows that need their type, or unlabelled tuples of a labelled tuple type (`[(name: String, count: Int)]`).
            guard let element = Self.elementType(of: type),
                elements.contains(where: Self.needsContext)
                    || !Self.tupleLabels(of: element).isEmpty
                        && elements.contains(where: { if case .tuple(_, []) = $0 { true } else { false } })
            else { return value }
            return .array(elements.map { resolved($0, as: element, owner: owner) })
        case .tuple(let parts, let labels):
            // `(.technology, 3)` as a `(NewsCategory, Int)`: each part takes its component's type, and a
            // `(.bottom, 6)` returned as an `(edges: Edge.Set, value: CGFloat)` takes its labels.
            guard let components = Self.tupleComponents(of: type), components.count == parts.count else { return value }
            let typed = parts.contains(where: Self.needsContext) ? zip(parts, components).map { resolved($0, as: $1, owner: owner) } : parts
            return .tuple(typed, labels: labels.isEmpty ? Self.tupleLabels(of: type) : labels)
        case .dictionary(let entries):
            // `[0: .angel]` as a `[Move.PlayerIndex: Move.Reaction]`: each value is that enum's case.
            guard let (keyType, valueType) = Self.dictionaryTypes(of: type),
                entries.contains(where: { Self.needsContext($0.key) || Self.needsContext($0.value) })
            else { return value }
            return .dictionary(
                entries.map { (resolved($0.key, as: keyType, owner: owner), resolved($0.value, as: valueType, owner: owner)) })
        default:
            return value
        }
    }

    /// The key and value types of a dictionary type as written (`[String: Int]?`, `Dictionary<K, V>`).
    static func dictionaryTypes(of written: String) -> (key: String, value: String)? {
        var type = Substring(written)
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        let inner: Substring
        let separator: Character
        if type.hasPrefix("["), type.hasSuffix("]") {
            (inner, separator) = (type.dropFirst().dropLast(), ":")
        } else if type.hasPrefix("Dictionary<"), type.hasSuffix(">") {
            (inner, separator) = (type.dropFirst(11).dropLast(), ",")
        } else {
            return nil
        }
        var depth = 0
        for index in inner.indices {
            switch inner[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case separator where depth == 0:
                let key = String(inner[..<index].drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
                let value = String(inner[inner.index(after: index)...].drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
                return key.isEmpty || value.isEmpty ? nil : (key, value)
            default: break
            }
        }
        return nil
    }

    /// An implicit member expression read as a member of the project type its slot declares:
    /// `.headline` passed as a `StyleGuideFont` is `StyleGuideFont.headline`, not the text style;
    /// `.loaded(items)` a case of the declared enum; `.preview(…)` its static factory. Nil when the
    /// expression is not an implicit member or the type does not declare it.
    func contextualMember(_ syntax: ExprSyntax, as type: String, _ scope: Scope, _ file: IndexedFile) -> Value? {
        let member: MemberAccessExprSyntax
        var call: FunctionCallExprSyntax?
        if let access = syntax.as(MemberAccessExprSyntax.self), access.base == nil {
            member = access
        } else if let invocation = syntax.as(FunctionCallExprSyntax.self),
            let access = invocation.calledExpression.as(MemberAccessExprSyntax.self),
            access.base == nil
        {
            member = access
            call = invocation
        } else {
            return nil
        }
        guard let (declaration, typeArguments) = genericType(type, owner: nil), !declaration.isView else { return nil }
        let name = member.declName.baseName.text
        guard let call else {
            if declaration.enumCases.contains(name) { return .enumCase(Value.EnumCase(type: declaration, name: name, payload: [])) }
            if let property = declaration.staticProperties[name] {
                return read(property, .statics(of: constrainedSelf(of: property.getter.map(Syntax.init), in: property.file) ?? declaration))
            }
            return nil
        }
        let arguments = arguments(of: call, scope, file)
        if declaration.enumCases.contains(name) {
            return enumCase(of: declaration, name, payload: arguments.values.map(\.value))
        }
        if let methods = declaration.staticMethods[name] {
            let method = overload(methods, arguments, at: file.location(of: syntax))
            let selfType = constrainedSelf(of: method.body.map(Syntax.init), in: method.file) ?? declaration
            return invoke(method, arguments, instance: nil, staticType: selfType)
        }
        if name == "init" { return make(declaration, arguments, typeArguments: typeArguments) }
        return nil
    }

    /// The project type `Self` is in code written in a protocol extension that fixes it
    /// (`extension ButtonStyle where Self == LeftButtonStyle { static var left: Self { Self() } }`).
    func constrainedSelf(of code: Syntax?, in file: IndexedFile) -> TypeDeclaration? {
        var current = code?.parent
        while let node = current {
            if let extended = node.as(ExtensionDeclSyntax.self) {
                for requirement in extended.genericWhereClause?.requirements ?? [] {
                    guard case .sameTypeRequirement(let same) = requirement.requirement,
                        same.leftType.trimmedText == "Self"
                    else { continue }
                    return index.type(named: same.rightType.trimmedText, in: file.path)
                }
                return nil
            }
            current = node.parent
        }
        return nil
    }

    /// What `.init()` makes of a standard type: an empty string or collection, zero, false.
    static func emptyValue(of written: String) -> Value? {
        var type = Substring(written)
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        switch type {
        case "String", "AttributedString", "Substring": return .text(.data("", property: nil))
        case "Int", "Double", "CGFloat", "Float", "TimeInterval": return .number(0)
        case "Bool": return .bool(false)
        default: return type.hasPrefix("[") || type.hasPrefix("Array<") || type.hasPrefix("Set<") ? .array([]) : nil
        }
    }

    /// Whether a value's meaning waits for a contextual type.
    static func needsContext(_ value: Value) -> Bool {
        switch value {
        case .implicitInit, .member, .updated: true
        case .tuple(let parts, _): parts.contains(where: needsContext)
        default: false
        }
    }

    /// The component types of a tuple type as written, labels dropped: `(NewsCategory, count: Int)`
    /// gives `NewsCategory` and `Int`; nil for any other type.
    static func tupleComponents(of written: String) -> [String]? {
        tupleParts(of: written)?.map(\.type)
    }

    /// The labels of a tuple type as written (`(NewsCategory, count: Int)` gives nil and `count`), none
    /// when it has none.
    static func tupleLabels(of written: String) -> [String?] {
        let labels = tupleParts(of: written)?.map(\.label) ?? []
        return labels.allSatisfy { $0 == nil } ? [] : labels
    }

    /// The labels and types of a tuple type's components as written; nil for any other type.
    private static func tupleParts(of written: String) -> [(label: String?, type: String)]? {
        var type = Substring(written)
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        guard type.hasPrefix("("), type.hasSuffix(")") else { return nil }
        var components: [String] = []
        var depth = 0
        var current = ""
        for character in type.dropFirst().dropLast() {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                components.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        components.append(current)
        let parts = components.map { component -> (label: String?, type: String) in
            let trimmed = component.trimmingCharacters(in: .whitespaces)
            // A label (`count: Int`) is before the first top-level colon.
            guard let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains(where: { "[(<".contains($0) }) else {
                return (nil, trimmed)
            }
            return (
                trimmed[..<colon].trimmingCharacters(in: .whitespaces),
                trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
        return parts.count > 1 ? parts : nil
    }

    /// The project type a declared type names: `Status?`, `Optional<Status>`, `Models.Status` and
    /// `Self` (in `owner`'s code) all name `Status`; nil for standard and unknown types.
    func declaredType(_ written: String, owner: TypeDeclaration?) -> TypeDeclaration? {
        var name = Self.withoutOptionalMarks(written)
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = name.dropFirst(9).dropLast() }
        if name == "Self" { return owner }
        // A generic type with its arguments (`Three<Cube>`), or an alias of one, names the generic type.
        if name.includes("<") || index.typeAliases[String(name)] != nil,
            let named = GenericTypeName(index.resolvingAliases(String(name))), !named.arguments.isEmpty
        {
            name = Substring(named.base)
        }
        guard !name.includes("<"), !name.includes("["), !name.includes("("), !name.includes(" ") else { return nil }
        // `Scores.State` is the `State` nested in `Scores`, not whichever `State` is found first.
        if name.includes("."), let nested = index.types[String(name)] { return nested }
        if let last = name.split(separator: ".").last { name = last }
        if let owner, let nested = nestedType(named: name, around: owner) { return nested }
        return projectType(named: String(name), in: owner?.file)
    }

    /// `[Item]`, `[Item]?` and `Array<Item>` hold `Item`.
    static func elementType(of written: String) -> String? {
        let type = Self.withoutOptionalMarks(written)
        // `[(name: String, count: Int)]` is an array of labelled tuples; `[String: Int]` is a dictionary.
        if type.hasPrefix("["), type.hasSuffix("]"), dictionaryTypes(of: String(type)) == nil { return String(type.dropFirst().dropLast()) }
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst(6).dropLast()) }
        // swift-identified-collections' arrays, what Composable Architecture states hold rows in.
        if type.hasPrefix("IdentifiedArrayOf<"), type.hasSuffix(">") { return String(type.dropFirst(18).dropLast()) }
        if type.hasPrefix("IdentifiedArray<"), type.hasSuffix(">"), let comma = type.firstIndex(of: ",") {
            return String(type[type.index(after: comma)...].dropLast().drop { $0 == " " })
        }
        return nil
    }
}
