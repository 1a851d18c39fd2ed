internal import SwiftSyntax
internal import DynamicType
internal import Findings
internal import LayoutEngine
internal import TextMeasurement

/// Modifiers on views: those that change layout become nodes, those that only say what a view
/// is for set its role, and those that change nothing layout sees pass through.
extension Interpreter {
    /// `nodes.name(arguments)`, or nil when `name` is not a modifier Reflow knows.
    func applyModifier(_ name: String, to nodes: [ViewNode], _ arguments: Arguments, _ scope: Scope, at location: FileLocation) -> Value? {
        // A size-dependent argument (`isAccessibilitySize ? nil : 44`) applies the modifier per size.
        if let index = arguments.values.firstIndex(where: { if case .choice = $0.value { true } else { false } }),
            case .choice(let condition, let first, let second) = arguments.values[index].value
        {
            var whenTrue = arguments
            var whenFalse = arguments
            whenTrue.values[index].value = first
            whenFalse.values[index].value = second
            guard let a = applyModifier(name, to: nodes, whenTrue, scope, at: location)?.views,
                let b = applyModifier(name, to: nodes, whenFalse, scope, at: location)?.views
            else { return nil }
            return .views([conditionalNode(condition, a, b)])
        }
        if let custom = customModifier(name, nodes, arguments, at: location) { return custom }
        if let styled = projectStyle(name, on: nodes, arguments) { return .views(styled) }
        if name == "labelStyle",
            let style = SystemLabelStyle(arguments.unlabeled(), written: arguments.unlabeledSyntax()?.trimmedText)
        {
            context.interpretedCount += 1
            return .views(nodes.map(style.applied))
        }
        if name == "tabViewStyle", PagedTabViews.isPageStyle(arguments.unlabeled()) {
            context.interpretedCount += 1
            return .views(nodes.map(PagedTabViews.paged))
        }
        if name == "redacted", arguments["reason"]?.memberName == "placeholder" {
            return .views(nodes.map { $0.redactedAsPlaceholder() })
        }
        if Self.presentationModifiers.contains(name), let presented = presentation(name, on: nodes, arguments, at: location) {
            return presented
        }
        /// The views with a trait only checks read changed: nothing layout sees.
        func marked(_ change: (inout NodeTraits) -> Void) -> Value {
            .views(
                nodes.map { node in
                    var marked = node
                    change(&marked.traits)
                    return marked
                })
        }
        // `.tag(value)`: what a picker matches its selection against.
        if name == "tag", let value = arguments.unlabeled() {
            let key = PickerSelection.key(of: value)
            return marked { $0.tag = key }
        }
        // `.animation(.linear(duration: 10).repeatForever())`: the view keeps moving by itself (a marquee).
        if name == "animation", arguments.values.contains(where: { $0.syntax?.trimmedText.contains("repeatForever") == true }) {
            return marked { $0.movesByItself = true }
        }
        // On a resizable image the aspect ratio sizes it; on any other view it changes nothing Reflow lays out.
        if name == "aspectRatio" || name == "scaledToFit" || name == "scaledToFill" {
            return .views(nodes.map { fittedImage($0, name, arguments) ?? $0 })
        }
        if Self.neutralModifiers.contains(name) { return .views(nodes) }
        // Kingfisher's loading options (`.placeholder { … }`, `.retry(…)`, `.cancelOnDisappear(true)`) change how
        // the image arrives, not where it is: the placeholder is drawn in the image's own frame.
        if BuiltinViews.remoteImageOptions.contains(name), !nodes.isEmpty, nodes.allSatisfy(BuiltinViews.isRemoteImage) {
            return .views(nodes)
        }
        var result: [ViewNode] = []
        let gapsBefore = context.uninterpretedCount
        for node in nodes {
            guard let modified = modifier(name, node, arguments, at: location) else { return nil }
            result.append(modified)
        }
        // A modifier that recorded a gap (a font it could not read) is counted there, not here.
        if context.uninterpretedCount == gapsBefore { context.interpretedCount += 1 }
        return .views(result)
    }

    /// `.modifier(CardStyle())` and `View` extension methods of the project.
    private func customModifier(_ name: String, _ nodes: [ViewNode], _ arguments: Arguments, at location: FileLocation) -> Value? {
        if name == "modifier", case .instance(let instance)? = arguments.unlabeled() {
            guard let methods = instance.type.methods["body"], let body = methods.first else {
                context.gap(
                    .ignoredModifier, instance.type.name,
                    note: "\(location): the view modifier \(instance.type.name) has no readable body(content:); not simulated")
                return .views(nodes.map { $0.unread(.modifier, instance.type.name, at: location) })
            }
            context.interpretedCount += 1
            var content = Arguments(values: [])
            content.values = [("content", .views(nodes), nil)]
            return invoke(body, content, instance: instance)
        }
        if let declared = index.viewExtensionMethods[name] {
            // Swift finds a method on the receiver's own type or on `View`: a `Text`'s `style(_:)` is never the
            // one `extension Image` declares (when nothing else has the name, the receiver was misjudged).
            let receiver = Self.receiverType(of: nodes)
            let reachable = declared.filter { $0.extendedType == "View" || $0.extendedType == receiver }
            let methods = reachable.isEmpty ? declared : reachable
            // A project's overload shadows SwiftUI's modifier of the same name only where its labels
            // fit (`frame(width:height:scaleWithFont:)` is not `frame(minHeight:)`); a call that fits
            // none of them is SwiftUI's own.
            let isSwiftUIModifier = Self.layoutModifiers.contains(name) || Self.neutralModifiers.contains(name)
            if let method = fittingOverload(methods, arguments, at: location) ?? (isSwiftUIModifier ? nil : methods[0]) {
                context.interpretedCount += 1
                return invoke(method, arguments, instance: nil, extra: ["self": .views(nodes)])
            }
        }
        return nil
    }

    /// A resizable image kept at an aspect ratio: the one given (`.aspectRatio(1, contentMode: .fit)`), else the
    /// image's own, where the project's asset gives its size; nil for anything else, which the modifier leaves as it is.
    private func fittedImage(_ node: ViewNode, _ name: String, _ arguments: Arguments) -> ViewNode? {
        // A clip (`cornerRadius`, `clipShape`) takes its content's size: the ratio reaches the image inside it.
        if case .clipped = node.kind, node.children.count == 1, let fitted = fittedImage(node.children[0], name, arguments) {
            var copy = node
            copy.children = [fitted]
            return copy
        }
        guard case .image(.resizable(let asset, let size)) = node.kind, size.width > 0 else { return nil }
        let given = name == "aspectRatio" ? arguments.unlabeled()?.number : nil
        guard let ratio = given ?? (index.images.sizes[asset] != nil && size.height > 0 ? size.width / size.height : nil), ratio > 0,
            ratio.isFinite
        else { return nil }
        let fill = name == "scaledToFill" || arguments["contentMode"]?.memberName == "fill"
        var copy = node
        copy.kind = .image(.fitted(asset, Size(width: size.width, height: size.width / ratio), fill: fill))
        return copy
    }

    /// The SwiftUI type a project extension of which a method is called on: `Text` for a text (through the
    /// modifiers that keep it one, such as `.font(_:)`), `Image`, `Label`, `Button` or `Shape`; `View` otherwise.
    static func receiverType(of nodes: [ViewNode]) -> String {
        guard nodes.count == 1, var node = nodes.first else { return "View" }
        while case .environment = node.kind, let content = node.children.first { node = content }
        switch node.kind {
        case .text: return "Text"
        case .image: return "Image"
        case .label: return "Label"
        case .button: return "Button"
        case .shape: return "Shape"
        default: return "View"
        }
    }

    private func modifier(_ name: String, _ node: ViewNode, _ arguments: Arguments, at location: FileLocation) -> ViewNode? {
        func wrapper(_ modified: ViewNode) -> ViewNode {
            // The new wrapper node is where the modifier is written.
            modified.kind.isModifier && modified.children.first == node ? modified.source(location) : modified
        }
        switch name {
        case "padding":
            // `.padding(EdgeInsets(top: 12, leading: 0, bottom: 6, trailing: 0))`, also written `.padding(.init(…))`.
            if let insets = EdgeInsetValues.insets(arguments.unlabeled()) { return wrapper(node.padding(insets)) }
            let length = arguments.values.first { $0.label == nil && $0.value.number != nil }?.value
            let edges = Alignments.edges(arguments.unlabeled()) ?? .all
            if case .scaledMetric(let metric)? = length {
                return wrapper(node.padding(edges, metric.baseValue))
            }
            return wrapper(node.padding(edges, length?.number))
        case "frame":
            return frame(node, arguments).map(wrapper)
        case "fixedSize":
            if arguments.values.isEmpty { return wrapper(node.fixedSize()) }
            return wrapper(
                node.fixedSize(horizontal: arguments["horizontal"]?.bool ?? false, vertical: arguments["vertical"]?.bool ?? false))
        case "layoutPriority":
            return node.layoutPriority(arguments.unlabeled()?.number ?? 0)
        case "clipped", "clipShape", "cornerRadius", "mask":
            return wrapper(node.clipped())
        case "background", "overlay":
            let alignment = Alignments.alignment(arguments["alignment"]) ?? .center
            let builder = arguments.trailingClosure ?? arguments["content"]
            var decoration = views(of: builder)
            // A builder that draws nothing (`.overlay { if isLoading { … } }` while not loading) adds nothing;
            // only a style Reflow cannot read is drawn as a fill.
            if decoration.isEmpty, builder == nil {
                switch arguments.unlabeled() {
                case .views(let nodes)?: decoration = nodes
                case .color(let color)?: decoration = [Color(color)]
                default: decoration = [ViewNode(.shape("Material"), traits: NodeTraits(role: .decoration))]
                }
            }
            return wrapper(
                name == "background"
                    ? node.background(alignment: alignment) { decoration } : node.overlay(alignment: alignment) { decoration })
        case "offset":
            let moved = wrapper(node.offset(x: arguments["x"]?.number ?? 0, y: arguments["y"]?.number ?? 0))
            // `.offset(x: containerWidth / 2 - dividerOffset)` with sizes measured on screen: where the view
            // ends up is not known, so what is said about its position rests on a part not read.
            let unknown = ["x", "y"].filter { arguments[$0].map { $0.number == nil } ?? false }
            guard !unknown.isEmpty else { return moved }
            return moved.unread(
                .modifier, ".offset(\(unknown.map { "\($0): …" }.joined(separator: ", "))) by a value known only while the app runs",
                at: location)
        case "font":
            guard case .font(let font)? = arguments.unlabeled() else {
                let written = arguments.unlabeledSyntax()?.trimmedText ?? "?"
                context.gap(
                    .unreadFont, written, note: "\(location): a font Reflow cannot read (\(written)); the text keeps the font around it")
                return node.unread(.font, written, at: location)
            }
            context.fontsRead += 1
            var result = wrapper(node.font(font))
            if let style = font.textStyle, [.largeTitle, .title1, .title2, .title3].contains(style) {
                result = Roles.assign(.heading, to: result, memo: context.changedSubtrees)
            }
            return result
        case "fontWeight":
            guard let weight = arguments.unlabeled()?.memberName.flatMap(TextStyleNames.weight) else { return node }
            return wrapper(node.fontWeight(weight))
        case "bold":
            if arguments.unlabeled()?.bool == false { return node }
            return wrapper(node.bold())
        case "lineLimit":
            return lineLimit(node, arguments).map(wrapper)
        case "truncationMode":
            let mode: TruncationMode? =
                switch arguments.unlabeled()?.memberName {
                case "head": .head;
                case "middle": .middle;
                case "tail": .tail;
                default: nil
                }
            return mode.map { wrapper(node.truncationMode($0)) } ?? node
        case "scrollDisabled":
            // `.scrollDisabled(isLocked)` with a value the code does not decide leaves scrolling on.
            guard let disabled = arguments.unlabeled()?.bool else { return node }
            return wrapper(node.scrollDisabled(disabled))
        case "minimumScaleFactor":
            return arguments.unlabeled()?.number.map { wrapper(node.minimumScaleFactor($0)) } ?? node
        case "multilineTextAlignment":
            return Alignments.horizontal(arguments.unlabeled()).map { wrapper(node.multilineTextAlignment($0)) } ?? node
        case "dynamicTypeSize":
            if isPreviewCode { return previewSize(node, at: location) }
            return dynamicTypeSize(node, arguments.unlabeled()).map(wrapper) ?? node
        case "environment":
            guard case .keyPath(let keyPath)? = arguments.values.first?.value else { return node }
            switch (keyPath, arguments.values.dropFirst().first?.value) {
            case ("dynamicTypeSize", _) where isPreviewCode, ("sizeCategory", _) where isPreviewCode:
                return previewSize(node, at: location)
            case ("dynamicTypeSize", let value?), ("sizeCategory", let value?):
                return Operators.category(of: value).map { wrapper(node.environment(.sizeCategory($0))) } ?? node
            case ("layoutDirection", .member("rightToLeft", _)?): return wrapper(node.layoutDirection(.rightToLeft))
            case ("layoutDirection", .member("leftToRight", _)?): return wrapper(node.layoutDirection(.leftToRight))
            default: return node
            }
        case "accessibilityShowsLargeContentViewer":
            // Offered on a control, it shows the control's text: that text is chrome with the viewer.
            return Roles.offerLargeContentViewer(in: node.accessibilityShowsLargeContentViewer(), memo: context.changedSubtrees)
        case "hidden":
            return wrapper(node.hidden())
        case "opacity":
            // Below a twentieth (`.opacity(0.01)` over a field that takes the typing) nothing drawn can be read or
            // seen over what is below: the view is laid out but shows nothing, as `hidden()` does.
            guard let opacity = arguments.unlabeled()?.number, opacity < Self.invisibleOpacity else { return node }
            return wrapper(node.hidden())
        case "safeAreaInset":
            let edge: VerticalEdge = arguments["edge"]?.memberName == "top" ? .top : .bottom
            let bar = views(of: arguments.trailingClosure ?? arguments["content"])
            return wrapper(node.safeAreaInset(edge: edge, spacing: arguments["spacing"]?.number) { bar })
        case "buttonStyle":
            switch arguments.unlabeled()?.memberName {
            case "borderedProminent":
                return Roles.assign(.primaryAction, toButtonsIn: node.buttonStyle(.borderedProminent), memo: context.changedSubtrees)
            case "bordered": return node.buttonStyle(.bordered)
            case "plain", "borderless": return node.buttonStyle(.plain)
            default: return node
            }
        case "controlSize":
            let size: ControlSize? =
                switch arguments.unlabeled()?.memberName {
                case "mini": .mini;
                case "small": .small;
                case "regular": .regular;
                case "large": .large;
                case "extraLarge": .extraLarge
                default: nil
                }
            return size.map { node.controlSize($0) } ?? node
        case "foregroundStyle", "foregroundColor", "tint":
            if case .color("red")? = arguments.unlabeled(), name != "tint" {
                return Roles.assign(.errorMessage, to: node, memo: context.changedSubtrees)
            }
            return node
        case "accessibilityAddTraits":
            if arguments.unlabeled()?.memberName == "isHeader" { return Roles.assign(.heading, to: node, memo: context.changedSubtrees) }
            return node
        case "navigationTitle":
            switch arguments.unlabeled() {
            case .text(let title)?:
                context.setNavigationFrame { $0.title = title }
            case .views(let nodes)?:
                // `navigationTitle(Text("…"))`: the text is already displayed under the profile.
                if let string = nodes.flatMap(TextContent.strings(in:)).first {
                    context.setNavigationFrame { $0.title = .literal(string, localizable: false) }
                }
            default: break
            }
            return node
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            let mode: TitleDisplayMode = arguments.unlabeled()?.memberName == "inline" ? .inline : .large
            context.setNavigationFrame { $0.displayMode = mode }
            return node
        case "tabItem":
            let label = views(of: arguments.trailingClosure).flatMap(TextContent.strings(in:)).first ?? "Tab"
            context.addTabLabel(label)
            return node
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            // `ignoresSafeArea(.keyboard)` only moves the view for the keyboard, which is not up.
            let regions = name == "ignoresSafeArea" ? arguments.unlabeled()?.memberName : nil
            guard regions != "keyboard" else { return node }
            let edges = Alignments.edges(name == "ignoresSafeArea" ? arguments["edges"] : arguments.unlabeled()) ?? .all
            return wrapper(node.ignoresSafeArea(edges))
        case "pickerStyle":
            let style = PickerRows.Style(arguments.unlabeled()?.styleName(endingIn: "PickerStyle"))
            return PickerRows.style(node, style, memo: context.changedSubtrees)
        case "listStyle":
            guard case .list = node.kind else { return node }
            var copy = node
            copy.kind = .list(arguments.unlabeled()?.styleName(endingIn: "ListStyle") == "plain" ? .plain : .insetGrouped)
            return copy
        case "textCase":
            return arguments.unlabeled()?.memberName == "uppercase" ? TextContent.uppercased(node, memo: context.changedSubtrees) : node
        case "resizable":
            guard case .image(.bitmap(let asset, let size)) = node.kind else { return node }
            var copy = node
            copy.kind = .image(.resizable(asset, size))
            return copy
        case "labelsHidden":
            return node
        default:
            return nil
        }
    }

    private func frame(_ node: ViewNode, _ arguments: Arguments) -> ViewNode? {
        let alignment = Alignments.alignment(arguments["alignment"]) ?? .center
        let labels = Set(arguments.values.compactMap(\.label))
        if labels.isSubset(of: ["width", "height", "alignment"]) {
            let width = arguments["width"], height = arguments["height"]
            let scaledWidth = Self.scaledMetric(width), scaledHeight = Self.scaledMetric(height)
            guard scaledWidth != nil || scaledHeight != nil else {
                return node.frame(width: width?.number, height: height?.number, alignment: alignment)
            }
            // Fixed lengths in an inner frame, `@ScaledMetric` ones in an outer frame that grows.
            let fixedWidth = scaledWidth == nil ? width?.number : nil, fixedHeight = scaledHeight == nil ? height?.number : nil
            let inner =
                fixedWidth == nil && fixedHeight == nil ? node : node.frame(width: fixedWidth, height: fixedHeight, alignment: alignment)
            return inner.frame(width: scaledWidth, height: scaledHeight, alignment: alignment)
        }
        func bound(_ label: String) -> Double? {
            guard let value = arguments[label] else { return nil }
            if case .member("infinity", _) = value { return .infinity }
            if case .unknown(let text, _) = value, text.hasSuffix("infinity") { return .infinity }
            return value.number
        }
        return node.frame(
            minWidth: bound("minWidth"), idealWidth: bound("idealWidth"), maxWidth: bound("maxWidth"),
            minHeight: bound("minHeight"), idealHeight: bound("idealHeight"), maxHeight: bound("maxHeight"), alignment: alignment)
    }

    private static func scaledMetric(_ value: Value?) -> ScaledMetric? {
        if case .scaledMetric(let metric)? = value { return metric }
        return nil
    }

    private func lineLimit(_ node: ViewNode, _ arguments: Arguments) -> ViewNode? {
        // `.lineLimit(Int.max)`: a count is held to a million lines, as any count is (`Value.count`).
        let lines = { (number: Double) in Value.number(number).count }
        switch arguments.unlabeled() {
        case .number(let number)?:
            guard let count = lines(number) else { return node }
            if arguments["reservesSpace"]?.bool == true { return node.lineLimit(count, reservesSpace: true) }
            return node.lineLimit(count)
        case .none?: return node.lineLimit(nil)
        case .range(let lower, let upper)?:
            if let lower = lower.flatMap(lines), let upper = upper.flatMap(lines), lower <= upper { return node.lineLimit(lower...upper) }
            return node.environment(.lineLimit(LineLimit(minimum: lower.flatMap(lines), maximum: upper.flatMap(lines))))
        default: return node
        }
    }

    /// Whether the code being read is a preview's own, not a view's it shows: nothing is inlined yet.
    private var isPreviewCode: Bool { context.inlining.isEmpty }

    /// A text size set in a preview's own code picks the size Xcode shows, while the app's users
    /// pick theirs: Reflow checks every size, so the preview's is noted, not applied.
    private func previewSize(_ node: ViewNode, at location: FileLocation) -> ViewNode {
        context.note("\(location): the preview sets a text size for what it shows; Reflow checks every size instead")
        return node
    }

    private func dynamicTypeSize(_ node: ViewNode, _ value: Value?) -> ViewNode? {
        switch value {
        case .categoryRange(let lower, let upper)?:
            return node.dynamicTypeSize((lower ?? .xSmall)...(upper ?? .accessibility5))
        case let single?:
            return Operators.category(of: single).map { node.dynamicTypeSize($0) }
        case nil:
            return nil
        }
    }

    /// Modifiers that change layout, handled in `modifier(_:_:_:at:)`.
    static let layoutModifiers: Set<String> = [
        "padding", "frame", "fixedSize", "layoutPriority", "clipped", "clipShape", "cornerRadius", "mask", "background", "overlay",
        "offset", "font", "fontWeight", "bold", "lineLimit", "truncationMode", "minimumScaleFactor", "multilineTextAlignment",
        "dynamicTypeSize", "environment", "accessibilityShowsLargeContentViewer", "hidden", "opacity", "safeAreaInset", "buttonStyle",
        "controlSize", "foregroundStyle", "foregroundColor", "tint", "accessibilityAddTraits", "navigationTitle",
        "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode", "tabItem", "pickerStyle", "listStyle", "textCase", "resizable",
        "labelsHidden", "ignoresSafeArea", "edgesIgnoringSafeArea",
    ]

    /// The opacity below which a view shows nothing anyone can read: text at 5 % has a contrast of about 1.05:1.
    static let invisibleOpacity = 0.05

    /// Methods of `Color` and `ShapeStyle` that give another colour or style, not a view.
    static let colorMethods: Set<String> = ["opacity", "shadow", "blendMode", "gradient", "mix", "secondary", "tertiary", "quaternary"]

    /// Modifiers that change nothing layout sees (gestures, accessibility labels, presentation,
    /// focus, drawing effects): the view passes through unchanged and counts as simulated.
    static let neutralModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit", "refreshable",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier", "accessibilityElement",
        "accessibilityHidden", "accessibilityAction", "accessibilitySortPriority", "accessibilityRemoveTraits",
        "shadow", "animation", "transition", "id", "tag", "disabled", "keyboardType", "textContentType", "textInputAutocapitalization",
        "autocapitalization", "autocorrectionDisabled", "disableAutocorrection", "submitLabel", "focused", "sheet", "alert",
        "confirmationDialog", "fullScreenCover", "popover", "navigationDestination", "toolbar", "toolbarBackground", "toolbarRole",
        "contentShape", "scrollContentBackground", "listRowBackground", "listRowSeparator", "listRowInsets", "listSectionSeparator",
        "italic", "underline", "strikethrough", "kerning", "tracking", "monospacedDigit", "monospaced", "symbolRenderingMode",
        "symbolVariant", "imageScale", "fontDesign", "redacted", "allowsHitTesting", "zIndex", "scaleEffect", "rotationEffect",
        "blur", "saturation", "brightness", "grayscale", "border", "labelStyle", "toggleStyle", "textFieldStyle", "presentationDetents",
        "containerBackground", "statusBarHidden", "preferredColorScheme", "environmentObject",
        "modelContainer",
        "navigationBarBackButtonHidden", "interactiveDismissDisabled", "scrollDismissesKeyboard", "scrollIndicators", "gesture",
        "simultaneousGesture", "highPriorityGesture", "draggable", "dropDestination", "help", "badge", "privacySensitive",
        "sensoryFeedback", "contentTransition", "matchedGeometryEffect", "compositingGroup", "drawingGroup", "aspectRatio",
        "scaledToFit", "scaledToFill", "renderingMode", "searchable", "navigationBarHidden", "toolbarColorScheme", "tabViewStyle",
        "buttonBorderShape", "textSelection", "fill", "stroke", "strokeBorder", "listItemTint", "headerProminence",
        "onHover", "hoverEffect", "onDelete", "onMove", "swipeActions", "contextMenu", "keyboardShortcut", "navigationSplitViewStyle",
        "formStyle", "menuStyle", "progressViewStyle", "datePickerStyle", "gaugeStyle", "controlGroupStyle",
        "preference", "onPreferenceChange", "coordinateSpace", "alignmentGuide", "lineSpacing", "allowsTightening", "baselineOffset",
        // Preview configuration: how Xcode shows a preview, not how the view lays out.
        "previewDisplayName", "previewLayout", "previewDevice", "previewContext", "previewInterfaceOrientation",
        // Behaviour, accessibility semantics and styling that take no space of their own.
        "onOpenURL", "onContinueUserActivity", "userActivity", "handlesExternalEvents", "transaction", "accentColor",
        "accessibilityActions", "accessibilityAddTraits", "accessibilityInputLabels", "accessibilityRepresentation",
        "accessibilityCustomContent", "accessibilityChildren", "accessibilityRotor", "glassEffect", "navigationViewStyle", "indexViewStyle",
        // The older `accessibility(label:)` family, symbol animations, a sheet's grabber, key presses,
        // scroll positions and anchor preferences: they change what assistive technology hears, what
        // moves, or what code reads, not where anything is laid out.
        "accessibility", "accessibilityRespondsToUserInteraction", "symbolEffect",
        "presentationDragIndicator", "presentationCornerRadius", "presentationBackground", "onKeyPress", "scrollPosition",
        "anchorPreference", "transformAnchorPreference", "transformPreference",
        // WidgetKit: what a tap opens and how the system tints a Live Activity; where a region goes
        // when it is too wide is part of the approximate Dynamic Island layout (`LiveActivityPreview`).
        "widgetURL", "activityBackgroundTint", "activitySystemActionForegroundColor", "keylineTint", "dynamicIsland",
    ]
}
