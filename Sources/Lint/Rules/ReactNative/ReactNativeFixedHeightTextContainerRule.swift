import Findings

/// A fixed `height` in the style of an element that shows text.
public enum ReactNativeFixedHeightTextContainerRule: LintRule {
    public static let description = RuleDescription(
        id: "rn-fixed-height-text-container",
        name: "Fixed height on a container of text",
        summary: "A numeric `height` on a `View`, button or `Text` lower than one line of its text at the largest size.",
        rationale: """
            Text grows with the reader's setting; a box with a fixed height does not. The text is clipped (with \
            `overflow: 'hidden'`) or spills over the next row, and a button's label leaves its button.
            """,
        defaultSeverity: .error,
        language: .reactNative,
        criterion: .resizeText,
        fix: "Use `minHeight` instead of `height` and let padding set the rest.",
        precision: """
            Follows `styles.name` to the file's `StyleSheet.create` entry or theme function (`makeStyleSheetFromTheme((theme) \
            => ({…}))`, and the names assigned from it, `const styles = getStyleSheet(theme)`), reads inline \
            `style={{ height: 48 }}` and arrays of both (a style applied under a condition, `wide && styles.wide`, does not \
            replace one always applied), styles returned by a plain function named for styles (`const getStyleSheet = (color) \
            => ({…})`), a height animated to one size other than 0 (`height.value = withTiming(visible ? 40 : 0)` read \
            in `useAnimatedStyle`), and resolves a height named by a constant of the file \
            (`const TOAST_HEIGHT = 56`) and a local named as a style (`const containerStyle = useMemo(…)`). Reports the \
            height once, at the style, when one line of a text inside needs more at \
            the largest iOS size: its `lineHeight` (or its `fontSize`, 14 by default, times 1.2) times React Native's AX5 \
            multiplier (3.571), capped by its `maxFontSizeMultiplier`; texts stack in a column (the default) and sit side \
            by side in a row, the second arm of a ternary is an alternative, text in a scroll view is not held, and the \
            box's own vertical padding (inside its height, as in React Native) is added. Elements kept in a local of the \
            file and shown by name (`const content = (<Text>…</Text>)`, then `{content}`) are read, the tallest of what \
            the local is given. Text given `allowFontScaling={false}` does not grow. \
            Text shown through the project's own components waits for the whole project: when every one of them never \
            scales (a design system's `Text` rendering `allowFontScaling={false}`), there is nothing to clip. A height \
            named by a constant imported from another file is read when a linted file exports it (`export const \
            BAR_HEIGHT = 40`). An icon with a numeric `size` (`<Icon size={24} />`) stacks with the text unless it is \
            positioned absolutely, and children laid over the others (`StyleSheet.absoluteFill`, `position: 'absolute'`) \
            count as the tallest, not added. Text drawn by the project's own components (`<FavoriteBox/>` rendering \
            `<OptionBox/>`, which stacks an icon over a label) waits for the whole project: each linted file says what \
            the components it declares need (the least of their alternative returns, capped by their own fixed height), \
            and a wrapper what it renders; a component is not counted when its text is sized by a value the file does \
            not give (`fontSize: size`, `<Text size="17pt">`), is a count or a short literal, or when two files declare \
            the name differently. Styles from other files are not seen.
            """,
        examples: [
            RuleExample(
                """
                const Row = ({ title }) => (
                  <TouchableOpacity style={styles.row}>
                    <Text>{title}</Text>
                  </TouchableOpacity>
                );
                const styles = StyleSheet.create({
                  row: { ↓height: 44, paddingHorizontal: 16 },
                  icon: { height: 24, width: 24 },
                });
                """,
                explanation: "The row's style fixes its height below one line at AX5 (60 pt); the icon style is used by nothing with text."),
            RuleExample(
                """
                const TOAST_HEIGHT = 56;
                const getStyleSheet = makeStyleSheetFromTheme((theme) => ({
                  toast: { ↓height: TOAST_HEIGHT, shadowOffset: { width: 0, height: 4 } },
                  message: { fontSize: 14, lineHeight: 20 },
                }));
                const Toast = ({ message }) => {
                  const styles = getStyleSheet(useTheme());
                  return <View style={styles.toast}><Text style={styles.message}>{message}</Text></View>;
                };
                """, explanation: "A theme function's style, its height from a constant: a 20 pt line needs 71 pt at AX5."),
            RuleExample(
                """
                <View style={{ height: 320 }}>
                  <Text>{title}</Text>
                </View>
                <View style={{ height: 40 }}>
                  <Text allowFontScaling={false}>{price}</Text>
                </View>
                <View style={{ shadowOffset: { width: 0, height: 2 } }}>
                  <Text>{title}</Text>
                </View>
                """, explanation: "A box taller than a line at AX5, text that does not grow, and a shadow's offset."),
            RuleExample(
                """
                <View style={[styles.badge, { ↓height: 20 }]}>
                  <Text>{count} new messages</Text>
                </View>
                """, explanation: "An inline height in a style array."),
            RuleExample(
                """
                const getStyleSheet = (color) => ({
                  banner: { ↓height: 26, paddingHorizontal: 16 },
                  text: { color },
                });
                const Banner = ({ text, color, wide }) => {
                  const style = useMemo(() => { return getStyleSheet(color); }, [color]);
                  return <View style={[style.banner, wide && style.wide]}><Text style={style.text}>{text}</Text></View>;
                };
                """,
                explanation: "Styles from a plain function, through `useMemo`; a style applied under a condition keeps the other's height."),
            RuleExample(
                """
                const Bar = ({ visible, message }) => {
                  const height = useSharedValue(0);
                  useEffect(() => { height.value = withTiming(visible ? 40 : 0, { duration: 200 }); }, [visible]);
                  const barStyle = useAnimatedStyle(() => ({ ↓height: height.value }));
                  return <Animated.View style={barStyle}><Text>{message}</Text></Animated.View>;
                };
                """, explanation: "A height animated between 0 (hidden) and 40: shown, it is 40 pt."),
            RuleExample(
                """
                const Panel = ({ open, body }) => {
                  const height = useSharedValue(0);
                  useEffect(() => { height.value = withTiming(open ? 40 : 400); }, [open]);
                  const panelStyle = useAnimatedStyle(() => ({ height: height.value }));
                  return <Animated.View style={panelStyle}><Text>{body}</Text></Animated.View>;
                };
                """, explanation: "A height animated between two sizes is not one fixed height."),
            RuleExample(
                """
                <View style={{ ↓height: 64, flexDirection: 'row' }}>
                  <Icon name="file" />
                  <View>
                    <Text style={{ fontSize: 12, lineHeight: 16 }}>{file.name}</Text>
                    <Text style={{ fontSize: 10, lineHeight: 12 }}>{file.size}</Text>
                  </View>
                </View>
                <View style={{ ↓height: 60, paddingVertical: 8 }}>
                  <Text style={{ fontSize: 12, lineHeight: 14 }}>{caller.name}</Text>
                </View>
                """,
                explanation: """
                    Two lines stacked in a column need 100 pt at AX5 (57 + 43); a 14 pt line needs 50 pt, and the \
                    padding leaves 44.
                    """),
            RuleExample(
                """
                <View style={{ height: 64, flexDirection: 'row' }}>
                  <Text style={{ fontSize: 10, lineHeight: 12 }}>{file.name}</Text>
                  <Text style={{ fontSize: 10, lineHeight: 12 }}>{file.size}</Text>
                </View>
                <View style={{ height: 64 }}>
                  {expanded ? <Text style={{ lineHeight: 16 }}>{file.path}</Text> : <Text style={{ lineHeight: 16 }}>{file.name}</Text>}
                </View>
                <View style={{ height: 64 }}>
                  <ScrollView><Text>{file.description}</Text><Text>{file.path}</Text></ScrollView>
                </View>
                """, explanation: "Texts side by side in a row, alternatives of a ternary, and text in a scroll view."),
            RuleExample(
                """
                const Chip = ({ label, onPress }) => {
                  const text = (<><Icon name="user" /><Text style={styles.label}>{label}</Text></>);
                  let content = text;
                  if (onPress) { content = (<><TouchableOpacity onPress={onPress}>{content}</TouchableOpacity></>); }
                  return <View style={styles.chip}>{content}</View>;
                };
                const styles = StyleSheet.create({
                  chip: { ↓height: 24, flexDirection: 'row', padding: 2 },
                  label: { fontSize: 14, lineHeight: 20 },
                });
                """, explanation: "Text kept in a local and shown by name: a 20 pt line needs 71 pt at AX5, more than 24."),
            RuleExample(
                """
                <View style={{ ↓height: 72 }}>
                  <Icon name="link" size={24} />
                  <Text style={{ fontSize: 11, lineHeight: 16 }}>{label}</Text>
                </View>
                <View style={{ height: 72 }}>
                  <Icon name="close" size={24} style={{ position: 'absolute', right: 8 }} />
                  <Text style={{ fontSize: 11, lineHeight: 16 }}>{label}</Text>
                </View>
                """,
                explanation: """
                    An icon stacked over a 16 pt line: 24 + 57 pt at AX5, more than 72; an icon positioned absolutely lies \
                    over the text and the line alone fits.
                    """),
            RuleExample(
                """
                const ActionBox = ({ label }) => (
                  <View style={{ alignItems: 'center' }}>
                    <Icon name="link" size={24} />
                    <Text style={{ fontSize: 11, lineHeight: 16 }}>{label}</Text>
                  </View>
                );
                const Actions = () => (
                  <View style={{ flexDirection: 'row', ↓height: 62 }}>
                    <ActionBox label={copyLabel} />
                    <ActionBox label={muteLabel} />
                  </View>
                );
                const Sheet = () => (
                  <View style={{ height: 62 }}>
                    <ScrollView><ActionBox label={copyLabel} /></ScrollView>
                  </View>
                );
                """,
                explanation: """
                    Text drawn by a component of the project (in a project, declared in any linted file): its icon and \
                    line need 81 pt at AX5, more than the row's 62; in a scroll view it is not held.
                    """),
            RuleExample(
                """
                <View style={{ minHeight: 44 }}>
                  <Text>{title}</Text>
                </View>
                <Image style={{ height: 44 }} source={logo} />
                """, explanation: "A minimum height grows; an image has no text."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        let tree = file.jsxTree
        let styles = file.reactNativeStyles
        var reported = Set<Int>()
        var result: [RuleViolation] = []
        // Heights around the project's components, kept unless the same style is reported for text of its own.
        var waiting: [Int: RuleViolation] = [:]
        let imports = file.reactNativeImports
        // Read only when some element has a height.
        lazy var locals = ReactNativeTextNeed.elementLocals(in: tree, code: code)
        lazy var componentSources = ReactNativeComponentText.componentSources(in: code, imports: imports)
        for index in tree.elements.indices {
            guard let style = tree.elements[index].attribute("style"), let value = style.value,
                case let properties = styles.properties(ofStyle: value),
                let height = properties["height"], !reported.contains(height.labelIndex)
            else { continue }
            // A height named by a constant another file exports (`height: BAR_HEIGHT`) waits for the project's value.
            let written = height.written ?? code.tokens[height.labelIndex + 2].text
            let isBareName = height.written != nil
            guard height.value != nil || isBareName && imports[written] != nil else { continue }
            let element = tree.elements[index]
            let texts = ([index] + tree.descendants(of: index)).filter { text in
                ReactNativeText.isText(tree.elements[text].name) && ReactNativeText.scales(text, in: tree, code: code)
            }
            let padding = ReactNativeTextNeed.verticalPadding(properties)
            let local = ReactNativeTextNeed.need(of: index, in: tree, styles: styles, code: code, locals: locals).flatMap {
                $0.lines > 0 ? $0 : nil
            }
            guard let stack = local, stack.need + padding > (height.value ?? 0) else {
                // Text drawn by the project's own components waits for what the project says they need.
                if let value = height.value,
                    case let components = ReactNativeComponentText.projectComponents(under: index, in: tree, imports: componentSources),
                    !components.isEmpty, waiting[height.labelIndex] == nil
                {
                    var found = violation(
                        in: file, at: file.position(of: code.tokens[height.labelIndex]),
                        "A fixed height of \(written) on this <\(element.name)> holds the project's components \(components.joined(separator: ", ")).",
                        element: "<\(element.name)>")
                    found.conditions.append(
                        .ifReactNativeComponentsTaller(
                            ReactNativeComponentBox(
                                written: written, height: value, padding: padding, ownNeed: local?.need ?? 0, element: "<\(element.name)>",
                                components: components)))
                    waiting[height.labelIndex] = found
                }
                continue
            }
            reported.insert(height.labelIndex)
            let total = stack.need + padding
            let shown =
                height.value.map { written == LargestScaleText.number($0) ? written : "\(written) (\(LargestScaleText.number($0)))" }
                ?? written
            var what =
                stack.lines == 1
                ? "one line of its \(LargestScaleText.number(stack.size)) pt text"
                : "the \(stack.lines) lines of text stacked in it (the largest \(LargestScaleText.number(stack.size)) pt)"
            if stack.icons > 0 { what += " with \(LargestScaleText.number(stack.icons)) pt of icons" }
            let padded = padding > 0 ? " with its \(LargestScaleText.number(padding)) pt of vertical padding" : ""
            var found = violation(
                in: file, at: file.position(of: code.tokens[height.labelIndex]),
                "A fixed height of \(shown) on this <\(element.name)> is less than \(what) needs\(padded) at the largest iOS text size "
                    + "(\(Int(total.rounded())) pt), so the text is clipped.",
                element: "<\(element.name)>")
            let need = total
            if height.value == nil { found.conditions.append(.ifConstantBelow(name: written, limit: need)) }
            found.conditions +=
                ReactNativeComponents.condition(texts: texts.map { tree.elements[$0].name }, imports: imports).map { [$0] } ?? []
            result.append(found)
        }
        result += waiting.filter { !reported.contains($0.key) }.values
        return result.sorted { $0.position < $1.position }
    }
}
