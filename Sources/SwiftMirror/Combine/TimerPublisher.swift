extension Timer {
    /// A publisher of the scene clock's dates every `interval`, from when it is connected.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Combine's timer publisher: connectable, so nothing ticks until `connect()` (or
    /// `autoconnect()` at the first subscriber); each tick sends the scene clock's `Date()` to
    /// every subscriber that has demand left.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private var subscriptions: [Tick] = []
        private var timer: Timer?

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Date {
            let tick = Tick(AnySubscriber(subscriber)) { [weak self] tick in self?.subscriptions.removeAll { $0 === tick } }
            subscriptions.append(tick)
            subscriber.receive(subscription: tick)
        }

        public func connect() -> Cancellable {
            if timer == nil {
                let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in
                    let now = Date()
                    self?.subscriptions.forEach { $0.send(now) }
                }
                runLoop.add(timer, forMode: mode)
                self.timer = timer
            }
            return AnyCancellable { [weak self] in
                self?.timer?.invalidate()
                self?.timer = nil
            }
        }

        /// One subscriber's demand.
        final class Tick: Subscription {
            private var subscriber: AnySubscriber<Date, Never>?
            private var demand = Subscribers.Demand.none
            private let ended: (Tick) -> Void

            init(_ subscriber: AnySubscriber<Date, Never>, ended: @escaping (Tick) -> Void) {
                self.subscriber = subscriber
                self.ended = ended
            }

            func send(_ date: Date) {
                guard let subscriber, demand > 0 else { return }
                demand -= 1
                demand += subscriber.receive(date)
            }

            func request(_ demand: Subscribers.Demand) { self.demand += demand }

            func cancel() {
                subscriber = nil
                ended(self)
            }
        }
    }
}
