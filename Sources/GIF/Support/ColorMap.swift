/// An open-addressing hash map keyed by 24-bit colors (`0x00RRGGBB`), the encoder's hot
/// data structure: the histogram counts colors with it and the mapper caches color ->
/// palette index in it. Linear probing over a power-of-two array of slots, each holding
/// its key and value together (one cache miss per lookup); no deletion.
struct ColorMap<Value> {
    fileprivate struct Slot {
        var key: UInt32
        var value: Value
    }

    private static var empty: UInt32 { .max }

    private var slots: [Slot]
    private(set) var count = 0
    private var mask: Int
    private var shift: UInt32
    private let zero: Value

    init(capacity: Int = 1024, zero: Value) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: Slot(key: Self.empty, value: zero), count: size)
        mask = size - 1
        shift = UInt32(32 - size.trailingZeroBitCount)
        self.zero = zero
    }

    /// Fibonacci hashing: the top bits of key * 2^32 / golden ratio.
    @inline(__always)
    private func slot(_ key: UInt32) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> shift)
    }

    func value(for key: UInt32) -> Value? {
        slots.withUnsafeBufferPointer { slots in
            var i = slot(key)
            while true {
                let k = slots[i].key
                if k == key { return slots[i].value }
                if k == Self.empty { return nil }
                i = (i + 1) & mask
            }
        }
    }

    /// Calls `update` on the value for `key`, inserting `zero` first when absent.
    @inline(__always)
    mutating func update(_ key: UInt32, _ update: (inout Value) -> Void) {
        var i = slot(key)
        while true {
            let k = slots[i].key
            if k == key { update(&slots[i].value); return }
            if k == Self.empty { break }
            i = (i + 1) & mask
        }
        slots[i] = Slot(key: key, value: zero)
        update(&slots[i].value)
        count += 1
        if count * 2 > slots.count { grow() }
    }

    mutating func set(_ key: UInt32, _ value: Value) {
        update(key) { $0 = value }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(key: Self.empty, value: zero), count: old.count * 2)
        mask = slots.count - 1
        shift -= 1
        for entry in old where entry.key != Self.empty {
            var j = slot(entry.key)
            while slots[j].key != Self.empty { j = (j + 1) & mask }
            slots[j] = entry
        }
    }

    /// Calls `body` on every entry, in slot order (see `entries`).
    func forEach(_ body: (UInt32, Value) -> Void) {
        slots.withUnsafeBufferPointer { slots in
            for slot in slots where slot.key != Self.empty { body(slot.key, slot.value) }
        }
    }

    /// Every entry, in slot order (which depends on insertion history: sort before use
    /// wherever order reaches the output).
    var entries: [(key: UInt32, value: Value)] {
        var result: [(key: UInt32, value: Value)] = []
        result.reserveCapacity(count)
        forEach { result.append(($0, $1)) }
        return result
    }
}

extension ColorMap: Sendable where Value: Sendable {}
extension ColorMap.Slot: Sendable where Value: Sendable {}
