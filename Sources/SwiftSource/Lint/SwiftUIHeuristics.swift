internal import SwiftSyntax

/// The guesses SwiftUI rules make without a type checker: which views show text, which are
/// chrome (bars, tabs, segmented controls, whose text the Large Content Viewer serves), and which
/// text is a short label that fits one line at every size. Each rule's precision note says so.
enum SwiftUIHeuristics {
    /// Views that show text by name.
    static let textViews: Set<String> = ["Text", "Label", "TextField", "SecureField", "TextEditor"]

    /// Calls whose content is chrome: tab items, toolbars, navigation bars.
    static let chromeCalls: Set<String> = [
        "tabItem", "toolbar", "ToolbarItem", "ToolbarItemGroup", "Tab", "navigationTitle",
        "navigationBarItems", "badge",
    ]

    /// The longest one-word literal treated as a short label (as the other languages' rules do).
    static let shortLiteralLength = 15

    /// Whether `node` shows text: it names a text view anywhere inside, except where the text is
    /// not drawn: an accessibility label, hint or value (`.accessibilityLabel(Text(…))`,
    /// `Image(_:label:)`), or a view made `.hidden()`.
    /// A label set `.iconOnly` around `node` (`labelsDrawNoTitle`) draws no title either.
    static func showsText(_ node: some SyntaxProtocol, labelsDrawNoTitle: Bool = false) -> Bool {
        guard node.mentions(textViews) else { return false }
        let finder = VisibleTextFinder(labelsDrawNoTitle: labelsDrawNoTitle)
        finder.walk(node)
        return finder.found
    }

    /// Whether the view `call` makes is never drawn: `.hidden()` is applied to it, after it in its chain, or to a
    /// view around it (a hidden copy that holds a row's size for what is drawn over it).
    static func isHidden(_ call: FunctionCallExprSyntax) -> Bool {
        ([call] + call.enclosingCalls).contains { view in view.appliedModifiers.contains { $0.calledName == "hidden" } }
            || call.chainModifiers.contains { $0.calledName == "hidden" }
    }

    /// Whether the labels in the view `call` makes draw no title: a `.labelStyle(.iconOnly)` is applied
    /// to it, or to a view around it (a label style is an environment value).
    static func labelsAreIconOnly(around call: FunctionCallExprSyntax) -> Bool {
        ([call] + call.enclosingCalls).contains { $0.appliedModifiers.contains(where: isIconOnlyLabelStyle) }
    }

    /// Whether `node` lies in a branch chosen by the text size (`if dynamicTypeSize.isAccessibilitySize`,
    /// an app's own `isAccessibilityCategory()`, a `sizeCategory` comparison) or among a
    /// `ViewThatFits`'s alternatives: the code already adapts there.
    static func adaptsToTextSize(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let branch = ancestor.as(IfExprSyntax.self), mentionsTextSize(branch.conditions.trimmedText) { return true }
            if let ternary = ancestor.as(TernaryExprSyntax.self), mentionsTextSize(ternary.condition.trimmedText) { return true }
            if let call = ancestor.as(FunctionCallExprSyntax.self), call.calledName == "ViewThatFits" { return true }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self) {
                return false
            }
            current = ancestor.parent
        }
        return false
    }

    private static func mentionsTextSize(_ condition: String) -> Bool {
        condition.contains("ccessibilitySize") || condition.contains("ccessibilityCategory") || condition.contains("dynamicTypeSize")
            || condition.contains("sizeCategory")
    }

    /// Whether `node` sits in chrome: inside a tab item, toolbar or navigation bar, or inside (or
    /// being) a segmented picker.
    static func isChrome(_ node: some SyntaxProtocol) -> Bool {
        for call in node.enclosingCalls {
            if let name = call.calledName, chromeCalls.contains(name) { return true }
            if isSegmentedPicker(call) { return true }
        }
        if let call = node.as(FunctionCallExprSyntax.self), isSegmentedPicker(call.chainRoot) { return true }
        return false
    }

    /// Whether the font `call` builds (`.system(size:)`) is set on an icon: it is the argument of a
    /// `.font(…)` that modifies an `Image`, `Text(Image(…))`, or a button, menu or link whose
    /// label shows images and no text. An icon that keeps its size is `swiftui-unscaled-icon`'s
    /// matter, not a text size.
    static func setsIconFont(_ call: FunctionCallExprSyntax) -> Bool {
        guard let modifier = call.enclosingCalls.first, modifier.calledName == "font", let base = modifier.memberBase else { return false }
        // A label style is an environment value: set after the font, or around it, it still styles the labels below.
        return showsOnlyImages(base, labelsDrawNoTitle: labelsAreIconOnly(around: modifier))
    }

    /// Whether the view `expression` makes (a modifier chain) shows images and no text: an
    /// `Image`, `Text(Image(…))`, a property or function of the same file declared to be an
    /// `Image`, a property or function named for one (`configuration.icon` in a `LabelStyle`,
    /// `tab.getImage(…)`, `avatarImage`), or a view (a button, a stack of buttons) that names
    /// images and no text view and has no title.
    static func showsOnlyImages(_ expression: ExprSyntax, labelsDrawNoTitle: Bool = false) -> Bool {
        var root = expression
        var iconOnly = labelsDrawNoTitle
        while true {
            if let call = root.as(FunctionCallExprSyntax.self), let base = call.memberBase {
                if isIconOnlyLabelStyle(call) { iconOnly = true }
                // A method named for an image (`tab.getImage(…)`) makes the view; its base is a value, not a view.
                if let name = call.calledName, namesAnImage(name), !showsText(call) { return true }
                root = base
                continue
            }
            // A modifier inside `#if … #endif` after a view (`image.#if os(iOS) .font(.body) #endif`) modifies that view.
            if let call = root.as(FunctionCallExprSyntax.self), call.memberBase == nil,
                call.calledExpression.as(MemberAccessExprSyntax.self) != nil, let base = postfixIfConfigBase(of: call)
            {
                root = base
                continue
            }
            if let member = root.as(MemberAccessExprSyntax.self), let base = member.base, base.is(FunctionCallExprSyntax.self) {
                root = base; continue
            }
            break
        }
        if let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text { return namesAnImage(name) || declaresImage(name, near: root) }
        if let member = root.as(MemberAccessExprSyntax.self) { return namesAnImage(member.declName.baseName.text) }
        guard let call = root.as(FunctionCallExprSyntax.self) else { return false }
        if let name = call.calledName, name != "Image", namesAnImage(name), !showsText(call) { return true }
        switch call.calledName {
        case "Image":
            return true
        case "Text":
            return call.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self)?.calledName == "Image"
        case "Label" where iconOnly:
            return true
        default:
            // A title argument (`Button("Save") {…}`) is text; so is any drawn text view inside. A label
            // styled `.iconOnly` inside draws its icon alone.
            if let title = call.firstUnlabeledArgument, title.is(StringLiteralExprSyntax.self) { return false }
            return call.mentions(["Image", "Label"]) && !showsText(call, labelsDrawNoTitle: iconOnly)
        }
    }

    /// The view a `#if` block of modifiers follows, for a modifier written inside one of its clauses.
    static func postfixIfConfigBase(of modifier: FunctionCallExprSyntax) -> ExprSyntax? {
        var node = modifier.parent
        while let current = node {
            if let postfix = current.as(PostfixIfConfigExprSyntax.self) { return postfix.base }
            if current.is(CodeBlockItemSyntax.self) || current.is(ClosureExprSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// Whether `name`, a property or function, says it is an image by Swift's naming convention (a
    /// name says what it returns): `icon`, `image`, or a name ending in `Icon` or `Image`.
    static func namesAnImage(_ name: String) -> Bool {
        name == "icon" || name == "image" || name.hasSuffix("Icon") || name.hasSuffix("Image")
    }

    /// Whether the file declares `name` as an `Image`: `let image: Image`, `var icon: Image { … }`,
    /// `func symbol(…) -> Image`.
    static func declaresImage(_ name: String, near node: some SyntaxProtocol) -> Bool {
        let finder = ImageDeclarationFinder(name: name)
        finder.walk(node.root)
        return finder.found
    }

    /// Modifiers whose arguments are read by assistive technologies, never drawn.
    static let accessibilityModifiers: Set<String> = [
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibility",
        "accessibilityInputLabels", "accessibilityAction", "accessibilityCustomContent",
    ]

    /// Whether `call` is a `Picker` styled `.segmented` (or `SegmentedPickerStyle()`).
    static func isSegmentedPicker(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledName == "Picker" else { return false }
        return call.appliedModifiers.contains { modifier in
            guard modifier.calledName == "pickerStyle", let style = modifier.firstUnlabeledArgument else { return false }
            return style.memberName == "segmented" || style.as(FunctionCallExprSyntax.self)?.calledName == "SegmentedPickerStyle"
        }
    }

    /// Whether `call` is `.labelStyle(.iconOnly)` (or `IconOnlyLabelStyle()`): the labels it styles draw
    /// their icon and no title.
    static func isIconOnlyLabelStyle(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledName == "labelStyle", let style = call.firstUnlabeledArgument else { return false }
        return style.memberName == "iconOnly" || style.as(FunctionCallExprSyntax.self)?.calledName == "IconOnlyLabelStyle"
    }

    /// Whether `call` is `Text("…")` (or `Label("…", …)`) with a literal of one word of at most 15
    /// characters: such a label fits on one line at every size, so limiting it is harmless.
    static func isShortLiteral(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledName, textViews.contains(name),
            let literal = call.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self),
            literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return false }
        let content = segment.content.text
        return content.count <= shortLiteralLength && !content.contains(" ")
    }

    /// A font of this size or more is display text (Title 1 and up): big by design, a few words, often
    /// allowed to shrink, and still large when it does.
    static let displaySize = 28.0

    /// Whether the modifier chain `modifier` belongs to sets a display font: `.largeTitle`, or a `size:` of
    /// `displaySize` or more (`.system(size: 52)`, `.custom("Matter", size: 48)`, a project's
    /// `.adaptiveFont(.matter, size: (isPad ? 2 : 1) * 32)`).
    static func isDisplayText(_ modifier: FunctionCallExprSyntax) -> Bool {
        ([modifier.chainRoot] + modifier.chainModifiers + [modifier]).contains { call in
            if call.calledName == "font" && call.arguments.description.contains(".largeTitle") { return true }
            let finder = SizeArgumentFinder()
            finder.walk(call.arguments)
            return finder.largest.map { $0 >= displaySize } ?? false
        }
    }

    /// Whether text modified by `modifier` is body text: not chrome and not a short literal label.
    static func isBodyText(modifiedBy modifier: FunctionCallExprSyntax) -> Bool {
        !isChrome(modifier) && !isShortLiteral(modifier.chainRoot)
    }
}

/// Finds a text view that is drawn: skips accessibility arguments, an image's label, hidden views
/// and the titles of labels styled `.iconOnly`.
private final class VisibleTextFinder: SyntaxVisitor {
    var found = false
    /// Inside a `.labelStyle(.iconOnly)`: a `Label` draws its icon alone.
    private var labelsDrawNoTitle: Bool

    init(labelsDrawNoTitle: Bool) {
        self.labelsDrawNoTitle = labelsDrawNoTitle
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found { return .skipChildren }
        switch node.calledName {
        case let name? where SwiftUIHeuristics.accessibilityModifiers.contains(name) && node.memberBase != nil:
            // Only the view being labelled is drawn.
            if let base = node.memberBase { walk(base) }
            return .skipChildren
        case "hidden" where node.memberBase != nil:
            return .skipChildren
        case "labelStyle" where node.memberBase != nil && SwiftUIHeuristics.isIconOnlyLabelStyle(node):
            let outer = labelsDrawNoTitle
            labelsDrawNoTitle = true
            if let base = node.memberBase { walk(base) }
            labelsDrawNoTitle = outer
            return .skipChildren
        case "Image":
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if SwiftUIHeuristics.textViews.contains(name), !(labelsDrawNoTitle && name == "Label") { found = true }
        return .skipChildren
    }
}

/// Finds a declaration of a name whose type is `Image`.
private final class ImageDeclarationFinder: SyntaxVisitor {
    let name: String
    var found = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
            node.typeAnnotation?.type.trimmedText == "Image"
        {
            found = true
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name, node.signature.returnClause?.type.trimmedText == "Image" { found = true }
        return .skipChildren
    }
}

/// The largest `size:` argument of a font expression: a literal, or the largest literal of a product
/// (`(isPad ? 2 : 1) * 32`), whose other factors are at least 1. A size with a division or a
/// subtraction is not read.
private final class SizeArgumentFinder: SyntaxVisitor {
    var largest: Double?

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.label?.text == "size" else { return .visitChildren }
        let tokens = node.expression.tokens(viewMode: .sourceAccurate)
        guard !tokens.contains(where: { $0.text == "/" || $0.text == "-" }) else { return .visitChildren }
        let literals = tokens.compactMap { token -> Double? in
            switch token.tokenKind {
            case .integerLiteral(let text), .floatLiteral(let text): Double(text.filter { $0 != "_" })
            default: nil
            }
        }
        if let size = literals.max() { largest = max(largest ?? size, size) }
        return .visitChildren
    }
}
