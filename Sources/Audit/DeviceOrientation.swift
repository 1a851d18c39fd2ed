import LayoutEngine

/// Which way up a device is held.
public enum DeviceOrientation: String, CaseIterable, Hashable, Sendable {
    /// Upright: the device's own screen size.
    case portrait
    /// Sideways: width and height swapped, the notch's insets on the sides.
    case landscape

    /// `device` turned this way.
    public func apply(to device: Device) -> Device {
        self == .landscape ? device.landscape : device
    }
}
