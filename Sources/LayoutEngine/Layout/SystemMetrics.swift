/// The chrome of system controls and containers, one named constant each so calibration changes
/// one line. Labels as in swiftui-layout.md: [RE] from OpenSwiftUI's reimplementation of
/// SwiftUICore, [HIG] Apple's guidelines, [BLOG] long-standing third-party values, [UNVERIFIED]
/// folklore or a guess to calibrate against a device.
enum SystemMetrics {
    /// List/Form minimum row height (`defaultMinListRowHeight`) and the HIG tap target [HIG; value UNVERIFIED per iOS release].
    static let minimumRowHeight = 44.0
    /// Inset-grouped row inset from the list's edge: section margin plus content inset [UNVERIFIED: 16–20 + 16–20].
    static let insetGroupedRowInset = 36.0
    /// Plain row inset from the list's edge [UNVERIFIED].
    static let plainRowInset = 16.0
    /// Space above and below a row's content [UNVERIFIED: ≈ 11].
    static let rowVerticalInset = 11.0
    /// Space above an inset-grouped list's first row [UNVERIFIED].
    static let insetGroupedTopMargin = 16.0

    /// Bordered button label insets by control size, (horizontal, vertical) [UNVERIFIED: regular
    /// ≈ 12/7, large ≈ 20/14; the others interpolated].
    static func buttonInsets(_ size: ControlSize) -> (Double, Double) {
        switch size {
        case .mini: (6, 2)
        case .small: (10, 4)
        case .regular: (12, 7)
        case .large: (20, 14)
        case .extraLarge: (24, 17)
        }
    }

    /// A Toggle's switch [BLOG: UISwitch's 51 x 31].
    static let toggleSwitch = Size(width: 51, height: 31)
    /// The gap between a Toggle's label and its switch [UNVERIFIED].
    static let toggleGap = 8.0

    /// A segmented control's height [BLOG: UISegmentedControl's 32 since iOS 13].
    static let segmentedControlHeight = 32.0
    /// Horizontal room a segment keeps around its label, both sides together [UNVERIFIED].
    static let segmentLabelInset = 16.0

    /// The navigation bar under the status area [BLOG: long-standing UIKit value].
    static let navigationBarHeight = 44.0
    /// Space under a large title [UNVERIFIED: the bar is ≈ 96 = 44 + 52 at the default size].
    static let largeTitleBottomPadding = 8.0
    /// A large title's inset from the screen's sides [UNVERIFIED].
    static let largeTitleHorizontalInset = 16.0

    /// The tab bar above the home indicator [BLOG: UITabBar's 49].
    static let tabBarHeight = 49.0
    /// Where a tab item's label centre sits below the bar's top, under its icon [UNVERIFIED].
    static let tabLabelCentre = 33.0
    /// Horizontal room a tab item keeps around its label, both sides together [UNVERIFIED].
    static let tabItemInset = 4.0

    /// A Divider's thickness [UNVERIFIED: may be a hairline, 1/3 pt on 3x screens].
    static let dividerThickness = 1.0
}
