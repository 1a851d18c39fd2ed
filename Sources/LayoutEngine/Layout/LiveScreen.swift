import DynamicType
import ReflowLocking

/// A laid-out screen that follows the live text-size setting: subscribed to a `TextSizeChannel`,
/// it lays the screen out again whenever the category changes and tells its own subscribers.
///
/// A relayout redoes only what depends on text size. A node depends on it when it or a
/// descendant shows text (Text, TextField, SecureField), a symbol sized by its font, decides on
/// the category (`Conditional`, `AnyLayout`), or is a Spacer or Divider whose stack axis an
/// `AnyLayout` picks (`LayoutNode.dependsOnTextSize`), unless all the text it shows is in fonts
/// of a fixed size (`LayoutPass.laysOutAlike`); every other node's arrangement is a pure function
/// of its proposal on a fixed device, direction and platform, so it is computed once per proposal
/// and kept for the screen's lifetime. A text-free subtree whose proposals do not
/// change is therefore never arranged again; `statistics` shows what the latest pass computed.
/// Walking default -> AX5 -> default ends with exactly the layout a fresh pass at the default
/// gives, because reused arrangements are the ones a fresh pass would compute.
///
/// Thread-safe: state sits behind a lock, relayouts run one at a time, and subscribers are
/// called outside the lock (they may read `screen`, subscribe or cancel).
public final class LiveScreen: Sendable {
    private struct State {
        var screen: LaidOutScreen
        var statistics: LayoutStatistics
        var layoutCount: Int
        var lastError: (any Error)?
        let cache: ArrangementCache
        /// What views that keep their largest size remember between this screen's layouts.
        let memory: SizeMemory
    }

    private struct Subscriber {
        let id: UInt64
        let handler: @Sendable (LaidOutScreen) -> Void
    }

    private let tree: LayoutNode
    private let layout: ScreenLayout
    private let device: Device
    private let environment: LayoutEnvironment
    private let state: Locked<State>
    private let subscribers = Locked<(next: UInt64, all: [Subscriber])>((0, []))
    private let channelSubscription = Locked<TextSizeSubscription?>(nil)

    /// Lays `root` out at `channel`'s current category (replacing `environment.category`) and
    /// follows the channel from then on; throws when the first layout fails.
    public init(
        _ root: ViewNode, layout: ScreenLayout, device: Device = .iPhone16,
        environment: LayoutEnvironment = LayoutEnvironment(), channel: TextSizeChannel
    ) throws {
        tree = try ScreenLayout.tree(root)
        self.layout = layout
        self.device = device
        self.environment = environment
        var first = environment
        first.category = channel.category
        let cache = ArrangementCache()
        let memory = SizeMemory()
        let (screen, statistics) = try layout.layout(
            tree, device: device, environment: first, reusing: cache, recordsArrangedPaths: true,
            remembering: memory)
        state = Locked(State(screen: screen, statistics: statistics, layoutCount: 1, lastError: nil, cache: cache, memory: memory))
        let subscription = channel.subscribe { [weak self] category in self?.relayout(to: category) }
        channelSubscription.withLock { $0 = subscription }
        // A change made between the first layout and subscribing would otherwise be missed.
        relayout(to: channel.category)
    }

    /// The latest layout.
    public var screen: LaidOutScreen { state.withLock { $0.screen } }

    /// The size category of the latest layout.
    public var category: ContentSizeCategory { state.withLock { $0.screen.environment.category } }

    /// What the latest layout pass computed and what it reused.
    public var statistics: LayoutStatistics { state.withLock { $0.statistics } }

    /// How many layout passes have run, the first one included.
    public var layoutCount: Int { state.withLock { $0.layoutCount } }

    /// Why the latest relayout failed, or nil if it succeeded (the previous layout is kept).
    public var lastError: (any Error)? { state.withLock { $0.lastError } }

    /// The number of live subscribers.
    public var subscriberCount: Int { subscribers.withLock { $0.all.count } }

    /// Calls `handler` with each new layout, once per category change, until the subscription
    /// is cancelled or released. Not called for the current layout.
    public func subscribe(_ handler: @escaping @Sendable (LaidOutScreen) -> Void) -> LiveScreenSubscription {
        let id = subscribers.withLock { subscribers in
            let id = subscribers.next
            subscribers.next += 1
            subscribers.all.append(Subscriber(id: id, handler: handler))
            return id
        }
        return LiveScreenSubscription(screen: self, id: id)
    }

    /// Stops following the channel; the latest layout stays readable.
    public func detach() {
        channelSubscription.withLock {
            $0?.cancel(); $0 = nil
        }
    }

    func unsubscribe(id: UInt64) {
        // Released after the lock: a handler may own subscriptions whose deinit unsubscribes again.
        let removed = subscribers.withLock { subscribers -> [Subscriber] in
            guard let index = subscribers.all.firstIndex(where: { $0.id == id }) else { return [] }
            return [subscribers.all.remove(at: index)]
        }
        _ = removed
    }

    /// Lays out again at `category` unless the latest layout already is at it, then notifies.
    private func relayout(to category: ContentSizeCategory) {
        let changed: LaidOutScreen? = state.withLock { state in
            guard state.screen.environment.category != category else { return nil }
            var environment = self.environment
            environment.category = category
            do {
                let (screen, statistics) = try layout.layout(
                    tree, device: device, environment: environment, reusing: state.cache,
                    recordsArrangedPaths: true, remembering: state.memory)
                state.screen = screen
                state.statistics = statistics
                state.layoutCount += 1
                state.lastError = nil
                return screen
            } catch {
                state.lastError = error
                return nil
            }
        }
        guard let changed else { return }
        let handlers = subscribers.withLock { $0.all.map(\.handler) }
        for handler in handlers { handler(changed) }
    }
}
