/// Where Flutter lays a text out with no width limit, so it never wraps: a `Row` gives each child that
/// is not `Expanded` or `Flexible` unbounded width (the text stays on one line and runs past the row's
/// edge, Flutter's overflow stripe), and a `FittedBox` lays its child out unbounded and then shrinks it
/// to fit (the text stays on one line and is drawn smaller, undoing the reader's size).
enum FlutterUnboundedWidth {
    /// What holds the text to one line.
    enum Holder: Equatable {
        /// A non-flexible child of a `Row`, at the index of the row's name.
        case row(Int)
        /// The child of a `FittedBox`, at the index of its name.
        case fittedBox(Int)
    }

    /// Widgets that pass their own width limit on to their child unchanged: an unbounded width stays
    /// unbounded through them. `Column` is one: its children get its (unbounded) width as their limit.
    static let passThrough: Set<String> = [
        "Padding", "Center", "Align", "GestureDetector", "InkWell", "Opacity", "Semantics",
        "Tooltip", "DefaultTextStyle", "MouseRegion", "Hero", "Visibility", "AnimatedOpacity",
        "Material", "Ink", "IgnorePointer", "AbsorbPointer", "Directionality", "Column",
        "MergeSemantics", "ExcludeSemantics", "AnimatedDefaultTextStyle", "DecoratedBox", "ClipRRect",
    ]
    /// Widgets that pass it through unless given a width of their own.
    static let passThroughWithoutWidth: Set<String> = ["Container", "SizedBox", "AnimatedContainer"]
    /// Widgets that scroll sideways and so give a row unbounded width on purpose.
    static let horizontalScrolling: Set<String> = ["SingleChildScrollView", "ListView", "CustomScrollView", "PageView"]

    /// A text size at least as large as body text at AX5 (14 × 53 / 17): fitted down, it stays readable.
    static let displaySize = 44.0

    /// Whether the `Row` at `index` has an `Expanded` or `Flexible` child (written in its `children:` list).
    static func hasFlexibleChild(_ index: Int, in code: CodeIndex) -> Bool {
        guard let children = code.arguments(ofCallAt: index).first(where: { $0.label == "children" }) else { return false }
        return children.value.contains { position in
            ["Expanded", "Flexible"].contains(code.tokens[position].text) && code.isCall(at: position)
                && code.enclosingCalls(of: position).first == index
        }
    }

    /// What holds the text whose call is at `index` to one line, if anything: the first enclosing widget
    /// that is neither pass-through nor bounding decides. A row that itself scrolls sideways does not count.
    static func holder(ofTextAt index: Int, in code: CodeIndex) -> Holder? {
        let enclosing = code.enclosingCalls(of: index)
        for (position, call) in enclosing.enumerated() {
            let name = code.tokens[call].text
            if passThrough.contains(name) { continue }
            if passThroughWithoutWidth.contains(name) {
                let labels = code.arguments(ofCallAt: call).compactMap(\.label)
                if labels.contains("width") || labels.contains("constraints") { return nil }
                continue
            }
            if name == "FittedBox" { return .fittedBox(call) }
            guard name == "Row" else { return nil }
            let outer = enclosing[(position + 1)...]
            if outer.contains(where: { scrollsSideways($0, in: code) }) { return nil }
            return .row(call)
        }
        return nil
    }

    /// The widget parameter the text whose call is at `index` is passed in, as `Widget.parameter`: the text (or a
    /// `Row` or pass-through widget holding it) is a named argument of a call of a widget of the project
    /// (`CustomListTile(title: Row(children: [Text(device.alias)]))` gives `CustomListTile.title`). A `child:` or
    /// `children:` is the framework's slot for any content (`Expanded`, `Card`) and is not read.
    static func parameter(holdingTextAt index: Int, in code: CodeIndex) -> String? {
        for call in code.enclosingCalls(of: index) {
            let name = code.tokens[call].text
            if passThrough.contains(name) || name == "Row" { continue }
            if passThroughWithoutWidth.contains(name) {
                if code.arguments(ofCallAt: call).contains(where: { $0.label == "width" || $0.label == "constraints" }) { return nil }
                continue
            }
            guard FlutterText.isTypeName(name), !FlutterText.textWidgets.contains(name), name != "FittedBox",
                let argument = code.arguments(ofCallAt: call).first(where: { $0.value.contains(index) }), let label = argument.label,
                label != "child", label != "children"
            else { return nil }
            return name + "." + label
        }
        return nil
    }

    /// The parameters of the file's widgets that they lay out in a `FittedBox` (`FittedBox(child: title)` in
    /// `class CustomListTile`), as `Widget.parameter`, at the index of each `FittedBox`.
    static func fittedParameters(in code: CodeIndex) -> [(parameter: String, fittedBox: Int)] {
        code.calls(named: ["FittedBox"]).compactMap { box in
            guard let child = code.arguments(ofCallAt: box).first(where: { $0.label == "child" })?.value,
                let last = child.last, code.tokens[last].kind == .identifier,
                child.count == 1
                    || child.count == 3 && code.isText("widget", at: child.lowerBound) && code.isText(".", at: child.lowerBound + 1),
                let widget = FlutterText.enclosingWidget(at: box, in: code)
            else { return nil }
            return (widget.name + "." + code.tokens[last].text, box)
        }
    }

    /// Whether the call at `index` is a scrolling widget given `scrollDirection: Axis.horizontal`.
    static func scrollsSideways(_ index: Int, in code: CodeIndex) -> Bool {
        guard horizontalScrolling.contains(code.tokens[index].text) else { return false }
        return code.arguments(ofCallAt: index).contains { argument in
            argument.label == "scrollDirection" && code.tokens[argument.value].contains { $0.text == "horizontal" }
        }
    }
}
