import ReflowLocking
import Testing
@testable import DynamicType

/// Collects what handlers saw, safely across threads.
final class Recorder: Sendable {
    private let events = Locked<[String]>([])
    func record(_ event: String) { events.withLock { $0.append(event) } }
    var all: [String] { events.withLock { $0 } }
}

@Suite struct TextSizeChannelTests {
    @Test func everySubscriberIsNotifiedOnceInSubscriptionOrder() {
        let channel = TextSizeChannel()
        let recorder = Recorder()
        let subscriptions = (0..<3).map { index in channel.subscribe { recorder.record("\(index):\($0)") } }
        channel.update(to: .accessibility5)
        #expect(recorder.all == ["0:accessibility5", "1:accessibility5", "2:accessibility5"])
        #expect(channel.category == .accessibility5)
        #expect(subscriptions.count == 3)
    }

    @Test func settingTheSameCategoryNotifiesNobody() {
        let channel = TextSizeChannel(category: .xLarge)
        let recorder = Recorder()
        let subscription = channel.subscribe { recorder.record("\($0)") }
        channel.update(to: .xLarge)
        #expect(recorder.all.isEmpty)
        subscription.cancel()
    }

    @Test func cancelledAndReleasedSubscribersAreNotCalled() {
        let channel = TextSizeChannel()
        let recorder = Recorder()
        let kept = channel.subscribe { recorder.record("kept \($0)") }
        let cancelled = channel.subscribe { recorder.record("cancelled \($0)") }
        cancelled.cancel()
        cancelled.cancel()
        do { _ = channel.subscribe { recorder.record("released \($0)") } }
        channel.update(to: .small)
        #expect(recorder.all == ["kept small"])
        #expect(channel.subscriberCount == 1)
        _ = kept
    }

    @Test func aSubscriberCancelledMidRoundIsSkipped() {
        let channel = TextSizeChannel()
        let recorder = Recorder()
        let later = Locked<TextSizeSubscription?>(nil)
        let first = channel.subscribe { _ in
            later.withLock { $0?.cancel() }; recorder.record("first")
        }
        later.withLock { $0 = channel.subscribe { _ in recorder.record("second") } }
        channel.update(to: .accessibility1)
        #expect(recorder.all == ["first"])
        _ = first
    }

    @Test func changesMadeInsideAHandlerArriveAfterTheCurrentRound() {
        let channel = TextSizeChannel()
        let recorder = Recorder()
        let a = channel.subscribe { category in
            recorder.record("a:\(category)")
            if category == .accessibility1 { channel.update(to: .accessibility2) }
        }
        let b = channel.subscribe { recorder.record("b:\($0)") }
        channel.update(to: .accessibility1)
        #expect(recorder.all == ["a:accessibility1", "b:accessibility1", "a:accessibility2", "b:accessibility2"])
        #expect(channel.category == .accessibility2)
        _ = (a, b)
    }

    @Test func cachedStylesAreInvalidatedAndEndWhereAFreshOneStarts() {
        let channel = TextSizeChannel()
        let relayouts = Recorder()
        let live = TextStyle.allCases.map { style in
            LiveTextStyle(style: style, channel: channel) { relayouts.record("\($0.style)") }
        }
        let before = live.map(\.metrics)
        // Walk the slider up to AX5 and back, reading (and caching) at every stop.
        let walk =
            Array(ContentSizeCategory.allCases.drop { $0 <= .large })
            + ContentSizeCategory.allCases.reversed().drop { $0 >= .accessibility5 }.prefix { $0 >= .large }
        for category in walk {
            channel.update(to: category)
            for style in live {
                #expect(style.metrics == TypeRamp<TextStyle>.iOS.metrics(of: style.style, at: category), "\(style.style) at \(category)")
            }
        }
        #expect(channel.category == .large)
        #expect(live.map(\.invalidationCount) == Array(repeating: walk.count, count: live.count))
        #expect(relayouts.all.count == walk.count * live.count)
        let freshChannel = TextSizeChannel()
        let fresh = TextStyle.allCases.map { LiveTextStyle(style: $0, channel: freshChannel) }
        #expect(live.map(\.metrics) == fresh.map(\.metrics))
        #expect(live.map(\.metrics) == before)
        #expect(walk.first == .xLarge && walk.last == .large && walk.count == 16)
    }

    @Test func detachedStylesStopFollowing() {
        let channel = TextSizeChannel()
        let style = LiveTextStyle(style: .body, channel: channel)
        style.detach()
        channel.update(to: .accessibility5)
        #expect(style.metrics.pointSize == 17)
        #expect(style.invalidationCount == 0)
        #expect(channel.subscriberCount == 0)
    }

    @Test func updatesArriveAsAnAsyncSequence() async {
        let channel = TextSizeChannel()
        let stream = channel.updates()
        channel.update(to: .xxLarge)
        channel.update(to: .accessibility3)
        var received: [ContentSizeCategory] = []
        for await category in stream {
            received.append(category)
            if received.count == 2 { break }
        }
        #expect(received == [.xxLarge, .accessibility3])
    }

    @Test func concurrentChangesAreDeliveredWholeAndInTheSameOrderToEverySubscriber() async {
        let channel = TextSizeChannel()
        let first = Recorder(), second = Recorder()
        let a = channel.subscribe { first.record("\($0)") }
        let b = channel.subscribe { second.record("\($0)") }
        await withTaskGroup(of: Void.self) { group in
            for category in ContentSizeCategory.allCases.reversed() {
                group.addTask { channel.update(to: category) }
            }
        }
        #expect(first.all == second.all)
        #expect(first.all.last == channel.category.description)
        _ = (a, b)
    }

    @Test func releasingASubscriptionThatOwnsAnotherDoesNotDeadlock() {
        let channel = TextSizeChannel()
        // b's handler is the only owner of a: releasing b releases a while b is being removed.
        var b: TextSizeSubscription? = {
            let a = channel.subscribe { _ in }
            return channel.subscribe { _ in _ = a }
        }()
        #expect(channel.subscriberCount == 2)
        b = nil
        #expect(b == nil)
        #expect(channel.subscriberCount == 0)
    }

    @Test func categoryIsTheLatestSetEvenDuringItsRound() {
        let channel = TextSizeChannel()
        let seen = Recorder()
        let subscription = channel.subscribe { _ in
            seen.record("\(channel.category)")
            if channel.category == .accessibility1 { channel.update(to: .accessibility2) }
        }
        channel.update(to: .accessibility1)
        // The handler ran twice: for AX1 (then asked for AX2) and for AX2.
        #expect(seen.all == ["accessibility1", "accessibility2"])
        #expect(channel.category == .accessibility2)
        subscription.cancel()
    }
}
