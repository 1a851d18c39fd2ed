internal import SwiftSyntax
internal import Findings
internal import LayoutEngine

extension ProjectIndex {
    /// Where the app's own code (not a preview) places each project view inside a container that
    /// scrolls vertically (`List`, `Form`, a vertical `ScrollView`, `LazyVStack`): the first such
    /// call, by view type name. A row previewed alone is as tall as its content in the app, not cut
    /// at the bottom of a preview's screen.
    func verticalScrollingPlacements() -> [String: FileLocation] {
        var placements: [String: FileLocation] = [:]
        var contained: [(name: String, owner: String, location: FileLocation)] = []
        let containers = ScrollingPlacementFinder.scrollingContainers.union(scrollingWrappers())
        for file in files {
            let finder = ScrollingPlacementFinder(
                containers: containers, isProjectView: { name in self.type(named: name, in: file.path)?.isView == true })
            finder.walk(file.tree)
            for (name, node) in finder.found where placements[name] == nil {
                placements[name] = file.location(of: node)
            }
            contained += finder.contained.map { ($0.name, $0.owner, file.location(of: $0.call)) }
        }
        // A view that another view's code shows scrolls wherever that view scrolls (`Tab { Outline() }` with
        // `ScrollView { Tab() }`), as far down as views are nested.
        var changed = true
        while changed {
            changed = false
            for (name, owner, location) in contained where placements[name] == nil && placements[owner] != nil {
                placements[name] = location
                changed = true
            }
        }
        return placements
    }
}

extension ProjectIndex {
    /// Project views that show the content they are given in a container that scrolls vertically
    /// (`struct Tracking<Content: View>: View { let content: () -> Content; var body: some View { ScrollView {
    /// content() } } }`): what the app puts in them scrolls, as it would in the `ScrollView` itself.
    func scrollingWrappers() -> Set<String> {
        var wrappers: Set<String> = []
        for type in types.values where type.isView && !type.genericParameters.isEmpty {
            guard let body = computedProperty("body", of: type)?.getter else { continue }
            // The content is a stored closure that makes the generic view, or the generic view itself.
            let contents = Set(
                type.storedProperties.filter { property in
                    guard let declared = property.type else { return false }
                    return type.genericParameters.contains { declared == $0 || declared.hasSuffix("-> \($0)") }
                }.map(\.name))
            guard !contents.isEmpty else { continue }
            let uses = ContentUseFinder(names: contents)
            uses.walk(body)
            if uses.found.contains(where: { ScrollingPlacementFinder.scrollsVertically(around: $0) }) { wrappers.insert(type.name) }
        }
        return wrappers
    }

    /// Whether a preview shows `view` on its own: the view it shows (`shown`) is a call of `view`, perhaps
    /// inside containers that add no layout of their own to it (a navigation stack for its bar, a
    /// group of copies per colour scheme), or a stack of nothing but copies of `view` (a gallery of
    /// rows, `VStack { ForEach(items) { Row(item: $0) } }`), which the app shows scrolling.
    static func previewShowsOnItsOwn(_ shown: ExprSyntax?, view: String) -> Bool {
        guard let first = shown else { return false }
        var stacked = false
        return shows(first, onlyCopiesOf: view, depth: 0, stacked: &stacked) && !stacked
    }

    /// Whether a preview is a gallery of `view`: a stack of its copies and nothing else
    /// (`VStack { ForEach(states) { Row(state: $0) } }`, rows under a `Section`), one copy per state to look at.
    /// `helpers` are the views the preview's provider makes in static properties and functions (`static var states`,
    /// `static func make(_:)`), by name: what the preview shows through them is what they make.
    static func previewIsGallery(_ shown: ExprSyntax?, view: String, helpers: PreviewHelpers = PreviewHelpers()) -> Bool {
        guard let first = shown else { return false }
        var stacked = false
        return shows(first, onlyCopiesOf: view, depth: 0, stacked: &stacked, helpers: helpers) && stacked
    }

    /// What a preview provider's static members make: views its properties and functions return, by name, and the
    /// declared types of its properties (`static var previewItems: [ReplyView]`, whose elements are copies).
    struct PreviewHelpers {
        var views: [String: ExprSyntax] = [:]
        var types: [String: String] = [:]

        /// Whether `expression` names a copy of `view` kept in a property: the property (`static var sample: Row`) or an
        /// element of it (`previewItems[index]` of a `[Row]`).
        func namesCopy(_ expression: ExprSyntax, of view: String) -> Bool {
            if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return types[name] == view }
            if let subscripted = expression.as(SubscriptCallExprSyntax.self),
                let name = subscripted.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            {
                return types[name] == "[\(view)]"
            }
            return false
        }

        /// The view a property's declared type names, or its elements' (`Row` for `[Row]`).
        func viewType(of name: String) -> String? {
            guard var type = types[name] else { return nil }
            if type.hasPrefix("[") && type.hasSuffix("]") { type = String(type.dropFirst().dropLast()) }
            return type.first?.isUppercase == true && !type.contains("some") ? type : nil
        }
    }

    /// The views a preview provider makes in its static properties and functions, by name: the first view each
    /// one's code returns (`static var states: some View { VStack { … } }`).
    static func previewHelpers(of provider: TypeDeclaration?) -> PreviewHelpers {
        guard let provider else { return PreviewHelpers() }
        var helpers = PreviewHelpers()
        for (name, member) in provider.staticProperties where name != "previews" {
            if let getter = member.getter, let first = viewExpressions(in: getter).first { helpers.views[name] = first }
            if let type = member.type { helpers.types[name] = type.replacingOccurrences(of: " ", with: "") }
        }
        for (name, functions) in provider.staticMethods {
            if let body = functions.first?.body, let first = viewExpressions(in: body).first { helpers.views[name] = first }
        }
        return helpers
    }

    /// Whether `expression` is a call of `view` (through modifiers and wrappers that add no layout: a
    /// navigation stack, a group, a `ScrollViewReader`, a provider's helper that makes it),
    /// or a stack, `ForEach` or `Section` whose statements all are; `stacked` says whether copies were stacked.
    private static func shows(
        _ expression: ExprSyntax, onlyCopiesOf view: String, depth: Int, stacked: inout Bool, helpers: PreviewHelpers = PreviewHelpers()
    ) -> Bool {
        guard depth < 8 else { return false }
        var current = expression
        var followed = 0
        while true {
            if helpers.namesCopy(current, of: view) { return true }
            // A provider's helper (`states`, `make("One")`) shows what its code makes; followed a few deep.
            if followed < 4,
                let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? current.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                name != view, let made = helpers.views[name]
            {
                current = made
                followed += 1
                continue
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base  // a modifier: `.environment(…)`, `.padding()` on what is shown
                continue
            }
            guard let call = current.as(FunctionCallExprSyntax.self) else { return false }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
                continue
            }
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            if name == view { return true }
            guard let closure = call.trailingClosure else { return false }
            let expressions = closure.statements.compactMap { item -> ExprSyntax? in
                if case .expr(let value) = item.item { return value }
                return nil
            }
            switch name {
            case "NavigationView", "NavigationStack", "Group", "ScrollViewReader":
                // A group of several views is several canvases (copies per colour scheme), not a stack: the first stands for them.
                guard let inner = expressions.first else { return false }
                current = inner
            case "VStack", "LazyVStack", "ForEach", "Section":
                // One copy in a stack is a container the preview builds on purpose (a card); copies
                // repeated by hand or by `ForEach` are a gallery, and so are rows under a section's header.
                guard
                    name == "ForEach" || expressions.count > 1
                        || expressions.first.map({ Self.isCall($0, of: ["ForEach", "Section"]) }) == true
                else { return false }
                stacked = true
                return !expressions.isEmpty
                    && expressions.allSatisfy { shows($0, onlyCopiesOf: view, depth: depth + 1, stacked: &stacked, helpers: helpers) }
            default:
                return false
            }
        }
    }
}

extension ProjectIndex {
    /// Whether `expression` is a call of one of `names` (`ForEach(…) { … }`), modifiers aside.
    fileprivate static func isCall(_ expression: ExprSyntax, of names: Set<String>) -> Bool {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
                continue
            }
            return call.calledExpression.as(DeclReferenceExprSyntax.self).map { names.contains($0.baseName.text) } ?? false
        }
        return false
    }
}

/// Bare uses of a view's content properties (`content()`, `content`, `self.content`).
private final class ContentUseFinder: SyntaxVisitor {
    let names: Set<String>
    var found: [Syntax] = []
    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if names.contains(node.baseName.text) { found.append(Syntax(node)) }
        return .skipChildren
    }
}

/// Calls of project views whose enclosing calls include a vertically scrolling container, outside previews.
private final class ScrollingPlacementFinder: PreviewSkippingVisitor {
    let isProjectView: (String) -> Bool
    /// The containers that scroll vertically: SwiftUI's and the project's wrappers of them.
    let containers: Set<String>
    var found: [(String, FunctionCallExprSyntax)] = []
    /// Calls of project views in another type's code that no scrolling container encloses and no presenter
    /// shows as a screen of its own, with the type whose code it is.
    var contained: [(name: String, owner: String, call: FunctionCallExprSyntax)] = []

    static let scrollingContainers: Set<String> = ["List", "Form", "LazyVStack", "ScrollView"]
    /// Calls whose closures present a screen of their own (a pushed destination, a sheet): what
    /// they show is not a row of the container around them.
    static let presenters: Set<String> = ["NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "popover"]

    init(containers: Set<String>, isProjectView: @escaping (String) -> Bool) {
        self.containers = containers
        self.isProjectView = isProjectView
        super.init()
    }

    /// Whether each property or method of a type (by its declaration) is shown in a scrolling container.
    private var memberScrolls: [SyntaxIdentifier: Bool] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, isProjectView(name),
            scrollsVertically(around: Syntax(node), depth: 0)
        {
            found.append((name, node))
        } else if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, isProjectView(name),
            let owner = Self.ownerShowing(Syntax(node))
        {
            contained.append((name, owner, node))
        }
        return .visitChildren
    }

    /// The type whose code shows `node` as part of its own view (`Outer.Inner` for a nested type, the
    /// extended type for an extension), or nil when a presenter around it shows it as a screen of its own.
    static func ownerShowing(_ node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self), names.isEmpty, presenters.contains(Self.calledName(call) ?? "") {
                return nil
            }
            if let type = parent.asProtocol(NamedDeclSyntax.self),
                parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self)
                    || parent.is(EnumDeclSyntax.self)
            {
                names.insert(type.name.text, at: 0)
            } else if let extended = parent.as(ExtensionDeclSyntax.self) {
                names.insert(extended.extendedType.trimmedDescription, at: 0)
            }
            current = parent.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// Whether `node` is in a vertically scrolling container: around it, or around a use of the
    /// property or method of its type that it is in (`var socialFeed: some View { Card() }` shown as
    /// `ScrollView { socialFeed }`), two such steps at most.
    private func scrollsVertically(around node: Syntax, depth: Int) -> Bool {
        if Self.scrollsVertically(around: node, containers: containers) { return true }
        guard depth < 2, let member = Self.enclosingMember(of: node) else { return false }
        if let known = memberScrolls[member.declaration.id] { return known }
        memberScrolls[member.declaration.id] = false  // a member shown only through itself does not scroll
        let uses = ReferenceFinder(name: member.name, skipping: member.declaration.id)
        uses.walk(member.block)
        let scrolls = uses.found.contains { scrollsVertically(around: $0, depth: depth + 1) }
        memberScrolls[member.declaration.id] = scrolls
        return scrolls
    }

    /// The computed property or method of a type that `node` is written in, with the type's members.
    static func enclosingMember(of node: Syntax) -> (name: String, declaration: Syntax, block: MemberBlockSyntax)? {
        var current = node.parent
        var member: (String, Syntax)?
        while let parent = current {
            if member == nil, let variable = parent.as(VariableDeclSyntax.self),
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                member = (name, parent)
            } else if member == nil, let function = parent.as(FunctionDeclSyntax.self) {
                member = (function.name.text, parent)
            } else if let block = parent.as(MemberBlockSyntax.self) {
                return member.map { ($0.0, $0.1, block) }
            } else if parent.is(DeclSyntax.self), !parent.is(VariableDeclSyntax.self), !parent.is(FunctionDeclSyntax.self) {
                return nil
            }
            current = parent.parent
        }
        return nil
    }

    /// Bare or `self.` uses of a name.
    private final class ReferenceFinder: SyntaxVisitor {
        let name: String
        let skipping: SyntaxIdentifier
        var found: [Syntax] = []
        init(name: String, skipping: SyntaxIdentifier) {
            self.name = name
            self.skipping = skipping
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            node.id == skipping ? .skipChildren : .visitChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.id == skipping ? .skipChildren : .visitChildren
        }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == name else { return .skipChildren }
            // `socialFeed`, `socialFeed.padding()` and `self.socialFeed`, not `other.socialFeed`.
            if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id,
                access.base?.trimmedText != "self"
            {
                return .skipChildren
            }
            found.append(Syntax(node))
            return .skipChildren
        }
    }

    /// `NavigationLink` for `NavigationLink(…)`, `sheet` for `.sheet(…)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Whether a call enclosing `node` is a container that scrolls vertically: one of `containers`
    /// (SwiftUI's, unless given).
    static func scrollsVertically(around node: Syntax, containers: Set<String> = scrollingContainers) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(DeclSyntax.self) && !parent.is(VariableDeclSyntax.self) { return false }
            if let call = parent.as(FunctionCallExprSyntax.self), presenters.contains(Self.calledName(call) ?? "") { return false }
            if let call = parent.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, containers.contains(name)
            {
                // `ScrollView(.horizontal)` gives its content width, not height.
                let axes = call.arguments.first { $0.label == nil }?.expression.trimmedText ?? ".vertical"
                if name != "ScrollView" || axes.contains("vertical") || !axes.contains("horizontal") { return true }
            }
            current = parent.parent
        }
        return false
    }
}
