/// A symbol set inside a text (`Text("\(Image(systemName: "globe")) World")`): the text holds the
/// object replacement character in its place, as an attributed string holds an attachment, and it
/// is measured and drawn as a box as wide as a symbol image of the text's font.
public enum InlineSymbol {
    /// The character standing for the symbol in a text (U+FFFC OBJECT REPLACEMENT CHARACTER).
    public static let character: Character = "\u{FFFC}"
    /// The character as one UTF-16 code unit.
    public static let codeUnit: UInt16 = 0xFFFC
    /// A symbol's width and height in ems of its font: SF Symbols at their default scale are about
    /// this much wider and taller than the font's size.
    public static let sizeInEms = 1.2
}
