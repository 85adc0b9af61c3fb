import Animation

/// CATransaction's imperative form, begin() ... commit(), for front ends whose code is not
/// one closure (the Swift mirror); `transaction(_:completion:_:)` is the same thing scoped.
///
///     begin()              push settings (all inherited) and a completion group that
///       setDuration(...)   counts every animation added until commit, implicit ones too
///       layer.x = ...
///       setCompletion(f)   f runs once they have all stopped (at once if there were none)
///     commit()             pop both; the group fires when its animations are done
extension Stage {
    /// CATransaction.begin().
    public func beginTransaction() {
        transactions.append(Transaction())
        openCompletions.append(CompletionGroup(countsEveryAnimation: true) { _, _ in })
        openTransactionGroups.append(openCompletions.count - 1)
    }

    /// Whether a begin() is waiting for its commit().
    public var hasOpenTransaction: Bool { !openTransactionGroups.isEmpty }

    /// Changes the innermost open transaction's settings (setAnimationDuration and friends).
    public func updateTransaction(_ change: (inout Transaction) -> Void) {
        guard !transactions.isEmpty else { return }
        change(&transactions[transactions.count - 1])
    }

    /// CATransaction.setCompletionBlock on the innermost open transaction.
    public func setTransactionCompletion(_ completion: @escaping (Stage) throws -> Void) {
        guard let index = openTransactionGroups.last else { return }
        openCompletions[index].completion = { stage, _ in try completion(stage) }
    }

    /// What CATransaction.animationDuration(), disableActions() and
    /// animationTimingFunction() read: the innermost setting, else Core Animation's default.
    public var currentTransaction: (disableActions: Bool, duration: Double, timingFunction: TimingFunction) {
        effectiveTransaction
    }

    /// CATransaction.commit(): a commit without a begin does nothing, as in Core Animation.
    public func commitTransaction() {
        guard let index = openTransactionGroups.popLast() else { return }
        let group = openCompletions.remove(at: index)
        transactions.removeLast()
        group.close(on: self)
    }
}
