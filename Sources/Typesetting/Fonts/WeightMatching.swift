/// Picks the face nearest a requested weight the way CSS font matching does: for 400–500 try
/// up to 500 first, below 400 try lighter first, above 500 try heavier first; italic is matched
/// before weight when the family has it.
enum WeightMatching {
    static func bestFace(among faces: [FontFace], weight: Int, italic: Bool) -> FontFace? {
        let sameSlant = faces.filter { $0.isItalic == italic }
        let candidates = sameSlant.isEmpty ? faces : sameSlant
        return candidates.min { rank($0, for: weight) < rank($1, for: weight) }
    }

    /// Lower is better: an exact static face, then a variable face whose weight axis holds the
    /// weight (a static instance is what the designer shipped for that weight, so it wins when
    /// both are installed), then the CSS search order.
    private static func rank(_ face: FontFace, for wanted: Int) -> (Int, Int) {
        let available = face.weightClass
        if face.weightAxis == nil && available == wanted { return (0, 0) }
        if let axis = face.weightAxis, (axis.minimum...axis.maximum).contains(Double(wanted)) { return (0, 1) }
        if available == wanted { return (0, 0) }
        switch wanted {
        case 400...500:
            if available > wanted && available <= 500 { return (1, available - wanted) }
            if available < wanted { return (2, wanted - available) }
            return (3, available - wanted)
        case ..<400:
            if available < wanted { return (1, wanted - available) }
            return (2, available - wanted)
        default:
            if available > wanted { return (1, available - wanted) }
            return (2, wanted - available)
        }
    }
}
