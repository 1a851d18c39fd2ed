/// A live attachment to a `LiveScreen`; cancelled explicitly or when released.
public final class LiveScreenSubscription: Sendable {
    private let screen: LiveScreen
    private let id: UInt64

    init(screen: LiveScreen, id: UInt64) {
        self.screen = screen
        self.id = id
    }

    /// Stops notifications; calling it again does nothing.
    public func cancel() {
        screen.unsubscribe(id: id)
    }

    deinit {
        screen.unsubscribe(id: id)
    }
}
