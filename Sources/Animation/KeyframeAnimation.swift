#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import Geometry

/// CAKeyframeAnimation (docs/core-animation.md#keyframes). The animation's own timingFunction warps the
/// whole animation first; then the keyframes are looked up:
///
///     keyTimes  0 ─────── k1 ─────────── k2 ──── 1
///     values    v0 ──f0── v1 ─────f1──── v2        f = timingFunctions[i] within a segment
///     discrete  v0 ━━━━━━ v1 ━━━━━━━━━━━ v2 ━━━━   (each value holds until the next key)
///
/// With `path` set, `values` are ignored and a point moves along the path: each drawing
/// element is a keyframe (linear and cubic give each element equal time unless keyTimes say
/// otherwise, paced modes move at constant speed), and rotationMode turns the layer to the
/// path's tangent by adding the angle to transform.rotation.z.
public struct KeyframeAnimation: LayerAnimation, Hashable {
    public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
        case linear, discrete, paced, cubic, cubicPaced
    }

    public enum RotationMode: String, Hashable, Sendable, CaseIterable {
        /// Along the tangent.
        case auto
        /// Along the tangent, turned half a turn.
        case autoReverse
    }

    public var keyPath: String
    public var values: [AnimationValue]
    public var path: Path?
    /// One per value (linear, cubic), or one more than the values (discrete); nil spaces
    /// them evenly. Ignored in the paced modes.
    public var keyTimes: [Double]?
    /// One per segment (values.count − 1), used in order: a segment without one is
    /// linear and extra ones are ignored, as Core Animation accepts real code's one-per-value
    /// lists. nil is linear throughout. Ignored in the paced modes.
    public var timingFunctions: [TimingFunction]?
    public var calculationMode: CalculationMode = .linear
    public var rotationMode: RotationMode?
    public var isAdditive = false
    public var isCumulative = false
    public var timing = MediaTiming()
    public var timingFunction: TimingFunction?
    public var isRemovedOnCompletion = true

    public init(keyPath: String, values: [AnimationValue] = [], path: Path? = nil,
                keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
                calculationMode: CalculationMode = .linear, timing: MediaTiming = MediaTiming(),
                timingFunction: TimingFunction? = nil) {
        self.keyPath = keyPath
        self.values = values
        self.path = path
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.calculationMode = calculationMode
        self.timing = timing
        self.timingFunction = timingFunction
    }

    public func apply<Target: AnimationTarget>(_ sample: MediaTiming.Sample, to target: inout Target) {
        let p = progress(sample)
        if let path {
            guard let (point, angle) = pathSample(path, at: p) else { return }
            target.setPresentationValue(.point(point), forKeyPath: keyPath)
            if let rotationMode, case .number(let beneath)? = target.presentationValue(forKeyPath: "transform.rotation.z") {
                let turn = rotationMode == .autoReverse ? Double.pi : 0
                target.setPresentationValue(.number(beneath + angle + turn), forKeyPath: "transform.rotation.z")
            }
            return
        }
        guard let value = value(at: p), let first = values.first, let last = values.last else { return }
        write(value, forKeyPath: keyPath, cycleFrom: first, to: last, isCumulative: isCumulative, isAdditive: isAdditive,
              sample: sample, to: &target)
    }

    // MARK: Values

    /// The value at `p`, the animation's progress after its own timing function.
    public func value(at p: Double) -> AnimationValue? {
        guard let first = values.first else { return nil }
        guard values.count > 1 else { return first }
        // Cubic and paced need sums and distances; values without them interpolate linearly.
        let mode = first.kind.hasArithmetic || calculationMode == .discrete ? calculationMode : .linear
        switch mode {
        case .discrete:
            let keys = discreteKeyTimes
            let index = keys.lastIndex { $0 <= p } ?? 0
            return values[min(index, values.count - 1)]
        case .linear, .cubic:
            let (i, local) = segment(at: p, keys: keyTimes(forCount: values.count), timed: true)
            return mode == .cubic
                ? cubicValue(segment: i, local: local, keys: keyTimes(forCount: values.count))
                : values[i].interpolated(to: values[i + 1], fraction: local)
        case .paced:
            let (i, local) = segment(at: p, keys: pacedKeyTimes(), timed: false)
            return values[i].interpolated(to: values[i + 1], fraction: local)
        case .cubicPaced:
            return cubicPacedValue(at: p)
        }
    }

    /// The key times in use: the given ones when they fit `count`, else evenly spaced.
    func keyTimes(forCount count: Int) -> [Double] {
        if let keyTimes, keyTimes.count == count { return keyTimes }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Discrete mode: value i holds from key i; n + 1 keys (or n, the last value holding
    /// to the end); evenly spaced is i / n.
    var discreteKeyTimes: [Double] {
        let n = values.count
        if let keyTimes, keyTimes.count == n || keyTimes.count == n + 1 { return keyTimes }
        return (0...n).map { Double($0) / Double(n) }
    }

    /// Paced: each segment's share of time is its share of the total distance.
    func pacedKeyTimes() -> [Double] {
        var cumulative = [0.0]
        for i in 1..<values.count {
            cumulative.append(cumulative[i - 1] + (values[i - 1].distance(to: values[i]) ?? 0))
        }
        guard let total = cumulative.last, total > 0 else { return keyTimes(forCount: values.count) }
        return cumulative.map { $0 / total }
    }

    /// The segment holding `p` and the fraction into it, after the segment's timing function
    /// when `timed`. Before the first key time the first value holds and after the last one
    /// the last value holds (keyTimes { 0, 0.7 } rest at the end value from 0.7 on); a
    /// repeated key time is a jump, since the later segment starts exactly there.
    func segment(at p: Double, keys: [Double], timed: Bool) -> (index: Int, local: Double) {
        let last = keys.count - 2
        let i = min(max((keys.lastIndex { $0 <= p } ?? 0), 0), last)
        let width = keys[i + 1] - keys[i]
        var local = width > 0 ? min(max((p - keys[i]) / width, 0), 1) : (p >= keys[i + 1] ? 1 : 0)
        if timed, let functions = timingFunctions, i < functions.count { local = functions[i](local) }
        return (i, local)
    }

    /// Catmull-Rom (Kochanek-Bartels with tension, continuity and bias 0), its tangents
    /// scaled for uneven key times; the ends behave as if the end value were repeated.
    func cubicValue(segment i: Int, local s: Double, keys: [Double]) -> AnimationValue? {
        let v = values, n = values.count
        func tangent(_ j: Int) -> AnimationValue? {
            v[min(j + 1, n - 1)].subtracting(v[max(j - 1, 0)])?.scaled(by: 0.5)
        }
        let span = keys[i + 1] - keys[i]
        let before = i > 0 ? keys[i] - keys[i - 1] : span
        let after = i + 2 < n ? keys[i + 2] - keys[i + 1] : span
        let outScale = before + span > 0 ? 2 * span / (before + span) : 1
        let inScale = span + after > 0 ? 2 * span / (span + after) : 1
        guard let m0 = tangent(i)?.scaled(by: outScale), let m1 = tangent(i + 1)?.scaled(by: inScale) else { return nil }
        let s2 = s * s, s3 = s2 * s
        let terms: [(Double, AnimationValue)] = [
            (2 * s3 - 3 * s2 + 1, v[i]), (s3 - 2 * s2 + s, m0), (-2 * s3 + 3 * s2, v[i + 1]), (s3 - s2, m1),
        ]
        return terms.dropFirst().reduce(v[i].scaled(by: terms[0].0)) { sum, term in
            sum.flatMap { s in term.1.scaled(by: term.0).flatMap { s.adding($0) } }
        }
    }

    /// The cubic curve through the values (evenly keyed), walked at constant speed: its
    /// length is tabulated at 32 points a segment and inverted linearly.
    func cubicPacedValue(at p: Double) -> AnimationValue? {
        let keys = (0..<values.count).map { Double($0) / Double(values.count - 1) }
        let perSegment = 32
        var params: [(segment: Int, local: Double)] = [(0, 0)]
        var lengths = [0.0]
        var previous = values[0]
        for i in 0..<(values.count - 1) {
            for step in 1...perSegment {
                let local = Double(step) / Double(perSegment)
                guard let point = cubicValue(segment: i, local: local, keys: keys) else { return nil }
                lengths.append(lengths[lengths.count - 1] + (previous.distance(to: point) ?? 0))
                params.append((i, local))
                previous = point
            }
        }
        guard let total = lengths.last, total > 0 else { return values[0] }
        let target = min(max(p, 0), 1) * total
        let j = max(1, lengths.firstIndex { $0 >= target } ?? lengths.count - 1)
        let f = lengths[j] > lengths[j - 1] ? (target - lengths[j - 1]) / (lengths[j] - lengths[j - 1]) : 1
        let (a, b) = (params[j - 1], params[j])
        let local = b.segment == a.segment ? a.local + (b.local - a.local) * f : b.local * f
        return cubicValue(segment: b.segment, local: local, keys: keys)
    }

    // MARK: Path

    /// The point at progress `p` along `path` and the tangent's angle there.
    func pathSample(_ path: Path, at p: Double) -> (Point, Double)? {
        let segments = path.segments
        guard !segments.isEmpty else { return nil }
        func sample(_ segment: PathSegment, _ t: Double) -> (Point, Double) {
            (segment.point(at: t), segment.tangentAngle(at: t))
        }
        switch calculationMode {
        case .paced, .cubicPaced:
            return path.point(atFraction: min(max(p, 0), 1)).map { ($0.point, $0.tangentAngle) }
        case .discrete:
            let n = segments.count + 1
            let keys = keyTimes.flatMap { $0.count == n ? $0 : nil } ?? (0..<n).map { Double($0) / Double(n - 1) }
            let k = keys.lastIndex { $0 <= p } ?? 0
            return k < segments.count ? sample(segments[k], 0) : sample(segments[segments.count - 1], 1)
        case .linear, .cubic:
            let (i, local) = segment(at: p, keys: keyTimes(forCount: segments.count + 1), timed: true)
            return sample(segments[i], local)
        }
    }

    // MARK: Validation

    public func validate() throws(AnimationError) {
        try timing.validate()
        if path == nil {
            guard !values.isEmpty else { throw .invalidKeyframes("\(keyPath): a keyframe animation needs values or a path") }
            try BasicAnimation.validate(keyPath: keyPath, values: values)
        }
        let count = path.map { $0.segments.count + 1 } ?? values.count
        if let keyTimes {
            let allowed = calculationMode == .discrete ? [count, count + 1] : [count]
            guard allowed.contains(keyTimes.count) else {
                throw .invalidKeyframes("\(keyPath): \(keyTimes.count) keyTimes for \(count) keyframes; "
                    + "give \(allowed.map(String.init).joined(separator: " or "))")
            }
            for (i, key) in keyTimes.enumerated() {
                guard key.isFinite, (0...1).contains(key) else {
                    throw .invalidKeyframes("\(keyPath): keyTimes[\(i + 1)] is \(key); key times lie in 0...1")
                }
                if i > 0, key < keyTimes[i - 1] {
                    throw .invalidKeyframes("\(keyPath): keyTimes[\(i + 1)] (\(key)) is less than the one before it")
                }
            }
        }
        // Values without arithmetic (paths, booleans, strings) are accepted with every mode
        // and flag, as Core Animation accepts them: additive and cumulative do nothing and the
        // cubic and paced modes interpolate linearly (see `value(at:)` and `write`).
    }
}
