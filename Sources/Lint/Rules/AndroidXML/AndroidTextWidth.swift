import Foundation

/// How many lines a text view set at run time takes at 200 %: its text is not in the layout (no `android:text`, a
/// `tools:text` is only the preview), so a stand-in of ``standInCharacters`` average characters, a title or a name as
/// people meet them, is laid out in the width the layout gives the view on a phone, up to its `android:maxLines`.
/// The width is read only where the layout says it: a `dp` width or `maxWidth`, or `match_parent` up to the root
/// less paddings, margins and, in a `RelativeLayout`, a fixed-width sibling the view is placed beside; anything else
/// (`wrap_content`, weights, constraints) leaves the view at the lines the layout gives it.
enum AndroidTextWidth {
    /// The phone the layout is judged on: 411 dp wide (a Pixel's), the width `match_parent` reaches at the root.
    static let phoneWidth = 411.0
    /// The characters a text known only at run time stands in for (as for Flutter rows).
    static let standInCharacters = 20.0
    /// The average width of a character in ems: the alphabet's in Roboto, as the Flutter estimate counts it.
    static let averageCharacterEms = 0.51

    /// The lines the text view at `index` takes at 200 % with a run-time text of ``standInCharacters``, when its text
    /// is set at run time, its width can be read and it may wrap (no one-line limit); nil otherwise.
    static func standInLines(
        ofTextAt index: Int, in document: XMLDocumentModel, sizeInDP: Double, resources: AndroidResources?
    ) -> Int? {
        let element = document.elements[index]
        let simple = element.name.split(separator: ".").last.map(String.init) ?? element.name
        guard simple.hasSuffix("TextView"), element.attributes["android:text"] == nil,
            !AndroidLayoutText.oneLineLimits.contains(where: { element.attributes[$0.0] == $0.1 }),
            let width = width(of: index, in: document, resources: resources), width > 0
        else { return nil }
        let perLine = max(1, (width / (averageCharacterEms * sizeInDP)).rounded(.down))
        let lines = Int((standInCharacters / perLine).rounded(.up))
        let limit = element.attributes["android:maxLines"].flatMap { Int($0) } ?? lines
        return min(lines, limit)
    }

    /// The width in dp the layout gives the view at `index`, as the type comment says; nil when it does not say.
    static func width(of index: Int, in document: XMLDocumentModel, resources: AndroidResources?) -> Double? {
        var current = index
        // What lies between the text and the border of the view the walk is at: the text view's own padding, then the
        // margins and paddings of the views it passes.
        var taken = horizontal(
            document.elements[index], "android:padding", "android:paddingHorizontal", resources: resources, prefix: "android:padding")
        var cap = Double.infinity
        for _ in 0..<32 {
            let element = document.elements[current]
            let inside = taken
            taken += horizontal(element, "android:layout_margin", "android:layout_marginHorizontal", resources: resources)
            if let maxWidth = element.attributes["android:maxWidth"].flatMap({ dp($0, resources: resources) }) {
                cap = min(cap, maxWidth - inside)
            }
            let written = element.attributes["android:layout_width"] ?? ""
            if let fixed = dp(written, resources: resources), fixed > 0 { return min(cap, fixed - inside) }
            guard written == "match_parent" || written == "fill_parent" else { return cap.isFinite ? cap : nil }
            guard let parentIndex = element.parent else { break }
            let parent = document.elements[parentIndex]
            let parentName = parent.name.split(separator: ".").last.map(String.init) ?? parent.name
            taken += horizontal(parent, "android:padding", "android:paddingHorizontal", resources: resources, prefix: "android:padding")
            if parentName == "RelativeLayout" {
                // A sibling the view is placed beside takes its width and margins.
                for rule in ["android:layout_toEndOf", "android:layout_toRightOf", "android:layout_toStartOf", "android:layout_toLeftOf"] {
                    guard let id = element.attributes[rule].map(AndroidTextNeed.idName),
                        let sibling = parent.children.first(where: {
                            document.elements[$0].attributes["android:id"].map(AndroidTextNeed.idName) == id
                        })
                    else { continue }
                    let other = document.elements[sibling]
                    guard let siblingWidth = other.attributes["android:layout_width"].flatMap({ dp($0, resources: resources) }) else {
                        return cap.isFinite ? cap : nil
                    }
                    taken +=
                        siblingWidth + horizontal(other, "android:layout_margin", "android:layout_marginHorizontal", resources: resources)
                }
            } else if parentName.hasSuffix("LinearLayout") && parent.attributes["android:orientation"] != "vertical" {
                // Siblings of a horizontal row share its width: not read.
                return cap.isFinite ? cap : nil
            } else if !(parentName.hasSuffix("FrameLayout") || parentName.hasSuffix("LinearLayout") || parentName == "CardView"
                || parentName == "MaterialCardView")
            {
                return cap.isFinite ? cap : nil
            }
            current = parentIndex
        }
        return min(cap, phoneWidth - taken)
    }

    /// An element's horizontal insets in dp: `all` on both sides, else `horizontal`, else its start and end (or left
    /// and right) sides; a value not in dp counts as nothing.
    static func horizontal(
        _ element: XMLDocumentModel.Element, _ all: String, _ horizontal: String, resources: AndroidResources?,
        prefix: String = "android:layout_margin"
    ) -> Double {
        let value = { (name: String) in element.attributes[name].flatMap { dp($0, resources: resources) } }
        if let both = value(all) { return 2 * both }
        if let both = value(horizontal) { return 2 * both }
        return (value(prefix + "Start") ?? value(prefix + "Left") ?? 0) + (value(prefix + "End") ?? value(prefix + "Right") ?? 0)
    }

    /// A dimension in dp: `16dp`, or `@dimen/name` when the project's resources give it.
    static func dp(_ value: String, resources: AndroidResources?) -> Double? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("@dimen/") { return resources?.dimensionInDP(String(trimmed.dropFirst("@dimen/".count))) }
        guard let unit = AndroidLayoutText.fixedUnit(trimmed), unit == "dp" || unit == "dip" else { return nil }
        return Double(trimmed.dropLast(unit.count))
    }
}
