// swift-tools-version: 6.1
// loaderanim: renders Core Animation loaders to animated GIFs.
// The pipeline, one module per stage: Geometry -> Animation -> Layers -> Raster -> GIF,
// driven by Scene (Lua); see README.md. C libraries sit behind the small C* targets.
import PackageDescription

// The mirror answers to UIKit's single-threaded world, in Swift 5 mode as the loader code
// it compiles with.
let mirrorSettings: [SwiftSetting] = [.swiftLanguageMode(.v5)]

// The engine's stages are optimized in debug builds too: the tests render hundreds of GIFs
// through them (the CLI's, the Swift scenes' programs linking the debug kit). Measured on
// this 2-core machine: DeterminismTests' 72 renders took 101 s at -Onone and 17 s at -O,
// and all of `make test`'s tests 406 s and 244 s, for 44 s more of build. The GIFs are
// the same bytes (`make demo` renders the gallery with this build). For stepping through
// the engine in a debugger: LOADERANIM_ENGINE_ONONE=1 swift build.
let engineSettings: [SwiftSetting] = Context.environment["LOADERANIM_ENGINE_ONONE"] == nil
    ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []

let package = Package(
    name: "loaderanim",
    products: [
        .executable(name: "loaderanim", targets: ["loaderanim"]),
        // `loaderanim preview` runs this one, installed beside it (see docs/install.md).
        .executable(name: "loaderanim-preview", targets: ["loaderanim-preview"]),
        // What a Swift scene's program links (see docs/swift-scenes.md): the mirror modules,
        // the LoaderAnim entry and the engine with the command line, in one archive.
        .library(name: "LoaderAnimSceneKit", type: .static, targets: ["LoaderAnim", "LACombine", "LASwiftUI"]),
        // The pipeline as a library, for the fuzz targets in Fuzz/ (a package of their own).
        .library(name: "LoaderAnimKit", targets: ["RenderPipeline", "Scene", "Layers", "Animation", "Geometry", "Raster", "Pixels", "GIF"]),
        // The command line as a library, for the manifest fuzz target (`batch`'s checks) and
        // the source-pass one (SwiftScenes' passes).
        .library(name: "LoaderAnimCommandLine", targets: ["LoaderAnimCLI", "SwiftScenes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // Combine for Swift scenes (`import Combine`): its publishers and subscribers as
        // they are; the timers and schedulers on the scene clock are the mirror's (LACombine).
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // Pure Swift: points, transforms, paths and their measurement.
        .target(name: "Geometry", swiftSettings: engineSettings),
        // Pure Swift: colors, interpolation, timing functions, media timing, animations.
        .target(name: "Animation", dependencies: ["Geometry"], swiftSettings: engineSettings),
        // Pure Swift: the layer tree, key paths, the scene clock and the presentation tree.
        .target(name: "Layers", dependencies: ["Animation", "Geometry"], swiftSettings: engineSettings),
        // Pure Swift: the Frame that Raster draws and GIF encodes.
        .target(name: "Pixels", swiftSettings: engineSettings),
        // Draws a presentation tree into a Frame with cairo (text with Pango); reads PNG and JPEG.
        .target(name: "Raster", dependencies: ["Layers", "Animation", "Geometry", "Pixels", "Locking", "CCairo", "CPango", "CJPEGShim"],
                swiftSettings: engineSettings),
        // One palette, optimized frames, exact delays, written (and read back) through giflib.
        .target(name: "GIF", dependencies: ["Pixels", "CGif"], swiftSettings: engineSettings),
        // Scene scripts: Lua 5.4 with a Core-Animation-shaped API.
        .target(name: "Scene", dependencies: ["Layers", "Animation", "Geometry", "Locking", "CLuaShim"],
                swiftSettings: engineSettings),
        // A lock ThreadSanitizer can follow (see Locked.swift), for the modules that share state across threads.
        .target(name: "Locking"),

        // C libraries, each behind a module map and a one-line shim header.
        .systemLibrary(
            name: "CGif", path: "Sources/CGif",
            providers: [.apt(["libgif-dev"])]),
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // Pango through cairo, with fontconfig to pin the fonts (Raster's text).
        .systemLibrary(
            name: "CPango", path: "Sources/CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CLua", path: "Sources/CLua", pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]),
        // Functions for what the Lua C API defines as macros (lua_pop, lua_pcall, ...),
        // which Swift cannot call.
        .target(name: "CLuaShim", dependencies: ["CLua"]),
        // libjpeg's setjmp error handling, which Swift cannot do.
        .target(name: "CJPEGShim", dependencies: ["CJPEG"]),
        .systemLibrary(
            name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]),
        // glibc's mallopt, to keep one malloc arena (see LoaderAnim.main).
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),

        // The scenes/ folder compiled into the program (see Plugins/EmbedScenes), and the commit.
        .target(name: "BuiltInScenes", plugins: ["EmbedScenes"]),
        .plugin(name: "EmbedScenes", capability: .buildTool(), dependencies: ["EmbedScenesTool"]),
        .executableTarget(name: "EmbedScenesTool", dependencies: ["Scene"]),
        // The render pipeline every front end (render, frame, strip, batch) shares: the option
        // checks with their typed errors, the frame source, progress that can cancel, the
        // print sink. No ArgumentParser: the command line extends its enums.
        .target(name: "RenderPipeline", dependencies: ["Scene", "Layers", "Animation", "Raster", "Pixels", "GIF", "BuiltInScenes", "Locking"]),

        // `loaderanim preview`: a local page over the render pipeline (an HTTP server, the
        // page's files in Page/ compiled in by the same plugin as the scenes). Only
        // loaderanim-preview depends on it.
        .target(
            name: "Preview",
            dependencies: ["RenderPipeline", "Scene", "Layers", "Animation", "Raster", "Pixels", "GIF", "SwiftScenes", "Locking"],
            exclude: ["Page"], plugins: ["EmbedScenes"]),
        // The server `loaderanim preview` execs, with the scene it located and checked.
        .executableTarget(name: "loaderanim-preview", dependencies: ["Preview", "RenderPipeline", "BuiltInScenes"]),

        // The command line, a library: loaderanim is it with no scene of its own; a Swift
        // scene's program is it with the scene the program built.
        .target(
            name: "LoaderAnimCLI",
            dependencies: [
                "Geometry", "Animation", "Layers", "Pixels", "Raster", "GIF", "Scene", "RenderPipeline", "BuiltInScenes", "CMalloc", "Locking",
                "SwiftScenes", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "loaderanim", dependencies: ["LoaderAnimCLI"]),

        // Swift scenes, loaderanim's side: the source passes, the compile cache, the child
        // process. SyntaxPass/ is a program of its own, compiled in as text and built on first
        // use against the user's toolchain's SwiftSyntax (see docs/swift-scenes.md).
        .target(name: "SwiftScenes", exclude: ["SyntaxPass"], plugins: ["EmbedScenes"]),
        // The mirror a Swift scene compiles against, each module under a unique name that the
        // scene's compile maps Apple's onto (-module-alias UIKit=LAUIKit ...).
        .target(name: "LACoreGraphics", dependencies: ["Geometry", "Animation", "Layers"], path: "Sources/SwiftMirror/CoreGraphics", swiftSettings: mirrorSettings),
        .target(name: "LAQuartzCore", dependencies: ["LACoreGraphics", "Layers", "Animation", "Geometry"],
                path: "Sources/SwiftMirror/QuartzCore", swiftSettings: mirrorSettings),
        // Raster (implementation-only) measures a label's text with the engine's text stack.
        .target(name: "LAUIKit", dependencies: ["LAQuartzCore", "LACoreGraphics", "Layers", "Animation", "Geometry", "Raster"],
                path: "Sources/SwiftMirror/UIKit", swiftSettings: mirrorSettings),
        // Combine: OpenCombine re-exported, with Timer.publish, RunLoop and DispatchQueue as
        // schedulers on the scene clock (-module-alias Combine=LACombine).
        .target(name: "LACombine", dependencies: ["LAQuartzCore", .product(name: "OpenCombine", package: "OpenCombine")],
                path: "Sources/SwiftMirror/Combine", swiftSettings: mirrorSettings),
        // SwiftUI for Swift scenes (-module-alias SwiftUI=LASwiftUI): views resolved into a graph,
        // laid out as SwiftUI lays out, drawn as the UIKit mirror's layers, animated by
        // Core Animation's (the engine's) animations; see docs/swiftui.md.
        .target(name: "LASwiftUI", dependencies: ["LoaderAnim", "LAUIKit", "LAQuartzCore", "LACoreGraphics", "LACombine", "Geometry"],
                path: "Sources/SwiftMirror/SwiftUI", swiftSettings: mirrorSettings),
        // scene(...) and param(...), and the hand-over to the command line after the scene's code.
        .target(name: "LoaderAnim", dependencies: ["LAUIKit", "LAQuartzCore", "LACoreGraphics", "Layers", "Animation", "Scene", "LoaderAnimCLI"],
                path: "Sources/SwiftMirror/LoaderAnim", swiftSettings: mirrorSettings),
        // What both benchmarks share: child processes timed with their own rusage, PSNR, medians.
        .target(name: "BenchSupport", dependencies: ["Pixels"]),
        // `make bench-gif`: the GIF encoder against ffmpeg, gifsicle and ImageMagick on cairo-drawn loaders.
        .executableTarget(name: "GIFBench", dependencies: ["GIF", "Pixels", "Raster", "CCairo", "BenchSupport"]),
        // `make bench`: whole `loaderanim render` runs of the built-in scenes against the same peers,
        // with the giflib floor, and the rate-distortion comparison with its chart (drawn with cairo).
        .executableTarget(name: "SceneBench", dependencies: ["Scene", "Layers", "Raster", "Pixels", "GIF", "CGif", "CCairo", "BenchSupport"]),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "AnimationTests", dependencies: ["Animation", "Geometry"]),
        .testTarget(name: "LayersTests", dependencies: ["Layers", "Animation", "Geometry"]),
        .testTarget(name: "PixelsTests", dependencies: ["Pixels"]),
        // Test support: reference PNGs, the one switch that regenerates what tests expect,
        // frames of scene scripts, and test folders removed when the tests exit.
        .target(name: "ReferenceImageSupport", dependencies: ["Raster", "Pixels", "Scene", "RenderPipeline"], path: "Tests/ReferenceImageSupport"),
        .testTarget(
            name: "RasterTests",
            dependencies: ["Raster", "Layers", "Animation", "Geometry", "Pixels", "Scene", "ReferenceImageSupport"],
            exclude: ["References", "Cases"]),
        .testTarget(name: "GIFTests", dependencies: ["GIF", "Pixels"]),
        .testTarget(
            name: "SceneTests", dependencies: ["Scene", "Layers", "Animation", "Geometry", "ReferenceImageSupport"],
            exclude: ["Scripts"]),
        .testTarget(
            name: "CLITests", dependencies: ["loaderanim", "GIF", "ReferenceImageSupport", "BuiltInScenes", "Scene"],
            exclude: ["Scenes", "Golden", "BadInputs"]),
        .testTarget(name: "RenderPipelineTests", dependencies: ["RenderPipeline", "Scene", "GIF", "Raster", "Pixels", "BenchSupport"]),
        // `loaderanim preview` on a free port, asked over a socket, its answers compared with the CLI's.
        .testTarget(name: "PreviewTests", dependencies: ["loaderanim", "loaderanim-preview", "BenchSupport", "ReferenceImageSupport"]),
        // The built-in scenes in scenes/: presentation values, reference frames, parameters.
        .testTarget(
            name: "BuiltInSceneTests", dependencies: ["Scene", "Layers", "Raster", "Pixels", "ReferenceImageSupport"],
            exclude: ["References"]),
        .testTarget(name: "CLibrariesTests", dependencies: ["CGif", "CCairo", "CLuaShim", "CJPEG"]),
        // Swift scenes: the source pass, the cache and the messages on their own, then real
        // scenes compiled against the kit and run by the built loaderanim (`make test` builds
        // the kit first: swift build --product LoaderAnimSceneKit).
        .testTarget(name: "SwiftScenesTests", dependencies: ["SwiftScenes", "loaderanim", "ReferenceImageSupport", "GIF", "Layers", "Raster", "Pixels"],
                    // AppleAPI/: Apple's member lists (a first pass), data for issue 44's surface table.
                    exclude: ["Scenes", "AppleAPI"]),
        // The rate-distortion curve check of `make bench` on constructed points.
        .testTarget(name: "SceneBenchTests", dependencies: ["SceneBench"]),
    ]
)
