#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every JSON the front ends print comes from here: an encoder, never concatenated text,
/// with sorted keys so the same value gives the same bytes.
public enum JSONOutput {
    public static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
