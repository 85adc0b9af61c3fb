@_spi(LoaderAnim) import LACoreGraphics
import Animation
import Geometry
import Layers

/// CALayerDelegate: draw(_:in:) draws a layer that has no draw(in:) of its own.
public protocol CALayerDelegate: AnyObject {
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layoutSublayers(of layer: CALayer)
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// CAAction: what a layer runs for a change (the mirror runs the engine's implicit actions).
public protocol CAAction {}

/// CALayer: a handle on one of the engine's layers. Every property reads and writes the
/// engine's model (or, on a presentation() copy, reads its presentation values), so a
/// timing or drawing rule lives once, in the engine, for Swift and Lua scenes alike.
open class CALayer: CustomStringConvertible {
    @_spi(LoaderAnim) public let layerID: LayerID
    /// A presentation() copy: reads presentation values, not the model.
    let isPresentation: Bool

    /// The engine's kind of layer this class makes.
    class var engineKind: LayerKind { .layer }

    /// Required, as a view's `layerClass` makes its layer with it (a scene's own class too).
    public required init() {
        let backsView = SceneHost.takeViewLayerRequest(for: Self.self)
        layerID = SceneHost.requireStage("CALayer()").makeLayer(Self.engineKind, backsView: backsView)
        isPresentation = false
        SceneHost.register(self)
        if !isMirrorClass { declareManagedProperties() }
    }

    /// Core Animation calls this to copy a layer for presentation(): then the copy reads the
    /// presentation values of `layer`. Called by a scene, it makes a new layer. Required, so
    /// that presentation() can copy a scene's own class.
    public required init(layer: Any) {
        if let model = SceneHost.presentationSource, model === layer as AnyObject {
            layerID = model.layerID
            isPresentation = true
            return
        }
        layerID = SceneHost.requireStage("CALayer(layer:)").makeLayer(Self.engineKind)
        isPresentation = false
        SceneHost.register(self)
        if !isMirrorClass { declareManagedProperties() }
    }

    /// NSCoding's initializer, required as on iOS (a layer subclass declares it); nothing
    /// calls it, as nothing here unarchives layers.
    public required init?(coder: NSCoder) { return nil }

    /// A view's layer: its model changes never animate implicitly; inside UIView.animate
    /// they animate with the block's timing.
    @_spi(LoaderAnim) public init(backingView: Void) {
        layerID = SceneHost.requireStage("UIView()").makeLayer(Self.engineKind, backsView: true)
        isPresentation = false
        SceneHost.register(self)
    }

    /// A handle on an existing engine layer (a view's, the canvas).
    @_spi(LoaderAnim) public init(existing id: LayerID) {
        layerID = id
        isPresentation = false
        SceneHost.register(self)
    }

    /// A presentation copy of `layer`.
    init(presenting layer: CALayer) {
        layerID = layer.layerID
        isPresentation = true
    }

    var stage: Stage { SceneHost.requireStage("a layer") }
    /// What the layer keeps of the properties the engine has no key for (CALayer+Inert.swift).
    var keptValues: [String: Any] = [:]
    var typeName: String { String(describing: type(of: self)) }

    // MARK: Values through the engine

    @_spi(LoaderAnim) public func engineValue(_ keyPath: String) -> AnimationValue {
        let stage = stage, id = layerID, presentation = isPresentation
        if let drawn = drawnValues {
            if keyPath == "frame" { return .rect(drawn.frame) }
            return SceneHost.check("\(typeName).\(keyPath)") { drawn[try stage.keyPath(keyPath, of: id)] }
        }
        return SceneHost.check("\(typeName).\(keyPath)") {
            presentation ? try stage.presentationValue(forKeyPath: keyPath, of: id) : try stage.value(forKeyPath: keyPath, of: id)
        }
    }

    /// A presentation copy's values cannot be set (iOS discards such changes); a model's
    /// change runs the layer's action for the key first (see `runAction`).
    @_spi(LoaderAnim) public func setEngineValue(_ value: AnimationValue, _ keyPath: String) {
        guard !isPresentation else { return }
        let stage = stage, id = layerID
        let resizes = keyPath == "bounds" || keyPath == "frame"
        let oldBounds = resizes ? (try? stage.value(forKeyPath: "bounds", of: id))?.rect : nil
        runAction(forKey: keyPath) {
            SceneHost.check("\(typeName).\(keyPath) = \(value)") { try stage.setValue(value, forKeyPath: keyPath, of: id) }
        }
        guard resizes else { return }
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
        // A new size lays the layer out again (a view's layoutSubviews), as Core Animation does.
        let newBounds = (try? stage.value(forKeyPath: "bounds", of: id))?.rect
        if oldBounds?.size != newBounds?.size { setNeedsLayout() }
    }

    func number(_ keyPath: String) -> CGFloat { CGFloat(engineValue(keyPath).number ?? 0) }
    func setNumber(_ value: CGFloat, _ keyPath: String) { setEngineValue(.number(Double(value)), keyPath) }
    func flag(_ keyPath: String) -> Bool { engineValue(keyPath).bool ?? false }
    /// nil for the clear color that stands for Core Animation's nil.
    func optionalColor(_ keyPath: String) -> CGColor? {
        let color = engineValue(keyPath).color ?? .clear
        return color == .clear ? nil : CGColor(color)
    }
    func setOptionalColor(_ color: CGColor?, _ keyPath: String) { setEngineValue(.color(color?.color ?? .clear), keyPath) }
    func text(_ keyPath: String) -> String { engineValue(keyPath).string ?? "" }

    // MARK: Geometry

    open var bounds: CGRect {
        get { CGRect(engineValue("bounds").rect ?? .zero) }
        set { setEngineValue(.rect(newValue.rect), "bounds") }
    }
    open var position: CGPoint {
        get { CGPoint(engineValue("position").point ?? .zero) }
        set { setEngineValue(.point(newValue.point), "position") }
    }
    /// Setting it sets `bounds` (its size) and then `position` through their setters, as
    /// Core Animation's setFrame: does: a subclass's override of either sees the change, and
    /// the actions asked for are "bounds" and "position" (there is no "frame" action).
    open var frame: CGRect {
        get { CGRect(engineValue("frame").rect ?? .zero) }
        set {
            let rect = newValue.rect
            guard !isPresentation, AnimationValue.rect(rect).isFinite else { return setEngineValue(.rect(rect), "frame") }
            let anchor = anchorPoint
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            position = CGPoint(x: rect.minX + Double(anchor.x) * rect.width, y: rect.minY + Double(anchor.y) * rect.height)
        }
    }
    open var anchorPoint: CGPoint {
        get { CGPoint(engineValue("anchorPoint").point ?? .zero) }
        set { setEngineValue(.point(newValue.point), "anchorPoint") }
    }
    open var anchorPointZ: CGFloat { get { number("anchorPointZ") } set { setNumber(newValue, "anchorPointZ") } }
    open var zPosition: CGFloat { get { number("zPosition") } set { setNumber(newValue, "zPosition") } }
    open var transform: CATransform3D {
        get { CATransform3D((engineValue("transform").transform ?? .identity).matrix) }
        set { setTransform(newValue, "transform") }
    }
    open var sublayerTransform: CATransform3D {
        get { CATransform3D((engineValue("sublayerTransform").transform ?? .identity).matrix) }
        set { setTransform(newValue, "sublayerTransform") }
    }
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { setEngineValue(.transform(LayerTransform(m.affine)), "transform") }

    func setTransform(_ t: CATransform3D, _ keyPath: String) {
        guard let decomposed = t.layerTransform else {
            MirrorDiagnostics.fail("\(typeName).\(keyPath): the matrix \(t.matrix) has no decomposition (singular with a shear, or m44 = 0)")
        }
        setEngineValue(.transform(decomposed), keyPath)
    }

    // MARK: Appearance

    open var opacity: Float { get { Float(number("opacity")) } set { setEngineValue(.number(newValue.decimal), "opacity") } }
    open var isHidden: Bool { get { flag("hidden") } set { setEngineValue(.bool(newValue), "hidden") } }
    open var backgroundColor: CGColor? { get { optionalColor("backgroundColor") } set { setOptionalColor(newValue, "backgroundColor") } }
    open var cornerRadius: CGFloat { get { number("cornerRadius") } set { setNumber(newValue, "cornerRadius") } }
    open var masksToBounds: Bool { get { flag("masksToBounds") } set { setEngineValue(.bool(newValue), "masksToBounds") } }
    /// The border inside the bounds, over the content and sublayers (docs/core-animation.md#borders).
    open var borderWidth: CGFloat { get { number("borderWidth") } set { setNumber(newValue, "borderWidth") } }
    open var borderColor: CGColor? { get { optionalColor("borderColor") } set { setOptionalColor(newValue, "borderColor") } }
    open var isDoubleSided: Bool { get { flag("doubleSided") } set { setEngineValue(.bool(newValue), "doubleSided") } }
    open var name: String? {
        get { let name = text("name"); return name.isEmpty ? nil : name }
        set { setEngineValue(.string(newValue ?? ""), "name") }
    }
    open var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(rawValue: text("contentsGravity")) }
        set { setEngineValue(.string(newValue.rawValue), "contentsGravity") }
    }
    open var shadowColor: CGColor? { get { optionalColor("shadowColor") } set { setOptionalColor(newValue, "shadowColor") } }
    open var shadowOpacity: Float { get { Float(number("shadowOpacity")) } set { setEngineValue(.number(newValue.decimal), "shadowOpacity") } }
    open var shadowOffset: CGSize {
        get { CGSize(engineValue("shadowOffset").size ?? .zero) }
        set { setEngineValue(.size(newValue.size), "shadowOffset") }
    }
    open var shadowRadius: CGFloat { get { number("shadowRadius") } set { setNumber(newValue, "shadowRadius") } }
    open var shadowPath: CGPath? {
        get { let path = engineValue("shadowPath").path ?? Path(); return path.isEmpty ? nil : CGPath(path) }
        set { setEngineValue(.path(newValue?.path ?? Path()), "shadowPath") }
    }

    /// A CGImage (or UIImage) drawn in the bounds by contentsGravity: a file, or an image
    /// an image context drew, which the engine's `contents` names (Stage.contentsName).
    open var contents: Any? {
        get {
            let name = text("contents")
            if name.isEmpty { return nil }
            return stage.drawnImage(named: name).map { CGImage(drawn: $0, scale: 1) } ?? CGImage(path: name)
        }
        set {
            guard let newValue else { return setEngineValue(.string(""), "contents") }
            guard let image = (newValue as? any _EngineImageConvertible)?.engineImage else {
                MirrorDiagnostics.fail("\(typeName).contents = \(ValueBridge.describe(newValue)): contents takes a CGImage or a UIImage")
            }
            switch image.image.source {
            case .file(let path): setEngineValue(.string(path), "contents")
            case .drawn(let drawn): setEngineValue(.string(stage.contentsName(for: drawn)), "contents")
            }
        }
    }

    /// Read but not used: loaderanim draws every layer at the render's --scale.
    open var contentsScale: CGFloat = 1
    open var rasterizationScale: CGFloat = 1
    open var shouldRasterize = false
    open var allowsEdgeAntialiasing = false
    open var isOpaque = false
    open var needsDisplayOnBoundsChange = false
    open weak var delegate: CALayerDelegate?

    // MARK: Timing (CAMediaTiming)

    open var beginTime: CFTimeInterval { get { Double(number("beginTime")) } set { setNumber(CGFloat(newValue), "beginTime") } }
    open var speed: Float { get { Float(number("speed")) } set { setEngineValue(.number(newValue.decimal), "speed") } }
    open var timeOffset: CFTimeInterval { get { Double(number("timeOffset")) } set { setNumber(CGFloat(newValue), "timeOffset") } }
    open var duration: CFTimeInterval { get { Double(number("duration")) } set { setNumber(CGFloat(newValue), "duration") } }
    open var repeatCount: Float {
        get { Float(number("repeatCount")) }
        set { setEngineValue(.number(newValue.engineRepeatCount), "repeatCount") }
    }
    open var repeatDuration: CFTimeInterval {
        get { Double(number("repeatDuration")) }
        set { setEngineValue(.number(newValue.engineRepeatDuration), "repeatDuration") }
    }
    open var autoreverses: Bool { get { flag("autoreverses") } set { setEngineValue(.bool(newValue), "autoreverses") } }
    open var fillMode: CAMediaTimingFillMode {
        get { CAMediaTimingFillMode(rawValue: text("fillMode")) }
        set { setEngineValue(.string(newValue.rawValue), "fillMode") }
    }

    /// The layer's local time for a time on the scene clock (nil: now), as
    /// convertTime(_:from: nil) gives it.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        guard layer == nil else { return t }
        return stage.localTime(of: layerID, atClockTime: t)
    }

    // MARK: The tree

    open var superlayer: CALayer? { stage.superlayer(of: layerID).flatMap(SceneHost.handle(of:)) }

    open var sublayers: [CALayer]? {
        get {
            let list = stage.sublayers(of: layerID).compactMap(SceneHost.handle(of:))
            return list.isEmpty ? nil : list
        }
        set {
            // A mirror class's own layers (SceneHost.hide) stay beneath the new list.
            let stage = stage, id = layerID
            let list = stage.sublayers(of: id).filter { SceneHost.handle(of: $0) == nil } + (newValue ?? []).map(\.layerID)
            SceneHost.check("\(typeName).sublayers") { try stage.setSublayers(list, of: id) }
        }
    }

    open var mask: CALayer? {
        get { stage.mask(of: layerID).flatMap(SceneHost.handle(of:)) }
        set {
            let stage = stage, id = layerID
            SceneHost.check("\(typeName).mask") { try stage.setMask(newValue?.layerID, of: id) }
        }
    }

    open func addSublayer(_ layer: CALayer) {
        let stage = stage, id = layerID
        SceneHost.check("\(typeName).addSublayer(\(layer.typeName))") { try stage.addSublayer(layer.layerID, to: id) }
    }

    /// `index` counts the sublayers the scene sees (`sublayers`): a mirror class's own
    /// layers (a label's text) stay beneath them all.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        let stage = stage, id = layerID
        let all = stage.sublayers(of: id), shown = all.indices.filter { SceneHost.handle(of: all[$0]) != nil }
        let engineIndex = Int(index) < shown.count ? shown[Int(index)] : all.count
        SceneHost.check("\(typeName).insertSublayer(_:at: \(index))") { try stage.insertSublayer(layer.layerID, into: id, at: engineIndex) }
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in (sublayers ?? []).firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let list = sublayers ?? []
        let index = sibling.flatMap { s in list.firstIndex { $0 === s }.map { $0 + 1 } } ?? list.count
        insertSublayer(layer, at: UInt32(index))
    }

    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let index = (sublayers ?? []).firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }

    open func removeFromSuperlayer() { stage.removeFromSuperlayer(layerID) }

    // MARK: Animations

    /// Adds a copy of `animation` (Core Animation copies it too): changing the object
    /// afterwards changes nothing on screen. (A call in the scene's code goes through the
    /// overload that carries its line: CallSites.swift.)
    @_disfavoredOverload open func add(_ animation: CAAnimation, forKey key: String?) {
        animation.attach(to: self, forKey: key)
    }

    open func animation(forKey key: String) -> CAAnimation? {
        stage.animation(forKey: key, of: layerID) == nil ? nil : attachedAnimations[key]
    }
    open func animationKeys() -> [String]? {
        let keys = stage.animationKeys(of: layerID)
        return keys.isEmpty ? nil : keys
    }
    open func removeAnimation(forKey key: String) {
        stage.removeAnimation(forKey: key, from: layerID)
        attachedAnimations[key] = nil
    }
    open func removeAllAnimations() {
        stage.removeAllAnimations(from: layerID)
        attachedAnimations = [:]
    }
    /// The animation objects added under a key, for animation(forKey:).
    var attachedAnimations: [String: CAAnimation] = [:]

    // MARK: Presentation

    /// The layer as it is on screen now: a copy whose properties read presentation values.
    /// A scene's own class is copied with its init(layer:), as Core Animation copies it, so
    /// the copy has the model's stored properties as that initializer sets them.
    open func presentation() -> Self? {
        guard !isPresentation else { return self }
        guard !isMirrorClass else { return makePresentation() as? Self }
        SceneHost.presentationSource = self
        defer { SceneHost.presentationSource = nil }
        return type(of: self).init(layer: self)
    }
    func makePresentation() -> CALayer { CALayer(presenting: self) }
    open func model() -> Self { self }

    // MARK: Drawing

    /// Custom drawing, as on iOS: setNeedsDisplay() marks the layer, and at the end of the
    /// run loop's turn (after the layout pass, as Core Animation's commit does) the layer's
    /// display() runs. CALayer's own display() has the engine draw the layer with its
    /// draw(in:) (or its delegate's draw(_:in:)), which records what it draws; the engine calls
    /// that again when the layer's bounds change or an animated property needs display. A
    /// subclass's display() that does not call super sets what it shows itself (`contents`).
    open func setNeedsDisplay() {
        guard !isPresentation, !needsDisplayFlag else { return }
        needsDisplayFlag = true
        SceneHost.displayQueue.append(self)
    }
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }
    open func display() {
        needsDisplayFlag = false
        guard !isPresentation else { return }
        let stage = stage
        if !stage.hasDrawer(layerID) {
            // draw(in:) runs on the model, reading presentation values as Core Animation's
            // presentation copy would (an @NSManaged property mid-animation included).
            stage.setDrawer({ [weak self] _, values in
                guard let self else { return Drawing() }
                let context = CGContext()
                drawnValues = values
                defer { drawnValues = nil }
                SceneHost.callback { self.drawContents(in: context) }
                return context.drawing
            }, of: layerID)
        }
        stage.setNeedsDisplay(layerID)
    }
    open func displayIfNeeded() { if needsDisplayFlag { display() } }
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Set by setNeedsDisplay() until the display pass runs display().
    var needsDisplayFlag = false
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// Set while draw(in:) runs: the presentation values it draws from.
    var drawnValues: PropertyStore?
    func drawContents(in ctx: CGContext) { draw(in: ctx) }

    // MARK: Layout

    /// Set by setNeedsLayout(): a new layer, a new size, a view's subview added or removed. The
    /// layout pass at the end of the run loop's turn (before the implicit transaction
    /// commits) calls layoutSublayers() on each such layer in the tree, parents first; a
    /// view's layer passes it on to the view's layoutSubviews().
    var needsLayoutFlag = true

    open func setNeedsLayout() {
        guard !isPresentation else { return }
        needsLayoutFlag = true
        SceneHost.layoutPending = true
    }
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Lays out now, where it is needed, the tree below the highest of the layer's
    /// superlayers that need layout in an unbroken line above it (the layer itself when its
    /// superlayer does not), as Core Animation documents: a view whose constraint changed
    /// asks its superview for layout, so its own layoutIfNeeded() places it.
    open func layoutIfNeeded() {
        guard !isPresentation else { return }
        var top = self
        while let parent = top.superlayer, parent.needsLayoutFlag { top = parent }
        SceneHost.layOut(top.layerID)
    }
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    // MARK: Key-value coding

    open func value(forKeyPath keyPath: String) -> Any? { ValueBridge.swiftValue(engineValue(keyPath)) }
    open func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// (A call in the scene's code goes through the overload that carries its line: CallSites.swift.)
    @_disfavoredOverload open func setValue(_ value: Any?, forKeyPath keyPath: String) { applyValue(value, forKeyPath: keyPath) }
    @_disfavoredOverload open func setValue(_ value: Any?, forKey key: String) {
        (self.setValue(_:forKeyPath:) as (Any?, String) -> Void)(value, key)
    }

    open class func defaultValue(forKey key: String) -> Any? { nil }

    // MARK: Actions

    /// Actions by key (`["position": NSNull()]` turns that implicit animation off).
    open var actions: [String: CAAction]?
    /// What a change of `event` runs, as Core Animation looks for it: the delegate's
    /// answer, then `actions`, then the class's default; nil lets the engine decide (see
    /// `runAction(forKey:change:)`).
    open func action(forKey event: String) -> CAAction? {
        delegate?.action(for: self, forKey: event) ?? actions?[event] ?? type(of: self).defaultAction(forKey: event)
    }
    open class func defaultAction(forKey event: String) -> CAAction? { nil }
    open class func needsDisplay(forKey key: String) -> Bool { false }

    open var description: String { "<\(typeName) \(name.map { "\"\($0)\" " } ?? "")\(frame)>" }
}
