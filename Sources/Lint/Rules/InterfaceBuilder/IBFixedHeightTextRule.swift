import Findings

/// A height constraint with a constant on a view that shows text.
public enum IBFixedHeightTextRule: LintRule {
    public static let description = RuleDescription(
        id: "ib-fixed-height-text",
        name: "Fixed height on text in Interface Builder",
        summary: "A `height` constraint with a `constant` (not `greaterThanOrEqual`) on a label, button, text view or text field.",
        rationale: """
            A text view pinned to a height stays that tall while its text grows: the text is clipped at the bottom or draws \
            over the views below. A minimum height keeps the intended look at the default size and lets the view grow.
            """,
        defaultSeverity: .error,
        language: .interfaceBuilder,
        criterion: .resizeText,
        fix: "Make the constraint a minimum: Relation Greater Than or Equal (`relation=\"greaterThanOrEqual\"`).",
        precision: """
            Finds height constraints inside the text element's own `<constraints>`, and constraints elsewhere whose \
            `firstItem` is the element and that have no `secondItem` (a height relative to another view is not a constant). \
            `lessThanOrEqual` caps are reported too, since they also stop the text from growing. Constraints made in code \
            and heights imposed by a surrounding stack are not seen.
            """,
        examples: [
            RuleExample(
                """
                <label text="Delivery address" numberOfLines="0" id="a1">
                    <constraints>
                        ↓<constraint firstAttribute="height" constant="21" id="c1"/>
                    </constraints>
                </label>
                """, explanation: "The label's own height constraint."),
            RuleExample(
                """
                <view id="root">
                    <subviews>
                        <button id="b1"/>
                    </subviews>
                    <constraints>
                        ↓<constraint firstItem="b1" firstAttribute="height" constant="44" id="c2"/>
                    </constraints>
                </view>
                """, explanation: "A constraint on the button, kept by its superview."),
            RuleExample(
                """
                <label text="Delivery address" numberOfLines="0" id="a1">
                    <constraints>
                        <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="21" id="c1"/>
                    </constraints>
                </label>
                """, explanation: "A minimum height grows with the text."),
            RuleExample(
                """
                <view id="root">
                    <subviews>
                        <label id="a1"/>
                        <imageView id="i1"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="i1" firstAttribute="height" constant="44" id="c3"/>
                        <constraint firstItem="a1" firstAttribute="height" secondItem="i1" secondAttribute="height" id="c4"/>
                    </constraints>
                </view>
                """, explanation: "An image may be fixed; a height relative to another view is not a constant."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let document = file.xmlDocument
        var textElementsByID: [String: Int] = [:]
        for index in document.elements.indices where InterfaceBuilderText.textElements.contains(document.elements[index].name) {
            if let id = document.elements[index].attributes["id"] { textElementsByID[id] = index }
        }
        return document.indices(named: "constraint").compactMap { index in
            let constraint = document.elements[index].attributes
            guard constraint["constant"] != nil, constraint["relation"] != "greaterThanOrEqual" else { return nil }
            let target: Int?
            if let first = constraint["firstItem"] {
                guard constraint["firstAttribute"] == "height", constraint["secondItem"] == nil else { return nil }
                target = textElementsByID[first]
            } else if constraint["secondItem"] == nil {
                guard constraint["firstAttribute"] == "height" else { return nil }
                // Without items, a constraint in an element's own <constraints> applies to that element.
                let owner = document.ancestors(of: index).dropFirst().first
                target = owner.flatMap { InterfaceBuilderText.textElements.contains(document.elements[$0].name) ? $0 : nil }
            } else {
                return nil
            }
            guard let target else { return nil }
            let subject = InterfaceBuilderText.describe(target, in: document)
            let constant = constraint["constant"] ?? "?"
            return violation(
                in: file, at: document.elements[index].position,
                "\(subject) is held at a height of \(constant) pt, which clips its text when the text grows.",
                element: subject)
        }
    }
}
