internal import SwiftSyntax
/// Names visible to the code being interpreted: locals and parameters, and the fields of the
/// instance whose `body` is being read (`self`).
struct Scope: @unchecked Sendable {
    private var names: [String: Value] = [:]
    /// The instance whose members are read when a name is not local.
    var instance: Value.Instance?
    /// Whether the code runs in the instance's own initializer (or a setter it calls), whose statements
    /// change its stored properties by name (`count += 1`, `orders.append(order)`).
    var ownsInstance = false
    /// In a static method, the type whose static members its names read (`_instance` in `static func localized`).
    var staticType: TypeDeclaration?
    /// The locals whose type is an integer type (`let hours = seconds / 3600` with `seconds: Int`),
    /// for which `/` divides as integers do.
    private(set) var integerLocals: Set<String> = []

    init(instance: Value.Instance? = nil) {
        self.instance = instance
    }

    /// The scope of `type`'s static code (a static property or method), whose bare names read its statics.
    static func statics(of type: TypeDeclaration) -> Scope {
        var scope = Scope()
        scope.staticType = type
        return scope
    }

    subscript(name: String) -> Value? {
        get {
            if let local = names[name] { return local }
            // `self.count`: the field, whatever local shares its name.
            if let field = Self.selfField(name) { return instance?.fields[field] }
            // A stored property of its own (`fileprivate var _chords: String?`) before a wrapper's storage.
            if let field = instance?.fields[name] { return field }
            if name.hasPrefix("_") || name.hasPrefix("$") {
                // `$isOn` (a binding) and `_isOn` (the wrapper) read as the value itself.
                return self[String(name.dropFirst())]
            }
            return nil
        }
        set { names[name] = newValue }
    }

    /// Binds a local and says whether its type is an integer type.
    mutating func bind(_ name: String, to value: Value, isInteger: Bool) {
        names[name] = value
        if isInteger { integerLocals.insert(name) } else { integerLocals.remove(name) }
    }

    /// Whether `name` is a local (a parameter or a `let`/`var` of the code), not a field.
    func hasLocal(_ name: String) -> Bool { names[name] != nil }

    /// The field a name written `self.count` names (`Interpreter.variableName`), nil for any other name.
    private static func selfField(_ name: String) -> String? {
        name.hasPrefix("self.") ? String(name.dropFirst(5)) : nil
    }

    /// Whether the code may change `name` in place: a local, or a field of the instance it is initializing.
    func isVariable(_ name: String) -> Bool {
        if let field = Self.selfField(name) { return ownsInstance && instance?.fields[field] != nil }
        return names[name] != nil || (ownsInstance && instance?.fields[name] != nil)
    }

    /// Gives `name` a new value: the local when one is bound (a parameter shadows the field it sets),
    /// else the field of the instance being initialized.
    mutating func setVariable(_ name: String, to value: Value) {
        if let field = Self.selfField(name) {
            if ownsInstance { instance?.fields[field] = value }
        } else if names[name] == nil, ownsInstance, instance?.fields[name] != nil {
            instance?.fields[name] = value
        } else {
            names[name] = value
        }
    }

    /// Whether no local is bound (`self` of an enum value or an extended type is one).
    var hasNoLocals: Bool { names.isEmpty }

    /// Takes the new values an inner block gave this scope's locals (a loop's body assigning them), but for
    /// the names the block binds anew (`if let total`, `for total in`, `case let .some(total)`), which
    /// shadow this scope's.
    mutating func keepChanges(from inner: Scope, except shadowed: Set<String> = []) {
        // A block that assigned nothing shares this scope's storage; one that did changes a few locals. Only
        // those are written back, after the walk, so that the walk's copy of the names is not copied again.
        if !inner.names.isSameCopy(as: names) {
            var changed: [(name: String, value: Value)] = []
            for (name, value) in names where !shadowed.contains(name) {
                if let new = inner.names[name], !Self.sameBits(new, value) { changed.append((name, new)) }
            }
            for (name, value) in changed { names[name] = value }
        }
        // The fields an initializer's loop or branch changed (`for order in made { orders.append(order) }`).
        if ownsInstance, inner.ownsInstance, let changed = inner.instance, changed.type === instance?.type { instance = changed }
    }

    /// Whether two values are the very same bits (the same copy of the same data): equal values may differ in
    /// their bits, so false says only that they may differ.
    private static func sameBits(_ a: Value, _ b: Value) -> Bool {
        withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
    }

    /// The names a condition, a pattern or a case label binds (`let total`, `.some(let total)`).
    static func boundNames(in syntax: some SyntaxProtocol) -> Set<String> {
        Set(syntax.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.as(IdentifierPatternSyntax.self)?.identifier.text })
    }

    /// Whether the two scopes bind the same names to values `same` finds the same, for the same instance and statics.
    func isSame(as other: Scope, comparing same: (Value, Value) -> Bool) -> Bool {
        guard staticType === other.staticType, names.count == other.names.count, integerLocals == other.integerLocals else { return false }
        switch (instance, other.instance) {
        case (nil, nil): break
        case let (a?, b?): guard same(.instance(a), .instance(b)) else { return false }
        default: return false
        }
        return names.allSatisfy { name, value in other.names[name].map { same(value, $0) } ?? false }
    }

    /// Whether `test` holds for the value of every local and for the instance.
    func allValues(_ test: (Value) -> Bool) -> Bool {
        names.values.allSatisfy(test) && (instance.map { test(.instance($0)) } ?? true)
    }

    /// The scope with `change` applied to its locals' values and its instance; `change` answers nil for
    /// a value it leaves as it is.
    func changingValues(_ change: (Value) -> Value?) -> Scope? {
        var changed = self
        var didChange = false
        for (name, value) in names {
            if let new = change(value) {
                changed.names[name] = new
                didChange = true
            }
        }
        if let instance, case .instance(let new)? = change(.instance(instance)) {
            changed.instance = new
            didChange = true
        }
        return didChange ? changed : nil
    }

    /// Whether `name` is bound locally or as a field.
    func contains(_ name: String) -> Bool {
        names[name] != nil || instance?.fields[name] != nil
    }
}
