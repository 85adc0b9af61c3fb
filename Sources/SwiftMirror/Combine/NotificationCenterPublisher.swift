extension NotificationCenter {
    /// The notifications posted under `name` (by `object` when given), as they are posted.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// Combine's notification publisher: each subscriber is an observer of the center until it cancels.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            subscriber.receive(subscription: Observation(center: center, name: name, object: object, subscriber: AnySubscriber(subscriber)))
        }

        /// One subscriber's observer and demand.
        final class Observation: Subscription {
            private var token: NSObjectProtocol?
            private let center: NotificationCenter
            private var demand = Subscribers.Demand.none

            init(center: NotificationCenter, name: Notification.Name, object: AnyObject?, subscriber: AnySubscriber<Notification, Never>) {
                self.center = center
                token = center.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
                    guard let self, self.demand > 0 else { return }
                    self.demand -= 1
                    self.demand += subscriber.receive(note)
                }
            }

            func request(_ demand: Subscribers.Demand) { self.demand += demand }

            func cancel() {
                if let token { center.removeObserver(token) }
                token = nil
            }
        }
    }
}
