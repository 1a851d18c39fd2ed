internal import SwiftSyntax
internal import Lint
internal import Findings

/// What a text is for, read from how the code styles it, for the severity a finding on it deserves.
///
/// Apple's text styles carry a role: body, callout, headline and the titles hold what people read
/// and act on; subheadline, footnote and the captions hold what supports it. A dimmed colour (the
/// `.secondary` hierarchy, a `…Secondary` colour, an `.opacity` below 1) and a size below
/// footnote's 13 pt say the same. The one text of a button, link, toggle or menu is its title, what people
/// act on: key unless styled otherwise. A text whose style says neither keeps its rule's severity.
enum TextEmphasis: Equatable {
    /// What people must read or act on: the name that identifies an item, a price, a body of text.
    case key
    /// Metadata beside the key text: a source, a date, a caption, a count.
    case secondary

    /// The severity a finding on such text deserves in an app screen.
    var severity: Severity { self == .key ? .error : .warning }

    /// Why the finding has its severity, as a sentence that ends its message.
    var reason: String {
        switch self {
        case .key: "Reported as an error: its text style marks what people read first (body, callout, headline or a title)."
        case .secondary:
            "Reported as a warning: it is styled as supporting text (a subheadline, footnote or caption style, a dimmed colour or a caption size)."
        }
    }

    /// Words of the text-style names (and of design-system tokens built on them) for supporting text,
    /// looked for first: `subheadline` and `subtitle` contain a key word.
    static let secondaryStyleWords = ["subheadline", "subtitle", "footnote", "caption"]
    /// Words of the text-style names for key text (`.scaledBody`, `.styleGuide(.headline)`, `Typography.titleLarge`).
    static let keyStyleWords = ["largetitle", "title", "headline", "body", "callout", "display"]
    /// Words of colours that dim text (`.secondary`, `Color(UIColor.secondaryLabel)`, `Asset.Colors.textSecondary`).
    static let dimmedColorWords = ["secondary", "tertiary", "quaternary", "placeholder"]
    /// The smallest size of footnote text; a fixed size below it is caption-sized.
    static let captionSizeLimit = 13.0

    /// The emphasis of the text whose modifier chain `call` belongs to: from the chain's own font,
    /// colour and opacity, else from the font the enclosing views pass down; nil when nothing says.
    static func of(_ call: FunctionCallExprSyntax) -> TextEmphasis? {
        let chain = [call.chainRoot] + call.chainModifiers
        if chain.contains(where: dims) { return .secondary }
        if let emphasis = chain.lazy.compactMap(fontEmphasis).first { return emphasis }
        // A font set on an enclosing stack is the environment's font for the text inside.
        let enclosing = call.chainRoot.enclosingCalls.prefix(6)
        for container in enclosing {
            let modifiers = container.appliedModifiers
            if modifiers.contains(where: dims) { return .secondary }
            if let emphasis = modifiers.lazy.compactMap(fontEmphasis).first { return emphasis }
        }
        // A control's title is what people act on; a control holding several texts is a row or a card, not a title.
        if let control = enclosing.first(where: { controls.contains($0.calledName ?? "") && $0.memberBase == nil }) {
            let finder = TextCallFinder()
            finder.walk(control)
            if finder.calls.count == 1 { return .key }
        }
        return nil
    }

    /// Controls whose label is the action people take: their one text is key unless styled as supporting text.
    static let controls: Set<String> = ["Button", "NavigationLink", "Link", "Toggle", "Menu"]

    /// Whether some `Text` or `Label` under `node` is key text (a side of a row, a box's content).
    static func holdsKeyText(_ node: some SyntaxProtocol) -> Bool {
        let finder = TextCallFinder()
        finder.walk(node)
        return finder.calls.contains { of($0) == .key }
    }

    /// The emphasis a font expression gives: a text style's name, a fixed size below footnote's, or a
    /// size that is a fraction of another (`fontSize * 0.8`, the smaller text beside the main one).
    static func emphasis(ofFont expression: some SyntaxProtocol) -> TextEmphasis? {
        for token in expression.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind else { continue }
            let word = token.text.lowercased()
            if secondaryStyleWords.contains(where: word.contains) { return .secondary }
            if keyStyleWords.contains(where: word.contains) { return .key }
        }
        if let size = fixedSize(in: expression), size < captionSizeLimit { return .secondary }
        if isFraction(expression) { return .secondary }
        return nil
    }

    /// The emphasis a modifier that sets a font gives (`.font(…)`, a design system's `.styleGuide(…)`
    /// or `.adaptiveFont(…)`).
    private static func fontEmphasis(_ modifier: FunctionCallExprSyntax) -> TextEmphasis? {
        guard let name = modifier.calledName?.lowercased(),
            name == "font" || name.contains("font") || name.contains("typography") || name.contains("styleguide")
                || name == "textstyle"
        else { return nil }
        return emphasis(ofFont: modifier.arguments)
    }

    /// Whether `modifier` dims the text: a secondary colour or an opacity below 1.
    private static func dims(_ modifier: FunctionCallExprSyntax) -> Bool {
        switch modifier.calledName {
        case "foregroundStyle", "foregroundColor", "foreground":
            return modifier.arguments.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier = token.tokenKind else { return false }
                let word = token.text.lowercased()
                return word == "gray" || dimmedColorWords.contains(where: word.contains)
            }
        case "opacity":
            return modifier.arguments.count == 1 && (modifier.firstUnlabeledArgument?.numberLiteral).map { $0 < 1 } ?? false
        default:
            return false
        }
    }

    /// A literal `size:` or `ofSize:` of a font call under `expression`.
    private static func fixedSize(in expression: some SyntaxProtocol) -> Double? {
        for token in expression.tokens(viewMode: .sourceAccurate) where token.text == "size" || token.text == "ofSize" {
            guard let argument = token.parent?.as(LabeledExprSyntax.self) else { continue }
            if let size = argument.expression.numberLiteral { return size }
        }
        return nil
    }

    /// Whether `expression` multiplies a size by a literal below 1.
    private static func isFraction(_ expression: some SyntaxProtocol) -> Bool {
        let tokens = Array(expression.tokens(viewMode: .sourceAccurate))
        for (index, token) in tokens.enumerated() where token.text == "*" {
            let neighbours = [index > 0 ? tokens[index - 1] : nil, index + 1 < tokens.count ? tokens[index + 1] : nil]
            if neighbours.contains(where: { token in
                guard let token, case .floatLiteral(let text) = token.tokenKind, let value = Double(text) else { return false }
                return value < 1
            }) {
                return true
            }
        }
        return false
    }
}

/// Collects the `Text` and `Label` calls under a node.
private final class TextCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledName == "Text" || node.calledName == "Label" { calls.append(node) }
        return .visitChildren
    }
}
