internal import SwiftSyntax
internal import DynamicType
internal import Findings
internal import LayoutEngine

/// SwiftUI's views, made into LayoutEngine nodes from evaluated arguments. Each node remembers
/// where it is written.
enum BuiltinViews {
    /// An image that arrives over the network: a resizable box that its frame sizes.
    static func remoteImage(_ name: String) -> ViewNode {
        ViewNode(.image(.resizable(name, Size(width: 100, height: 100))), traits: NodeTraits(role: .decoration))
    }

    /// Whether `node` is a remote image made by `remoteImage(_:)` (Kingfisher's).
    static func isRemoteImage(_ node: ViewNode) -> Bool {
        if case .image(.resizable(let name, _)) = node.kind { return name == "KFImage" || name == "KFAnimatedImage" }
        return false
    }

    /// Kingfisher's options on its image view: how the image loads, caches and fades in.
    static let remoteImageOptions: Set<String> = [
        "placeholder", "loadTransition", "cancelOnDisappear", "retry", "fade", "onSuccess", "onFailure", "onProgress",
        "setProcessor", "appendProcessor", "cacheOriginalImage", "cacheMemoryOnly", "forceRefresh", "startLoadingBeforeViewAppear",
        "downsampling", "scaleFactor", "serialize", "diskCacheExpiration", "memoryCacheExpiration", "backgroundDecode",
        "lowDataModeSource", "targetCache", "originalCache", "callbackQueue", "reducePriorityOnDisappear", "contentConfigure",
        "configure", "onlyFromCache", "waitForCache", "requestModifier", "alternativeSources", "diskStoreWriteOptions",
    ]

    /// `AsyncImagePhase.empty`, the phase an `AsyncImage` is in before its image arrives (and a `LazyImage`'s
    /// state then): it has no image and no error, and is loading.
    static let emptyImagePhase = "empty"

    /// Every name `make(_:_:interpreter:at:)` has a case for. Any other is turned away before its switch,
    /// which compares a name with each case in turn: data code calls `Double(…)`, `max(…)` and its own
    /// types thousands of times. `BuiltinViewNamesTests` checks the two lists agree.
    static let viewNames: Set<String> = [
        "Text", "Image", "KFImage", "KFAnimatedImage", "ModifiedContent", "AsyncImage", "CachedAsyncImage", "LazyImage", "WebImage",
        "Spacer", "Divider", "Color", "Rectangle", "Circle", "Capsule", "Ellipse", "RoundedRectangle", "UnevenRoundedRectangle",
        "ContainerRelativeShape", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient", "Canvas",
        "EmptyView", "HStack", "LazyHStack", "GridRow", "ControlGroup", "VStack", "LazyVStack", "Grid", "ZStack", "ScrollView", "List",
        "Form", "Section", "Group", "ForEach", "GlassEffectContainer", "ViewThatFits", "Button", "Link", "Menu", "ShareLink",
        "NavigationLink", "Toggle", "TextField", "SecureField", "TextEditor", "Label", "LabeledContent", "GroupBox", "Tab", "Picker",
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "LazyVGrid", "LazyHGrid", "ProgressView", "Gauge",
        "Stepper", "DatePicker", "ColorPicker", "Slider", "DisclosureGroup", "ContentUnavailableView", "ScrollViewReader",
        "TimelineView", "GeometryReader",
    ]

    /// The views of `name(arguments)`, or nil when `name` is not a SwiftUI view.
    static func make(_ name: String, _ arguments: Interpreter.Arguments, interpreter: Interpreter, at location: FileLocation) -> Value? {
        guard viewNames.contains(name) else { return nil }
        let context = interpreter.context
        let content = { interpreter.views(of: arguments["content"] ?? arguments.contentClosure) }
        if let rebuilt = fromStyleConfiguration(name, arguments) { return rebuilt }
        let node: ViewNode
        switch name {
        case "Text":
            node = text(arguments, interpreter: interpreter)
        case "Image":
            if case .text(let symbol)? = arguments["systemName"] {
                node = Image(systemName: symbol.string)
            } else if case .text(let asset)? = arguments.unlabeled() ?? arguments["decorative"] {
                // The asset's own size when the project has it; a 40 pt square otherwise.
                if context.index.images.unreadable.contains(asset.string) {
                    context.note(
                        "\(location): the size of the image asset \"\(asset.string)\" could not be read (only PNG, JPEG, PDF and SVG are); it is simulated as 40 × 40 pt"
                    )
                }
                node = Image(asset.string, size: context.index.images.sizes[asset.string] ?? Size(width: 40, height: 40))
            } else if let source = (arguments.values.first { $0.label == nil || $0.label == "decorative" || $0.label == "uiImage" }) {
                // An asset named through generated code (`Asset.Images.logo`) or a `UIImage`: a bitmap of
                // unknown size, simulated as 40 pt square, that `.resizable()` lets fill its frame.
                let name = source.syntax?.shortDescription ?? "image"
                context.note("\(location): the size of the image \(name) is not known; it is simulated as 40 × 40 pt")
                node = Image(name, size: Size(width: 40, height: 40))
            } else {
                node = Image(systemName: "photo")
            }
        case "KFImage", "KFAnimatedImage":
            // Kingfisher's image view: an image from the network, sized by the modifiers around it.
            node = remoteImage(name)
        case "ModifiedContent":
            // `ModifiedContent(content: self, modifier: TitleFont(size: 16))` is `content.modifier(TitleFont(size: 16))`.
            guard let content = arguments["content"]?.views, let modifier = arguments["modifier"] else { return nil }
            return interpreter.applyModifier(
                "modifier", to: content, Interpreter.Arguments(values: [(nil, modifier, nil)]), Scope(), at: location)
        case "AsyncImage", "CachedAsyncImage", "LazyImage", "WebImage":
            // The image arrives over the network (SwiftUI's `AsyncImage`, and the packages' views made like it:
            // Nuke's `LazyImage`, SDWebImage's `WebImage`, `CachedAsyncImage`): the first frame shows what the code
            // draws before it does, its `placeholder`, or its `{ phase in … }` / `{ state in … }` content then.
            let placeholder: [ViewNode]? =
                if let given = arguments["placeholder"] {
                    interpreter.views(of: given)
                } else if let content = arguments["content"] ?? arguments.contentClosure {
                    interpreter.views(of: content, arguments: [.member(Self.emptyImagePhase, arguments: [])])
                } else {
                    nil
                }
            if let placeholder, !placeholder.isEmpty {
                context.nodeCount += 1
                return .views(placeholder.map { located($0, at: location) })
            }
            node = ViewNode(.image(.resizable("AsyncImage", Size(width: 100, height: 100))), traits: NodeTraits(role: .decoration))
        case "Spacer":
            node = Spacer(minLength: arguments["minLength"]?.number)
        case "Divider":
            node = Divider()
        case "Color":
            node = Color("custom")
        case "Rectangle", "Circle", "Capsule", "Ellipse", "RoundedRectangle", "UnevenRoundedRectangle", "ContainerRelativeShape",
            // A gradient used as a view fills what it is offered, like a colour or a shape.
            "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient", "Canvas":
            node = ViewNode(.shape(name), traits: NodeTraits(role: .decoration))
        case "EmptyView":
            return .views([])
        case "HStack", "LazyHStack", "GridRow":
            let alignment = Alignments.vertical(arguments["alignment"]) ?? .center
            node = HStack(alignment: alignment, spacing: arguments["spacing"]?.number, content: content)
        case "ControlGroup":
            // In a screen (not a menu or toolbar), iOS shows a control group's controls side by side in one
            // rounded group; its label, for menus, is not drawn.
            node = HStack(spacing: 0, content: content)
        case "VStack", "LazyVStack", "Grid":
            let alignment = Alignments.horizontal(arguments["alignment"]) ?? .center
            node = VStack(
                alignment: alignment, spacing: arguments["spacing"]?.number ?? arguments["verticalSpacing"]?.number, content: content)
        case "ZStack":
            node = ZStack(alignment: Alignments.alignment(arguments["alignment"]) ?? .center, content: content)
        case "ScrollView":
            let axes: Axes = arguments.unlabeled()?.memberName == "horizontal" ? .horizontal : .vertical
            node = ScrollView(axes, content: content)
        case "List":
            node = List(style: .insetGrouped) { rows(arguments, interpreter: interpreter) }
        case "Form":
            node = Form(content: content)
        case "Section":
            return .views(section(arguments, interpreter: interpreter, at: location))
        case "Group" where context.previewGroupMember != nil && context.inlining.isEmpty:
            // One preview of a provider's group: only its own member.
            let member = context.previewGroupMember
            context.previewGroupMember = nil
            guard case .closure(let closure)? = arguments.trailingClosure ?? arguments.contentClosure else { return .views(content()) }
            return .views(interpreter.callClosure(closure, arguments: [], only: member).views ?? [])
        case "Group", "ForEach", "GlassEffectContainer":
            // A glass effect container only merges its children's glass; they lay out as they are.
            return .views(name == "ForEach" ? rows(arguments, interpreter: interpreter) : content())
        case "ViewThatFits":
            let axes: Axes =
                switch arguments["in"]?.memberName {
                case "horizontal": .horizontal;
                case "vertical": .vertical;
                default: .both
                }
            node = ViewThatFits(in: axes, content: content)
        case "Button", "Link", "Menu", "ShareLink", "NavigationLink":
            node = button(name, arguments, interpreter: interpreter)
        case "Toggle":
            node = labelled(ViewKind.toggle, arguments, interpreter: interpreter, name: "Toggle")
        case "TextField", "SecureField", "TextEditor":
            let placeholder = arguments.unlabeled().flatMap(\.textValue).map(context.display) ?? ""
            let text = arguments["text"].flatMap(\.textValue).map(context.display) ?? ""
            let lines: TextFieldLines =
                name == "TextEditor" ? .editor : arguments["axis"]?.memberName == "vertical" ? .growing : .one
            node = ViewNode(.textField(placeholder: placeholder, text: text, isSecure: name == "SecureField", lines: lines))
        case "Label":
            if let title = titleText(arguments, interpreter: interpreter) {
                let icon =
                    arguments["systemImage"]?.textValue.map { Image(systemName: $0.string) }
                    ?? Image("icon", size: Size(width: 20, height: 20))
                let text = interpreter.textNode(title)
                node = ViewNode(.label, children: [icon, text], traits: NodeTraits(name: "Label \"\(TextContent.strings(in: text)[0])\""))
            } else {
                let title = interpreter.views(of: arguments["title"] ?? arguments.contentClosure)
                let icon = interpreter.views(of: arguments["icon"])
                node = ViewNode(.label, children: icon + title)
            }
        case "LabeledContent":
            let label = titleText(arguments, interpreter: interpreter).map(interpreter.textNode)
            let value: [ViewNode] =
                switch arguments["value"] {
                case let value?: [interpreter.textNode(interpreter.shownText(value, property: "value"))]
                case nil: interpreter.views(of: arguments["content"] ?? arguments.contentClosure)
                }
            node = HStack {
                if let label { label }; Spacer(); value
            }
        case "GroupBox":
            let label = titleText(arguments, interpreter: interpreter).map { interpreter.textNode($0).font(.headline) }
            let inner = content()
            node = VStack(alignment: .leading, spacing: 8) {
                if let label { label }; inner
            }
            .padding(16)
            .background { RoundedRectangle(cornerRadius: 8) }
        case "Tab" where arguments.contentClosure != nil:
            // iOS 18's `Tab("Title", systemImage:) { content }` in a TabView.
            if let shown = title(arguments, interpreter: interpreter) { context.addTabLabel(shown) }
            return .views(content())
        case "Picker":
            node = picker(arguments, interpreter: interpreter)
        case "NavigationStack", "NavigationView", "NavigationSplitView":
            context.navigationFrames.append(.init())
            let inner = content()
            let frame = context.navigationFrames.removeLast()
            node = NavigationStack(title: frame.title.map(context.display), displayMode: frame.displayMode, content: { inner })
        case "TabView":
            context.tabFrames.append([])
            let tabs = content()
            let titles = context.tabFrames.removeLast()
            node = TabView(tabs: titles.isEmpty ? tabs.indices.map { "Tab \($0 + 1)" } : titles, content: { Array(tabs.prefix(1)) })
        case "LazyVGrid":
            var columns: [GridColumn] = []
            if case .array(let items)? = arguments["columns"] {
                for case .gridColumn(let column) in items { columns.append(column) }
            }
            node = LazyVGrid(
                columns: columns.isEmpty ? [.flexible(minimum: 10, maximum: .infinity)] : columns,
                spacing: arguments["spacing"]?.number, content: content)
        case "LazyHGrid":
            node = HStack(content: content)
        case "ProgressView" where arguments["value"] == nil:
            // Without a value SwiftUI draws the indeterminate spinner, a fixed 20 pt circle (with its label below),
            // not a bar across the row.
            let spinner = ViewNode(.shape(name), traits: NodeTraits(role: .decoration)).frame(width: 20, height: 20)
            if let title = arguments.unlabeled()?.textValue {
                node = VStack(spacing: 8) {
                    spinner; interpreter.textNode(title)
                }
            } else {
                node = spinner
            }
        case "ProgressView", "Gauge":
            node = ViewNode(.shape(name), traits: NodeTraits(role: .decoration)).frame(height: 20)
        case "Stepper", "DatePicker", "ColorPicker":
            let title = arguments.unlabeled().flatMap(\.textValue).map(interpreter.textNode) ?? LayoutEngine.Text("")
            node = HStack {
                title; Spacer(); OpaqueView(name, size: Size(width: name == "Stepper" ? 94 : 120, height: 34))
            }
        case "Slider":
            node = ViewNode(.shape("Slider"), traits: NodeTraits(role: .decoration)).frame(height: 44)
        case "DisclosureGroup":
            let label = arguments.unlabeled().flatMap(\.textValue).map(interpreter.textNode)
            node = VStack(alignment: .leading) { if let label { label } }
        case "ContentUnavailableView":
            // `ContentUnavailableView("No Mail", systemImage:, description:)`, or its builder form
            // `ContentUnavailableView { Label(…) } description: { … } actions: { Button(…) }`.
            let titled = arguments.unlabeled().flatMap(\.textValue).map { [interpreter.textNode($0)] }
            // Its label style puts a label's icon, large, above the title.
            let title = titled ?? interpreter.views(of: arguments["label"] ?? arguments.contentClosure).map(Self.iconAboveTitle)
            let icon = arguments["systemImage"]?.textValue.map { Image(systemName: $0.string).font(.largeTitle) }
            let description = interpreter.views(of: arguments["description"])
            let actions = interpreter.views(of: arguments["actions"])
            node = VStack(spacing: 8) {
                if let icon { icon }
                if !title.isEmpty { (title.count == 1 ? title[0] : VStack(spacing: 8) { title }).font(.title2).bold() }
                description
                if !actions.isEmpty { VStack(spacing: 8) { actions }.padding(.top, 8) }
            }
        case "ScrollViewReader", "TimelineView":
            // Containers that hand their content a value (a scroll proxy, a timeline context) and
            // lay it out as it is: the content is what shows.
            return .views(
                interpreter.views(
                    of: arguments.trailingClosure ?? arguments.contentClosure,
                    arguments: [.unknown(name == "TimelineView" ? "context" : "proxy")]))
        case "GeometryReader":
            context.note("\(location): GeometryReader is simulated as a full-size container; its geometry reads are not")
            // Greedy: it takes the size it is offered, whatever its content needs, and pins the content to
            // its top-leading corner, so content too big for it runs past its bottom and trailing edges.
            node = ZStack(alignment: .topLeading) {
                interpreter.views(of: arguments.trailingClosure, arguments: [.unknown(Interpreter.geometryProxy)])
            }
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
        default:
            return nil
        }
        context.interpretedCount += 1
        context.nodeCount += 1
        return .views([located(node, at: location)])
    }

    /// A `Label` as `ContentUnavailableView` draws it: the icon in the large title size above the title.
    static func iconAboveTitle(_ node: ViewNode) -> ViewNode {
        if case .label = node.kind, node.children.count == 2 {
            var stacked = VStack(spacing: 8) { [node.children[0].font(.largeTitle), node.children[1]] }
            stacked.traits.sourceLocation = node.traits.sourceLocation
            return stacked
        }
        guard node.kind.isModifier, node.children.count == 1 else { return node }
        var modified = node
        modified.children = [iconAboveTitle(node.children[0])]
        return modified
    }

    /// `node` and the parts the view itself makes (a button's title, a toggle's label) placed at
    /// `location`; content from closures keeps its own locations.
    static func located(_ node: ViewNode, at location: FileLocation) -> ViewNode {
        guard node.traits.sourceLocation == nil else { return node }
        var copy = node
        copy.traits.sourceLocation = location
        copy.children = node.children.map { located($0, at: location) }
        return copy
    }

    static func text(_ arguments: Interpreter.Arguments, interpreter: Interpreter) -> ViewNode {
        // `verbatim:` is never looked up in a catalog; text from data is still stressed by the profile.
        switch arguments["verbatim"] {
        case .text(let verbatim)?: return verbatim.isLiteral ? LayoutEngine.Text(verbatim.string) : interpreter.textNode(verbatim)
        case let value?:
            let property = arguments.values.first { $0.label == "verbatim" }?.syntax.flatMap(Interpreter.propertyName(of:))
            return interpreter.textNode(interpreter.shownText(value, property: property))
        case nil: break
        }
        // `Text(date, style: .date)`, `Text(amount, format: .currency(code: "EUR"))`. A date's text is as long as its
        // format makes it, whatever the date: source content. A relative one ("2 hours, 5 minutes") depends on the
        // value: a stand-in.
        // `Text(timerInterval: start...end, countsDown: true)`: a clock counting in minutes and seconds,
        // whose digits depend on when it is read.
        if arguments["timerInterval"] != nil {
            var node = LayoutEngine.Text(TextFormatting.date(style: "timer"))
            node.traits.standInContent = "timer"
            node.traits.standInOrigin = .runtimeData
            return node
        }
        if let style = arguments["style"]?.memberName {
            var node = LayoutEngine.Text(TextFormatting.date(style: style))
            if !["date", "time"].contains(style) {
                node.traits.standInContent = arguments.unlabeledSyntax().flatMap(Interpreter.propertyName(of:)) ?? "date"
                // How long ago or until a date is depends on the clock when the screen is read.
                node.traits.standInOrigin = .runtimeData
            }
            return node
        }
        if let formatSyntax = arguments.values.first(where: { $0.label == "format" })?.syntax,
            let fields = TextFormatting.dateFields(in: formatSyntax), let shown = TextFormatting.dateTime(fields: fields)
        {
            return LayoutEngine.Text(shown)
        }
        if case .member("number", _)? = arguments["format"], let number = arguments.unlabeled()?.number {
            return LayoutEngine.Text(TextFormatting.grouped(number))
        }
        if case .member("currency", let formatArguments)? = arguments["format"] {
            let code = formatArguments.first?.textValue?.string ?? "USD"
            let amount = arguments.unlabeled()?.number
            var node = LayoutEngine.Text(TextFormatting.currency(amount ?? 24.99, code: code))
            if amount == nil {
                node.traits.standInContent = arguments.unlabeledSyntax().flatMap(Interpreter.propertyName(of:)) ?? "amount"
                node.traits.standInOrigin = StandInOrigin(arguments.unlabeled()?.missing ?? .unread)
            }
            return node
        }
        if let symbol = catalogSymbolText(arguments.unlabeled(), interpreter: interpreter) { return interpreter.textNode(symbol) }
        switch arguments.unlabeled() {
        case .text(let value)?: return interpreter.textNode(value)
        case .number(let number)?: return LayoutEngine.Text(Interpreter.format(number))
        case .views(let nodes)? where Interpreter.isImage(nodes):
            // `Text(Image(systemName: "globe"))`: an icon set in the text's font, not text.
            return nodes[0]
        case let value?:
            let property = arguments.unlabeledSyntax().flatMap(Interpreter.propertyName(of:))
            return interpreter.textNode(interpreter.shownText(value, property: property))
        case nil:
            return LayoutEngine.Text("")
        }
    }

    /// The rows of `List`/`ForEach`: a closure over data (each element, or three samples when the
    /// data is unknown), or plain content.
    static func rows(_ arguments: Interpreter.Arguments, interpreter: Interpreter) -> [ViewNode] {
        guard let data = arguments.unlabeled(), case .closure = arguments.trailingClosure, data.textValue == nil else {
            return interpreter.views(of: arguments.trailingClosure)
        }
        if case .closure = data { return interpreter.views(of: data) }
        let elements: [Value]
        switch data {
        case .array(let items): elements = Array(items.prefix(Self.rowLimit))
        case .range(let lower?, let upper?):
            // `0..<0` is empty, not unknown.
            elements =
                upper < lower ? [] : stride(from: lower, through: min(upper, lower + Double(Self.rowLimit - 1)), by: 1).map(Value.number)
        case let number where number.count != nil:
            elements = (0..<max(0, min(number.count ?? 0, Self.rowLimit))).map { .number(Double($0)) }
        default:
            let name = arguments.unlabeledSyntax().flatMap(Interpreter.propertyName(of:)) ?? "item"
            elements = (0..<Self.sampleRows).map { _ in .unknown(name, data.missing ?? .unread) }
            if let syntax = arguments.unlabeledSyntax() { interpreter.context.dataShownAsSamples.insert(syntax.trimmedText) }
        }
        // Rows of the same data (a list of identical placeholders) show the same views: the first
        // is interpreted and the others reuse it, counted again for coverage, unless the row left
        // something for the containers around it (a tab label, a navigation title).
        var interpreted: [(element: Value, views: [ViewNode], tally: InterpretationContext.Tally)] = []
        return elements.flatMap { element -> [ViewNode] in
            if let earlier = interpreted.first(where: { $0.element.isSameData(as: element) }) {
                interpreter.context.count(again: earlier.tally)
                return earlier.views
            }
            let before = interpreter.context.tally, outer = interpreter.context.outerState
            var views = interpreter.views(of: arguments.trailingClosure, arguments: [element])
            if interpreter.context.readsPickerOptions {
                views = PickerSelection.tagging(views, with: identity(of: element, arguments, interpreter: interpreter))
            }
            // A row that set a tab label or a navigation title must run again to set it again.
            if interpreter.context.keptOuterState(outer) {
                interpreted.append((element, views, interpreter.context.tally(since: before)))
            }
            return views
        }
    }

    /// A `ForEach` element's identity, the tag SwiftUI gives its row: the value at its `id:` key path
    /// (`\.self` is the element), else the element's own `id`; nil when not known.
    private static func identity(of element: Value, _ arguments: Interpreter.Arguments, interpreter: Interpreter) -> String? {
        let identity: Value
        switch arguments["id"] {
        case .keyPath("self")?: identity = element
        case .keyPath(let path)?: identity = interpreter.value(at: path, in: element)
        case nil:
            switch element {
            case .instance, .enumCase: identity = interpreter.property("id", of: element, "id")
            default: return nil
            }
        default: return nil
        }
        return PickerSelection.key(of: identity)
    }

    /// At most this many rows of a list are simulated (more only repeat what they show).
    static let rowLimit = 30
    /// Rows simulated when the data is not known.
    static let sampleRows = 3

    /// `Section("Title") { rows } footer: { Text }`: header, rows and footer as list rows.
    static func section(_ arguments: Interpreter.Arguments, interpreter: Interpreter, at location: FileLocation) -> [ViewNode] {
        var nodes: [ViewNode] = []
        if case .text(let title)? = arguments.unlabeled() {
            nodes.append(interpreter.textNode(title).source(location).font(.footnote))
        }
        // A header is set in footnote type unless its own code picks a font (an inner font wins).
        nodes += interpreter.views(of: arguments["header"]).map { $0.font(.footnote).source(location) }
        let content = arguments["content"] ?? arguments.contentClosure
        nodes += interpreter.views(of: content)
        nodes += interpreter.views(of: arguments["footer"]).map { $0.font(.footnote).source(location) }
        interpreter.context.interpretedCount += 1
        return nodes
    }

    /// A control's title given as its first argument (a string, a key, data), shown under the
    /// content profile; nil when the title comes from a label closure instead.
    static func title(_ arguments: Interpreter.Arguments, interpreter: Interpreter) -> String? {
        titleText(arguments, interpreter: interpreter).map(interpreter.context.display)
    }

    /// `Text(.beginProgram)`, `Button(.logIn) { … }`: the symbol Xcode generates for a manually managed
    /// string-catalog entry is that entry's text, localizable like a literal.
    static func catalogSymbolText(_ value: Value?, interpreter: Interpreter) -> TextValue? {
        guard case .member(let symbol, let payload)? = value, payload.isEmpty, let key = interpreter.index.catalog.keysBySymbol[symbol]
        else { return nil }
        return TextValue(string: key, localizationKey: key, isLiteral: true, propertyName: nil)
    }

    /// The title's text before the content profile is applied, for a `Text` that keeps its origin.
    static func titleText(_ arguments: Interpreter.Arguments, interpreter: Interpreter) -> TextValue? {
        guard let value = arguments.unlabeled() else { return nil }
        if let symbol = catalogSymbolText(value, interpreter: interpreter) { return symbol }
        switch value {
        case .closure, .views: return nil
        default: return interpreter.shownText(value, property: arguments.unlabeledSyntax().flatMap(Interpreter.propertyName(of:)))
        }
    }

    private static func button(_ name: String, _ arguments: Interpreter.Arguments, interpreter: Interpreter) -> ViewNode {
        let role: NodeRole = .action
        if let title = titleText(arguments, interpreter: interpreter) {
            let text = interpreter.textNode(title)
            return ViewNode(
                .button(.plain, .regular), children: [text],
                traits: NodeTraits(name: "Button \"\(TextContent.strings(in: text)[0])\"", role: role))
        }
        let label = interpreter.views(of: arguments["label"] ?? arguments.contentClosure)
        return Button(role: role) { label }
    }

    private static func labelled(_ kind: ViewKind, _ arguments: Interpreter.Arguments, interpreter: Interpreter, name: String) -> ViewNode {
        if let title = titleText(arguments, interpreter: interpreter) {
            let text = interpreter.textNode(title)
            return ViewNode(kind, children: [text], traits: NodeTraits(name: "\(name) \"\(TextContent.strings(in: text)[0])\""))
        }
        let label = interpreter.views(of: arguments["label"] ?? arguments.contentClosure)
        return ViewNode(kind, children: [label.count == 1 ? label[0] : HStack { label }])
    }

    /// `Toggle(configuration)`, `Label(configuration)`, `Button(configuration)` in a style's `makeBody`:
    /// the system's control drawn again around what the configuration holds (the control's own label,
    /// or a label's icon and title). A button is already the button the style is drawing, so its
    /// label is all it adds. Nil for any other call.
    private static func fromStyleConfiguration(_ name: String, _ arguments: Interpreter.Arguments) -> Value? {
        guard ["Toggle", "Label", "Button"].contains(name), arguments.values.count == 1, arguments.values[0].label == nil,
            case .instance(let configuration) = arguments.values[0].value
        else { return nil }
        switch (name, configuration.fields["label"], configuration.fields["icon"], configuration.fields["title"]) {
        case ("Toggle", .views(let label)?, _, _):
            return .views([ViewNode(.toggle, children: [label.count == 1 ? label[0] : HStack { label }])])
        case ("Button", .views(let label)?, _, _):
            return .views(label)
        case ("Label", _, .views(let icon)?, .views(let title)?):
            return .views([ViewNode(.label, children: icon + title)])
        default:
            return nil
        }
    }

    /// A picker: its options' texts and the one its selection's tag picks (the first when that is not
    /// known); `pickerStyle(.segmented)` keeps it segmented, any other style turns it into a row
    /// showing its title and selected option (see `PickerRows`).
    private static func picker(_ arguments: Interpreter.Arguments, interpreter: Interpreter) -> ViewNode {
        let reading = interpreter.context.readsPickerOptions
        interpreter.context.readsPickerOptions = true
        let optionViews = interpreter.views(of: arguments["content"] ?? arguments.contentClosure)
        interpreter.context.readsPickerOptions = reading
        let optionTexts = optionViews.flatMap(TextContent.textNodes(in:))
        let selected = PickerSelection.selectedSegment(of: optionViews, selection: arguments["selection"]) ?? 0
        let title =
            title(arguments, interpreter: interpreter)
            ?? interpreter.views(of: arguments["label"]).flatMap(TextContent.strings(in:)).first ?? ""
        var node = PickerRows.keepingOrigins(
            of: optionTexts, in: Picker(segments: optionTexts.flatMap(TextContent.strings(in:)), selected: selected))
        node.traits.name = PickerRows.marker + title
        return node
    }
}

/// The strings of the text nodes in a subtree, in order.
enum TextContent {
    static func strings(in node: ViewNode) -> [String] {
        if case .text(let string) = node.kind { return [string] }
        return node.children.flatMap(strings(in:))
    }

    /// The text nodes of a subtree, in order.
    static func textNodes(in node: ViewNode) -> [ViewNode] {
        if case .text = node.kind { return [node] }
        return node.children.flatMap(textNodes(in:))
    }
}
