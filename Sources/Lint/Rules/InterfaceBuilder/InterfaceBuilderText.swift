/// What the Interface Builder rules share: which elements show text, and their fonts.
enum InterfaceBuilderText {
    /// Elements that draw text and have a font of their own.
    static let textElements: Set<String> = ["label", "button", "textView", "textField"]

    /// The `<fontDescription>` children of `index` (a button with a configuration keeps its title
    /// font inside `<buttonConfiguration>`, as `titleFontDescription`).
    static func fontDescriptions(of index: Int, in document: XMLDocumentModel) -> [Int] {
        var result: [Int] = []
        for child in document.elements[index].children {
            let element = document.elements[child]
            if element.name == "fontDescription" { result.append(child) }
            if element.name == "buttonConfiguration" {
                result += document.children(of: child, named: "fontDescription")
            }
        }
        return result
    }

    /// `UICTFontTextStyleBody` → `Body`.
    static func styleName(_ style: String) -> String {
        style.hasPrefix("UICTFontTextStyle") ? String(style.dropFirst("UICTFontTextStyle".count)) : style
    }

    /// `<label> "Total"`, or `<label> id=abc-12-xyz` when it has no static text.
    static func describe(_ index: Int, in document: XMLDocumentModel) -> String {
        let element = document.elements[index]
        if let text = element.attributes["text"] ?? element.attributes["title"] ?? element.attributes["placeholder"], !text.isEmpty {
            return "<\(element.name)> \"\(text)\""
        }
        for child in document.children(of: index, named: "state") {
            if let title = document.elements[child].attributes["title"], !title.isEmpty { return "<\(element.name)> \"\(title)\"" }
        }
        if let id = element.attributes["id"] { return "<\(element.name)> id=\(id)" }
        return "<\(element.name)>"
    }
}
