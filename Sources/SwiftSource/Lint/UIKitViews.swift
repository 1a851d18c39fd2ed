internal import SwiftSyntax

/// What UIKit rules guess about views from names alone: which variables hold text views (by the
/// type they are created as or annotated with, else by their name) and which are chrome.
enum UIKitViews {
    /// UIKit classes that show text whose font can follow Dynamic Type.
    static let textClasses: Set<String> = ["UILabel", "UIButton", "UITextView", "UITextField"]

    /// UIKit controls whose intrinsic content size SwiftUI gives them when wrapped in a
    /// `UIViewRepresentable`: a medium activity indicator (iOS 13 and later), a switch, a stepper.
    static let intrinsicSizes: [String: (width: Double, height: Double)] = [
        "UIActivityIndicatorView": (20, 20),
        "UISwitch": (51, 31),
        "UIStepper": (94, 32),
    ]

    /// Words that mark a name as chrome (bars, badges, chips), where a single line is expected.
    static let chromeWords = ["badge", "tabbar", "tabitem", "navigation", "toolbar", "chip"]

    /// Names of variables and properties created as or annotated with a text class in the file.
    static func textViewNames(in index: SwiftSyntaxIndex) -> Set<String> {
        var names: Set<String> = []
        for variable in index.variables {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let type = binding.typeAnnotation?.type.trimmedText.trimmingCharacters(in: ["?", "!"]) ?? ""
                let created = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledName ?? ""
                if textClasses.contains(type) || textClasses.contains(created) { names.insert(name) }
            }
        }
        return names
    }

    /// Whether `name` reads as a text view (`titleLabel`, `notesTextView`, `payButton`, `emailField`).
    static func namesTextView(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["label", "textview", "button", "field"].contains { lower.hasSuffix($0) }
    }

    /// Whether `name` reads as chrome.
    static func namesChrome(_ name: String) -> Bool {
        let lower = name.lowercased()
        return chromeWords.contains { lower.contains($0) }
    }

    /// The name `node`'s value is stored in: the variable it initializes or the target it is assigned to.
    static func boundName(of node: some SyntaxProtocol) -> String? {
        var element = Syntax(node)
        var child = element
        while let parent = child.parent {
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if let sequence = parent.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                    return Syntax(elements[2]) == element ? elements[0].rootName : nil
                }
                // `UIFont(…) ?? fallback`: the whole sequence is the value.
                element = parent
                child = parent
                continue
            }
            // Only wrappers around the value itself: `UIFont(…)!`, `(UILabel())`, the elements of a sequence.
            guard
                parent.is(ForceUnwrapExprSyntax.self) || parent.is(TupleExprSyntax.self) || parent.is(LabeledExprSyntax.self)
                    || parent.is(LabeledExprListSyntax.self) || parent.is(InitializerClauseSyntax.self)
                    || parent.is(ExprListSyntax.self)
            else { return nil }
            if !parent.is(ExprListSyntax.self) { element = parent }
            child = parent
        }
        return nil
    }

    /// Whether `node` lies within `scope`'s source range.
    static func contains(_ scope: Syntax, _ node: some SyntaxProtocol) -> Bool {
        let start = node.positionAfterSkippingLeadingTrivia
        return scope.positionAfterSkippingLeadingTrivia <= start && start < scope.endPositionBeforeTrailingTrivia
    }
}
