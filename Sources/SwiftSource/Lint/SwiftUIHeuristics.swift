internal import SwiftSyntax

/// The guesses SwiftUI rules make without a type checker: which views show text, which are
/// chrome (bars, tabs, segmented controls, whose text the Large Content Viewer serves), and which
/// text is a short label that fits one line at every size. Each rule's precision note says so.
enum SwiftUIHeuristics {
    /// Views that show text by name.
    static let textViews: Set<String> = ["Text", "Label", "TextField", "SecureField", "TextEditor"]

    /// Calls whose content is chrome: tab items, toolbars, navigation bars.
    static let chromeCalls: Set<String> = ["tabItem", "toolbar", "ToolbarItem", "ToolbarItemGroup", "Tab", "navigationTitle",
                                          "navigationBarItems", "badge"]

    /// The longest one-word literal treated as a short label (as the other languages' rules do).
    static let shortLiteralLength = 15

    /// Whether `node` shows text: it names a text view anywhere inside.
    static func showsText(_ node: some SyntaxProtocol) -> Bool {
        node.mentions(textViews)
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

    /// Whether `call` is a `Picker` styled `.segmented` (or `SegmentedPickerStyle()`).
    static func isSegmentedPicker(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledName == "Picker" else { return false }
        return call.appliedModifiers.contains { modifier in
            guard modifier.calledName == "pickerStyle", let style = modifier.firstUnlabeledArgument else { return false }
            return style.memberName == "segmented" || style.as(FunctionCallExprSyntax.self)?.calledName == "SegmentedPickerStyle"
        }
    }

    /// Whether `call` is `Text("…")` (or `Label("…", …)`) with a literal of one word of at most 15
    /// characters: such a label fits on one line at every size, so limiting it is harmless.
    static func isShortLiteral(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledName, textViews.contains(name),
              let literal = call.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return false }
        let content = segment.content.text
        return content.count <= shortLiteralLength && !content.contains(" ")
    }

    /// Whether text modified by `modifier` is body text: not chrome and not a short literal label.
    static func isBodyText(modifiedBy modifier: FunctionCallExprSyntax) -> Bool {
        !isChrome(modifier) && !isShortLiteral(modifier.chainRoot)
    }
}
