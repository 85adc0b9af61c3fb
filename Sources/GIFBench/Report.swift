import BenchSupport
import Foundation

enum Report {
    /// A fixed-width table; the ratio columns are each tool against loaderanim (first row).
    static func print(_ rows: [Row]) {
        let header = ["tool", "seconds", "bytes", "mean dB", "min dB", "bytes/ours", "time/ours"]
        let ours = rows[0]
        let body = rows.map { row in
            [row.tool, String(format: "%.3f", row.seconds), Bench.grouped(row.bytes),
             String(format: "%.2f", row.meanPSNR), String(format: "%.2f", row.minPSNR),
             String(format: "%.2f", Double(row.bytes) / Double(ours.bytes)),
             String(format: "%.1f", row.seconds / ours.seconds)]
        }
        let widths = header.indices.map { c in ([header] + body).map { $0[c].count }.max()! }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { c, cell in
                c == 0 ? cell.padding(toLength: widths[c], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[c] - cell.count) + cell
            }.joined(separator: "  ")
        }
        Swift.print(line(header))
        Swift.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for cells in body { Swift.print(line(cells)) }
    }
}
