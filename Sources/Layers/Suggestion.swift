/// The name in `candidates` nearest to `text`, if it is near enough to be what a typo meant:
/// within an edit distance of max(2, a quarter of its length), ignoring case; on a tie the
/// first in alphabetical order. For "did you mean ...?" in errors.
public func nearestName(to text: String, in candidates: some Sequence<String>) -> String? {
    let scored = candidates.map { (name: $0, distance: editDistance(text.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { ($0.distance, $0.name) < ($1.distance, $1.name) }) else { return nil }
    return best.distance <= max(2, text.count / 4) ? best.name : nil
}

/// Levenshtein distance.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
