import Foundation

/// What the Android XML rules share: which views show text, and which of them are chrome.
enum AndroidLayoutText {
    /// Whether an element (`TextView`, `com.google.android.material.button.MaterialButton`) draws text.
    static func showsText(_ name: String) -> Bool {
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        if ["ImageButton", "FloatingActionButton", "AppCompatImageButton"].contains(simple) { return false }
        return [
            "TextView", "Button", "EditText", "Chip", "CheckBox", "Switch", "SwitchCompat", "SwitchMaterial", "ToggleButton",
            "CheckedTextView",
        ]
        .contains { simple.hasSuffix($0) }
    }

    /// Whether an element is a text field, where one scrolling line is the norm.
    static func isInput(_ name: String) -> Bool {
        (name.split(separator: ".").last.map(String.init) ?? name).hasSuffix("EditText")
    }

    /// The attributes that hold a text view to one line, with the value that does.
    static let oneLineLimits = [("android:maxLines", "1"), ("android:lines", "1"), ("android:singleLine", "true")]

    /// Containers whose labels are chrome (bars, tabs, chips), where a single line is by design.
    static let chrome = ["Toolbar", "TabLayout", "BottomNavigationView", "NavigationRailView", "ChipGroup", "Chip", "ActionBar", "TabItem"]

    /// Whether `index` is chrome or sits inside chrome: a view named (or ending) as a bar, tab or chip, or
    /// one the configuration's `chrome` list names.
    static func isChrome(_ index: Int, in document: XMLDocumentModel, configuration: LintConfiguration = .default) -> Bool {
        document.isOrIsInside(index) { element in
            let simple = document.elements[element].name.split(separator: ".").last.map(String.init) ?? ""
            return chrome.contains { simple.hasSuffix($0) } || configuration.isChromeComponent(simple)
        }
    }

    /// A dimension's unit when it is a fixed, non-scaling one (`16dp` → `dp`), or nil for `sp`,
    /// resources (`@dimen/…`), `wrap_content` and the like.
    static func fixedUnit(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first, first.isNumber || first == "." || first == "-" else { return nil }
        for unit in ["dip", "dp", "px", "pt", "mm", "in"] where trimmed.hasSuffix(unit) {
            let number = trimmed.dropLast(unit.count)
            if Double(number) != nil { return unit }
        }
        return nil
    }

    /// Whether the element shows a short value: its id names one (`@+id/txtvCount`, `@+id/yearLabel`), its
    /// text is a literal of one word of at most 15 characters (a `·` separator, `OK`), or its text or
    /// design-time sample text (`tools:text="2020"`) is a short number.
    static func showsShortValue(_ element: XMLDocumentModel.Element) -> Bool {
        if let id = element.attributes["android:id"], BodyText.namesShortValue([String(id.split(separator: "/").last ?? "")]) {
            return true
        }
        if let text = element.attributes["android:text"], !text.isEmpty, !text.hasPrefix("@"), !text.hasPrefix("?"),
            text.count <= BodyText.shortLiteralLength, !text.contains(" ")
        {
            return true
        }
        return [element.attributes["android:text"], element.attributes["tools:text"]].contains { text in
            text.map(BodyText.isShortNumeric) ?? false
        }
    }

    /// `<TextView> "Total"`, `<Button> @+id/pay`, or the element's simple name.
    static func describe(_ index: Int, in document: XMLDocumentModel) -> String {
        let element = document.elements[index]
        let simple = element.name.split(separator: ".").last.map(String.init) ?? element.name
        if let text = element.attributes["android:text"], !text.isEmpty { return "<\(simple)> \"\(text)\"" }
        if let id = element.attributes["android:id"] { return "<\(simple)> \(id)" }
        return "<\(simple)>"
    }
}
