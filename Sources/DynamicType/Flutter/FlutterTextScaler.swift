/// Flutter's `TextScaler`: how a font size in logical pixels becomes the size text is laid out
/// at. Linear, the system's (Android's nonlinear curve, iOS's body ratio), or either one clamped.
///
/// Clamps compose: clamping a linear scaler clamps its factor, clamping a clamped scaler
/// intersects the ranges, and equal bounds collapse to `linear(bound)`.
public struct FlutterTextScaler: Hashable, Sendable {
    private indirect enum Kind: Hashable, Sendable {
        case linear(Double)
        case system(FlutterSystemTextScaler)
        case clamped(Kind, minScaleFactor: Double, maxScaleFactor: Double)
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// `TextScaler.linear(f)`: every size times `textScaleFactor` (which must be ≥ 0).
    public static func linear(_ textScaleFactor: Double) -> FlutterTextScaler {
        precondition(textScaleFactor >= 0, "a text scale factor must be non-negative")
        return FlutterTextScaler(.linear(textScaleFactor))
    }

    /// `TextScaler.noScaling`, i.e. `linear(1)`.
    public static let noScaling = FlutterTextScaler.linear(1)

    /// `SystemTextScaler`: what `MediaQuery.textScalerOf(context)` gives when nothing overrides it.
    public static func system(_ scaler: FlutterSystemTextScaler) -> FlutterTextScaler {
        FlutterTextScaler(.system(scaler))
    }

    /// The scaled size of a font size (in logical pixels).
    public func scale(_ fontSize: Double) -> Double {
        Self.scale(fontSize, kind)
    }

    private static func scale(_ fontSize: Double, _ kind: Kind) -> Double {
        switch kind {
        case .linear(let factor):
            fontSize * factor
        case .system(let system):
            system.scale(fontSize)
        case .clamped(let inner, let low, let high):
            clampDouble(scale(fontSize, inner), low * fontSize, high * fontSize)
        }
    }

    /// `TextScaler.clamp`: keeps results within [min × size, max × size]. Bounds must satisfy
    /// 0 ≤ min ≤ max, min finite, max not NaN (Flutter asserts the same).
    ///
    /// Nested clamps whose ranges meet in one point or not at all (a debug assertion in Flutter)
    /// become `linear` at the larger lower bound, which is what a release build returns for the
    /// sizes that the inner scaler keeps below it.
    public func clamp(minScaleFactor: Double = 0, maxScaleFactor: Double = .infinity) -> FlutterTextScaler {
        precondition(minScaleFactor.isFinite && minScaleFactor >= 0, "minScaleFactor must be finite and non-negative")
        precondition(!maxScaleFactor.isNaN && maxScaleFactor >= minScaleFactor, "maxScaleFactor must be at least minScaleFactor")
        if minScaleFactor == maxScaleFactor {
            return .linear(minScaleFactor)
        }
        switch kind {
        case .linear(let factor):
            return .linear(Self.clampDouble(factor, minScaleFactor, maxScaleFactor))
        case .system:
            return FlutterTextScaler(.clamped(kind, minScaleFactor: minScaleFactor, maxScaleFactor: maxScaleFactor))
        case .clamped(let inner, let low, let high):
            let newLow = max(minScaleFactor, low)
            let newHigh = min(maxScaleFactor, high)
            if newLow >= newHigh {
                return .linear(newLow)
            }
            return FlutterTextScaler(.clamped(inner, minScaleFactor: newLow, maxScaleFactor: newHigh))
        }
    }

    /// What `MediaQuery.withClampedTextScaling(minScaleFactor:maxScaleFactor:child:)` hands the
    /// child when this is the ambient scaler: the ambient scaler, clamped. Wrapping twice
    /// intersects, so an inner wrapper can only narrow an outer one.
    public func withClampedTextScaling(minScaleFactor: Double = 0, maxScaleFactor: Double = .infinity) -> FlutterTextScaler {
        clamp(minScaleFactor: minScaleFactor, maxScaleFactor: maxScaleFactor)
    }

    /// The deprecated `textScaleFactor` estimate: exact for linear scalers, the platform's
    /// factor for the system one (not what Android's curve does to any given size).
    public var textScaleFactor: Double {
        Self.textScaleFactor(kind)
    }

    private static func textScaleFactor(_ kind: Kind) -> Double {
        switch kind {
        case .linear(let factor): factor
        case .system(let system): system.textScaleFactor
        case .clamped(let inner, let low, let high): clampDouble(textScaleFactor(inner), low, high)
        }
    }

    /// The factor of a linear scaler, nil for the system scaler and for clamped ones.
    public var linearFactor: Double? {
        if case .linear(let factor) = kind { return factor }
        return nil
    }

    /// The bounds of a clamped scaler, nil otherwise.
    public var clampBounds: (minScaleFactor: Double, maxScaleFactor: Double)? {
        if case .clamped(_, let low, let high) = kind { return (low, high) }
        return nil
    }

    /// Dart's `clampDouble`, including its answers for an infinite bound times a zero size
    /// (a NaN bound lets the value through).
    private static func clampDouble(_ value: Double, _ low: Double, _ high: Double) -> Double {
        if value < low { return low }
        if value > high { return high }
        if value.isNaN { return high }
        return value
    }
}
