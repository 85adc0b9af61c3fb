import Foundation

/// UndoManager (Foundation on Apple's platforms, not in Linux's): a responder's undo stack.
/// Registered undos are kept and run by undo(); nothing in a scene shakes to undo.
open class UndoManager: NSObject {
    private var undos: [() -> Void] = []
    private var redos: [() -> Void] = []
    private var undoing = false

    public override init() {}
    open var canUndo: Bool { !undos.isEmpty }
    open var canRedo: Bool { !redos.isEmpty }
    open var isUndoing: Bool { undoing }
    open var levelsOfUndo = 0
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        let step = { [weak target] in if let target { handler(target) } }
        if undoing { redos.append(step) } else { undos.append(step) }
    }
    open func undo() {
        guard let step = undos.popLast() else { return }
        undoing = true
        step()
        undoing = false
    }
    open func redo() { redos.popLast()?() }
    open func removeAllActions() { undos.removeAll(); redos.removeAll() }
    open func beginUndoGrouping() {}
    open func endUndoGrouping() {}
}
