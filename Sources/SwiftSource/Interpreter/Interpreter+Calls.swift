internal import SwiftSyntax
internal import Findings
internal import LayoutEngine

/// Calls: SwiftUI views and values, modifiers on views, the project's own views (inlined),
/// types, methods and closures. Arguments are evaluated once, with their labels.
extension Interpreter {
    /// A call's arguments, evaluated, with the trailing closures labelled as Swift matches them.
    struct Arguments {
        var values: [(label: String?, value: Value, syntax: ExprSyntax?)]
        /// The scope and file the call is written in, where an argument's expression means what it
        /// says (`.init(status: status)` names the caller's `status`); nil for arguments made up.
        var caller: (scope: Scope, file: IndexedFile)? = nil

        // Looked up by index, not by walking or filtering the list: every call asks for its arguments
        // this way, and each element walked or filtered is a copy of its label, value and syntax.
        subscript(label: String) -> Value? {
            for index in values.indices where values[index].label == label { return values[index].value }
            return nil
        }
        /// The `position`-th unlabeled argument.
        func unlabeled(_ position: Int = 0) -> Value? {
            unlabeledIndex(position).map { values[$0].value }
        }
        func unlabeledSyntax(_ position: Int = 0) -> ExprSyntax? {
            unlabeledIndex(position).flatMap { values[$0].syntax }
        }
        /// Where the `position`-th unlabeled argument is in `values`.
        private func unlabeledIndex(_ position: Int) -> Int? {
            var seen = 0
            for index in values.indices where values[index].label == nil {
                if seen == position { return index }
                seen += 1
            }
            return nil
        }
        /// The last closure argument (the usual content builder).
        var trailingClosure: Value? { values.last { $0.value.isClosure }?.value }
        var labels: [String?] { values.map(\.label) }
        /// Each argument's label and whether it is a closure, what overloads are chosen by.
        var shape: [(label: String?, isClosure: Bool)] {
            values.map { ($0.label, $0.value.isClosure) }
        }
        /// The first unlabeled closure: the content of `VStack { … }`, not a later `label: { … }`.
        var contentClosure: Value? {
            values.first { $0.label == nil && $0.value.isClosure }?.value
        }
    }

    func arguments(of call: FunctionCallExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Arguments {
        // A navigation link's destination is another screen: not built here (its title would
        // become this stack's), as SwiftUI builds it only when the link is followed.
        let isLink = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationLink"
        var values: [(label: String?, value: Value, syntax: ExprSyntax?)] = call.arguments.map {
            let skipped = isLink && $0.label?.text == "destination"
            return ($0.label?.text, skipped ? .unknown("destination") : evaluate($0.expression, scope, file), $0.expression)
        }
        if let closure = call.trailingClosure {
            values.append(
                (nil, .closure(Value.Closure(syntax: closure, scope: scope, file: file, inlining: context.inlining)), ExprSyntax(closure)))
        }
        for extra in call.additionalTrailingClosures {
            values.append(
                (
                    extra.label.text, .closure(Value.Closure(syntax: extra.closure, scope: scope, file: file, inlining: context.inlining)),
                    ExprSyntax(extra.closure)
                ))
        }
        return Arguments(values: values, caller: (scope, file))
    }

    /// What evaluating one call comes to before its receiver is known: its value, or, for a call
    /// on another call's result (`Text(…).padding()`), that receiver, to be evaluated first.
    enum CallStep {
        case value(Value)
        case onReceiver(FunctionCallExprSyntax)
    }

    /// One call, up to its receiver when that is another call (see `call(_:_:_:)`, which walks chains).
    func callStep(_ call: FunctionCallExprSyntax, _ scope: Scope, _ file: IndexedFile) -> CallStep {
        guard context.nodeCount < InterpretationContext.nodeBudget else {
            context.gap(
                .viewBudget, "\(InterpretationContext.nodeBudget) views",
                note: "\(file.location(of: call)): the screen has more than \(InterpretationContext.nodeBudget) views; the rest is left out"
            )
            return .value(.views([]))
        }
        // Not computed up front: finding a call's first token walks down its whole receiver chain,
        // so doing it for every link of `Text(…).a().b()…` would be quadratic in the chain's length.
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return .value(named(reference.baseName.text, call, scope, file, at: file.location(of: reference.baseName)))
        }
        // `[Item]()` and `[String: Int]()`: an empty collection of the written type.
        if call.arguments.isEmpty, call.trailingClosure == nil,
            call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self)
        {
            return .value(.array([]))
        }
        // `Store<ChildState, ChildAction>(parentStore: self, …)`: the generic arguments name types
        // for the compiler; the call makes the same type as `Store(…)`.
        if let reference = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self) {
            return .value(named(reference.baseName.text, call, scope, file, at: file.location(of: reference.baseName)))
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseSyntax = member.base else {
                let arguments = arguments(of: call, scope, file)
                // `.styleGuide(style)` where a font goes: a static method the project adds to `Font` or `Color`.
                if let value = projectStaticCall(name, arguments) { return .value(value) }
                // `.random(in: 60 ..< 180, using: &generator)`: a number of the type where it goes.
                if name == "random", arguments["in"] != nil {
                    switch impliedRandomKind(call, scope, file) {
                    case .integer: if let value = randomNumber(type: "Int", arguments) { return .value(value) }
                    case .floating: if let value = randomNumber(type: "Double", arguments) { return .value(value) }
                    default:
                        // Which type it draws is not known, so neither is how much it draws.
                        if case .instance? = arguments["using"] { context.seedRandomState(nil) }
                    }
                }
                // Otherwise the payload is kept: the slot's type may make it a case (`.custom(languageCode: $0)`).
                return .value(
                    ImplicitMembers.value(name, arguments, interpreter: self) ?? .member(name, arguments: arguments.values.map(\.value)))
            }
            // `Localizations.itemCount(3)`: a SwiftGen accessor for a key with placeholders.
            if let key = swiftGenKey(member, scope) {
                let values = arguments(of: call, scope, file).values.map { shownText($0.value, property: $0.label) }
                var text = localized(key: key, arguments: values.map(context.display))
                text.standIn = MissingValue.combined(values.map(\.standIn))
                return .value(.text(text))
            }
            // `Font.custom(…)`, `Color.red.opacity(…)`, `Product.sample(…)`: a type's static call.
            // `iOSTabs.Storage()`: a type's name is usually capitalised, but the project's own types are known by name.
            if let typeName = baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.text, !scope.contains(typeName),
                scope.instance?.type.computedProperties[typeName] == nil,
                typeName.first?.isUppercase == true || projectType(named: typeName, in: file, scope: scope) != nil
            {
                // `String.init(repeating:count:)`, `Item.init(title:)`: the initializer, as `String(…)` calls it.
                if name == "init" { return .value(named(typeName, call, scope, file, at: file.location(of: baseSyntax))) }
                let arguments = arguments(of: call, scope, file)
                if let value = StaticCalls.value(type: typeName, name, arguments, interpreter: self) { return .value(value) }
                if let type = projectType(named: typeName, in: file, scope: scope), type.enumCases.contains(name) {
                    return .value(enumCase(of: type, name, payload: arguments.values.map(\.value)))
                }
                // `DeliveryAttributes.ContentState(…)`, `Feed.Row(…)`: a type nested in another, made like any other.
                if let nested = index.types["\(typeName).\(name)"] {
                    if nested.isView { return .value(.views(inline(nested, arguments, at: file.location(of: call)))) }
                    return .value(make(nested, arguments))
                }
                // `Self.categoryPatterns(for: name)` in a type's own code: that type's static method.
                let type = typeName == "Self" ? Self.owner(of: scope) : projectType(named: typeName, in: file, scope: scope)
                if let type, let methods = type.staticMethods[name],
                    let method = Optional(overload(methods, arguments, at: file.location(of: call)))
                {
                    return .value(invoke(method, arguments, instance: nil, staticType: type))
                }
                return .value(.unknown(call.shortDescription))
            }
            if let receiver = baseSyntax.as(FunctionCallExprSyntax.self) { return .onReceiver(receiver) }
            let base = evaluate(baseSyntax, scope, file)
            // `name?.trimmingCharacters(in: .whitespaces)` with `name` nil is nil, and calls nothing.
            if case .none = base, Self.isOptionalChain(baseSyntax) { return .value(.none) }
            return .value(onReceiver(base, call, scope, file))
        }
        let callee = evaluate(call.calledExpression, scope, file)
        return .value(apply(callee, arguments(of: call, scope, file), at: file.location(of: call)))
    }

    /// `base` followed by `#if os(visionOS) .listStyle(.insetGrouped) #else .listStyle(.plain) #endif`: the
    /// calls of the clause an iPhone build compiles, applied to the base in order (none when no clause is).
    func postfixIfConfig(_ postfix: PostfixIfConfigExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        var value = postfix.base.map { evaluate($0, scope, file) } ?? .unknown("#if")
        guard case .postfixExpression(let chain)? = CompilationConditions.iPhoneClause(of: postfix.config)?.elements else { return value }
        var calls: [FunctionCallExprSyntax] = []
        var current = chain
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            calls.append(call)
            guard let base = member.base else { break }
            current = base
        }
        // The chain starts at an implicit member (`.font(…)`), the innermost call: anything else is not a chain of calls.
        guard calls.last?.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil else {
            context.note("\(file.location(of: chain)): the code in this #if is not a chain of modifiers; not simulated")
            return value
        }
        for call in calls.reversed() { value = onReceiver(value, call, scope, file) }
        return value
    }

    /// `receiver.name(arguments)` with the receiver's value known: a modifier or a method.
    /// The receiver is consumed, so that views it alone holds can be changed in place.
    func onReceiver(_ receiver: consuming Value, _ call: FunctionCallExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return receiver }
        let arguments = arguments(of: call, scope, file)
        return method(
            member.declName.baseName.text, on: consume receiver, arguments, scope, file, at: file.location(of: member.declName),
            call: call)
    }

    /// A call of a plain name: a SwiftUI view or value type, a local closure, a method of `self`,
    /// an implicit `self` modifier in a `View` extension, or a project type.
    private func named(
        _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, _ file: IndexedFile,
        at location: FileLocation
    ) -> Value {
        // `Self(…)` makes the type whose code this is; outside an instance it is not known here, and is no view.
        if name == "Self" {
            if let type = scope.instance?.type ?? scope.staticType { return named(type.name, call, scope, file, at: location) }
            return .unknown(call.shortDescription)
        }
        if let local = scope[name] {
            return apply(local, arguments(of: call, scope, file), at: location)
        }
        if let instance = scope.instance, let methods = index.methods(name, of: instance.type) {
            let arguments = arguments(of: call, scope, file)
            let method = overload(methods, arguments, at: location)
            return invoke(method, arguments, instance: instance)
        }
        // Inside an extension of a standard type, a bare call is a method of `self` (`split(separator: " ")`).
        if scope.instance == nil, let current = scope["self"], Self.standardTypeNames(of: current).isEmpty == false,
            let value = standardMethod(name, on: current, arguments(of: call, scope, file))
        {
            return value
        }
        if case .views(let base)? = scope["self"],
            let applied = applyModifier(name, to: base, arguments(of: call, scope, file), scope, at: location)
        {
            return applied
        }
        let arguments = arguments(of: call, scope, file)
        // In static code, a bare call is one of the type's static methods (`customFont(size:relativeTo:)`).
        if let type = scope.staticType, let methods = type.staticMethods[name] {
            return invoke(overload(methods, arguments, at: location), arguments, instance: nil, staticType: type)
        }
        // A nested type's code calls the static methods of the types around it by their bare names
        // (`static let next = localized("introNext")` in `L10n.Intro`, with `localized(_:)` declared in `L10n`).
        if let owner = scope.staticType ?? scope.instance?.type,
            let (outer, methods) = outerTypes(of: owner).lazy.compactMap({ outer in outer.staticMethods[name].map { (outer, $0) } }).first
        {
            return invoke(overload(methods, arguments, at: location), arguments, instance: nil, staticType: outer)
        }
        // … or one of its cases with a payload (`static var all: [Tag] { [title("Fresh")] }`).
        if let type = scope.staticType, type.enumCases.contains(name) {
            return enumCase(of: type, name, payload: arguments.values.map(\.value))
        }
        // swift-dependencies' `withDependencies { overrides } operation: { … }` returns what its operation
        // returns; the overridden dependencies are what `.task` code would read later, not the first frame.
        if name == "withDependencies", index.functions[name] == nil, case .closure(let operation)? = arguments["operation"] {
            context.note("\(location): withDependencies(…) is read as its operation; the dependencies it overrides are not simulated")
            return callClosure(operation, arguments: [])
        }
        // Overture's `update(value) { $0.title = "…" }` (a package's function, not the project's): the value
        // after each closure has changed it in place.
        if name == "update", index.functions[name] == nil, let first = arguments.values.first, !first.value.isClosure {
            let changes = arguments.values.dropFirst().compactMap { if case .closure(let change) = $0.value { change } else { nil } }
            // `update(.mock) { … }`: which `.mock` is known where the value goes.
            if Self.needsContext(first.value) { return .updated(first.value, changes: changes) }
            return updating(first.value, with: changes)
        }
        if let functions = index.functions[name] {
            if let fitting = fittingOverload(functions, arguments, at: location) { return invoke(fitting, arguments, instance: nil) }
            // None of the project's functions of that name takes these arguments, so Swift calls the framework's
            // (`Form { … }` beside a project's `Form(image:content:)`).
            if let builtin = BuiltinViews.make(name, arguments, interpreter: self, at: location) { return builtin }
            return invoke(functions[0], arguments, instance: nil)
        }
        let type = projectType(named: name, in: file, scope: scope)
        // A project view shadows SwiftUI's of the same name; a project type that is not a view
        // (an HTML builder's `Text`) does not.
        if let type, type.isView { return .views(inline(type, arguments, at: location)) }
        // A UIKit view wrapped for SwiftUI: its content is drawn by UIKit code Reflow does not run, so it is
        // an opaque box as wide as offered (its frame modifiers still apply), counted and noted.
        if let type, type.isRepresentable {
            // A wrapped UIKit control with a size of its own (a spinner, a switch) keeps it.
            if let made = (type.methods["makeUIView"] ?? type.methods["makeNSView"])?.first?.returnType,
                let size = UIKitViews.intrinsicSizes[made]
            {
                context.interpretedCount += 1
                var node = ViewNode(.shape(made), traits: NodeTraits(role: .decoration)).frame(width: size.width, height: size.height)
                node.traits.sourceLocation = location
                return .views([node])
            }
            return .views([
                opaque(name, at: location, reason: "a UIKit view wrapped for SwiftUI (\(type.name) is UIViewRepresentable)")
                    .frame(maxWidth: .infinity)
            ])
        }
        // A package's type the project may extend (`extension Store where State == …`) but does not declare.
        if type?.isOnlyExtended ?? true {
            if name == "Store", let state = ComposableArchitecture.store(arguments) {
                context.note("\(location): Store(initialState:) is read as its state; its reducer's actions and effects are not run")
                return state
            }
            if let views = ComposableArchitecture.views(name, arguments, interpreter: self) { return views }
        }
        if let value = BuiltinViews.make(name, arguments, interpreter: self, at: location) {
            return value
        }
        if let type, type.conformances.contains("Layout"),
            arguments.trailingClosure != nil || arguments["content"] != nil
        {
            let instance = instantiate(type, Arguments(values: arguments.values.filter { !$0.value.isClosure }))
            return .views(customLayout(instance, content: arguments.trailingClosure ?? arguments["content"], at: location))
        }
        if let type {
            // A standard type the project only extends (`extension CGFloat`) is still made by its own initialisers.
            if type.isOnlyExtended, let value = StaticCalls.constructor(name, arguments, interpreter: self) { return value }
            return make(type, arguments)
        }
        if let value = StaticCalls.constructor(name, arguments, interpreter: self) { return value }
        if PlatformValueTypes.names.contains(name) { return .unknown(name) }
        if name.first?.isUppercase == true {
            if let container = unknownContainer(name, arguments, at: location) { return .views([container]) }
            return .unknownCall(name, location)
        }
        return .unknown(call.shortDescription)
    }

    /// Calls a value: a closure, an `AnyLayout` (choice of stacks) with its content.
    func apply(_ callee: Value, _ arguments: Arguments, at location: FileLocation) -> Value {
        switch callee {
        case .closure(let closure):
            return callClosure(closure, arguments: arguments.values.map(\.value))
        case .layout(let kind):
            return .views([
                AnyLayout(.isAccessibilitySize, kind, else: kind, content: { views(of: arguments.trailingClosure) })
                    .source(location)
            ])
        case .choice(let condition, .layout(let first), .layout(let second)):
            context.interpretedCount += 1
            return .views([AnyLayout(condition, first, else: second, content: { views(of: arguments.trailingClosure) }).source(location)])
        case .views(let nodes):
            return .views(nodes)
        case .instance(let layout) where layout.type.conformances.contains("Layout"):
            // `(FlowLayout(alignment: .center)) { … }`: a layout value called with its content.
            return .views(customLayout(layout, content: arguments.trailingClosure ?? arguments["content"], at: location))
        case .member(let marker, _) where marker.hasPrefix(Self.initializerMarker):
            // `date()` where `date` holds `Date.init`: the initializer called with these arguments.
            let typeName = String(marker.dropFirst(Self.initializerMarker.count))
            if let type = index.type(named: typeName, in: nil), !type.isOnlyExtended { return make(type, arguments) }
            return StaticCalls.constructor(typeName, arguments, interpreter: self) ?? .unknown(typeName)
        case .keyPath(let path) where arguments.values.count == 1:
            // A key path used as a function (`get: \.toast` called as `get(state)`) reads its members.
            return value(at: path, in: arguments.values[0].value)
        case .bool, .number, .text, .condition, .choice, .enumCase, .none, .font, .color,
            .array where arguments.values.isEmpty:
            // Only a function can be called, so a plain value called with no arguments is an
            // `@autoclosure` parameter, bound to the value of the expression it was given.
            return callee
        default:
            return .unknown("call")
        }
    }

    /// `base.name(arguments)`: a modifier when the base is views, else a method of a value.
    ///
    /// `base` is consumed: a modifier Reflow does not know marks the views in place, so a chain of
    /// them appends to one list instead of copying it at every link (quadratic in the chain's length).
    private func method(
        _ name: String, on base: consuming Value, _ arguments: Arguments, _ scope: Scope, _ file: IndexedFile,
        at location: FileLocation, call: FunctionCallExprSyntax
    ) -> Value {
        // `MapView(…).frame(height: 200)`: a modifier says the unknown call is a view.
        if case .unknownCall = base, Self.neutralModifiers.contains(name) || Self.layoutModifiers.contains(name) {
            base = .views(materialize(base) ?? [])
        }
        // `Color.blue.frame(height: 4)`: a layout modifier says the colour is a view; `opacity` and the
        // other `ShapeStyle` methods keep it a colour that can still be passed as a style.
        if case .color = base, !Self.colorMethods.contains(name),
            Self.neutralModifiers.contains(name) || Self.layoutModifiers.contains(name)
        {
            base = .views(materialize(base) ?? [])
        }
        if case .views(var nodes) = base {
            // Dropped, so that `nodes` alone holds the views (a value's payload is boxed).
            base = .none
            let arguments = styleArgument(name, arguments, scope, file)
            if let applied = applyModifier(name, to: nodes, arguments, scope, at: location) { return applied }
            context.gap(.ignoredModifier, "." + name, note: "\(location): .\(name)(…) is not simulated; the view is laid out without it")
            for index in nodes.indices { nodes[index].markUnread(.modifier, "." + name, at: location) }
            return .views(nodes)
        }
        if name == "map" || name == "flatMap", case .closure(let closure)? = arguments.trailingClosure {
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            // `viewModel.chords.map { Text($0) }` on a property declared `String?`: Optional's `map`, which calls
            // the closure once with the value, not String's `map` over its characters.
            if case .text = base, let receiver, isDeclaredOptional(receiver, scope, file) || Self.isParenthesizedOptionalChain(receiver) {
                return callClosure(closure, arguments: [base])
            }
            if arguments.values.count == 1 {
                // `move.type.playedWord.map { … }`: a case's name read on an enum value is a case path, an optional
                // of the case's payload, so its `map` is Optional's even when the payload is a collection.
                if !base.isUnknown, let receiver, isCasePathRead(receiver, scope, file) {
                    if case .none = base { return .none }
                    return callClosure(closure, arguments: [base])
                }
                // `score.map { "\($0) points" }` on a number, a flag, a date, a case or a model: none of them is a
                // collection, so the `map` is Optional's, and the value is there.
                if Self.isOptionalPayload(base, index: index) { return callClosure(closure, arguments: [base]) }
            }
        }
        // `context.is(\.turnBased)`, `destination.is(\.some.settings)`: a case path asks which case a value is.
        if name == "is", case .keyPath(let path)? = arguments.unlabeled(),
            Self.enumType(of: base).flatMap({ index.methods(name, of: $0) }) == nil,
            let answer = Self.isCase(base, path: path)
        {
            return .bool(answer)
        }
        // `action.count(for: status)`: a method of the project's enum, run with `self` the case.
        if case .enumCase(let value) = base, let methods = index.methods(name, of: value.type) {
            return invoke(overload(methods, arguments, at: location), arguments, instance: nil, extra: ["self": base])
        }
        switch base {
        case .unknownCall:
            // `LottieView("truck").looping()`: a package's own modifier on a package's view.
            return base
        case .instance(let instance):
            if name == "previewContext", let viewKind = arguments.values.first(where: { $0.label == "viewKind" })?.syntax,
                let views = LiveActivityPreview.views(
                    previewContextOf: instance, state: arguments.unlabeled() ?? .unknown("state"), viewKind: viewKind, interpreter: self)
            {
                return .views(views)
            }
            if let methods = index.methods(name, of: instance.type) {
                let method = overload(methods, arguments, at: location)
                return invoke(method, arguments, instance: instance)
            }
            // `self.configure(font)`: a stored closure is called like a method, and so is a stored initializer (`self.date()`).
            if case .closure(let closure)? = instance.fields[name] { return callClosure(closure, arguments: arguments.values.map(\.value)) }
            if case .member(let marker, _)? = instance.fields[name], marker.hasPrefix(Self.initializerMarker) {
                return apply(.member(marker, arguments: []), arguments, at: location)
            }
            // A Composable Architecture store is read as its state: a scope is a part of it.
            if name == "scope", let child = ComposableArchitecture.scope(of: .instance(instance), arguments, interpreter: self) {
                return child
            }
            // `moves.compactMap { … }` on a project collection: `Collection`'s methods run over its elements.
            // Asked of no elements first: a method arrays do not have costs no reading.
            if standardMethod(name, on: .array([]), arguments) != nil, let elements = collectionElements(of: instance),
                let known = standardMethod(name, on: .array(elements), arguments)
            {
                return known
            }
            return .unknown(call.shortDescription)
        case .dictionary(let entries):
            return dictionaryMethod(name, on: entries, arguments) ?? .unknown(call.shortDescription)
        default:
            if let known = standardMethod(name, on: base, arguments) { return known }
            // `Optional.map` of nil is nil, whatever the closure (`(store.you?.name).map { Text($0) }`).
            if case .none = base, name == "map" || name == "flatMap" { return .none }
            // Made from data the app gets while running, it is such data too; else Reflow did not read it.
            return .unknown(call.shortDescription, MissingValue.combined([base.missing] + arguments.values.map(\.value.missing)) ?? .unread)
        }
    }

    /// Whether `value` is the case a case path names (`\.turnBased`, `\.some.settings` through an
    /// optional); nil when the value is not a known case or nil.
    static func isCase(_ value: Value, path: String) -> Bool? {
        var components = path.split(separator: ".").map(String.init)
        switch value {
        case .none:
            return components.first == "none"
        case .enumCase(let current):
            if components.first == "some" { components.removeFirst() }
            guard let wanted = components.first else { return nil }
            return current.name == wanted
        default:
            return nil
        }
    }

    /// Whether `expression` reads a case's name on an enum value (`move.type.playedWord`), which only compiles
    /// as a case path (`@CasePathable`): nil unless the value is that case, else its payload.
    func isCasePathRead(_ expression: ExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
        else { return false }
        let name = member.declName.baseName.text
        // Read a second time only to learn its type: what the reading noted or counted is taken back.
        let before = context.checkpoint
        let value = evaluate(base, scope, file)
        context.restore(before)
        guard case .enumCase(let value) = value else { return false }
        return value.type.enumCases.contains(name) && value.type.computedProperties[name] == nil
    }

    /// `(store.you?.displayName)`: an optional chain in parentheses, whose value is an optional as a whole.
    static func isParenthesizedOptionalChain(_ expression: ExprSyntax) -> Bool {
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression
        else { return false }
        return inner.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .postfixQuestionMark }
    }

    /// Whether `value` can only be the value inside an optional when code calls `map` on it: a number, a
    /// flag, a date, a case of a project enum without its own `map`, or a model that is not a sequence.
    static func isOptionalPayload(_ value: Value, index: ProjectIndex) -> Bool {
        switch value {
        case .number, .bool, .date, .duration: return true
        case .enumCase(let value): return index.methods("map", of: value.type) == nil
        case .instance(let instance):
            return index.methods("map", of: instance.type) == nil
                && !instance.type.conformances.contains { $0 == "Sequence" || collectionProtocols.contains($0) }
        default: return false
        }
    }

    /// Whether `expression` names a stored property declared optional (`viewModel.chords` with
    /// `var chords: String?`, or `chords` in the instance's own code).
    func isDeclaredOptional(_ expression: ExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Bool {
        guard let (owner, name) = namedProperty(expression, scope, file),
            let type = index.storedProperty(name, of: owner)?.type
        else { return false }
        return type.hasSuffix("?") || type.hasPrefix("Optional<")
    }

    /// A method of a standard value: one the interpreter knows (`uppercased()`, `map`), or one the
    /// project adds in an extension (`extension String { func initials() -> String }`), run with `self` bound.
    func standardMethod(_ name: String, on base: Value, _ arguments: Arguments) -> Value? {
        if case .dynamicTypeSize = base, let answered = sizeCategoryMethod(name, arguments) { return answered }
        // A range is a collection of its numbers: `(1...5).map`, `(0..<count).reversed()`.
        if case .range(let lower?, let upper?) = base, name == "contains", let number = arguments.unlabeled()?.number {
            return .bool(number >= lower && number <= upper)
        }
        if let elements = base.rangeElements { return standardMethod(name, on: .array(elements), arguments) }
        if let known = ValueMethods.apply(name, to: base, arguments, interpreter: self) { return known }
        for typeName in Self.standardTypeNames(of: base) {
            guard let methods = index.types[typeName]?.methods[name] else { continue }
            return invoke(overload(methods, arguments), arguments, instance: nil, extra: ["self": base])
        }
        return nil
    }

    /// The views of a value in a place where views are expected: an unknown call becomes an
    /// opaque box (counted and noted); nil for values that are not views.
    func materialize(_ value: Value) -> [ViewNode]? {
        switch value {
        case .views(let nodes): return nodes
        case .unknownCall(let name, let location):
            return [opaque(name, at: location, reason: "a view Reflow does not know (from a package or generated)")]
        case .color(let name):
            // A colour where a view is expected fills what it is offered, as SwiftUI's `Color` view does.
            context.interpretedCount += 1
            context.nodeCount += 1
            return [Color(name)]
        default: return nil
        }
    }

    /// `value` after each closure has changed it in place, as Overture's `update(_:_:)` gives it.
    func updating(_ value: Value, with changes: [Value.Closure]) -> Value {
        changes.reduce(value) { value, change in callClosureChangingFirstParameter(change, arguments: [value]).first ?? value }
    }

    /// Runs a function or method body with its parameters bound.
    func invoke(
        _ function: FunctionMember, _ arguments: Arguments, instance: Value.Instance?, staticType: TypeDeclaration? = nil,
        extra: [String: Value] = [:]
    ) -> Value {
        guard context.withinInliningDepth(), context.timesInlined(function.name) < InterpretationContext.recursionLimit
        else {
            return .unknown(function.name)
        }
        guard let statements = function.body else { return .unknown(function.name) }
        if instance == nil, extra.isEmpty, arguments.values.isEmpty {
            return sharedCall(in: function.file, body: statements, staticType: staticType) {
                run(function, statements, arguments, instance: nil, staticType: staticType, extra: extra)
            }
        }
        return run(function, statements, arguments, instance: instance, staticType: staticType, extra: extra)
    }

    /// Runs `function`'s body with `arguments` bound to its parameters.
    private func run(
        _ function: FunctionMember, _ statements: CodeBlockItemListSyntax, _ arguments: Arguments, instance: Value.Instance?,
        staticType: TypeDeclaration?, extra: [String: Value]
    ) -> Value {
        var scope = Scope(instance: instance)
        scope.staticType = staticType
        for (name, value) in extra { scope[name] = value }
        bindParameters(function.parameters, arguments, into: &scope, file: function.file)
        context.inlining.append(function.name)
        defer { context.inlining.removeLast() }
        return resolved(body(statements, scope, function.file), as: function.returnType, owner: staticType ?? instance?.type)
    }

    /// Binds arguments to parameters by label in order; missing ones take their defaults.
    func bindParameters(_ parameters: [FunctionMember.Parameter], _ arguments: Arguments, into scope: inout Scope, file: IndexedFile) {
        var remaining = arguments.values[...]
        // A generic type's parameter (`_ first: Element`) takes the type it stands for in this value.
        let typeArguments = typeArguments(in: scope)
        for declared in parameters {
            var parameter = declared
            if !typeArguments.isEmpty { parameter.type = GenericTypeName.substituting(typeArguments, in: parameter.type) }
            let isInteger = Self.numberKind(ofType: parameter.type) == .integer
            if let next = remaining.first,
                next.label == parameter.label
                    || (next.label == nil && parameter.takesFunction && next.value.isClosure)
            {
                // An implicit member is read again as the parameter's type, with its labels, where the
                // call is written: the callee's scope would give its own fields to the caller's names.
                let value =
                    next.syntax.flatMap { syntax in
                        arguments.caller.flatMap { contextualMember(syntax, as: parameter.type, $0.scope, $0.file) }
                    }
                    ?? resolved(next.value, as: parameter.type)
                scope.bind(parameter.name, to: Self.passed(value, as: parameter.name, type: parameter.type), isInteger: isInteger)
                remaining = remaining.dropFirst()
            } else if let closureIndex = remaining.firstIndex(where: { $0.label == nil && parameter.type.includes("->") }) {
                scope[parameter.name] = remaining[closureIndex].value
                remaining.remove(at: closureIndex)
            } else if let defaultValue = parameter.defaultValue {
                scope.bind(parameter.name, to: evaluate(defaultValue, scope, file), isInteger: isInteger)
            } else {
                scope.bind(parameter.name, to: .unknown(parameter.name), isInteger: isInteger)
            }
        }
    }

    /// A value arriving through a parameter or property: strings become that property's data.
    ///
    /// SwiftUI localizes only a `LocalizedStringKey` (a literal written in `Text("…")`, or a
    /// parameter of that type): a string that arrives as `String` is shown as it is, so it loses
    /// its catalog key unless the declared type keeps it.
    static func passed(_ value: Value, as name: String, type: String? = nil) -> Value {
        guard case .text(var text) = value else { return value }
        let keepsKey =
            type.map { $0.includes("LocalizedStringKey") || $0.includes("LocalizedStringResource") || $0.includes("Text") } ?? false
        if !keepsKey { text.localizationKey = nil }
        return .text(text.passed(as: name))
    }

    /// An opaque box standing in for a view that cannot be interpreted, counted and noted.
    /// `GlassCard(style: .thin) { VStack { … } }`: a view Reflow does not know (from a package) that is
    /// given views to show. Its content is what people read: laid out as a vertical stack, without what
    /// the container adds around it, counted and noted. Nil when no closure gives views (an action).
    func unknownContainer(_ name: String, _ arguments: Arguments, at location: FileLocation) -> ViewNode? {
        // A chart's or a map's content is marks and annotations that the framework draws in its own
        // space, never views stacked by SwiftUI: reading it cannot add a view, only time.
        guard !Self.drawnContentContainers.contains(name) else { return nil }
        let closures = arguments.values.filter { $0.value.isClosure && ($0.label == nil || ["content", "label"].contains($0.label)) }
        guard !closures.isEmpty else { return nil }
        let outside = context.checkpoint
        var content: [ViewNode] = []
        for closure in closures { content += views(of: closure.value) }
        // Only boxes Reflow does not know (a chart's marks) are not views people read: the container
        // stays one box.
        guard content.contains(where: Self.showsSomethingKnown) else {
            context.restore(outside)
            return nil
        }
        context.gap(
            .opaqueView, name,
            note:
                "\(location): \(name) is a view Reflow does not know (from a package or generated); the views it is given are laid out as a vertical stack, without what \(name) adds around them"
        )
        return VStack { content }.source(location).unread(.modifier, "\(name) (a view Reflow does not know)", at: location)
    }

    /// Containers whose content closure is not a view builder (`ChartContentBuilder`, `MapContentBuilder`).
    static let drawnContentContainers: Set<String> = ["Chart", "Map"]

    /// Whether a view, or one inside it, is one Reflow knows (a text, an image, a control), not only boxes.
    static func showsSomethingKnown(_ node: ViewNode) -> Bool {
        if case .opaque = node.kind { return false }
        return node.children.isEmpty || node.children.contains(where: showsSomethingKnown)
    }

    func opaque(_ name: String, at location: FileLocation, reason: String, size: Size = Size(width: 120, height: 44)) -> ViewNode {
        context.nodeCount += 1
        context.gap(
            .opaqueView, name, note: "\(location): \(name) is \(reason); simulated as a \(Int(size.width)) × \(Int(size.height)) pt box")
        return OpaqueView(name, size: size).source(location)
    }
}
