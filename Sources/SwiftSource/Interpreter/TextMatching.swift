internal import Foundation
internal import ReflowLocking

/// Regular expressions and string positions over text the code knows: `NSRegularExpression`'s
/// matches, `NSRange` and `Range<String.Index>` and the conversions between them, a string's
/// `startIndex`/`endIndex`, subscripts by range, `replacingCharacters(in:with:)` and `range(of:options:
/// .regularExpression)`. Preview helpers cut sample text into words this way (lyrics into chord
/// words). Matching runs Foundation's own `NSRegularExpression`, so the words are the ones the app
/// gets. Positions are UTF-16 offsets, as `NSRange` counts them.
///
/// Values are plain members: `NSRegularExpression` (pattern, case-insensitive), `NSRange` (location,
/// length; location -1 for a group that did not take part), `NSTextCheckingResult` (its ranges),
/// `String.Index` (offset) and `Range<String.Index>` (lower and upper offsets).
enum TextMatching {
    static let expressionName = "NSRegularExpression"
    static let rangeName = "NSRange"
    static let resultName = "NSTextCheckingResult"
    static let indexName = "String.Index"
    static let indexRangeName = "Range<String.Index>"

    // MARK: Making values

    /// `NSRegularExpression(pattern, options:)`, `NSRange(range, in: text)`, `NSRange(location:length:)`
    /// and `Range(nsRange, in: text)`; nil for other types or arguments not known.
    static func make(_ typeName: String, _ arguments: Interpreter.Arguments) -> Value? {
        switch typeName {
        case expressionName:
            guard let pattern = (arguments["pattern"] ?? arguments.unlabeled())?.textValue?.string,
                expression(pattern, ignoringCase: false) != nil
            else { return nil }
            return regex(pattern, ignoringCase: optionNames(arguments["options"]).contains("caseInsensitive"))
        case rangeName, "NSMakeRange":
            if let location = (arguments["location"] ?? arguments.values.first?.value)?.number,
                let length = (arguments["length"] ?? arguments.values.dropFirst().first?.value)?.number
            {
                return range(location: Int(location), length: Int(length))
            }
            guard let text = arguments["in"]?.textValue?.string, let (lower, upper) = offsets(ofIndexRange: arguments.unlabeled()),
                upper <= text.utf16.count
            else { return nil }
            return range(location: lower, length: upper - lower)
        case "Range":
            guard let text = arguments["in"]?.textValue?.string, let (location, length) = location(of: arguments.unlabeled()) else {
                return nil
            }
            // A group that did not take part, or a range past the text, has no `Range` in it.
            guard location >= 0, location + length <= text.utf16.count else { return Value.none }
            return indexRange(location, location + length)
        default:
            return nil
        }
    }

    /// `start..<end` of two string indexes.
    static func indexRange(_ symbol: String, _ left: Value, _ right: Value) -> Value? {
        guard symbol == "..<", let lower = offset(ofIndex: left), let upper = offset(ofIndex: right), lower <= upper else { return nil }
        return indexRange(lower, upper)
    }

    // MARK: Properties and methods

    /// `text.startIndex`, `range.lowerBound`, `match.numberOfRanges`, `nsRange.location`.
    static func property(_ name: String, of base: Value) -> Value? {
        switch (base, name) {
        case (.text, "startIndex"): return index(0)
        case (.text(let text), "endIndex"): return index(text.string.utf16.count)
        case (.member(indexRangeName, let bounds), "lowerBound"): return bounds.first?.number.map { index(Int($0)) }
        case (.member(indexRangeName, let bounds), "upperBound"): return bounds.last?.number.map { index(Int($0)) }
        case (.member(indexRangeName, let bounds), "isEmpty"): return .bool(bounds.first?.number == bounds.last?.number)
        case (.member(resultName, let ranges), "numberOfRanges"): return .number(Double(ranges.count))
        case (.member(resultName, let ranges), "range"): return ranges.first
        case (.member(rangeName, let parts), "location"): return parts.first
        case (.member(rangeName, let parts), "length"): return parts.last
        default: return nil
        }
    }

    /// The methods of an expression, a match, an index and a text that take these values.
    static func method(_ name: String, on base: Value, _ arguments: Interpreter.Arguments) -> Value? {
        switch (base, name) {
        case (.member(expressionName, let parts), "matches"), (.member(expressionName, let parts), "firstMatch"):
            guard let compiled = compiled(parts), let text = arguments["in"]?.textValue?.string, text.utf16.count <= longestSubject
            else { return nil }
            let searched = searchedRange(arguments["range"], in: text)
            let options = NSRegularExpression.MatchingOptions()
            if name == "firstMatch" { return compiled.firstMatch(in: text, options: options, range: searched).map(result) ?? Value.none }
            return .array(compiled.matches(in: text, options: options, range: searched).prefix(Interpreter.iterationLimit).map(result))
        case (.member(expressionName, let parts), "numberOfMatches"):
            guard let compiled = compiled(parts), let text = arguments["in"]?.textValue?.string, text.utf16.count <= longestSubject
            else { return nil }
            return .number(Double(compiled.numberOfMatches(in: text, range: searchedRange(arguments["range"], in: text))))
        case (.member(resultName, let ranges), "range"):
            guard let position = (arguments["at"] ?? arguments.unlabeled())?.number, position >= 0 else { return nil }
            return Int(position) < ranges.count ? ranges[Int(position)] : nil
        case (.member(indexName, let parts), "utf16Offset"):
            return parts.first
        case (.text(let text), "range") where arguments["of"] != nil:
            return range(of: arguments, in: text.string)
        case (.text(let text), "replacingCharacters"):
            guard let (lower, upper) = offsets(ofIndexRange: arguments["in"]), let replacement = arguments["with"]?.textValue?.string,
                let replaced = replacing(lower, upper, in: text.string, with: replacement)
            else { return nil }
            return .text(text.transformed { _ in replaced })
        case (.text(let text), "index"):
            // `text.index(text.startIndex, offsetBy: 2)`, counted in characters.
            guard let start = offset(ofIndex: arguments.unlabeled() ?? .none), let distance = arguments["offsetBy"]?.number,
                let moved = index(start, movedBy: Int(distance), in: text.string)
            else { return nil }
            return index(moved)
        default:
            return nil
        }
    }

    /// `text[range]` with a range of string indexes: the characters it covers, as data from `text`.
    static func subscripted(_ text: TextValue, _ argument: Value) -> Value? {
        guard let (lower, upper) = offsets(ofIndexRange: argument), let cut = substring(text.string, lower, upper) else { return nil }
        return .text(text.transformed { _ in cut })
    }

    // MARK: Helpers

    private static func regex(_ pattern: String, ignoringCase: Bool) -> Value {
        .member(expressionName, arguments: [.text(.data(pattern, property: nil)), .bool(ignoringCase)])
    }

    /// Expressions compiled once per process, by case option and pattern (nil: not run): a helper's loop
    /// matches the same pattern again and again. Patterns come from the source, so there are few.
    private static let compiledExpressions = Locked<[String: NSRegularExpression?]>([:])

    private static func expression(_ pattern: String, ignoringCase: Bool) -> NSRegularExpression? {
        let key = (ignoringCase ? "i:" : "-:") + pattern
        if let known = compiledExpressions.withLock({ $0[key] }) { return known }
        let compiled =
            isBounded(pattern) ? try? NSRegularExpression(pattern: pattern, options: ignoringCase ? [.caseInsensitive] : []) : nil
        compiledExpressions.withLock { $0[key] = compiled }
        return compiled
    }

    /// The longest text (UTF-16 units) matched: a check never waits on a regular expression.
    static let longestSubject = 4_096

    /// Whether matching `pattern` takes time bounded by the text: no group holding an unbounded
    /// quantifier is itself repeated without bound (`(a+)+`, `(\w*)*`, `(x+){2,}`), and no
    /// backreference. Either makes ICU's backtracking exponential on a text that almost matches;
    /// such a pattern is not run (its matches are not known).
    static func isBounded(_ pattern: String) -> Bool {
        let characters = Array(pattern.unicodeScalars)
        var openGroups: [Bool] = []  // whether each open group holds an unbounded quantifier
        var closedUnbounded = false  // whether the group just closed held one
        var inClass = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            defer { index += 1 }
            if character == "\\" {
                if index + 1 < characters.count, ("1"..."9").contains(characters[index + 1]) { return false }
                index += 1
                closedUnbounded = false
                continue
            }
            if inClass {
                if character == "]" { inClass = false }
                continue
            }
            switch character {
            case "[":
                inClass = true
                closedUnbounded = false
            case "(":
                openGroups.append(false)
                closedUnbounded = false
            case ")":
                closedUnbounded = openGroups.popLast() ?? false
                if closedUnbounded, !openGroups.isEmpty { openGroups[openGroups.count - 1] = true }
            case "*", "+", "{":
                let unbounded = character != "{" || isOpenEnded(characters, braceAt: index)
                if unbounded {
                    if closedUnbounded { return false }
                    if !openGroups.isEmpty { openGroups[openGroups.count - 1] = true }
                }
                closedUnbounded = false
            default:
                closedUnbounded = false
            }
        }
        return true
    }

    /// `{2,}`: a repetition with no upper bound.
    private static func isOpenEnded(_ characters: [Unicode.Scalar], braceAt start: Int) -> Bool {
        guard let end = characters[start...].firstIndex(of: "}") else { return false }
        return end > start + 1 && characters[end - 1] == ","
    }

    private static func compiled(_ parts: [Value]) -> NSRegularExpression? {
        guard let pattern = parts.first?.textValue?.string else { return nil }
        return expression(pattern, ignoringCase: parts.dropFirst().first?.bool ?? false)
    }

    private static func range(location: Int, length: Int) -> Value {
        .member(rangeName, arguments: [.number(Double(location)), .number(Double(length))])
    }

    private static func index(_ offset: Int) -> Value { .member(indexName, arguments: [.number(Double(offset))]) }

    private static func indexRange(_ lower: Int, _ upper: Int) -> Value {
        .member(indexRangeName, arguments: [.number(Double(lower)), .number(Double(upper))])
    }

    private static func result(_ match: NSTextCheckingResult) -> Value {
        .member(
            resultName,
            arguments: (0..<match.numberOfRanges).map { group in
                let found = match.range(at: group)
                return range(location: found.location == NSNotFound ? -1 : found.location, length: found.length)
            })
    }

    /// `[.caseInsensitive]`, `.caseInsensitive` or `[]`: the option names written.
    private static func optionNames(_ value: Value?) -> [String] {
        switch value {
        case .array(let items)?: items.compactMap(\.memberName)
        case .member(let name, _)?: [name]
        default: []
        }
    }

    private static func offset(ofIndex value: Value) -> Int? {
        guard case .member(indexName, let parts) = value, let offset = parts.first?.number else { return nil }
        return Int(offset)
    }

    private static func offsets(ofIndexRange value: Value?) -> (Int, Int)? {
        guard case .member(indexRangeName, let bounds)? = value, let lower = bounds.first?.number, let upper = bounds.last?.number else {
            return nil
        }
        return (Int(lower), Int(upper))
    }

    private static func location(of value: Value?) -> (Int, Int)? {
        guard case .member(rangeName, let parts)? = value, let location = parts.first?.number, let length = parts.last?.number else {
            return nil
        }
        return (Int(location), Int(length))
    }

    /// The range an `NSRange` argument searches, the whole text when it is not given or not known.
    private static func searchedRange(_ value: Value?, in text: String) -> NSRange {
        let whole = NSRange(location: 0, length: text.utf16.count)
        guard let (location, length) = location(of: value), location >= 0, location + length <= whole.length else { return whole }
        return NSRange(location: location, length: length)
    }

    /// `text.range(of: "x")` and `range(of: pattern, options: .regularExpression)`: the first match's range, or nil.
    private static func range(of arguments: Interpreter.Arguments, in text: String) -> Value? {
        guard let target = arguments["of"]?.textValue?.string else { return nil }
        let names = optionNames(arguments["options"])
        guard names.allSatisfy({ ["regularExpression", "caseInsensitive"].contains($0) }) else { return nil }
        var options: String.CompareOptions = []
        if names.contains("regularExpression") {
            guard text.utf16.count <= longestSubject, expression(target, ignoringCase: false) != nil else { return nil }
            options.insert(.regularExpression)
        }
        if names.contains("caseInsensitive") { options.insert(.caseInsensitive) }
        guard let found = text.range(of: target, options: options) else { return Value.none }
        return indexRange(found.lowerBound.utf16Offset(in: text), found.upperBound.utf16Offset(in: text))
    }

    private static func stringIndex(_ offset: Int, in text: String) -> String.Index? {
        guard offset >= 0, offset <= text.utf16.count else { return nil }
        return String.Index(utf16Offset: offset, in: text)
    }

    private static func substring(_ text: String, _ lower: Int, _ upper: Int) -> String? {
        guard let start = stringIndex(lower, in: text), let end = stringIndex(upper, in: text), start <= end else { return nil }
        return String(text[start..<end])
    }

    private static func replacing(_ lower: Int, _ upper: Int, in text: String, with replacement: String) -> String? {
        guard let start = stringIndex(lower, in: text), let end = stringIndex(upper, in: text), start <= end else { return nil }
        return text.replacingCharacters(in: start..<end, with: replacement)
    }

    private static func index(_ offset: Int, movedBy distance: Int, in text: String) -> Int? {
        guard let start = stringIndex(offset, in: text),
            let moved = text.index(start, offsetBy: distance, limitedBy: distance >= 0 ? text.endIndex : text.startIndex)
        else { return nil }
        return moved.utf16Offset(in: text)
    }
}
