/// The JSX elements of a JavaScript or TypeScript file, read from its tokens: names, attributes
/// with their value tokens, and parent–child links.
///
/// Elements written inside an attribute's value (`icon={<Icon/>}`) are found too, and hang from
/// the element around the tag they sit in. Unclosed elements end at the end of the file.
public struct JSXTree: ElementTree, Sendable {
    /// One attribute: its name, and its value's tokens (`{false}` → the tokens inside the braces).
    public struct Attribute: Hashable, Sendable {
        /// The name (`numberOfLines`).
        public var name: String
        /// The index of the name's token.
        public var nameIndex: Int
        /// The value's tokens: a string token, or the tokens between `{` and `}`; nil for a bare attribute.
        public var value: Range<Int>?
    }

    /// One element.
    public struct Element: TreeElement, Hashable, Sendable {
        /// Its name (`Text`, `Animated.Text`); empty for a fragment.
        public var name: String
        /// The index of its `<` token.
        public var start: Int
        /// Its attributes, in order.
        public var attributes: [Attribute]
        /// The element around it, nil at the top.
        public var parent: Int?
        /// The elements inside it, in order.
        public var children: [Int]
        /// The tokens between its opening and closing tags; empty when self-closing.
        public var content: Range<Int>

        /// The attribute called `name`, if present.
        public func attribute(_ name: String) -> Attribute? {
            attributes.first { $0.name == name }
        }
    }

    /// Every element, in the order their tags open.
    public let elements: [Element]

    /// The tree of `code`'s JSX.
    public init(_ code: CodeIndex) {
        let tokens = code.tokens
        var elements: [Element] = []
        var open: [Int] = []
        var pushAt: [Int: Int] = [:]
        var index = 0
        while index < tokens.count {
            if let element = pushAt[index] {
                open.append(element)
                elements[element].content = (index + 1)..<tokens.count
            }
            let token = tokens[index]
            if token.kind == .jsxTagStart {
                var element = Element(name: "", start: index, attributes: [], parent: open.last, children: [], content: index..<index)
                var cursor = index + 1
                if cursor < tokens.count, tokens[cursor].kind == .identifier {
                    element.name = tokens[cursor].text
                    cursor += 1
                }
                while cursor < tokens.count, tokens[cursor].kind != .jsxTagEnd {
                    let part = tokens[cursor]
                    if part.isText("{"), code.partner[cursor] > cursor {
                        cursor = code.partner[cursor] + 1
                        continue
                    }
                    if part.kind == .identifier {
                        var attribute = Attribute(name: part.text, nameIndex: cursor, value: nil)
                        if code.isText("=", at: cursor + 1), cursor + 2 < tokens.count {
                            let value = cursor + 2
                            if tokens[value].isText("{"), code.partner[value] > value {
                                attribute.value = (value + 1)..<code.partner[value]
                                cursor = code.partner[value] + 1
                            } else {
                                attribute.value = value..<(value + 1)
                                cursor = value + 1
                            }
                        } else {
                            cursor += 1
                        }
                        element.attributes.append(attribute)
                        continue
                    }
                    cursor += 1
                }
                let number = elements.count
                if let parent = element.parent { elements[parent].children.append(number) }
                elements.append(element)
                if cursor < tokens.count, tokens[cursor].text == ">" { pushAt[cursor] = number }
            } else if token.kind == .jsxClosingTagStart, let element = open.popLast() {
                elements[element].content = elements[element].content.lowerBound..<max(elements[element].content.lowerBound, index)
            }
            index += 1
        }
        self.elements = elements
    }
}
