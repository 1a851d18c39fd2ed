internal import SwiftSyntax
internal import DynamicType
internal import ReflowLocking

/// A struct, class or enum of the project with the members the interpreter reads, merged with its
/// extensions across files.
final class TypeDeclaration: @unchecked Sendable {
    enum Kind { case structure, classType, enumeration, actor }

    let name: String
    /// What the declaration says (an extension read before it stands in until then).
    private(set) var kind: Kind
    private(set) var file: IndexedFile
    private(set) var declaration: DeclSyntax
    var conformances: [String]
    /// The generic parameters the declaration names (`Element` of `struct Three<Element>`).
    private(set) var genericParameters: [String]
    /// For an extension of a type alias that names a generic type with its arguments (`extension Puzzle`
    /// with `typealias Puzzle = Three<Three<Cube>>`): that type as written. The extension's members
    /// belong to values of exactly that type; the rest is the generic type's.
    var aliasTarget: String?
    /// Stored instance properties in declaration order (the memberwise initializer's order).
    private(set) var storedProperties: [StoredProperty] = []
    /// Where the first stored property of each name is in `storedProperties`: a generated mock has
    /// hundreds, and its initializer assigns each of them.
    private var storedPropertyPositions: [String: Int] = [:]
    /// Computed instance properties (`body`, `var header: some View`), by name.
    var computedProperties: [String: Member] = [:]
    /// Instance methods (`@ViewBuilder func row(_:)`), by base name.
    var methods: [String: [FunctionMember]] = [:]
    /// `static let`/`static var` members, by name.
    var staticProperties: [String: Member] = [:]
    /// Static methods, by base name.
    var staticMethods: [String: [FunctionMember]] = [:]
    /// Explicit initializers.
    var initializers: [FunctionMember] = []
    /// Instance subscripts (`subscript(flavor: Flavor) -> Int`), read through their getters.
    var subscripts: [FunctionMember] = []
    /// Enum case names.
    var enumCases: [String] = []
    /// The raw values enum cases write (`case angel = "😇"`), by case name.
    var enumRawValues: [String: ExprSyntax] = [:]
    /// Each enum case's associated value types as written (`case donut(Donut)` → `["Donut"]`), for
    /// reading `.donut(.classic)` as Swift infers it.
    var enumCasePayloadTypes: [String: [String]] = [:]
    /// The enum cases the type's own code assigns to each stored property, read on first use
    /// (`AssignedCases.swift`).
    let assignedCasesCache = Locked<[String: [String]]?>(nil)
    /// The state the type's code measures at run time, read on first use (`MeasuredState.swift`).
    let measuredStateCache = Locked<Set<String>?>(nil)

    /// Adds a stored property after those read before it.
    func addStoredProperty(_ property: StoredProperty) {
        if storedPropertyPositions[property.name] == nil { storedPropertyPositions[property.name] = storedProperties.count }
        storedProperties.append(property)
    }

    /// The type's own stored property `name`, the first declared when code declares it twice.
    func storedProperty(named name: String) -> StoredProperty? {
        storedPropertyPositions[name].map { storedProperties[$0] }
    }

    /// Takes the type's own declaration when an extension of it was read first (files are read in
    /// path order, and `FeedView+Constants.swift` sorts before `FeedView.swift`).
    func adopt(declaration: DeclSyntax, kind: Kind, file: IndexedFile, conformances: [String]) {
        self.conformances = conformances + self.conformances
        guard self.declaration.is(ExtensionDeclSyntax.self) else { return }
        self.declaration = declaration
        self.kind = kind
        self.file = file
        self.genericParameters = Self.genericParameters(of: declaration)
    }

    /// Takes the members an extension of another name for this type gave (`extension Item` with
    /// `typealias Item = Article`): Swift extends the type the alias names.
    func absorb(_ other: TypeDeclaration) {
        conformances += other.conformances
        computedProperties.merge(other.computedProperties) { own, _ in own }
        staticProperties.merge(other.staticProperties) { own, _ in own }
        methods.merge(other.methods) { $0 + $1 }
        staticMethods.merge(other.staticMethods) { $0 + $1 }
        initializers += other.initializers
        subscripts += other.subscripts
    }

    /// The names of a declaration's generic parameters, in order.
    static func genericParameters(of declaration: DeclSyntax) -> [String] {
        let clause =
            declaration.as(StructDeclSyntax.self)?.genericParameterClause ?? declaration.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? declaration.as(EnumDeclSyntax.self)?.genericParameterClause
        return clause?.parameters.map(\.name.text) ?? []
    }

    init(name: String, kind: Kind, file: IndexedFile, declaration: DeclSyntax, conformances: [String]) {
        self.name = name
        self.kind = kind
        self.file = file
        self.declaration = declaration
        self.conformances = conformances
        self.genericParameters = Self.genericParameters(of: declaration)
    }

    /// Whether the project only extends the type (`extension CGFloat`) and never declares it.
    /// An extension of a type alias that gives a project type its generic arguments is that type's.
    var isOnlyExtended: Bool { declaration.is(ExtensionDeclSyntax.self) && aliasTarget == nil }

    /// Whether the type is a SwiftUI view (conforms to `View`).
    var isView: Bool { isViewByProtocol || conformances.contains(where: Self.viewProtocolNames.contains) }
    /// SwiftUI's `View`, as code names it.
    static let viewProtocolNames: Set<String> = ["View", "SwiftUI.View"]
    /// Whether it conforms to a project protocol that refines `View` (set once the whole project is read).
    var isViewByProtocol = false
    /// Whether the type wraps a UIKit or AppKit view for SwiftUI (`UIViewRepresentable` and kin):
    /// a view whose content UIKit draws.
    var isRepresentable: Bool {
        conformances.contains {
            ["UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable"].contains($0)
        }
    }
    /// Whether the type is a `ViewModifier`.
    var isViewModifier: Bool { conformances.contains { $0 == "ViewModifier" || $0 == "SwiftUI.ViewModifier" } }
    /// Whether the type is an old-style preview (`PreviewProvider`).
    var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }
    /// Whether other modules can use the type (`public` or `open`): a library's views are shown by its users.
    var isPublic: Bool {
        let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        return modifiers.contains { ["public", "open"].contains($0.name.text) }
    }
    /// Whether the type is marked `@main`: the program's entry (a SwiftUI `App`, a UIKit app delegate).
    var isMain: Bool {
        let attributes = declaration.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
        return attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "main" }
    }
    /// Whether the type is the app (`App`).
    var isApp: Bool { conformances.contains("App") }

    /// Whether the type is a property wrapper (`@propertyWrapper`).
    var isPropertyWrapper: Bool {
        let attributes = declaration.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
        return attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "propertyWrapper" }
    }

    /// Whether the view can be made with no arguments: every stored property has a default or
    /// a wrapper that provides one, or an initializer takes no required arguments.
    /// `wrapperStartsItself` says whether a wrapper written with no arguments makes its own value.
    func isConstructibleWithoutArguments(wrapperStartsItself: (String) -> Bool) -> Bool {
        if initializers.isEmpty { return storedProperties.allSatisfy { $0.hasDefault(wrapperStartsItself: wrapperStartsItself) } }
        return initializers.contains { $0.parameters.allSatisfy { $0.defaultValue != nil } }
    }
}

/// A stored property: name, type as written, default and property wrapper.
struct StoredProperty: @unchecked Sendable {
    let name: String
    let type: String?
    let defaultValue: ExprSyntax?
    let wrapper: PropertyWrapper?
    let isLet: Bool
    let file: IndexedFile

    /// Property wrappers whose value needs no initial value or argument from the code that makes the view.
    static let selfStartingWrappers: Set<String> = [
        "Query", "FetchRequest", "SectionedFetchRequest", "Namespace", "AccessibilityFocusState", "Dependency",
    ]

    /// Whether the memberwise initializer may leave it out: it has a default, its wrapper
    /// supplies the value (`@Environment`), or it is an optional `var` (nil), also as `@State`.
    /// A wrapper written with arguments (`@Default(.key)`, `@Injected(\.client)`) is made from them, as
    /// if they were its initial value; `wrapperStartsItself` says whether one written without makes itself.
    func hasDefault(wrapperStartsItself: (String) -> Bool) -> Bool {
        if defaultValue != nil { return true }
        let isOptional = type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false
        switch wrapper {
        case .environment, .environmentObject, .focusState: return true
        case .state: return isOptional
        // Wrappers that start themselves: a SwiftData or Core Data query, a namespace, a dependency.
        case .other(let name, let hasArguments): return hasArguments || wrapperStartsItself(name)
        case .binding, .scaledMetric: return false
        case nil: return isOptional && !isLet
        }
    }
}

/// The property wrappers the interpreter understands.
enum PropertyWrapper: Sendable {
    case state
    case binding
    case environment(keyPath: String)
    case environmentObject
    case focusState
    case scaledMetric(relativeTo: TextStyle)
    /// Any other wrapper, by name, and whether its attribute has arguments (`@Default(.key)`).
    case other(String, hasArguments: Bool)
}

/// A computed property or a static member with its code.
struct Member: @unchecked Sendable {
    let name: String
    let file: IndexedFile
    /// The getter's statements, or nil for a stored static with an initializer.
    let getter: CodeBlockItemListSyntax?
    /// The initializer of a stored static (`static let samples = [...]`).
    let initializer: ExprSyntax?
    let type: String?
    /// A computed property's `set` body and the name its new value takes (`newValue` unless written).
    var setter: (parameter: String, statements: CodeBlockItemListSyntax)? = nil
    /// For a property of `extension View` (or `Text`, `Image`…), the type it extends: what it can be read on.
    var extendedType: String? = nil
}

/// A function or initializer with its parameters and body.
struct FunctionMember: @unchecked Sendable {
    let name: String
    let file: IndexedFile
    let parameters: [Parameter]
    let body: CodeBlockItemListSyntax?
    /// The declared result type (`Status`, `Self`, `some View`), nil for none or an initializer.
    var returnType: String? = nil
    /// For a method of a view extension, the type it extends (`View`, `Text`, `Image`): what it may be called on.
    var extendedType: String? = nil

    /// A parameter: the label callers write (nil for `_`), the name inside, its default.
    struct Parameter: @unchecked Sendable {
        let label: String?
        let name: String
        var type: String
        let defaultValue: ExprSyntax?

        /// Whether the parameter takes a closure (a builder, an action).
        var takesFunction: Bool { type.includes("->") }
    }

    init(
        name: String, file: IndexedFile, parameterClause: FunctionParameterClauseSyntax, body: CodeBlockSyntax?,
        returnClause: ReturnClauseSyntax? = nil
    ) {
        self.name = name
        self.returnType = returnClause?.type.trimmedText
        self.file = file
        self.parameters = parameterClause.parameters.map { parameter in
            let first = parameter.firstName.text
            let second = parameter.secondName?.text
            return Parameter(
                label: first == "_" ? nil : first, name: second ?? first,
                type: parameter.type.trimmedText, defaultValue: parameter.defaultValue?.value)
        }
        self.body = body?.statements
    }

    /// A subscript's getter as a function called `subscript`: a parameter has a label only when it
    /// names one apart from its name (`subscript(key key: String)`), as Swift reads subscripts.
    init(subscript declaration: SubscriptDeclSyntax, file: IndexedFile) {
        self.name = "subscript"
        self.returnType = declaration.returnClause.type.trimmedText
        self.file = file
        self.parameters = declaration.parameterClause.parameters.map { parameter in
            let first = parameter.firstName.text
            let second = parameter.secondName?.text
            return Parameter(
                label: second == nil || first == "_" ? nil : first, name: second ?? first, type: parameter.type.trimmedText,
                defaultValue: parameter.defaultValue?.value)
        }
        switch declaration.accessorBlock?.accessors {
        case .getter(let statements): self.body = statements
        case .accessors(let accessors): self.body = accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        default: self.body = nil
        }
    }

    /// Whether arguments with these labels (nil for unlabeled) can call this function: every
    /// required parameter is given, in order, and nothing else. An unlabeled trailing closure
    /// fills a parameter of function type whatever its label (`init(_:content:)` with `{ … }`).
    func accepts(_ arguments: [(label: String?, isClosure: Bool)]) -> Bool {
        var index = 0
        for parameter in parameters {
            if index < arguments.count,
                arguments[index].label == parameter.label
                    || (arguments[index].isClosure && arguments[index].label == nil && parameter.takesFunction)
            {
                index += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return index == arguments.count
    }
}
