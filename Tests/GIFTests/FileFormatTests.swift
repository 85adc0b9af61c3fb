import GIF
import Pixels
import Testing

/// The bytes of the container: GIF89a, the NETSCAPE2.0 loop extension, the trailer.
@Suite struct FileFormatTests {
    let frames = [Frame(width: 2, height: 2, color: RGBA8(255, 0, 0)), Frame(width: 2, height: 2, color: RGBA8(0, 0, 255))]

    /// The 19 bytes of a NETSCAPE2.0 extension repeating `repeats` times.
    func loopExtension(repeats: Int) -> [UInt8] {
        [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, UInt8(repeats & 0xFF), UInt8(repeats >> 8), 0]
    }

    @Test func headerIsGIF89aAndFileEndsWithTrailer() throws {
        let (bytes, _) = try GIFEncoder().encode(frames)
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        #expect(bytes.last == 0x3B)
        #expect(try GIFDecoder().decode(bytes).version == "GIF89a")
    }

    @Test func loopsForeverByDefault() throws {
        let (bytes, _) = try GIFEncoder().encode(frames)
        #expect(bytes.firstRange(of: loopExtension(repeats: 0)) != nil)
        let gif = try GIFDecoder().decode(bytes)
        #expect(gif.hasLoopExtension && gif.loopCount == 0)
    }

    @Test func loopCountIsPlays() throws {
        var options = GIFOptions()
        options.loopCount = 3
        let (bytes, _) = try GIFEncoder(options: options).encode(frames)
        #expect(bytes.firstRange(of: loopExtension(repeats: 2)) != nil)
        #expect(try GIFDecoder().decode(bytes).loopCount == 3)

        options.loopCount = 1
        let (once, _) = try GIFEncoder(options: options).encode(frames)
        #expect(once.firstRange(of: Array("NETSCAPE2.0".utf8)) == nil)
        let gif = try GIFDecoder().decode(once)
        #expect(!gif.hasLoopExtension && gif.loopCount == 1)
    }

    @Test func screenDescriptorAndPaletteSize() throws {
        let (bytes, summary) = try GIFEncoder().encode(frames)
        #expect(bytes[6] == 2 && bytes[7] == 0 && bytes[8] == 2 && bytes[9] == 0)  // 2 x 2, little endian
        #expect(bytes[10] & 0x80 != 0)  // global color table
        #expect(2 << Int(bytes[10] & 7) == summary.paletteSize)
        #expect(summary.paletteSize == 2)  // red and blue fill the table: no spare transparent index
    }

    @Test func streamsToAnySink() throws {
        struct Chunks: GIFSink {
            var chunks: [[UInt8]] = []
            mutating func write(_ bytes: UnsafeRawBufferPointer) throws { chunks.append(Array(bytes)) }
        }
        var sink = Chunks()
        let summary = try GIFEncoder().encode(frames, to: &sink)
        #expect(sink.chunks.count > 2)
        #expect(sink.chunks.joined().count == summary.byteCount)
        #expect(Array(sink.chunks.joined()) == (try GIFEncoder().encode(frames)).bytes)
    }
}
