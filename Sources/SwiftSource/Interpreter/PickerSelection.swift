internal import LayoutEngine

/// Which option a picker shows: the one whose tag (`.tag(_:)`, or its identity in a `ForEach`) is the
/// value of the picker's `selection:`, as SwiftUI matches them.
enum PickerSelection {
    /// The key two values share when they are the same tag, as `Value.isSameKey` finds them (a case written
    /// `.dark` and made as `Theme.dark` share one); nil for a value that cannot be matched: one not known,
    /// a stand-in, or a value Reflow does not compare (an instance, a closure).
    static func key(of value: Value) -> String? {
        switch value {
        case .text(let text): return text.standsIn ? nil : "text:" + text.string
        case .number(let number): return "number:\(number)"
        case .bool(let flag): return "bool:\(flag)"
        case .none: return "nil"
        case .enumCase(let made): return caseKey(made.name, made.payload)
        case .member(let name, let payload): return caseKey(name, payload)
        default: return nil
        }
    }

    private static func caseKey(_ name: String, _ payload: [Value]) -> String? {
        let parts = payload.map(key(of:))
        if parts.contains(nil) { return nil }
        return "case:" + name + (parts.isEmpty ? "" : "(" + parts.compactMap { $0 }.joined(separator: ",") + ")")
    }

    /// The index, among the picker's segments (each option's texts in order), of the first text of the
    /// option tagged `selection`; nil when the selection is not known or no option carries it.
    static func selectedSegment(of options: [ViewNode], selection: Value?) -> Int? {
        guard let wanted = selection.flatMap(key(of:)) else { return nil }
        var segment = 0
        for option in options {
            let texts = TextContent.strings(in: option).count
            if option.traits.tag == wanted, texts > 0 { return segment }
            segment += texts
        }
        return nil
    }

    /// `views` tagged with `key` where no `.tag(_:)` of their own already tags them.
    static func tagging(_ views: [ViewNode], with key: String?) -> [ViewNode] {
        guard let key else { return views }
        return views.map { view in
            guard view.traits.tag == nil else { return view }
            var tagged = view
            tagged.traits.tag = key
            return tagged
        }
    }
}
