@_exported import LACoreGraphics
@_spi(LoaderAnim) import LACoreGraphics
import Glibc
import Layers

/// The one scene a Swift scene's program builds. UIKit's world is a process-wide one
/// (UIApplication.shared, the main run loop), and the mirror's handles need the stage their
/// layers live on: this is that world, and the only mutable global state of the mirror.
/// The program is single-threaded: its code runs in its top level and in callbacks on the
/// scene clock, one at a time.
@_spi(LoaderAnim) public enum SceneHost {
    nonisolated(unsafe) public static var stage: Stage?
    /// The handle of each engine layer, so that `sublayers`, `superlayer` and delegates give
    /// back the objects the scene made.
    nonisolated(unsafe) static var handles: [LayerID: CALayer] = [:]
    /// Seconds the scene's code may run at a time (its setup, each callback); 0: no limit.
    nonisolated(unsafe) public static var codeTimeLimit: Double = 0

    /// The stage, or a clear stop when the scene makes layers before calling scene(...).
    public static func requireStage(_ what: String) -> Stage {
        guard let stage else {
            MirrorDiagnostics.fail("\(what) before scene(...): call scene(title:width:height:...) first, then build the layers")
        }
        return stage
    }

    public static func handle(of id: LayerID) -> CALayer? { handles[id] }

    /// A layer a mirror class draws with (a label's text, a spinner's bars): out of the
    /// scene's sight, as UIKit's own layers are (`sublayers` does not list it, indexes skip
    /// it, the layout pass passes it by); its owner keeps the handle.
    public static func hide(_ layer: CALayer) { handles[layer.layerID] = nil }

    /// A new layer's handle: kept for its id, and laid out in the next layout pass.
    static func register(_ layer: CALayer) {
        handles[layer.layerID] = layer
        layoutPending = true
    }

    // MARK: The layout pass

    /// Some layer asked for layout since the last pass.
    nonisolated(unsafe) static var layoutPending = false

    /// UIKit's layout pass, at the end of each turn of the run loop: every layer in the tree
    /// that needs layout gets layoutSublayers() (a view's layoutSubviews()), parents before
    /// their sublayers, until none asks again.
    public static func runLayoutPass() {
        guard let stage else { return }
        var rounds = 0
        while layoutPending, rounds < 100 {
            layoutPending = false
            rounds += 1
            layOut(stage.root)
        }
    }

    /// The layers whose setNeedsDisplay() has not been answered yet, in the order asked.
    nonisolated(unsafe) static var displayQueue: [CALayer] = []

    /// Core Animation's display pass, after the layout pass: display() on each layer that
    /// still needs display (one that displayIfNeeded() already displayed is skipped).
    static func runDisplayPass() {
        while !displayQueue.isEmpty {
            let queue = displayQueue
            displayQueue = []
            for layer in queue where layer.needsDisplayFlag { layer.display() }
        }
    }

    /// Lays out `id` if it needs it, then its sublayers and mask.
    static func layOut(_ id: LayerID) {
        guard let stage else { return }
        if let layer = handles[id], layer.needsLayoutFlag {
            layer.needsLayoutFlag = false
            layer.layoutSublayers()
        }
        for sublayer in stage.sublayers(of: id) { layOut(sublayer) }
        if let mask = stage.mask(of: id) { layOut(mask) }
    }

    /// Runs scene code that the clock calls back (a timer, a delegate, a completion) under
    /// the time limit, with the implicit transaction closed after it as a run loop turn
    /// closes Core Animation's.
    public static func callback(_ body: () throws -> Void) rethrows {
        armTimeLimit(phase: "in a callback")
        defer {
            disarmTimeLimit()
            endTurn()
        }
        try body()
    }

    /// Closes transactions a turn of the run loop leaves open (CATransaction settings made
    /// outside begin/commit belong to the implicit transaction, committed at the turn's end).
    public static func endTurn() {
        guard let stage else { return }
        // The main actor's jobs and the layout they change, until both are done (a task
        // started by a layout pass takes its first step in the same turn).
        for _ in 0..<4 {
            drainMainActor()
            guard layoutPending else { break }
            runLayoutPass()
        }
        runDisplayPass()
        releaseDeadAssociations()
        while implicitTransactions > 0 {
            stage.commitTransaction()
            implicitTransactions -= 1
        }
    }
    nonisolated(unsafe) static var implicitTransactions = 0
    /// The block CATransaction.setCompletionBlock was last given, for completionBlock().
    nonisolated(unsafe) static var transactionCompletionBlock: (() -> Void)?

    // MARK: UIKit's world

    /// UIView.setAnimationsEnabled: false makes every animate block change at once.
    nonisolated(unsafe) public static var viewAnimationsEnabled = true

    // MARK: The time limit

    /// Started with the first armTimeLimit.
    nonisolated(unsafe) private static var watchdog: Watchdog?

    /// Starts the clock on the scene's code; past the limit the program prints one line and
    /// exits 70, whatever the code is doing (an endless loop too).
    public static func armTimeLimit(phase: String) {
        guard codeTimeLimit > 0 else { return }
        let text = "loaderanim: \(MirrorDiagnostics.sceneName): the scene's code ran longer than --max-seconds "
            + "\(codeTimeLimit) \(phase)\(stage.map { " (scene time \(($0.now * 1000).rounded() / 1000) s)" } ?? "")\n"
        if watchdog == nil { watchdog = Watchdog() }
        watchdog!.arm(seconds: codeTimeLimit, message: text)
    }

    public static func disarmTimeLimit() {
        watchdog?.disarm()
    }

    /// An engine error where Apple's API has no way to throw: stops the scene with it.
    public static func check<T>(_ what: @autoclosure () -> String, _ body: () throws -> T) -> T {
        do { return try body() } catch {
            MirrorDiagnostics.fail("\(what()): \(error)")
        }
    }
}
