/// A fixed-height view of an Android layout whose text may need more than the layout alone says: a text sized by a
/// dimension or by the project's own style (the layout pass counts 12 or 14 sp), or paddings and margins given as
/// dimensions around a text set at run time. The project pass judges it again with the project's `res/values`.
public struct AndroidLayoutBox: Hashable, Sendable {
    /// The layout, shared by reference: compared by identity, since one file's boxes are never another's.
    final class Layout: Hashable, Sendable {
        let document: XMLDocumentModel
        init(_ document: XMLDocumentModel) { self.document = document }
        static func == (left: Layout, right: Layout) -> Bool { left === right }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    let layout: Layout
    /// The view with the fixed height.
    let index: Int
    /// Its height as written.
    let height: AndroidTextNeed.Height

    /// The violation with the numbers the project's resources give, or nil when the text fits.
    func resolve(
        _ violation: RuleViolation, resources: AndroidResources, inflated: [String: Set<String>] = [:],
        layouts: [String: Layout] = [:]
    ) -> RuleViolation? {
        let document = layout.document
        // Each container code fills holds the tallest of the layouts added to it, each as its root needs.
        var filled: [String: AndroidInflation.Need] = [:]
        var added: [String] = []
        for container in AndroidInflation.emptyContainers(in: index, of: document) {
            let needs = (inflated[container] ?? []).sorted().compactMap { name -> (String, AndroidInflation.Need)? in
                guard let layout = layouts[name], let (height, texts) = AndroidTextNeed.need(of: 0, in: layout.document) else { return nil }
                return (name, AndroidInflation.Need(height: height, texts: texts))
            }
            guard let tallest = needs.max(by: { $0.1.height < $1.1.height }) else { continue }
            filled[container] = tallest.1
            added.append("`\(tallest.0)`")
        }
        let value: Double?
        switch height {
        case .dp(let dp): value = dp
        case .dimension(let name): value = resources.dimensionInDP(name)
        }
        guard let value, value > 0 else { return nil }
        var kept = violation
        // What the layout alone needs decides first, with the message it gave (a height from a dimension then says its value).
        if let (need, _) = AndroidTextNeed.need(of: index, in: document), need > value {
            if case .dimension(let name) = height { kept.message += " `@dimen/\(name)` is \(LargestScaleText.number(value)) dp." }
            return kept
        }
        guard let (need, texts) = AndroidTextNeed.need(of: index, in: document, resources: resources, filled: filled), need > value
        else { return nil }
        let element = document.elements[index]
        let written = element.attributes["android:layout_height"] ?? ""
        let shown = written.hasPrefix("@dimen/") ? "\(written) (\(LargestScaleText.number(value)) dp)" : written
        kept.message =
            "\(AndroidLayoutText.describe(index, in: document)) has a fixed height of \(shown), but "
            + "\(LargestScaleText.need(of: texts, LargestScaleText.dp(need))) at 200 % font scale (sizes read from the project's "
            + "resources\(added.isEmpty ? "" : ", with \(added.sorted().joined(separator: " and ")), which code adds to it")), "
            + "so it is clipped."
        return kept
    }
}
