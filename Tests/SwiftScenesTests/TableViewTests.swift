import Foundation
import Testing

/// UITableView laying out the visible rows' cells from its data source, and the flow
/// layout's grid (issue 44), from Scenes/table-view.swift.
@Suite struct TableViewTests {
    /// A 200×300 plain table, a 30-point header view, 20 rows of UIKit's automatic height
    /// (44): content 30 + 20 × 44 = 910 high; rows 0 to 6 (row 6 from 294) show, the first at
    /// y 30, seven cells asked for; row 3 at 30 + 3 × 44 = 162. Scrolled to row 10 at the top:
    /// offset 30 + 440 = 470 (under 910 − 300), rows 10 to 16 show (row 16 from 734 < 770),
    /// seven more cells asked for; the cells are the registered subclass. The flow layout:
    /// 50-point items, 10-point spacing, 200
    /// wide: three to a line (four need 230), spread to x 0, 75, 150; lines at y 0 and 60,
    /// content 110 high.
    @Test func visibleRowsAndGrid() throws {
        let out = temporaryFolder("table") + "/t.gif"
        let result = try swiftScene(["render", "table-view.swift", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["top 910.0 7 0 30.0 true 162.0 20 7", "scrolled 910.0 7 10 470.0 true 162.0 20 14",
                                      "grid 110.0 0,0 75,0 150,0 0,60 75,60 150,60"])
    }
}
