/// A completion that waits for a set of animations: CATransaction's completion block (every
/// animation added while the transaction is open) or the completion of `animate { ... }`
/// (the animations the block made). A class because every animation it waits for holds the
/// same one and counts it down.
final class CompletionGroup {
    /// Whether animations added by anything while the group is open count (a transaction's
    /// completion), or only those the group is handed (an animate block's).
    let countsEveryAnimation: Bool
    var completion: (Stage, Bool) throws -> Void
    private var pending = 0
    private var allFinished = true
    private var isOpen = true

    init(countsEveryAnimation: Bool, completion: @escaping (Stage, Bool) throws -> Void) {
        self.countsEveryAnimation = countsEveryAnimation
        self.completion = completion
    }

    func wait() { pending += 1 }

    /// One animation it waits for has stopped (finished false: removed before its end).
    func stopped(finished: Bool, on stage: Stage) {
        pending -= 1
        allFinished = allFinished && finished
        fireIfDone(on: stage)
    }

    /// The block that adds its animations is over: with none pending, it completes now.
    func close(on stage: Stage) {
        isOpen = false
        fireIfDone(on: stage)
    }

    private func fireIfDone(on stage: Stage) {
        guard !isOpen, pending == 0 else { return }
        let finished = allFinished
        stage.clock.schedule(at: stage.now) { [completion] stage in try completion(stage, finished) }
    }
}

extension Stage {
    /// Runs `body` with `group` open, then closes it.
    func withCompletion<Result>(_ group: CompletionGroup?, _ body: () throws -> Result) rethrows -> Result {
        guard let group else { return try body() }
        openCompletions.append(group)
        defer {
            openCompletions.removeLast()
            group.close(on: self)
        }
        return try body()
    }
}
