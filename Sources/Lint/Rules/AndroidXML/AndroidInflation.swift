/// Layouts that Kotlin or Java code inflates and adds to a container of another layout: a bar whose items are built in
/// code (`View.inflate(context, R.layout.menu_item, null)` then `binding.selectContainer.addView(…)`) holds those
/// items, and a fixed height around the container holds what they need.
enum AndroidInflation {
    /// A layout's root need, by layout name, for the containers code fills with it.
    struct Need: Hashable, Sendable {
        var height: Double
        var texts: [LargestScaleText]
    }

    /// The layouts the file's code adds to containers, by container id as ``key(_:)`` spells it: for each
    /// `container.addView(…)`, the `R.layout.name` references in the innermost block around it that has any (a loop's
    /// body, the method's). The container is the name before `.addView`, or the id a local was given by
    /// `findViewById(R.id.name)`.
    static func containers(in code: CodeIndex) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        var lookedUp: [String: String]?
        for index in code.tokens.indices where code.tokens[index].isText("addView") && index >= 2 && code.isText(".", at: index - 1) {
            guard code.tokens[index - 2].kind == .identifier, let layouts = layouts(around: index, in: code), !layouts.isEmpty
            else { continue }
            if lookedUp == nil { lookedUp = foundViews(in: code) }
            let name = code.tokens[index - 2].text
            result[key(lookedUp?[name] ?? name), default: []].formUnion(layouts)
        }
        return result
    }

    /// The `R.layout.name` references in the innermost block around `index` that has any.
    static func layouts(around index: Int, in code: CodeIndex) -> Set<String>? {
        var cursor = index
        for _ in 0..<6 {
            // The `{` that opens the block around `cursor`.
            guard
                let open = stride(from: cursor - 1, through: 0, by: -1).first(where: {
                    code.isText("{", at: $0) && code.partner[$0] > index
                })
            else { return nil }
            let close = code.partner[open]
            var found: Set<String> = []
            for position in open..<close
            where code.tokens[position].isText("layout") && code.isText(".", at: position - 1) && code.isText("R", at: position - 2)
                && code.isText(".", at: position + 1) && position + 2 < close
            {
                found.insert(code.tokens[position + 2].text)
            }
            if !found.isEmpty { return found }
            cursor = open
        }
        return nil
    }

    /// Locals given a view by id: `container = findViewById(R.id.select_container)` gives `container` that id.
    static func foundViews(in code: CodeIndex) -> [String: String] {
        var result: [String: String] = [:]
        for index in code.tokens.indices where code.tokens[index].isText("findViewById") && index >= 2 {
            guard code.isText("=", at: index - 1) || code.isText("=", at: index - 3), let arguments = code.argumentRange(ofCallAt: index)
            else { continue }
            let words = code.tokens[arguments].map(\.text)
            guard words.count >= 5, words[words.count - 4] == "id", let name = words.last else { continue }
            let assigned = code.isText("=", at: index - 1) ? index - 2 : index - 4
            if code.tokens[assigned].kind == .identifier { result[code.tokens[assigned].text] = name }
        }
        return result
    }

    /// An id as code and layouts both spell it: view binding turns `select_container` into `selectContainer`, so both
    /// are compared lowercased without underscores.
    static func key(_ id: String) -> String {
        String(id.split(separator: "/").last ?? "").replacingOccurrences(of: "_", with: "").lowercased()
    }

    /// The name of the layout a path holds (`…/res/layout/floating_select_menu_item.xml` gives
    /// `floating_select_menu_item`); nil for a qualified folder (`layout-land`) or another resource.
    static func layoutName(ofPath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 3, parts[parts.count - 2] == "layout", parts[parts.count - 3] == "res", let file = parts.last,
            file.hasSuffix(".xml")
        else { return nil }
        return String(file.dropLast(4))
    }

    /// The empty containers with an id in the element at `index`: views named as layouts with no children in the file,
    /// which code fills.
    static func emptyContainers(in index: Int, of document: XMLDocumentModel) -> [String] {
        let element = document.elements[index]
        let simple = element.name.split(separator: ".").last.map(String.init) ?? element.name
        if element.children.isEmpty, simple.hasSuffix("Layout"), let id = element.attributes["android:id"] { return [key(id)] }
        return element.children.flatMap { emptyContainers(in: $0, of: document) }
    }
}
