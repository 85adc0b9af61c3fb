import Foundation

/// `for await note in NotificationCenter.default.notifications(named: ...)`, which Linux's
/// Foundation lacks: an AsyncStream fed by a block observer from the moment the sequence is
/// made, each notification buffered until the loop takes it; the observer is removed when
/// the stream ends: the sequence and its iterators gone (the observer's block holds the
/// stream, so the sequence ends it in its deinit), or the loop's task cancelled.
extension NotificationCenter {
    public final class Notifications: AsyncSequence, @unchecked Sendable {
        public typealias Element = Notification
        private let stream: AsyncStream<Notification>
        private let continuation: AsyncStream<Notification>.Continuation

        init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
            (stream, continuation) = AsyncStream.makeStream(of: Notification.self)
            let continuation = continuation
            nonisolated(unsafe) let token = center.addObserver(forName: name, object: object, queue: nil) { continuation.yield($0) }
            continuation.onTermination = { _ in (center.removeObserver(_:) as (Any) -> Void)(token) }
        }

        deinit { continuation.finish() }

        public struct Iterator: AsyncIteratorProtocol {
            /// Keeps the sequence (and so the observer) while a loop runs.
            let sequence: Notifications
            var base: AsyncStream<Notification>.Iterator
            public mutating func next() async -> Notification? { await base.next() }
        }

        public func makeAsyncIterator() -> Iterator { Iterator(sequence: self, base: stream.makeAsyncIterator()) }
    }

    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }
}
