import Foundation

/// What an Android project's default value resources (`res/values/*.xml`, the configuration a phone in
/// portrait uses) tell the layout rules: dimensions by name and styles with their parents and items.
/// Qualified folders (`values-sw600dp`, `values-land`) are for other configurations and are not read.
public struct AndroidResources: Hashable, Sendable {
    /// One `<style>`: the style it inherits from and its `<item>`s by attribute name.
    public struct Style: Hashable, Sendable {
        /// The parent: the `parent` attribute, else the name before the last dot (`A.B` for `A.B.C`).
        public var parent: String?
        /// Each item's value by its name (`android:maxLines` → `1`).
        public var items: [String: String]
    }

    /// `<dimen>` values by name (`external_player_height` → `64dp`).
    public var dimensions: [String: String] = [:]
    /// Styles by name.
    public var styles: [String: Style] = [:]

    /// No resources.
    public init() {}

    /// Whether `path` is a default value resource file: an `.xml` directly in a `res/values` folder.
    public static func isDefaultValues(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.count >= 3 && parts[parts.count - 2] == "values" && parts[parts.count - 3] == "res" && path.hasSuffix(".xml")
    }

    /// The dimensions and styles of a value resource file, empty when it is not well-formed.
    public init(_ document: XMLDocumentModel) {
        guard let root = document.elements.first, root.name == "resources" else { return }
        for index in root.children {
            let element = document.elements[index]
            guard let name = element.attributes["name"] else { continue }
            switch element.name {
            case "dimen":
                dimensions[name] = element.text
            case "style":
                var items: [String: String] = [:]
                for child in document.children(of: index, named: "item") {
                    if let item = document.elements[child].attributes["name"] { items[item] = document.elements[child].text }
                }
                let written = element.attributes["parent"].map(Self.styleName)
                let implicit = name.contains(".") ? String(name[..<name.lastIndex(of: ".")!]) : nil
                styles[name] = Style(parent: written.flatMap { $0.isEmpty ? nil : $0 } ?? implicit, items: items)
            default:
                continue
            }
        }
    }

    /// `@style/Theme.X` → `Theme.X`, `@android:style/…` → `android:…`; a bare name stays.
    public static func styleName(_ reference: String) -> String {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("@style/") { return String(trimmed.dropFirst("@style/".count)) }
        if trimmed.hasPrefix("@android:style/") { return "android:" + trimmed.dropFirst("@android:style/".count) }
        return trimmed
    }

    /// Both projects' resources; where both name one, the first (in path order) is kept.
    public func merged(with other: AndroidResources) -> AndroidResources {
        var result = self
        result.dimensions.merge(other.dimensions) { first, _ in first }
        result.styles.merge(other.styles) { first, _ in first }
        return result
    }

    /// The value an attribute has in `style`, looked up through its parents (at most 32, so a cycle
    /// ends), with the style that sets it.
    public func item(_ attribute: String, inStyle style: String) -> (value: String, style: String)? {
        var current: String? = Self.styleName(style)
        var seen = Set<String>()
        while let name = current, seen.count < 32, seen.insert(name).inserted {
            guard let found = styles[name] else { return nil }
            if let value = found.items[attribute] { return (value, name) }
            current = found.parent
        }
        return nil
    }

    /// The value of `@dimen/name` in dp when it is written in `dp` or `dip`.
    /// A text size `@dimen/name` or `22sp` gives, in sp (`dp` too, which the caller scales differently), with its unit.
    func textSize(_ value: String) -> (size: Double, unit: String)? {
        var written = value.trimmingCharacters(in: .whitespaces)
        if written.hasPrefix("@dimen/") {
            guard let resolved = dimensions[String(written.dropFirst("@dimen/".count))] else { return nil }
            written = resolved.trimmingCharacters(in: .whitespaces)
        }
        guard let unit = ["sp", "dip", "dp"].first(where: written.hasSuffix), let size = Double(written.dropLast(unit.count)) else {
            return nil
        }
        return (size, unit == "sp" ? "sp" : "dp")
    }

    public func dimensionInDP(_ name: String) -> Double? {
        guard let value = dimensions[name]?.trimmingCharacters(in: .whitespaces) else { return nil }
        for unit in ["dip", "dp"] where value.hasSuffix(unit) {
            return Double(value.dropLast(unit.count))
        }
        return nil
    }
}
