@_spi(LoaderAnim) import LAUIKit

/// An ObservableObject a view reads: each `objectWillChange` updates the view.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty where ObjectType.ObjectWillChangePublisher.Failure == Never {
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

extension ObservedObject: GraphLinkable {
    func link(graph: ViewGraph, key: String, index: inout Int, context: ResolveContext) {
        graph.observe(wrappedValue, key: key)
    }
}

/// The box a StateObject's object is made in once, where the graph keeps it.
final class ObjectBox<ObjectType: ObservableObject> {
    private let make: () -> ObjectType
    private var made: ObjectType?
    var kept: ObjectBox<ObjectType>?
    init(_ make: @escaping () -> ObjectType) { self.make = make }
    var object: ObjectType {
        if let kept { return kept.object }
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// An ObservableObject the view owns: made once, on first use, for the view's place.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty where ObjectType.ObjectWillChangePublisher.Failure == Never {
    let box: ObjectBox<ObjectType>
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = ObjectBox(thunk) }
    public var wrappedValue: ObjectType { box.object }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: box.object) }
}

extension StateObject: GraphLinkable {
    func link(graph: ViewGraph, key: String, index: inout Int, context: ResolveContext) {
        defer { index += 1 }
        var slots = graph.storage[key] ?? []
        if index < slots.count, let kept = slots[index] as? ObjectBox<ObjectType> {
            if kept !== box { box.kept = kept }
        } else {
            if index < slots.count { slots[index] = box } else { slots.append(box) }
            graph.storage[key] = slots
        }
        graph.observe(box.object, key: key)
    }
}

/// An ObservableObject an ancestor put in the environment (`environmentObject(_:)`).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty where ObjectType.ObjectWillChangePublisher.Failure == Never {
    let box = ObjectSlot<ObjectType>()
    public init() {}
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            MirrorDiagnostics.fail("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }
}

final class ObjectSlot<ObjectType> {
    var object: ObjectType?
}

extension EnvironmentObject: GraphLinkable {
    func link(graph: ViewGraph, key: String, index: inout Int, context: ResolveContext) {
        guard let object = context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else { return }
        box.object = object
        graph.observe(object, key: key)
    }
}

extension ViewGraph {
    /// Updates the view at `key` when `object` will change (one subscription per object).
    func observe<O: ObservableObject>(_ object: O, key: String) where O.ObjectWillChangePublisher.Failure == Never {
        let id = ObjectIdentifier(object)
        guard subscriptions[key]?[id] == nil else { return }
        let cancellable = object.objectWillChange.sink { [weak self] _ in
            MainActor.assumeIsolated { self?.invalidate() }
        }
        subscriptions[key, default: [:]][id] = cancellable
    }
}

extension View {
    /// Puts `object` in the environment of this view, for its `@EnvironmentObject`s.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}
