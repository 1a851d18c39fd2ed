internal import LayoutEngine

/// SwiftUI's `EdgeInsets`, kept as its four lengths in order (`top`, `leading`, `bottom`, `trailing`).
enum EdgeInsetValues {
    /// The marker of an `EdgeInsets` value.
    static let name = "EdgeInsets"
    /// The initializer's labels, in the order the lengths are kept.
    static let labels = ["top", "leading", "bottom", "trailing"]

    /// An `EdgeInsets` from its initializer's arguments: all four lengths, or none (no inset); nil for
    /// anything else.
    static func make(_ arguments: [(label: String?, value: Value)]) -> Value? {
        if arguments.isEmpty { return .member(name, arguments: Array(repeating: .number(0), count: 4)) }
        guard arguments.map(\.label) == labels, arguments.allSatisfy({ $0.value.number != nil }) else { return nil }
        return .member(name, arguments: arguments.map(\.value))
    }

    /// The insets a value gives: an `EdgeInsets`, or `.init(top:leading:bottom:trailing:)` where one goes.
    static func insets(_ value: Value?) -> EdgeInsets? {
        let lengths: [Value]
        switch value {
        case .member(name, let arguments)?: lengths = arguments
        case .implicitInit(let labelled)?:
            guard case .member(_, let arguments)? = make(labelled) else { return nil }
            lengths = arguments
        default: return nil
        }
        let numbers = lengths.compactMap(\.number)
        guard numbers.count == 4 else { return nil }
        return EdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
    }
}
