/// A font weight on the common 100 … 900 scale (regular = 400, semibold = 600, bold = 700).
public enum FontWeight: Int, CaseIterable, Comparable, Hashable, Codable, Sendable {
    case ultraLight = 100
    case thin = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The lower-case name used in SwiftUI's `Font.Weight` and in Reflow's outputs.
    public var name: String {
        switch self {
        case .ultraLight: "ultraLight"
        case .thin: "thin"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "heavy"
        case .black: "black"
        }
    }

    /// The numeric weight (`wght` axis value, CSS `font-weight`).
    public var value: Int { rawValue }

    /// Reads a weight name (`semibold`, `Semi Bold`, `.bold`) or a number (`600`).
    public init(parsing spelling: String) throws(UnknownNameError) {
        let text = normalizedSpelling(spelling)
        if let number = Int(text), let weight = FontWeight(rawValue: number) {
            self = weight
        } else if let weight = FontWeight.allCases.first(where: { $0.name.lowercased() == text }) {
            self = weight
        } else if text == "normal" || text == "book" {
            self = .regular
        } else if text == "demibold" {
            self = .semibold
        } else {
            throw UnknownNameError(kind: "font weight", input: spelling, validNames: FontWeight.allCases.map(\.name))
        }
    }
}

extension FontWeight: CustomStringConvertible {
    public var description: String { name }
}
