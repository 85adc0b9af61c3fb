@_spi(LoaderAnim) import LAUIKit

/// A property a view reads that the graph keeps up to date before each body (State,
/// Binding, Environment, the observed objects).
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// The graph's hand on a dynamic property: links it to the storage of the view at `key`
/// (the `index`-th such property of that view).
@MainActor
protocol GraphLinkable {
    func link(graph: ViewGraph, key: String, index: inout Int, context: ResolveContext)
}

/// A value's storage: the view's first `State` makes one; the graph keeps it for the
/// view's place, and later copies of the view are pointed at it.
final class StateBox<Value> {
    var value: Value
    weak var graph: ViewGraph?
    /// The box the graph kept (nil: this one is it).
    var kept: StateBox<Value>?
    init(_ value: Value) { self.value = value }
    var storage: StateBox<Value> { kept?.storage ?? self }

    func set(_ newValue: Value) {
        let box = storage
        box.value = newValue
        if let graph = box.graph { MainActor.assumeIsolated { graph.invalidate() } }
    }
}

/// A value the view owns; setting it updates the view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>
    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }
    public var wrappedValue: Value {
        get { box.storage.value }
        nonmutating set { box.set(newValue) }
    }
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.storage.value }, set: { box.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphLinkable {
    func link(graph: ViewGraph, key: String, index: inout Int, context: ResolveContext) {
        graph.keep(box, key: key, index: &index)
    }
}

extension ViewGraph {
    /// Points `box` at the storage kept for the `index`-th property of the view at `key`,
    /// or keeps it there if that view is new.
    func keep<Value>(_ box: StateBox<Value>, key: String, index: inout Int) {
        defer { index += 1 }
        var slots = storage[key] ?? []
        if index < slots.count, let kept = slots[index] as? StateBox<Value> {
            if kept !== box { box.kept = kept }
            return
        }
        box.graph = self
        box.kept = nil
        if index < slots.count { slots[index] = box } else { slots.append(box) }
        storage[key] = slots
    }

    /// Links the view's dynamic properties (found by reflection, in declaration order) and
    /// interpolates its animatable data.
    func prepare<V>(_ view: V, in context: ResolveContext) -> V {
        let key = context.path
        visit(key)
        var index = 0
        linkProperties(of: view, key: key, index: &index, context: context)
        if let animatable = view as? any Animatable {
            return interpolateAny(animatable, at: key, context: context) as? V ?? view
        }
        return view
    }

    private func linkProperties(of value: Any, key: String, index: inout Int, context: ResolveContext) {
        for child in Mirror(reflecting: value).children {
            if let linkable = child.value as? GraphLinkable {
                linkable.link(graph: self, key: key, index: &index, context: context)
            } else if child.value is DynamicProperty {
                // A property of the scene's own that groups dynamic properties.
                linkProperties(of: child.value, key: key, index: &index, context: context)
            }
        }
    }

    private func interpolateAny<A: Animatable>(_ value: A, at key: String, context: ResolveContext) -> Any {
        interpolate(value, at: key, context: context)
    }
}

/// A value owned elsewhere: reading and writing go to its owner.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value, Transaction?) -> Void
    public var transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = { value, _ in set(value) }
    }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = { value, transaction in set(value, transaction ?? Transaction()) }
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set {
            if transaction.animation != nil {
                withTransaction(transaction) { setValue(newValue, transaction) }
            } else {
                setValue(newValue, nil)
            }
        }
    }
    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        return Binding<Subject>(get: { parent.wrappedValue[keyPath: keyPath] },
                                set: { parent.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// This binding, its changes animated.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding: DynamicProperty {}

extension Binding {
    /// A binding to an optional's value, nil when it is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
