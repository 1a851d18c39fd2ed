/// One measured number behind a finding (`overflow` = 19.33 pt), in the order the check reports them.
public struct MeasuredValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What was measured, as a lowerCamelCase key (`hiddenLines`, `overlapHeight`).
    public var key: String
    /// The number, already rounded to what is worth printing (hundredths of a point).
    public var value: Double
    /// The unit (`pt`, `lines`, `characters`, `%`, `x`), or empty for a plain count.
    public var unit: String

    /// A measured `value` of `unit` under `key`.
    public init(_ key: String, _ value: Double, unit: String = "") {
        self.key = key
        self.value = value
        self.unit = unit
    }

    /// `key=value unit`, with whole numbers printed without a decimal point.
    public var description: String {
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return unit.isEmpty ? "\(key)=\(number)" : "\(key)=\(number) \(unit)"
    }
}
