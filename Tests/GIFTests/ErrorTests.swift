import GIF
import Pixels
import Testing

/// Every refusal is a typed error whose message names the value at fault.
@Suite struct ErrorTests {
    let frame = Frame(width: 2, height: 2, color: RGBA8(1, 2, 3))

    func error(_ options: GIFOptions, _ frames: [Frame]? = nil) -> GIFError? {
        do {
            _ = try GIFEncoder(options: options).encode(frames ?? [frame])
            return nil
        } catch let error as GIFError {
            return error
        } catch {
            return nil
        }
    }

    @Test func fpsAboveFiftyExplainsWhy() {
        let e = error(GIFOptions(fps: 60))
        #expect(e == .fpsAboveFifty(60))
        #expect(e?.description == "fps 60 is above 50: GIF delays are whole centiseconds and browsers play delays under 2 cs as 10 cs")
    }

    @Test(arguments: [0.0, -5, .nan, .infinity])
    func fpsMustBePositive(fps: Double) {
        let e = error(GIFOptions(fps: fps))
        if fps == .infinity {
            #expect(e == .fpsNotPositive(fps))
        } else {
            #expect(e?.description.hasPrefix("fps ") == true)
            #expect(e?.description.contains("is not a positive number of frames per second") == true)
        }
    }

    @Test func nanIsNamed() {
        #expect(error(GIFOptions(fps: .nan))?.description == "fps nan is not a positive number of frames per second")
    }

    @Test func colorsOutOfRange() {
        #expect(error(GIFOptions(maxColors: 1))?.description == "colors 1 is out of range: a GIF palette holds 2...256 colors")
        #expect(error(GIFOptions(maxColors: 300)) == .maxColorsOutOfRange(300))
    }

    @Test func loopCountOutOfRange() {
        #expect(error(GIFOptions(loopCount: -1))?.description
            == "loop count -1 is out of range: 0 loops forever, 1...65536 is the number of plays")
    }

    @Test func matteMustBeOpaque() {
        #expect(error(GIFOptions(matte: RGBA8(255, 255, 255, 128)))?.description
            == "matte #FFFFFF80 is not opaque: it is the page color that edge pixels are blended onto")
    }

    @Test func negativeThreads() {
        #expect(error(GIFOptions(threads: -2)) == .threadsNegative(-2))
    }

    @Test func noFrames() {
        #expect(error(GIFOptions(), []) == .noFrames)
        #expect(GIFError.noFrames.description == "the frame source has no frames: a GIF needs at least one")
    }

    @Test func framesOfAnotherSize() {
        let other = Frame(width: 3, height: 2, color: RGBA8(0, 0, 0))
        let e = error(GIFOptions(), [frame, frame, other])
        #expect(e == .frameSizeMismatch(index: 2, width: 3, height: 2, canvasWidth: 2, canvasHeight: 2))
        #expect(e?.description == "frame 2 is 3 x 2 but frame 0 is 2 x 2: every frame of a GIF has the canvas size")
    }

    @Test func sourceErrorsPassThrough() {
        struct Broken: FrameSource {
            struct Failure: Error {}
            var frameCount: Int { 3 }
            func drawing(ofFrame index: Int) throws -> FrameDrawing {
                { if index == 1 { throw Failure() } else { Frame(width: 1, height: 1, color: RGBA8(0, 0, 0)) } }
            }
        }
        #expect(throws: Broken.Failure.self) { try GIFEncoder().encode(Broken()) }
    }

    @Test func sinkErrorsPassThrough() {
        struct Full: GIFSink {
            struct DiskFull: Error {}
            mutating func write(_ bytes: UnsafeRawBufferPointer) throws { throw DiskFull() }
        }
        var sink = Full()
        #expect(throws: Full.DiskFull.self) { try GIFEncoder().encode([frame], to: &sink) }
    }

    @Test func decoderNamesGiflibsReason() {
        #expect(throws: GIFError.self) { try GIFDecoder().decode(Array("not a gif".utf8)) }
        do {
            _ = try GIFDecoder().decode(Array("not a gif".utf8))
        } catch {
            #expect(error.description.hasPrefix("giflib DGifOpen failed: "))
            #expect(error.description.contains("GIF"))
        }
    }

    @Test func truncatedFileIsAnError() throws {
        let (bytes, _) = try GIFEncoder().encode(Scenes.spinner(frames: 3, size: 16, dots: 2))
        #expect(throws: GIFError.self) { try GIFDecoder().decode(Array(bytes.prefix(bytes.count / 2))) }
    }
}
