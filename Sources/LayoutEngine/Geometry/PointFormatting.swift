/// Points printed to at most two decimals without trailing zeros, for dumps and messages.
func formatPoints(_ value: Double) -> String {
    guard value.isFinite else { return value > 0 ? "inf" : "-inf" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
        text = String(text[..<text.index(dot, offsetBy: 3)])
    }
    return text
}
