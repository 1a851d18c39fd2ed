import ReflowLocking

/// The live text-size setting: subscribers attach once and are told every time the category
/// changes, the way UIKit controls follow `UIContentSizeCategory.didChangeNotification`.
///
/// Guarantees:
/// - a change notifies every live subscriber exactly once, in the order they subscribed, with
///   the new category; setting the current category again notifies nobody;
/// - changes are delivered one round at a time, in the order they were made, so every subscriber
///   sees the same sequence; a change made while a round is running (from a handler, or from
///   another thread) is delivered by the thread running the rounds before it returns;
/// - `category` is the latest category set, even while its round is still being delivered;
/// - a subscription cancelled before its handler's turn in a round is not called in that round
///   or later (a call already running on another thread finishes);
/// - handlers run outside the channel's lock, so they may subscribe, cancel or set the category.
public final class TextSizeChannel: Sendable {
    private struct Subscriber {
        let id: UInt64
        let handler: @Sendable (ContentSizeCategory) -> Void
    }

    private struct State {
        var latest: ContentSizeCategory
        var delivered: ContentSizeCategory
        var subscribers: [Subscriber] = []
        var nextID: UInt64 = 0
        var pending: [ContentSizeCategory] = []
        var isDelivering = false
    }

    private let state: Locked<State>

    /// A channel whose setting starts at `category` (the default, Large, unless given).
    public init(category: ContentSizeCategory = .default) {
        state = Locked(State(latest: category, delivered: category))
    }

    /// The current setting: the latest category set.
    public var category: ContentSizeCategory {
        state.withLock { $0.latest }
    }

    /// The number of live subscribers.
    public var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    /// Attaches `handler`; it is called with each new category until the subscription is
    /// cancelled or released. The handler is not called for the current value.
    public func subscribe(_ handler: @escaping @Sendable (ContentSizeCategory) -> Void) -> TextSizeSubscription {
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.subscribers.append(Subscriber(id: id, handler: handler))
            return id
        }
        return TextSizeSubscription(channel: self, id: id)
    }

    /// Changes the setting and notifies subscribers; no-op when `category` is already current.
    public func update(to category: ContentSizeCategory) {
        let shouldDeliver = state.withLock { state -> Bool in
            state.latest = category
            state.pending.append(category)
            guard !state.isDelivering else { return false }
            state.isDelivering = true
            return true
        }
        if shouldDeliver { deliverPending() }
    }

    /// An asynchronous sequence of the categories set from now on.
    public func updates() -> AsyncStream<ContentSizeCategory> {
        let (stream, continuation) = AsyncStream<ContentSizeCategory>.makeStream()
        let subscription = subscribe { continuation.yield($0) }
        continuation.onTermination = { _ in subscription.cancel() }
        return stream
    }

    func unsubscribe(id: UInt64) {
        // The removed handler is released after the lock: it may own other subscriptions whose
        // deinit unsubscribes again.
        let removed = state.withLock { state -> [Subscriber] in
            guard let index = state.subscribers.firstIndex(where: { $0.id == id }) else { return [] }
            return [state.subscribers.remove(at: index)]
        }
        _ = removed
    }

    /// Drains queued changes one round at a time; only one thread delivers at once.
    private func deliverPending() {
        while true {
            let round = state.withLock { state -> (ContentSizeCategory, [UInt64])? in
                while !state.pending.isEmpty {
                    let next = state.pending.removeFirst()
                    if next != state.delivered {
                        state.delivered = next
                        return (next, state.subscribers.map(\.id))
                    }
                }
                state.isDelivering = false
                return nil
            }
            guard let (category, ids) = round else { return }
            for id in ids {
                // Looked up again so that a subscriber cancelled mid-round is skipped.
                let handler = state.withLock { state in state.subscribers.first { $0.id == id }?.handler }
                handler?(category)
            }
        }
    }
}

/// A live attachment to a `TextSizeChannel`; cancelled explicitly or when released.
public final class TextSizeSubscription: Sendable {
    private let channel: TextSizeChannel
    private let id: UInt64

    init(channel: TextSizeChannel, id: UInt64) {
        self.channel = channel
        self.id = id
    }

    /// Stops notifications; calling it again does nothing.
    public func cancel() {
        channel.unsubscribe(id: id)
    }

    deinit {
        channel.unsubscribe(id: id)
    }
}
