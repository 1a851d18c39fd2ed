internal import Foundation

/// URLs the code makes from known strings (`URL(string: article.url)`), and the parts views show of
/// them (`url.host`, `absoluteString`, `lastPathComponent`), parsed as Foundation parses them.
enum URLValues {
    /// The value's marker: a URL keeps its string as its one payload.
    static let name = "URL"

    /// `URL(string:)` and `URLComponents(string:)`: the URL, nil when Foundation would not parse the
    /// string, unknown for the reason its string is.
    static func make(_ arguments: Interpreter.Arguments) -> Value? {
        guard arguments.values.count == 1, let argument = arguments["string"] ?? arguments.unlabeled() else { return nil }
        guard case .text(let text) = argument else { return .unknown(name, argument.missing ?? .unread) }
        // A sample standing in for a string is no address: its parts would be made up.
        if let missing = text.standIn { return .unknown(name, missing) }
        guard let url = URL(string: text.string) else { return Value.none }
        return .member(name, arguments: [.text(text.transformed { _ in url.absoluteString })])
    }

    /// A part of a URL made by `make`, as text from the same data; nil for a part Reflow does not read.
    static func property(_ name: String, of payload: [Value]) -> Value? {
        guard payload.count == 1, case .text(let text) = payload[0], let url = URL(string: text.string) else { return nil }
        let part: String?
        switch name {
        case "absoluteString", "description": part = url.absoluteString
        case "host": part = url.host
        case "scheme": part = url.scheme
        case "path": part = url.path
        case "lastPathComponent": part = url.lastPathComponent
        case "query": part = url.query
        default: return nil
        }
        return part.map { string in .text(text.transformed { _ in string }) } ?? Value.none
    }
}
