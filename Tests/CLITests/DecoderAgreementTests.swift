import Foundation
import GIF
import Testing

/// Every built-in scene, opaque and with `--background transparent`, decoded by giflib (the
/// project's GIFDecoder), Pillow, ffmpeg and ImageMagick: each must show the same frames.
/// They differ where a GIF leaves room: which image's graphics control extension decides
/// whether the canvas has alpha, and what a restore-to-background fills with. (Browsers
/// are not asked yet: no test here drives one.)
///
/// `make test` installs the decoders and sets LOADERANIM_REQUIRE_DECODERS=1, so a missing
/// one fails the test there; a bare `swift test` skips it with the reason instead.
@Suite struct DecoderAgreementTests {
    static let scenes = ((try? FileManager.default.contentsOfDirectory(atPath: builtInScenes)) ?? [])
        .filter { $0.hasSuffix(".lua") }.map { String($0.dropLast(4)) }.sorted()

    /// A decoder outside the process: the command that writes every composited frame as
    /// raw RGBA to standard output, given the GIF's path.
    struct Decoder: Sendable {
        var name: String
        var command: @Sendable (String) -> [String]
    }

    /// The first of `candidates` that runs `probe` with status 0 and prints `expecting`.
    static func firstWorking(_ candidates: [String], probe: [String], expecting: String = "") -> String? {
        candidates.first { tool in
            guard let result = try? run([tool] + probe, timeout: 60), result.status == 0 else { return false }
            return expecting.isEmpty || String(decoding: result.out, as: UTF8.self).contains(expecting)
        }
    }

    /// Pillow's frames, composited by Pillow's own GIF plugin.
    static let pillowScript = """
        import sys
        from PIL import Image, ImageSequence
        for frame in ImageSequence.Iterator(Image.open(sys.argv[1])):
            sys.stdout.buffer.write(frame.convert("RGBA").tobytes())
        """

    /// The decoders found, or why one is missing. Debian's python3-pil serves /usr/bin/python3,
    /// which need not be the python3 first on PATH; `convert` may be a stand-in that is not
    /// ImageMagick's.
    static let decoders: Result<[Decoder], DecoderMissing> = {
        guard let python = firstWorking(["python3", "/usr/bin/python3"], probe: ["-c", "import PIL"]) else {
            return .failure(DecoderMissing(name: "Pillow (python3 -c 'import PIL' fails; Debian: python3-pil)"))
        }
        guard firstWorking(["ffmpeg"], probe: ["-version"], expecting: "ffmpeg version") != nil else {
            return .failure(DecoderMissing(name: "ffmpeg (Debian: ffmpeg)"))
        }
        guard let magick = firstWorking(["magick", "convert"], probe: ["-version"], expecting: "ImageMagick") else {
            return .failure(DecoderMissing(name: "ImageMagick (no magick or convert that is ImageMagick's; Debian: imagemagick)"))
        }
        return .success([
            Decoder(name: "Pillow") { [python, "-c", pillowScript, $0] },
            // passthrough: one output frame per GIF image, none duplicated to fill a delay
            Decoder(name: "ffmpeg") { ["ffmpeg", "-v", "error", "-i", $0, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"] },
            Decoder(name: "ImageMagick") { [magick, $0, "-coalesce", "-depth", "8", "rgba:-"] },
        ])
    }()

    struct DecoderMissing: Error, CustomStringConvertible {
        var name: String
        var description: String { "\(name) is missing: `make test` installs it" }
    }

    @Test func scenesAreFound() {
        #expect(Self.scenes.contains("reveal") && Self.scenes.count >= 6, "\(Self.scenes)")
    }

    static let runs = ProcessInfo.processInfo.environment["LOADERANIM_REQUIRE_DECODERS"] == "1"
        || (try? decoders.get()) != nil

    @Test(.enabled(if: runs, "Pillow, ffmpeg or ImageMagick is missing: `make test` installs and requires them"),
          arguments: scenes, [false, true])
    func everyDecoderShowsTheSameFrames(scene: String, transparent: Bool) throws {
        let decoders = try Self.decoders.get()
        let path = temporaryDirectory() + "/\(scene).gif"
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        // The scene's whole length (reveal restores to the background only near its end) at
        // 25 fps, which halves most scenes' frames for a debug build.
        let render = try loaderanim(["render", "\(builtInScenes)/\(scene).lua", "--out", path, "--quiet", "--fps", "25"]
                                    + (transparent ? ["--background", "transparent"] : []))
        try #require(render.status == 0, "\(render.err)")

        let gif = try GIFDecoder().decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let reference = gif.frames.map(\.pixels)  // premultiplied, but alpha is 0 or 255
        #expect(reference.count > 1)
        for decoder in decoders {
            let result = try run(decoder.command(path), timeout: 120)
            try #require(result.status == 0, "\(decoder.name): \(String(decoding: result.err, as: UTF8.self))")
            let bytes = gif.width * gif.height * 4
            #expect(result.out.count % bytes == 0, "\(decoder.name) wrote \(result.out.count) bytes")
            let count = result.out.count / bytes
            #expect(count == reference.count, "\(decoder.name): \(count) frames, giflib \(reference.count)")
            let mismatch: (Int, String)? = result.out.withUnsafeBytes { raw in
                for index in 0..<min(count, reference.count) {
                    let theirs = UnsafeRawBufferPointer(rebasing: raw[(index * bytes)..<((index + 1) * bytes)])
                    if let difference = Self.difference(theirs, reference[index], width: gif.width) { return (index, difference) }
                }
                return nil
            }
            if let (index, difference) = mismatch {
                Issue.record("\(scene)\(transparent ? " transparent" : ""), frame \(index): \(decoder.name) \(difference)")
            }
        }
    }

    /// Where two frames differ beyond rounding: alpha must match, and where a pixel shows,
    /// each channel within 1 level. Nil when they agree. Equal pixels are compared as one
    /// word, which keeps a debug build quick.
    static func difference(_ theirs: UnsafeRawBufferPointer, _ ours: [UInt8], width: Int) -> String? {
        var count = 0, first = 0
        ours.withUnsafeBytes { ours in
            for i in stride(from: 0, to: ours.count, by: 4) {
                if theirs.load(fromByteOffset: i, as: UInt32.self) == ours.load(fromByteOffset: i, as: UInt32.self) { continue }
                var same = theirs[i + 3] == ours[i + 3]
                if same && ours[i + 3] != 0 {
                    for c in 0..<3 where abs(Int(theirs[i + c]) - Int(ours[i + c])) > 1 { same = false }
                }
                if !same {
                    if count == 0 { first = i }
                    count += 1
                }
            }
        }
        guard count > 0 else { return nil }
        let pixel = first / 4
        return "differs from giflib at \(count) pixels, first (\(pixel % width), \(pixel / width)): "
            + "\(Array(theirs[first..<(first + 4)])) against \(Array(ours[first..<(first + 4)]))"
    }
}
