/// A text style that can be a row of a type ramp (iOS's `TextStyle`, watchOS's `WatchTextStyle`, …).
public protocol RampStyle: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The name used in Reflow's outputs (SwiftUI's spelling where SwiftUI has one).
    var name: String { get }
}

extension TextStyle: RampStyle {
    /// SwiftUI's spelling (`title`, `caption`).
    public var name: String { swiftUIName }
}
