/// Σ coefficient × unknown + constant: an attribute of a frame (a view's left edge in some
/// view's coordinates is its x plus its ancestors' origins), or a constraint as
/// `first − multiplier × second − constant`, which the solver sets to zero.
struct LinearExpression {
    var terms: [Int: Double] = [:]
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }
    init(unknown: Int) { terms[unknown] = 1 }

    static func + (a: Self, b: Self) -> Self {
        var sum = a
        for (unknown, coefficient) in b.terms { sum.terms[unknown, default: 0] += coefficient }
        sum.constant += b.constant
        return sum
    }
    static func + (a: Self, b: Double) -> Self { a + Self(constant: b) }
    static func - (a: Self, b: Self) -> Self { a + b * -1 }
    static func * (a: Self, factor: Double) -> Self {
        var product = a
        product.terms = a.terms.mapValues { $0 * factor }
        product.constant *= factor
        return product
    }
}

/// Linear equalities solved exactly, one at a time, by Gauss–Jordan elimination: each row
/// kept solved for its pivot unknown, so that a new equation is reduced against them and is
/// then new (it gains a pivot), redundant (0 = 0) or a conflict (0 = c). Each row remembers
/// the equations it was combined from, so a conflict names them. Every loop runs in a fixed
/// order (unknowns sorted, rows as added), so the same scene gives the same bits.
struct LinearSystem {
    private struct Row {
        var terms: [Int: Double]
        var constant: Double
        var sources: Set<Int>
    }
    enum Outcome: Equatable { case added, redundant, conflict(Set<Int>) }

    private var rows: [Row] = []
    private var pivotRow: [Int: Int] = [:]
    /// Coefficients this small are rounding left-overs of elimination (frames are points).
    private static let epsilon = 1e-9

    /// Adds `expression == 0`, made by equation `source`.
    mutating func add(_ expression: LinearExpression, source: Int) -> Outcome {
        var row = Row(terms: expression.terms, constant: expression.constant, sources: [source])
        for unknown in row.terms.keys.sorted() {
            guard let coefficient = row.terms[unknown], let index = pivotRow[unknown] else { continue }
            Self.subtract(rows[index], times: coefficient, from: &row)
        }
        row.terms = row.terms.filter { abs($0.value) > Self.epsilon }
        guard let pivot = row.terms.keys.sorted().max(by: { abs(row.terms[$0]!) < abs(row.terms[$1]!) }) else {
            return abs(row.constant) <= 1e-6 ? .redundant : .conflict(row.sources)
        }
        let scale = 1 / row.terms[pivot]!
        row.terms = row.terms.mapValues { $0 * scale }
        row.terms[pivot] = 1
        row.constant *= scale
        for index in rows.indices {
            guard let coefficient = rows[index].terms[pivot] else { continue }
            Self.subtract(row, times: coefficient, from: &rows[index])
            rows[index].terms = rows[index].terms.filter { abs($0.value) > Self.epsilon }
        }
        pivotRow[pivot] = rows.count
        rows.append(row)
        return .added
    }

    /// Whether `expression == 0` would be new: not already implied by, nor in conflict with,
    /// the equations added (how an intrinsic size yields to the constraints).
    func isIndependent(_ expression: LinearExpression) -> Bool {
        var copy = self
        return copy.add(expression, source: -1) == .added
    }

    /// The unknown's value, when the equations fix it.
    func value(of unknown: Int) -> Double? {
        guard let index = pivotRow[unknown], rows[index].terms.count == 1 else { return nil }
        return -rows[index].constant
    }

    private static func subtract(_ pivot: Row, times factor: Double, from row: inout Row) {
        for unknown in pivot.terms.keys.sorted() { row.terms[unknown, default: 0] -= factor * pivot.terms[unknown]! }
        row.constant -= factor * pivot.constant
        row.sources.formUnion(pivot.sources)
    }
}
