import Foundation

/// How much height the text in an Android layout element needs at 200 %, read from the layout: each text
/// view's `android:textSize` (sp grows on Android 14's nonlinear curve, dp does not), its
/// `android:textAppearance` or `style` when it names a Material 3 role, else the platform's 14 sp; its
/// `android:lines` or `android:minLines`, or the lines a stand-in takes when its text is set at run time
/// (``AndroidTextWidth``). Texts in a vertical `LinearLayout` add up, with the fixed heights of the other views in it,
/// and so do a `RelativeLayout`'s children placed above or below one another; elsewhere the tallest counts. Each view's
/// vertical padding and margins count. Text in a scrolling view, in a child with a fixed height of its own (judged on
/// its own) or in a view that is `gone` is not held by the element.
enum AndroidTextNeed {
    /// A text view's size when the layout sets none: TextView's and the Material button's 14 sp.
    static let defaultTextSize = 14.0
    /// A size given as a resource (`@dimen/…`), which the layout alone cannot read: the smallest body
    /// size of Material 3, so the estimate stays low.
    static let unknownTextSize = 12.0
    /// Views that scroll what they hold up and down.
    static let scrolling = ["ScrollView", "NestedScrollView", "RecyclerView", "ListView", "GridView", "ViewPager", "ViewPager2", "WebView"]

    /// What an `android:layout_height` gives: a height in dp, a dimension resource to look up, or nothing
    /// fixed (`wrap_content`, `match_parent`, `0dp` for weights and constraints, pixels).
    enum Height: Hashable, Sendable {
        case dp(Double)
        case dimension(String)
    }

    /// The fixed height `element` is given, if any.
    static func fixedHeight(of element: XMLDocumentModel.Element) -> Height? {
        guard let value = element.attributes["android:layout_height"]?.trimmingCharacters(in: .whitespaces) else { return nil }
        if value.hasPrefix("@dimen/") { return .dimension(String(value.dropFirst("@dimen/".count))) }
        guard let unit = AndroidLayoutText.fixedUnit(value), unit == "dp" || unit == "dip",
            let number = Double(value.dropLast(unit.count)), number > 0
        else { return nil }
        return .dp(number)
    }

    /// The text view at `index` at the least: its size, line height and lines. With the project's `resources`, a size
    /// given as `@dimen/…` or by the project's style (`style="@style/AntennaPod.TextView.Heading"`, its
    /// `android:textSize` or a parent's) is read, and paddings and margins given as dimensions count for its width.
    static func text(
        at index: Int, in document: XMLDocumentModel, resources: AndroidResources? = nil
    ) -> (text: LargestScaleText, scales: Bool) {
        let element = document.elements[index]
        let lines =
            [element.attributes["android:lines"], element.attributes["android:minLines"]].compactMap { $0.flatMap { Int($0) } }.max() ?? 1
        var text = LargestScaleText(
            source: "default \(LargestScaleText.number(defaultTextSize)) sp", size: defaultTextSize, lineHeight: nil)
        let appearance = [element.attributes["android:textAppearance"], element.attributes["style"]].compactMap { $0 }
        let words = appearance.flatMap { $0.split(whereSeparator: { "./?@:".contains($0) }).map(String.init) }
        if let role = LargestScaleText.materialRole(in: words) { text = .material(role) }
        var scales = true
        if let size = element.attributes["android:textSize"]?.trimmingCharacters(in: .whitespaces) {
            if size.hasPrefix("@") {
                text = LargestScaleText(
                    source: "resource-sized (taken as \(LargestScaleText.number(unknownTextSize)) sp)", size: unknownTextSize,
                    lineHeight: nil)
            } else if let unit = ["sp", "dp", "dip"].first(where: size.hasSuffix), let number = Double(size.dropLast(unit.count)) {
                text = LargestScaleText(source: "\(LargestScaleText.number(number)) \(unit)", size: number, lineHeight: nil)
                scales = unit == "sp"
            }
        }
        if let resources, let (size, unit, source) = projectTextSize(of: element, resources: resources) {
            text = LargestScaleText(source: source, size: size, lineHeight: nil)
            scales = unit == "sp"
        }
        text.lines = max(1, lines)
        // A text set at run time takes the lines a stand-in of a title or a name takes in its width.
        let sizeInDP = scales ? LargestScaleText.androidLargest.dp(forSp: text.size) : text.size
        if let standIn = AndroidTextWidth.standInLines(ofTextAt: index, in: document, sizeInDP: sizeInDP, resources: resources),
            standIn > text.lines
        {
            text.lines = standIn
            text.source += ", set at run time (\(Int(AndroidTextWidth.standInCharacters)) characters stand in)"
        }
        return (text, scales)
    }

    /// The size the project's resources give a text view: its `android:textSize` as a dimension, or, when it sets
    /// none, its style's (or a parent style's) `android:textSize`.
    static func projectTextSize(
        of element: XMLDocumentModel.Element, resources: AndroidResources
    ) -> (size: Double, unit: String, source: String)? {
        if let written = element.attributes["android:textSize"]?.trimmingCharacters(in: .whitespaces) {
            guard written.hasPrefix("@dimen/"), let (size, unit) = resources.textSize(written) else { return nil }
            return (size, unit, "\(written) (\(LargestScaleText.number(size)) \(unit))")
        }
        guard let style = element.attributes["style"], let (value, setBy) = resources.item("android:textSize", inStyle: style),
            let (size, unit) = resources.textSize(value)
        else { return nil }
        return (size, unit, "\(LargestScaleText.number(size)) \(unit) from the style `\(setBy)`")
    }

    /// Whether the text the element at `index` holds may need more once the project's resources are read: a text
    /// view sized by a dimension or by the project's style, or set at run time, or a container code fills.
    static func dependsOnProject(_ index: Int, in document: XMLDocumentModel) -> Bool {
        !AndroidInflation.emptyContainers(in: index, of: document).isEmpty
            || document.elements[index].children.contains { dependsOnProject($0, in: document) }
            || {
                let element = document.elements[index]
                guard AndroidLayoutText.showsText(element.name) else { return false }
                return element.attributes["android:textSize"]?.hasPrefix("@dimen/") == true
                    || element.attributes["android:textSize"] == nil && element.attributes["style"]?.hasPrefix("@style/") == true
                    || element.attributes["android:text"] == nil && widthNamesDimension(index, in: document)
            }()
    }

    /// Whether the width of the view at `index` depends on a dimension: its or an ancestor's width, margin or padding
    /// given as `@dimen/…` (``AndroidTextWidth`` reads them with the project's resources).
    static func widthNamesDimension(_ index: Int, in document: XMLDocumentModel) -> Bool {
        var current: Int? = index
        while let at = current {
            let element = document.elements[at]
            if element.attributes.contains(where: { name, value in
                value.hasPrefix("@dimen/")
                    && (name.hasSuffix("width") || name.hasSuffix("Width") || name.contains("margin") || name.contains("padding"))
            }) {
                return true
            }
            current = element.parent
        }
        return false
    }

    /// The name an id reference gives (`@+id/cover` and `@id/cover` give `cover`).
    static func idName(_ reference: String) -> String {
        String(reference.split(separator: "/").last ?? "")
    }

    /// The height in dp one text view needs at 200 %.
    static func height(of text: LargestScaleText, scales: Bool) -> Double {
        scales ? text.androidHeight() : text.linearHeight()
    }

    /// Material's icon size in a navigation item, unless `app:itemIconSize` gives one.
    static let navigationIconSize = 24.0

    /// What one item of a bottom navigation with labels needs at 200 %: its icon (`app:itemIconSize`, 24 dp),
    /// its `app:itemPaddingTop` and `app:itemPaddingBottom`, and one line of its label, Material 3's
    /// `labelMedium` (12 sp on a 16 sp line); nil for another view or one whose labels are hidden.
    static func navigationItem(_ element: XMLDocumentModel.Element, simpleName: String) -> (height: Double, texts: [LargestScaleText])? {
        guard simpleName.hasSuffix("BottomNavigationView") || simpleName.hasSuffix("NavigationBarView"),
            element.attributes["app:labelVisibilityMode"] != "unlabeled"
        else { return nil }
        func dp(_ name: String) -> Double? {
            guard let value = element.attributes[name], let unit = AndroidLayoutText.fixedUnit(value), unit == "dp" || unit == "dip"
            else { return nil }
            return Double(value.dropLast(unit.count))
        }
        let icon = dp("app:itemIconSize") ?? navigationIconSize
        let padding = (dp("app:itemPaddingTop") ?? 0) + (dp("app:itemPaddingBottom") ?? 0)
        var label = LargestScaleText.material(.labelMedium)
        label.source =
            "labelMedium label under a \(LargestScaleText.number(icon)) dp icon"
            + (padding > 0 ? ", with \(LargestScaleText.number(padding)) dp of item padding," : "")
        return (icon + padding + label.androidHeight(), [label])
    }

    /// The height the text held by the element at `index` needs at 200 %, with the texts that need it;
    /// nil when it holds no text. `depth` bounds the walk on absurdly nested layouts.
    static func need(
        of index: Int, in document: XMLDocumentModel, resources: AndroidResources? = nil,
        filled: [String: AndroidInflation.Need] = [:], isRoot: Bool = true, depth: Int = 0
    ) -> (
        height: Double, texts: [LargestScaleText]
    )? {
        guard var own = content(of: index, in: document, resources: resources, filled: filled, isRoot: isRoot, depth: depth) else {
            return nil
        }
        // The view's own vertical padding is inside its height, and its margins take from what its parent gives it (Android
        // measures a child in its parent's height less the child's margins, whatever its gravity).
        let element = document.elements[index]
        let padding = insets(element, "android:padding", "android:paddingVertical", prefix: "android:padding", resources: resources)
        own.height += padding.top + padding.bottom
        if !isRoot {
            let margin = insets(
                element, "android:layout_margin", "android:layout_marginVertical", prefix: "android:layout_margin", resources: resources)
            own.height += margin.top + margin.bottom
        }
        return own
    }

    /// An element's top and bottom insets in dp: `all` on both sides, else `vertical`, else each side; a value not in
    /// dp (or a dimension the resources do not give) counts as nothing.
    static func insets(
        _ element: XMLDocumentModel.Element, _ all: String, _ vertical: String, prefix: String, resources: AndroidResources?
    ) -> (top: Double, bottom: Double) {
        let value = { (name: String) in element.attributes[name].flatMap { AndroidTextWidth.dp($0, resources: resources) } }
        if let both = value(all) ?? value(vertical) { return (both, both) }
        return (value(prefix + "Top") ?? 0, value(prefix + "Bottom") ?? 0)
    }

    /// What ``need(of:in:resources:isRoot:depth:)`` finds inside the view's padding.
    static func content(
        of index: Int, in document: XMLDocumentModel, resources: AndroidResources?, filled: [String: AndroidInflation.Need],
        isRoot: Bool, depth: Int
    ) -> (height: Double, texts: [LargestScaleText])? {
        let element = document.elements[index]
        // A container the code fills holds the layouts it adds (``AndroidInflation``).
        if element.children.isEmpty, let id = element.attributes["android:id"], let inflated = filled[AndroidInflation.key(id)] {
            return (inflated.height, inflated.texts)
        }
        let simple = element.name.split(separator: ".").last.map(String.init) ?? element.name
        guard depth < 64, element.attributes["android:visibility"] != "gone", isRoot || fixedHeight(of: element) == nil,
            !scrolling.contains(simple)
        else { return nil }
        if AndroidLayoutText.showsText(element.name) {
            let (text, scales) = text(at: index, in: document, resources: resources)
            return (height(of: text, scales: scales), [text])
        }
        if let item = navigationItem(element, simpleName: simple) { return item }
        let needs = element.children.map {
            need(of: $0, in: document, resources: resources, filled: filled, isRoot: false, depth: depth + 1)
        }
        let children = needs.compactMap { $0 }
        guard !children.isEmpty else { return nil }
        if simple == "RelativeLayout" {
            return relativeStacks(of: index, needs: needs, in: document) ?? children.max { $0.height < $1.height }
        }
        if simple.hasSuffix("LinearLayout") && element.attributes["android:orientation"] == "vertical" {
            // A vertical stack also gives its fixed-height views their height (a 4 dp progress bar under two lines).
            let fixed = element.children.compactMap { child -> Double? in
                guard document.elements[child].attributes["android:visibility"] != "gone",
                    case .dp(let value)? = fixedHeight(of: document.elements[child])
                else { return nil }
                return value
            }
            return (children.map(\.height).reduce(0, +) + fixed.reduce(0, +), children.flatMap(\.texts))
        }
        return children.max { $0.height < $1.height }
    }

    /// The tallest stack of a `RelativeLayout`'s children placed one above another (`android:layout_above`,
    /// `android:layout_below` a sibling), each with the text it holds or, without text, the height it is given (a bar
    /// of 48 dp buttons); nil when no child with text is placed so.
    static func relativeStacks(
        of index: Int, needs: [(height: Double, texts: [LargestScaleText])?], in document: XMLDocumentModel
    ) -> (height: Double, texts: [LargestScaleText])? {
        let children = document.elements[index].children
        let ids = Dictionary(
            children.compactMap { child in document.elements[child].attributes["android:id"].map { (idName($0), child) } },
            uniquingKeysWith: { first, _ in first })
        func height(_ child: Int) -> (height: Double, texts: [LargestScaleText])? {
            guard document.elements[child].attributes["android:visibility"] != "gone" else { return nil }
            if let position = children.firstIndex(of: child), let need = needs[position] { return need }
            return heightWithoutText(child, in: document).map { ($0, []) }
        }
        var best: (height: Double, texts: [LargestScaleText])?
        for (position, child) in children.enumerated() {
            guard let own = needs[position] else { continue }
            var stack = own
            var current = child
            var seen: Set<Int> = [child]
            // Follow the chain of views this one is placed above or below.
            while let reference = ["android:layout_above", "android:layout_below"].lazy.compactMap({
                document.elements[current].attributes[$0]
            }).first, let next = ids[idName(reference)], seen.insert(next).inserted {
                if let other = height(next) {
                    stack.height += other.height
                    stack.texts += other.texts
                }
                current = next
            }
            guard seen.count > 1 else { continue }
            if stack.height > (best?.height ?? 0) { best = stack }
        }
        guard let best else { return nil }
        let tallest = needs.compactMap { $0 }.max { $0.height < $1.height }
        return best.height >= (tallest?.height ?? 0) ? best : tallest
    }

    /// The height of a view without text: its fixed height in dp, or, for a container, its tallest child's.
    static func heightWithoutText(_ index: Int, in document: XMLDocumentModel, depth: Int = 0) -> Double? {
        let element = document.elements[index]
        guard depth < 8, element.attributes["android:visibility"] != "gone" else { return nil }
        if case .dp(let value)? = fixedHeight(of: element) { return value }
        return element.children.compactMap { heightWithoutText($0, in: document, depth: depth + 1) }.max()
    }
}
