@_spi(LoaderAnim) import LACoreGraphics
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

    // MARK: Inert
    open class func lock() {}
    open class func unlock() {}

    // MARK: The transaction

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
        SceneHost.transactionCompletionBlock = block
        guard let block else { return }
        stage.setTransactionCompletion { _ in SceneHost.callback(block) }
    }

    /// What the innermost transaction (or an enclosing one) set, else Core Animation's
    /// defaults: 0.25 s, actions on, the default curve.
    open class func animationDuration() -> CFTimeInterval { stage.currentTransaction.duration }
    open class func disableActions() -> Bool { stage.currentTransaction.disableActions }
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        let function = stage.currentTransaction.timingFunction
        if let name = TimingFunction.named.first(where: { $0.value == function })?.key {
            return CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: name))
        }
        guard case .cubicBezier(let c) = function else { return nil }
        return CAMediaTimingFunction(controlPoints: Float(c.x1), Float(c.y1), Float(c.x2), Float(c.y2))
    }
    /// The block the last setCompletionBlock gave (read back as Core Animation returns it).
    open class func completionBlock() -> (() -> Void)? { SceneHost.transactionCompletionBlock }

    /// The keys Core Animation's transaction stores: animationDuration, disableActions,
    /// animationTimingFunction and completionBlock, by their kCATransaction names too.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration", "kCATransactionAnimationDuration": animationDuration()
        case "disableActions", "kCATransactionDisableActions": disableActions()
        case "animationTimingFunction", "kCATransactionAnimationTimingFunction": animationTimingFunction()
        case "completionBlock", "kCATransactionCompletionBlock": completionBlock()
        default: nil
        }
    }

    open class func setValue(_ value: Any?, forKey key: String) {
        let seconds = (value as? Double) ?? (value as? CGFloat).map(Double.init) ?? (value as? Int).map(Double.init)
            ?? (value as? Float).map { $0.decimal }
        switch (key, value) {
        case ("animationDuration", _) where seconds != nil, ("kCATransactionAnimationDuration", _) where seconds != nil:
            setAnimationDuration(seconds!)
        case ("disableActions", let flag as Bool), ("kCATransactionDisableActions", let flag as Bool):
            setDisableActions(flag)
        case ("disableActions", let flag as NSNumber), ("kCATransactionDisableActions", let flag as NSNumber):
            setDisableActions(flag.boolValue)  // kCFBooleanTrue
        case ("animationTimingFunction", let function as CAMediaTimingFunction),
             ("kCATransactionAnimationTimingFunction", let function as CAMediaTimingFunction):
            setAnimationTimingFunction(function)
        case ("completionBlock", let block as () -> Void), ("kCATransactionCompletionBlock", let block as () -> Void):
            setCompletionBlock(block)
        default:
            MirrorDiagnostics.fail("CATransaction.setValue(\(value.map { "\($0)" } ?? "nil"), forKey: \"\(key)\"): the transaction "
                + "keeps animationDuration (a Double), disableActions (a Bool), animationTimingFunction and completionBlock")
        }
    }
}
