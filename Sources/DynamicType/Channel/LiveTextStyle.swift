import ReflowLocking

/// A text style attached to a `TextSizeChannel` that caches its resolved metrics and drops the
/// cache whenever the category changes: what a label does with its font.
public final class LiveTextStyle: Sendable {
    /// The style followed.
    public let style: TextStyle
    /// Whether the emphasized (bold) weight is used.
    public let emphasized: Bool
    private let channel: TextSizeChannel
    private let cache = Locked<TextStyleMetrics?>(nil)
    private let invalidations = Locked(0)
    private let subscription = Locked<TextSizeSubscription?>(nil)

    /// Attaches `style` to `channel`; `onChange` runs after each invalidation (to request layout).
    public init(
        style: TextStyle, emphasized: Bool = false, channel: TextSizeChannel,
        onChange: @escaping @Sendable (LiveTextStyle) -> Void = { _ in }
    ) {
        self.style = style
        self.emphasized = emphasized
        self.channel = channel
        let subscription = channel.subscribe { [weak self] _ in
            guard let self, self.subscription.withLock({ $0 != nil }) else { return }
            self.cache.withLock { $0 = nil }
            self.invalidations.withLock { $0 += 1 }
            onChange(self)
        }
        self.subscription.withLock { $0 = subscription }
    }

    /// The metrics at the channel's current category, computed once per change.
    public var metrics: TextStyleMetrics {
        cache.withLock { cached in
            if let cached { return cached }
            // The iOS ramp has every style at every category, so this never fails.
            let fresh = TypeRamp<TextStyle>.iOS.metrics(of: style, at: channel.category, emphasized: emphasized)!
            cached = fresh
            return fresh
        }
    }

    /// How many times the cached metrics were invalidated.
    public var invalidationCount: Int {
        invalidations.withLock { $0 }
    }

    /// Detaches from the channel; the last metrics stay readable but no longer follow it.
    public func detach() {
        // Freeze and cancel under the cache lock, so no round can clear the cache in between.
        cache.withLock { cached in
            if cached == nil {
                cached = TypeRamp<TextStyle>.iOS.metrics(of: style, at: channel.category, emphasized: emphasized)
            }
            subscription.withLock {
                $0?.cancel(); $0 = nil
            }
        }
    }
}
