import Animation
import Layers

/// CATransaction over the engine's transactions. Settings made outside begin()/commit()
/// go to the implicit transaction, which closes when the code running now returns (the end
/// of the run loop turn on iOS).
open class CATransaction {
    static var stage: Stage { SceneHost.requireStage("CATransaction") }

    open class func begin() { stage.beginTransaction() }
    open class func commit() { stage.commitTransaction() }
    open class func flush() {}

    private static func update(_ change: (inout Transaction) -> Void) {
        let stage = stage
        if !stage.hasOpenTransaction {
            stage.beginTransaction()
            SceneHost.implicitTransactions += 1
        }
        stage.updateTransaction(change)
    }

    open class func setAnimationDuration(_ duration: CFTimeInterval) { update { $0.duration = duration } }
    open class func setDisableActions(_ flag: Bool) { update { $0.disableActions = flag } }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        update { $0.timingFunction = function?.function ?? .default }
    }
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        update { _ in }
        guard let block else { return }
        stage.setTransactionCompletion { _ in SceneHost.callback(block) }
    }

    open class func animationDuration() -> CFTimeInterval { 0.25 }
    open class func disableActions() -> Bool { false }
}
