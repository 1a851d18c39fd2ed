internal import SwiftSyntax
internal import Findings
internal import LayoutEngine

/// Where a screen starts: a preview's body, a view type made with no arguments, or a view the app
/// pushes or presents, made as the app makes it.
struct EntryPoint: @unchecked Sendable {
    enum Source {
        case preview(PreviewDeclaration)
        case view(TypeDeclaration)
        case destination(DestinationView)
    }

    var name: String
    let source: Source
    let location: FileLocation
    /// For a preview of one project view that the app shows inside a vertically scrolling
    /// container: that view's name and where the app places it. The preview is laid out in a
    /// scroll view too, so a row is not cut at the bottom of a screen it never fills alone.
    var scrollingPlacement: (view: String, location: FileLocation)? = nil
    /// The view a preview stacks copies of (one per state), with no place in the app known.
    var galleryOf: String? = nil
    /// The project view it shows when nothing in the app shows that view, only previews and tests.
    var shownOnlyByPreviews: String? = nil

    /// The project view a preview shows through a helper of its provider (`states.previewDisplayName(…)`, or
    /// `VStack { makeHeader(…); makeHeader(…) }`, with `static func makeHeader(…) -> some View { Header(…) }`): the
    /// first one the code of the first helper it names makes.
    static func viewMadeByHelper(
        _ shown: ExprSyntax?, helpers: ProjectIndex.PreviewHelpers, index: ProjectIndex, preview: PreviewDeclaration
    ) -> String? {
        guard let shown else { return nil }
        for token in shown.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind else { continue }
            if let made = helpers.views[token.text] {
                let statements = CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(made))])
                return index.previewedViewName(statements, in: preview.file.path, provider: preview.provider)
            }
            // A property of the view's type, or an array of it (`previewItems[index]`).
            if let type = helpers.viewType(of: token.text), index.type(named: type, in: preview.file.path)?.isView == true { return type }
        }
        return nil
    }

    /// Every preview, then every view that can be made with no arguments and has no preview of
    /// its own, then every view the app pushes or presents that is neither; names made unique in
    /// that order.
    static func all(in index: ProjectIndex) -> [EntryPoint] {
        var entries: [EntryPoint] = []
        var previewed: Set<String> = []
        let root = commonFolder(of: index.files.map(\.path))
        let isTestCode = { (path: String) in Self.isTestCode(path, below: root) }
        let placements = index.previews.isEmpty ? [:] : index.verticalScrollingPlacements()
        // Only with the app's own entry in view can anything be said about what the app shows: a
        // folder of views checked on its own (a feature module) is not the whole app.
        let used = index.containsTheApp ? index.namesUsedByTheApp(isTestCode: isTestCode) : nil
        for preview in index.previews where !isTestCode(preview.file.path) {
            // The views this preview's provider makes in static properties and functions (`states`, `make(_:)`).
            let helpers = ProjectIndex.previewHelpers(of: preview.provider)
            // Only a view previewed on its own: a preview that builds its own container shows what it means to.
            // The view this entry shows: the first, or the one of a provider's list this entry is.
            let views = ProjectIndex.viewExpressions(in: preview.statements)
            let shownExpression = preview.only.map { $0 < views.count ? views[$0] : nil } ?? views.first
            let shown =
                index.previewedViewName(preview.statements, in: preview.file.path, provider: preview.provider)
                ?? Self.viewMadeByHelper(shownExpression, helpers: helpers, index: index, preview: preview)
            let outermost = ProjectIndex.previewedTypeName(preview.statements)
            let name = preview.title ?? shown ?? outermost ?? "Preview"
            var entry = EntryPoint(name: name, source: .preview(preview), location: preview.file.location(of: preview.position))
            if let shown, ProjectIndex.previewShowsOnItsOwn(shownExpression, view: shown), let placement = placements[shown],
                !isTestCode(placement.file)
            {
                entry.scrollingPlacement = (shown, placement)
            } else if let shown, preview.groupOnly == nil, ProjectIndex.previewIsGallery(shownExpression, view: shown, helpers: helpers) {
                entry.galleryOf = shown
            }
            if let shown, let used, index.isShownOnlyByPreviews(shown, used: used) { entry.shownOnlyByPreviews = shown }
            entries.append(entry)
            if let shown { previewed.insert(shown) }
        }
        var screens = previewed
        for type in index.viewTypes
        where !previewed.contains(type.name) && !type.isApp && !isTestCode(type.file.path)
            && type.isConstructibleWithoutArguments(wrapperStartsItself: index.wrapperStartsItself)
            && index.computedProperty("body", of: type) != nil && !type.name.contains(".")
        {
            var entry = EntryPoint(name: type.name, source: .view(type), location: type.file.location(of: type.declaration))
            if let used, index.isShownOnlyByPreviews(type.name, used: used) { entry.shownOnlyByPreviews = type.name }
            entries.append(entry)
            screens.insert(type.name)
        }
        // A destination that needs arguments and that no preview makes is still a screen people see.
        for destination in index.destinationViews(isTestCode: isTestCode) where !screens.contains(destination.name) {
            guard let type = index.type(named: destination.name, in: destination.file.path), !type.isApp,
                !isTestCode(type.file.path), index.computedProperty("body", of: type) != nil
            else { continue }
            entries.append(
                EntryPoint(name: destination.name, source: .destination(destination), location: type.file.location(of: type.declaration)))
        }
        var seen: [String: Int] = [:]
        return entries.map { entry in
            seen[entry.name, default: 0] += 1
            guard let count = seen[entry.name], count > 1 else { return entry }
            var renamed = entry
            renamed.name = "\(entry.name) (\(count))"
            return renamed
        }
    }

    /// Whether `path` lies in a test target of the project (a folder named `…Tests` below the
    /// project's own folder `root`, or a `…Tests.swift` file): test code does not ship, so its
    /// views and previews are not the app's screens. Its types are still read, for the screens
    /// that use them. A project checked from inside a tests folder is not all test code.
    static func isTestCode(_ path: String, below root: [Substring]) -> Bool {
        let components = path.split(separator: "/")
        guard let file = components.last else { return false }
        let inside = components.starts(with: root) ? components.dropFirst(root.count).dropLast() : components.dropLast()
        return file.hasSuffix("Tests.swift") || inside.contains { $0.hasSuffix("Tests") }
    }

    /// The folder every path lies in, as components.
    static func commonFolder(of paths: [String]) -> [Substring] {
        guard let first = paths.first else { return [] }
        var common = Array(first.split(separator: "/").dropLast())
        for path in paths.dropFirst() {
            let folder = path.split(separator: "/").dropLast()
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common
    }

    /// `node` in a vertical scroll view, inside the navigation stack and environment a preview
    /// puts around it, so its bar stays where it is.
    static func scrolling(_ node: ViewNode) -> ViewNode {
        switch node.kind {
        case .navigationStack, .environment:
            guard let content = node.children.last else { break }
            var copy = node
            copy.children[copy.children.count - 1] = scrolling(content)
            return copy
        default:
            break
        }
        return ScrollView(.vertical) { node }
    }

    /// The screen's views in one run.
    func build(with interpreter: Interpreter) -> [ViewNode] {
        switch source {
        case .preview(let preview):
            interpreter.context.previewGroupMember = preview.groupOnly
            interpreter.context.localTypes = preview.localTypes
            if let widget = preview.widget, let views = WidgetPreview.views(widget: widget, preview: preview, interpreter: interpreter) {
                return views
            }
            if let live = preview.liveActivity, let views = LiveActivityPreview.views(of: live, preview: preview, interpreter: interpreter)
            {
                return views
            }
            var scope = Scope()
            scope.staticType = preview.provider
            let plan = PreviewBindings.plan(for: preview.statements, only: preview.only, groupMember: preview.groupOnly)
            let views =
                interpreter.materialize(interpreter.body(preview.statements, scope, preview.file, only: preview.only, skipping: plan)) ?? []
            if scrollingPlacement == nil, let gallery = galleryOf, !views.isEmpty {
                // Stacked copies (one per state) are each as tall as their content wherever the app shows
                // them; cut at the bottom of a preview's canvas, they would only say the canvas is full.
                interpreter.context.note(
                    "the preview stacks copies of \(gallery), one per state; they are laid out in a scroll view, each at its own height.")
                return [Self.scrolling(views.count == 1 ? views[0] : VStack { views })]
            }
            guard let placement = scrollingPlacement, !views.isEmpty else { return views }
            let place = "\(placement.location.file.split(separator: "/").last ?? ""):\(placement.location.line)"
            interpreter.context.note(
                "\(placement.view) is previewed on its own; it is laid out in a scroll view, as the app shows it (\(place)).")
            return [Self.scrolling(views.count == 1 ? views[0] : VStack { views })]
        case .view(let type):
            return interpreter.inline(type, Interpreter.Arguments(values: []), at: location)
        case .destination(let destination):
            interpreter.context.note(
                "\(destination.name) needs arguments and no preview makes it: it is made as the app pushes or presents it (\(destination.file.location(of: destination.expression))); what is only known there stands in"
            )
            return interpreter.materialize(
                interpreter.evaluate(destination.expression, interpreter.destinationScope(for: destination), destination.file)) ?? []
        }
    }
}
