internal import SwiftSyntax
internal import DynamicType
internal import ReflowLocking

/// Every declaration of a project the SwiftUI interpreter needs, gathered once across all files:
/// types (views, view modifiers, data) merged with their extensions, `View` extension methods,
/// global constants, previews, string catalogs and the strings seen per property name.
final class ProjectIndex: @unchecked Sendable {
    /// Stored statics read once for every screen run (`SharedStatics.swift`).
    let sharedStatics = Locked<[SharedStaticKey: SharedStatic]>([:])
    /// Stored statics whose reading met a branch the code does not decide: the first reading, for the runs
    /// that take those branches as it did.
    let sharedVariedStatics = Locked<[SharedStaticKey: SharedStatic]>([:])
    /// Static and global functions called with no arguments, run once for every call from the same place (`SharedCalls.swift`).
    let sharedCalls = Locked<[SharedCallKey: [SharedCall]]>([:])
    /// Shared calls a thread is running now: another thread wanting one waits for that run.
    let sharedCallsInProgress = Locked<Set<SharedCallKey>>([])
    /// Views inlined in any screen, reused wherever the same view is made with the same data (`SharedViews.swift`).
    let sharedViews = SharedViews()
    /// What the app's scene puts in the environment, read once (`EnvironmentObjects.swift`).
    let appEnvironment = Locked<[EnvironmentEntry]?>(nil)
    /// Code whose run could not be kept once: it is run at every call.
    let unsharedCode = Locked<Set<SharedCode>>([])
    /// The decision key of each branch condition read so far (`ConditionKeys`): worked out once per condition.
    let conditionKeys = Locked<[SyntaxIdentifier: (key: String, negated: Bool)]>([:])
    /// Whether each branch of an `if` or case of a `switch` read so far shows an error message, by the
    /// statement's or branch's syntax: worked out once per branch.
    let errorMentions = Locked<[SyntaxIdentifier: [Bool]]>([:])
    /// The names each piece of code read so far assigns (`AssignmentFinder`), by its syntax: worked out once per node.
    let assignedNames = Locked<[SyntaxIdentifier: [String]]>([:])
    /// Whether each piece of code read so far leaves the code around it (`ControlFlow.returns(in:)`), by its syntax.
    let leavesCode = Locked<[SyntaxIdentifier: Bool]>([:])
    /// The closures written in each statement read so far, by the statement's syntax (`keepCapturedWrites`).
    let closuresInCode = Locked<[SyntaxIdentifier: [SyntaxIdentifier]]>([:])
    /// How many times code was walked for `assignedNames` and `leavesCode`: once per piece of code and question.
    let codeWalks = Locked(0)
    private(set) var files: [IndexedFile] = []
    private(set) var types: [String: TypeDeclaration] = [:]
    /// Top-level `private` and `fileprivate` types, by file path and name, with the key `types` keeps
    /// them under: only their own file sees them, and many files each declare a `private enum Constants`.
    private(set) var fileScopedTypes: [String: [String: String]] = [:]
    /// Methods declared in `extension View { … }` (a modifier wrapper such as `cardStyle()`).
    private(set) var viewExtensionMethods: [String: [FunctionMember]] = [:]
    /// Computed properties declared in `extension View { … }` (`var backport: Backport<Self>`, `var asCard: some View`).
    private(set) var viewExtensionProperties: [String: [Member]] = [:]
    /// File-level `let`/`var` constants.
    private(set) var globals: [String: Member] = [:]
    /// File-level functions (`func makeBadge(_:) -> some View`), by base name.
    private(set) var functions: [String: [FunctionMember]] = [:]
    private(set) var previews: [PreviewDeclaration] = []
    /// Type aliases without generic parameters of their own (`typealias Puzzle = Three<Three<Cube>>`), by
    /// name, nested ones by their qualified name (`Move.PlayerIndex`): the type each names, as written.
    private(set) var typeAliases: [String: String] = [:]
    /// The project's string catalogs.
    let catalog: StringCatalog
    /// The project's image assets and their sizes.
    let images: ImageAssets
    /// The string accessors SwiftGen generates, by path (`Localizations.sessionTimeout` → its key).
    let swiftGen: SwiftGenStrings
    /// The names of the font files the project bundles, without extension (`Onest-Regular` for
    /// `Fonts/Onest-Regular.ttf`): the fonts `UIFont(name:size:)` finds by those names.
    let bundledFonts: Set<String>
    /// String literals passed for an argument label or assigned to a property, by that name: what
    /// the `long` content profile picks the longest of.
    private(set) var stringsByName: [String: [String]] = [:]
    /// Nested types by the last part of their name, in the order read: aliased once all files are read.
    private var nestedShortNames: [(name: String, type: TypeDeclaration)] = []
    /// Extensions of a qualified name (`extension Models.Visibility`), read once all files are.
    private var qualifiedExtensions: [(ExtensionDeclSyntax, IndexedFile)] = []
    /// The file whose indexing took the most CPU time.
    private(set) var slowestFile: SlowestWork?
    /// The last part of every nested type's name (`Action` for `Row.Action`): a name not here is
    /// nested nowhere, so looking it up around a type needs no search.
    private(set) var nestedTypeNames: Set<String> = []
    /// The protocols the project declares, with the protocols each inherits (`protocol PlatformView: View`).
    private var protocolInheritance: [String: [String]] = [:]

    init(
        files: [SwiftSourceFile], catalog: StringCatalog = StringCatalog(), images: ImageAssets = ImageAssets(),
        swiftGen: SwiftGenStrings = SwiftGenStrings(), bundledFonts: Set<String> = []
    ) {
        self.catalog = catalog
        self.bundledFonts = bundledFonts
        self.images = images
        self.swiftGen = swiftGen
        for file in files {
            let start = ThreadClock.seconds()
            let indexed = IndexedFile(file)
            self.files.append(indexed)
            collect(indexed)
            slowestFile = SlowestWork.slower(slowestFile, SlowestWork(name: file.path, seconds: ThreadClock.seconds() - start))
        }
        aliasNestedTypes()
        collectQualifiedExtensions()
        resolveTypeAliases()
        markViewsByProtocol()
        for name in stringsByName.keys { stringsByName[name] = stringsByName[name]!.sorted() }
        nestedTypeNames = Set(types.keys.compactMap { key in key.lastIndex(of: ".").map { String(key[key.index(after: $0)...]) } })
    }

    /// What `find` answers about the code `node`, from `table` when it was asked before, else found now and
    /// kept there: the answers these tables keep depend on the syntax alone, and runs ask them at every pass.
    func remembered<Answer: Sendable>(_ table: Locked<[SyntaxIdentifier: Answer]>, for node: some SyntaxProtocol, _ find: () -> Answer)
        -> Answer
    {
        if let known = table.withLock({ $0[node.id] }) { return known }
        let answer = find()
        table.withLock { $0[node.id] = answer }
        return answer
    }

    /// The view types, sorted by name.
    /// Sorted by name, then by file: private views of the same name in two files keep one order.
    var viewTypes: [TypeDeclaration] {
        // A type known by several names (a nested type's short name, a type alias) is one type.
        var seen: Set<ObjectIdentifier> = []
        return types.values.filter { $0.isView && seen.insert(ObjectIdentifier($0)).inserted }
            .sorted { ($0.name, $0.file.path) < ($1.name, $1.file.path) }
    }

    /// The longest string seen for `name`, if any.
    func longestString(named name: String) -> String? {
        stringsByName[name]?.max { ($0.count, $1) < ($1.count, $0) }
    }

    // MARK: - Collecting

    private func collect(_ file: IndexedFile) {
        for item in file.tree.statements {
            switch item.item {
            case .decl(let declaration):
                collectTopLevel(declaration, in: file)
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    addPreview(
                        arguments: macro.arguments, closure: macro.trailingClosure, additionalClosures: macro.additionalTrailingClosures,
                        node: Syntax(macro), in: file)
                }
            case .stmt:
                break
            @unknown default:
                break
            }
        }
        StringLiteralCollector(index: self).walk(file.tree)
    }

    private func collectTopLevel(_ declaration: DeclSyntax, in file: IndexedFile) {
        if let macro = declaration.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
            addPreview(
                arguments: macro.arguments, closure: macro.trailingClosure, additionalClosures: macro.additionalTrailingClosures,
                node: Syntax(macro), in: file)
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            for member in Self.members(of: variable, in: file) { globals[member.name] = member }
        } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
            if alias.genericParameterClause == nil { typeAliases[alias.name.text] = alias.initializer.value.trimmedText }
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            functions[function.name.declaredName, default: []].append(
                FunctionMember(
                    name: function.name.declaredName, file: file, parameterClause: function.signature.parameterClause, body: function.body,
                    returnClause: function.signature.returnClause))
        } else if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
            // `#if DEBUG` around previews, `#if os(iOS)`: read the clause an iPhone debug build compiles.
            let clause = CompilationConditions.iPhoneClause(of: ifConfig)
            if case .decls(let members)? = clause?.elements {
                for member in members { collectTopLevel(member.decl, in: file) }
            } else if case .statements(let items)? = clause?.elements {
                for item in items {
                    if case .decl(let inner) = item.item { collectTopLevel(inner, in: file) }
                    if case .expr(let expression) = item.item, let macro = expression.as(MacroExpansionExprSyntax.self),
                        macro.macroName.text == "Preview"
                    {
                        addPreview(
                            arguments: macro.arguments, closure: macro.trailingClosure,
                            additionalClosures: macro.additionalTrailingClosures,
                            node: Syntax(macro), in: file)
                    }
                }
            }
        } else {
            collectType(declaration, in: file, outer: nil)
        }
    }

    /// Reads a type declaration. A nested type is also known by its bare name (see `aliasNestedTypes`);
    /// a type local to a preview (`local`) only by its qualified name, since every preview may
    /// declare its own `PreviewWrapper`.
    private func collectType(_ declaration: DeclSyntax, in file: IndexedFile, outer: String?, local: Bool = false) {
        let name: String
        let kind: TypeDeclaration.Kind
        let inheritance: InheritanceClauseSyntax?
        let memberBlock: MemberBlockSyntax
        if let decl = declaration.as(StructDeclSyntax.self) {
            (name, kind, inheritance, memberBlock) = (decl.name.text, .structure, decl.inheritanceClause, decl.memberBlock)
        } else if let decl = declaration.as(ClassDeclSyntax.self) {
            (name, kind, inheritance, memberBlock) = (decl.name.text, .classType, decl.inheritanceClause, decl.memberBlock)
        } else if let decl = declaration.as(EnumDeclSyntax.self) {
            (name, kind, inheritance, memberBlock) = (decl.name.text, .enumeration, decl.inheritanceClause, decl.memberBlock)
        } else if let decl = declaration.as(ActorDeclSyntax.self) {
            (name, kind, inheritance, memberBlock) = (decl.name.text, .actor, decl.inheritanceClause, decl.memberBlock)
        } else if let decl = declaration.as(ExtensionDeclSyntax.self) {
            collectExtension(decl, in: file)
            return
        } else if let decl = declaration.as(ProtocolDeclSyntax.self) {
            // Its requirements are not code; what its extensions give conforming types is (see `firstInConformances`).
            protocolInheritance[decl.name.text] = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            return
        } else {
            return
        }
        let conformances = inheritance?.inheritedTypes.map { $0.type.trimmedText } ?? []
        let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        let isFilePrivate = outer == nil && modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        let qualified = outer.map { "\($0).\(name)" } ?? name
        let key = isFilePrivate ? "\(file.path)#\(name)" : qualified
        if isFilePrivate { fileScopedTypes[file.path, default: [:]][name] = key }
        let type: TypeDeclaration
        if let existing = types[key] {
            existing.adopt(declaration: declaration, kind: kind, file: file, conformances: conformances)
            type = existing
        } else {
            type = TypeDeclaration(name: qualified, kind: kind, file: file, declaration: declaration, conformances: conformances)
        }
        types[key] = type
        if outer != nil, !local { nestedShortNames.append((name, type)) }
        addMembers(memberBlock, to: type, in: file)
        if type.isPreviewProvider {
            if let previews = type.staticProperties["previews"], let getter = previews.getter {
                previewsFromProvider(type: type, statements: getter, in: file)
            }
        }
    }

    /// A type that conforms to a project protocol refining `View` (`struct Settings: PlatformView`) is a
    /// view, whose `body` may come from the protocol's extension.
    private func markViewsByProtocol() {
        var viewProtocols: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for (name, inherited) in protocolInheritance where !viewProtocols.contains(name) {
                if inherited.contains(where: { TypeDeclaration.viewProtocolNames.contains($0) || viewProtocols.contains($0) }) {
                    viewProtocols.insert(name)
                    grew = true
                }
            }
        }
        guard !viewProtocols.isEmpty else { return }
        for type in types.values where type.conformances.contains(where: viewProtocols.contains) {
            type.isViewByProtocol = true
        }
    }

    /// A nested type is also known by its bare name (code inside its outer type writes `State` for
    /// `Settings.State`), the first one read when several share it. A type declared at the top level,
    /// or extended there, keeps the name whichever file comes first, and so do the platform's types
    /// (`State(initialValue:)` is SwiftUI's, not a reducer's nested `State`).
    private func aliasNestedTypes() {
        for (name, type) in nestedShortNames where types[name] == nil && !PlatformValueTypes.names.contains(name) {
            types[name] = type
        }
        nestedShortNames = []
    }

    /// A type alias names a project type: an extension of the alias extends that type, and the alias's
    /// name finds it. An alias that gives a generic type its arguments (`typealias Puzzle =
    /// Three<Three<Cube>>`) keeps its extension's members apart, for values of exactly that type.
    private func resolveTypeAliases() {
        for (alias, target) in typeAliases.sorted(by: { $0.key < $1.key }) {
            guard let named = GenericTypeName(resolvingAliases(target)), let type = types[named.base] else { continue }
            let existing = types[alias]
            guard existing == nil || existing?.isOnlyExtended == true, existing !== type else { continue }
            if named.arguments.isEmpty {
                if let existing { type.absorb(existing) }
                types[alias] = type
            } else if let existing {
                existing.aliasTarget = resolvingAliases(target)
                existing.conformances.insert(named.base, at: 0)
            }
        }
    }

    /// `written` with an alias that names it replaced by the project type the alias names, as long as it
    /// is one (an alias of an alias), a few times at most: a cycle is no code that compiles. An alias of a
    /// package's type (`typealias FontName = Tagged<Font, String>`) stays: its extensions are all there is.
    func resolvingAliases(_ written: String) -> String {
        // Most types named in code are no alias: one lookup says so.
        guard !typeAliases.isEmpty, typeAliases[written] != nil else { return written }
        var current = written
        for _ in 0..<Self.aliasDepthLimit {
            guard let named = GenericTypeName(current), types[named.base]?.isOnlyExtended != false,
                let target = typeAliases[named.base], named.arguments.isEmpty,
                let targetBase = GenericTypeName(target)?.base, types[targetBase] != nil || typeAliases[targetBase] != nil
            else { break }
            current = target
        }
        return current
    }

    /// How many aliases of aliases are followed.
    static let aliasDepthLimit = 8

    private func collectExtension(_ decl: ExtensionDeclSyntax, in file: IndexedFile) {
        let written = decl.extendedType.trimmedText
        // `extension Models.Visibility` may name a module or an outer type: which one is known only
        // once every file is read.
        if written.includes("."), types[written] == nil, !written.hasPrefix("SwiftUI.") {
            qualifiedExtensions.append((decl, file))
            return
        }
        extend(written, with: decl, in: file)
    }

    /// Extensions whose type is written `A.B`: of the nested type when the project declares `A`,
    /// otherwise of `B` in module `A` (`extension Models.Visibility` in a package that imports `Models`).
    private func collectQualifiedExtensions() {
        for (decl, file) in qualifiedExtensions {
            let written = decl.extendedType.trimmedText
            let components = written.split(separator: ".", maxSplits: 1).map(String.init)
            let namesOuterType = types[components[0]] != nil || types[written] != nil
            extend(namesOuterType ? written : components[1], with: decl, in: file)
        }
        qualifiedExtensions = []
    }

    private func extend(_ written: String, with decl: ExtensionDeclSyntax, in file: IndexedFile) {
        // An extension in the file of a private type extends that type.
        let extended = fileScopedTypes[file.path]?[written] ?? written
        // Methods on `View`, and on the views people style with helpers (`extension Text { func caption() -> some View }`).
        if ["View", "SwiftUI.View", "Text", "Image", "Label", "Button", "Shape"].contains(extended) {
            for item in decl.memberBlock.members {
                if let function = item.decl.as(FunctionDeclSyntax.self), !function.modifiers.contains(where: { $0.name.text == "static" }) {
                    var method = FunctionMember(
                        name: function.name.declaredName, file: file, parameterClause: function.signature.parameterClause,
                        body: function.body, returnClause: function.signature.returnClause)
                    method.extendedType = extended == "SwiftUI.View" ? "View" : extended
                    viewExtensionMethods[function.name.declaredName, default: []].append(method)
                } else if let variable = item.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { $0.name.text == "static" })
                {
                    for var property in Self.members(of: variable, in: file) where property.getter != nil {
                        property.extendedType = extended == "SwiftUI.View" ? "View" : extended
                        viewExtensionProperties[property.name, default: []].append(property)
                    }
                }
            }
            return
        }
        let type: TypeDeclaration
        if let existing = types[extended] {
            type = existing
        } else {
            type = TypeDeclaration(name: extended, kind: .structure, file: file, declaration: DeclSyntax(decl), conformances: [])
            types[extended] = type
        }
        type.conformances += decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        addMembers(decl.memberBlock, to: type, in: file)
    }

    private func addMembers(_ block: MemberBlockSyntax, to type: TypeDeclaration, in file: IndexedFile) {
        addMembers(block.members, to: type, in: file)
    }

    private func addMembers(_ members: MemberBlockItemListSyntax, to type: TypeDeclaration, in file: IndexedFile) {
        for item in members {
            let decl = item.decl
            // Members inside `#if targetEnvironment(macCatalyst) … #else … #endif`: the clause an iPhone build compiles.
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = CompilationConditions.iPhoneClause(of: ifConfig)?.elements {
                    addMembers(inner, to: type, in: file)
                }
                continue
            }
            if let variable = decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName else { continue }
                    let typeText = binding.typeAnnotation?.type.trimmedText
                    if let getter = Self.getter(of: binding) {
                        let member = Member(
                            name: name, file: file, getter: getter, initializer: nil, type: typeText, setter: Self.setter(of: binding))
                        if isStatic { type.staticProperties[name] = member } else { type.computedProperties[name] = member }
                    } else if isStatic {
                        type.staticProperties[name] = Member(
                            name: name, file: file, getter: nil, initializer: binding.initializer?.value,
                            type: typeText)
                    } else {
                        type.addStoredProperty(
                            StoredProperty(
                                name: name, type: typeText, defaultValue: binding.initializer?.value,
                                wrapper: Self.wrapper(of: variable.attributes), isLet: variable.bindingSpecifier.text == "let", file: file))
                    }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let member = FunctionMember(
                    name: function.name.declaredName, file: file, parameterClause: function.signature.parameterClause,
                    body: function.body, returnClause: function.signature.returnClause)
                let isStatic = function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                if isStatic {
                    type.staticMethods[member.name, default: []].append(member)
                } else {
                    type.methods[member.name, default: []].append(member)
                }
            } else if let declaration = decl.as(SubscriptDeclSyntax.self),
                !declaration.modifiers.contains(where: { $0.name.text == "static" })
            {
                type.subscripts.append(FunctionMember(subscript: declaration, file: file))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(
                    FunctionMember(
                        name: "init", file: file, parameterClause: initializer.signature.parameterClause,
                        body: initializer.body))
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                type.enumCases += enumCase.elements.map(\.name.declaredName)
                for element in enumCase.elements {
                    if let rawValue = element.rawValue?.value { type.enumRawValues[element.name.declaredName] = rawValue }
                    guard let parameters = element.parameterClause?.parameters else { continue }
                    type.enumCasePayloadTypes[element.name.declaredName] = parameters.map(\.type.trimmedDescription)
                }
            } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self) {
                collectType(decl, in: file, outer: type.name)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil {
                typeAliases["\(type.name).\(alias.name.text)"] = alias.initializer.value.trimmedText
            }
        }
    }

    private func addPreview(
        arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?, additionalClosures: MultipleTrailingClosureElementListSyntax = [],
        node: Syntax, in file: IndexedFile
    ) {
        guard let closure else { return }
        let title = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self).flatMap(Self.plainText)
        var preview = PreviewDeclaration(title: title, file: file, statements: closure.statements, position: node)
        // `#Preview { struct PreviewWrapper: View { @State var … }; return PreviewWrapper() }`: types
        // declared in the preview's body are known there by their own names.
        let scopeName = "#Preview@\(file.path):\(file.location(of: node).line)"
        for item in closure.statements {
            guard case .decl(let declaration) = item.item, let name = Self.typeName(declaredBy: declaration) else { continue }
            collectType(declaration, in: file, outer: scopeName, local: true)
            preview.localTypes[name] = "\(scopeName).\(name)"
        }
        if let family = arguments.first(where: { $0.label?.text == "as" })?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName
            .text,
            let timeline = additionalClosures.first(where: { $0.label.text == "timeline" })?.closure
        {
            preview.widget = (family, timeline.statements)
        } else if let shownAs = arguments.first(where: { $0.label?.text == "as" })?.expression,
            let presentation = LiveActivityPresentation(shownAs)
        {
            let states = additionalClosures.first(where: { $0.label.text == "contentStates" })?.closure.statements
            preview.liveActivity = LiveActivityPreviewSource(
                presentation: presentation, attributes: arguments.first(where: { $0.label?.text == "using" })?.expression,
                contentStates: states)
        }
        previews.append(preview)
    }

    /// The name a struct, class, enum or actor declaration gives its type.
    static func typeName(declaredBy declaration: DeclSyntax) -> String? {
        declaration.as(StructDeclSyntax.self)?.name.text ?? declaration.as(ClassDeclSyntax.self)?.name.text
            ?? declaration.as(EnumDeclSyntax.self)?.name.text ?? declaration.as(ActorDeclSyntax.self)?.name.text
    }

    /// A provider's `previews`: each view it lists is a preview of its own, as Xcode shows them
    /// (also the views of a `Group` that is its only content), named by `previewDisplayName` or
    /// by position.
    private func previewsFromProvider(type: TypeDeclaration, statements: CodeBlockItemListSyntax, in file: IndexedFile) {
        let base = type.name.hasSuffix("_Previews") ? String(type.name.dropLast("_Previews".count)) : type.name
        var list = statements
        var views = Self.viewExpressions(in: list)
        // A lone `Group`: each of its views is a preview. Alone, the group's statements are the list;
        // after statements that set up state, they run first and the group shows one view each time.
        if views.count == 1, let group = Self.groupContent(of: views[0]), Self.viewExpressions(in: group).count > 1 {
            let members = Self.viewExpressions(in: group)
            if statements.count > 1 {
                for (ordinal, view) in members.enumerated() {
                    let title = Self.previewDisplayName(of: view) ?? "\(base) \(ordinal + 1)"
                    previews.append(
                        PreviewDeclaration(
                            title: title, file: file, statements: statements, position: Syntax(view),
                            groupOnly: ordinal, provider: type))
                }
                return
            }
            list = group
            views = members
        }
        guard views.count > 1 else {
            previews.append(
                PreviewDeclaration(title: base, file: file, statements: statements, position: Syntax(type.declaration), provider: type))
            return
        }
        for (ordinal, view) in views.enumerated() {
            let title = Self.previewDisplayName(of: view) ?? "\(base) \(ordinal + 1)"
            previews.append(
                PreviewDeclaration(title: title, file: file, statements: list, position: Syntax(view), only: ordinal, provider: type))
        }
    }

    /// The view expressions of a builder's statements, in order. A `return` turns the builder off
    /// (Swift runs such a body as plain code), so then only what it returns is a view:
    /// `registerFonts(); return VStack { … }` is one preview, not two.
    static func viewExpressions(in statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        let returned = statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }
        if !returned.isEmpty { return returned }
        return statements.compactMap(viewExpression(of:))
    }

    /// The view expression a builder statement is, if it is one (an assignment is not).
    static func viewExpression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): return isAssignment(expression) ? nil : expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// `model.isPlaying = true`, `count += 1`: statements that set up state, not views.
    static func isAssignment(_ expression: ExprSyntax) -> Bool {
        func isAssigning(_ operatorExpression: ExprSyntax) -> Bool {
            if operatorExpression.is(AssignmentExprSyntax.self) { return true }
            guard let binary = operatorExpression.as(BinaryOperatorExprSyntax.self) else { return false }
            let text = binary.operator.text
            return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return isAssigning(infix.operator) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return sequence.elements.contains(where: isAssigning) }
        return false
    }

    /// The content of `Group { … }` (with or without modifiers after it), else nil.
    static func groupContent(of expression: ExprSyntax) -> CodeBlockItemListSyntax? {
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text == "Group" ? call.trailingClosure?.statements : nil
            }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return nil
    }

    /// The literal name a modifier chain gives with `.previewDisplayName("…")`, if any.
    static func previewDisplayName(of expression: ExprSyntax) -> String? {
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "previewDisplayName",
                let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
            {
                return plainText(literal)
            }
            current = member.base
        }
        return nil
    }

    /// Whether a property wrapper written with no arguments and no initial value (`@Router private var
    /// router`) makes its own value: one of the frameworks' that do, or a project's `@propertyWrapper` type
    /// that can be made with no arguments (Swift then makes the property's storage with `Router()`).
    func wrapperStartsItself(_ name: String) -> Bool {
        if StoredProperty.selfStartingWrappers.contains(name) { return true }
        guard let wrapper = types[name], wrapper.isPropertyWrapper else { return false }
        // A wrapper's own wrapped properties are framework ones (`@Environment`): one level is enough.
        return wrapper.isConstructibleWithoutArguments { StoredProperty.selfStartingWrappers.contains($0) }
    }

    /// The type `name` means in the file at `path`: its own private type first, then the project's.
    func type(named name: String, in path: String?) -> TypeDeclaration? {
        if let path, let key = fileScopedTypes[path]?[name] { return types[key] }
        return types[name]
    }

    /// The project view a preview shows: the first call of a project view type in its code,
    /// looking inside SwiftUI containers (`NavigationStack { InboxView() }` → `InboxView`).
    /// A wrapper the preview's provider declares (`struct Preview: View { @State var order = …; var body:
    /// some View { OrderDetailView(order: $order) } }`) is scaffolding: the view is the one in its body.
    func previewedViewName(_ statements: CodeBlockItemListSyntax, in file: String? = nil, provider: TypeDeclaration? = nil) -> String? {
        let resolve = { (name: String) -> TypeDeclaration? in
            if let provider, let nested = self.types["\(provider.name).\(name)"] { return nested }
            return self.type(named: name, in: file)
        }
        let finder = FirstCallFinder { resolve($0)?.isView == true }
        finder.walk(statements)
        guard let found = finder.found, let provider, let wrapper = types["\(provider.name).\(found)"],
            let body = computedProperty("body", of: wrapper)?.getter
        else { return finder.found }
        return previewedViewName(body, in: wrapper.file.path) ?? found
    }

    /// The type a preview's first view is made from (`CheckoutView(…)` → `CheckoutView`).
    static func previewedTypeName(_ statements: CodeBlockItemListSyntax) -> String? {
        for item in statements {
            var expression: ExprSyntax?
            if case .expr(let value) = item.item { expression = value }
            while let current = expression {
                if let call = current.as(FunctionCallExprSyntax.self) {
                    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
                    expression = call.calledExpression
                } else if let member = current.as(MemberAccessExprSyntax.self) {
                    expression = member.base
                } else {
                    expression = nil
                }
            }
        }
        return nil
    }

    // MARK: - Helpers

    static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: return nil
        @unknown default: return nil
        }
    }

    /// A computed property's `set { … }` (or `set(value) { … }`) with the name of its new value.
    static func setter(of binding: PatternBindingSyntax) -> (parameter: String, statements: CodeBlockItemListSyntax)? {
        guard case .accessors(let accessors)? = binding.accessorBlock?.accessors,
            let setter = accessors.first(where: { $0.accessorSpecifier.text == "set" }), let statements = setter.body?.statements
        else { return nil }
        return (setter.parameters?.name.text ?? "newValue", statements)
    }

    static func members(of variable: VariableDeclSyntax, in file: IndexedFile) -> [Member] {
        variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName else { return nil }
            return Member(
                name: name, file: file, getter: getter(of: binding), initializer: binding.initializer?.value,
                type: binding.typeAnnotation?.type.trimmedText)
        }
    }

    static func wrapper(of attributes: AttributeListSyntax) -> PropertyWrapper? {
        for element in attributes {
            guard case .attribute(let attribute) = element else { continue }
            let name = attribute.attributeName.trimmedText
            let arguments: LabeledExprListSyntax? = if case .argumentList(let list)? = attribute.arguments { list } else { nil }
            switch name {
            case "State", "StateObject", "AppStorage", "SceneStorage": return .state
            case "Binding", "ObservedObject", "Bindable": return .binding
            case "EnvironmentObject": return .environmentObject
            case "FocusState": return .focusState
            case "Environment":
                let keyPath = arguments?.first?.expression.as(KeyPathExprSyntax.self)?.components.last?
                    .component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
                return .environment(keyPath: keyPath ?? arguments?.first?.expression.trimmedText ?? "")
            case "ScaledMetric":
                let style = arguments?.first { $0.label?.text == "relativeTo" }?.expression.as(MemberAccessExprSyntax.self)?
                    .declName.baseName.text
                return .scaledMetric(relativeTo: style.flatMap(TextStyleNames.style) ?? .body)
            // Attributes that wrap nothing: the wrapper, if any, is another attribute.
            case "ObservationIgnored", "MainActor", "ViewBuilder", "IBOutlet", "IBInspectable", "NSManaged": continue
            default:
                if name.first?.isUppercase == true { return .other(name, hasArguments: arguments.map { !$0.isEmpty } ?? false) }
            }
        }
        return nil
    }

    /// A string literal's text when it has no interpolation.
    static func plainText(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard case .stringSegment(let part) = segment else { return nil }
            text += StringEscapes.unescape(part.content.text)
        }
        return text
    }

    fileprivate func recordString(_ value: String, named name: String) {
        stringsByName[name, default: []].append(value)
    }
}

/// Gathers string literals by the argument label or property they are given for.
private final class StringLiteralCollector: SyntaxVisitor {
    let index: ProjectIndex

    init(index: ProjectIndex) {
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if let label = node.label?.text, let literal = node.expression.as(StringLiteralExprSyntax.self),
            let text = ProjectIndex.plainText(literal)
        {
            index.recordString(text, named: label)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let literal = node.initializer?.value.as(StringLiteralExprSyntax.self), let text = ProjectIndex.plainText(literal)
        {
            index.recordString(text, named: name)
        }
        return .visitChildren
    }
}

/// Finds the first call, in source order, whose callee is a name the predicate accepts.
final class FirstCallFinder: SyntaxVisitor {
    let accepts: (String) -> Bool
    var found: String?

    init(accepts: @escaping (String) -> Bool) {
        self.accepts = accepts
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, accepts(name) {
            found = name
            return .skipChildren
        }
        return .visitChildren
    }
}
