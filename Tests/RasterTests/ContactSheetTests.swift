import Pixels
import Testing
@testable import Raster

@Suite struct ContactSheetTests {
    @Test func framesLandInAGrid() throws {
        let colors = [RGBA8(255, 0, 0), RGBA8(0, 255, 0), RGBA8(0, 0, 255), RGBA8(0, 0, 0), RGBA8(255, 255, 0)]
        let frames = colors.enumerated().map { (time: Double($0.offset) * 0.25, frame: Frame(width: 20, height: 10, color: $0.element)) }
        let sheet = try ContactSheet.render(frames)
        // 5 frames: 3 across, 2 down; cells of 20 + 8 by 10 + 16 + 8 pixels, plus the outer padding
        #expect(sheet.width == 8 + 3 * 28 && sheet.height == 8 + 2 * 34)
        #expect(sheet[8 + 10, 8 + 5] == colors[0])
        #expect(sheet[8 + 28 * 2 + 10, 8 + 5] == colors[2])
        #expect(sheet[8 + 28 + 10, 8 + 34 + 5] == colors[4])
        #expect(ContactSheet.label(0.25) == "0.25 s" && ContactSheet.label(2) == "2 s" && ContactSheet.label(1.0626) == "1.063 s")
        #expect(throws: RasterError.self) { try ContactSheet.render([]) }
    }
}
