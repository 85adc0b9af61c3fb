// swift-tools-version: 6.0
// libFuzzer targets for loaderanim (`make fuzz`): scene loading, the --set value parser, draw
// callbacks, text, 3D transforms, batch manifests and the Swift scenes' source passes. A package of its own so the main build
// never sees -sanitize=fuzzer; it uses the main package's library products.
import PackageDescription

let kit = Target.Dependency.product(name: "LoaderAnimKit", package: "loaderanim")

let package = Package(
    name: "loaderanim-fuzz",
    dependencies: [.package(name: "loaderanim", path: "..")],
    targets: [
        // libFuzzer's driver, declared for Swift.
        .target(name: "CLibFuzzer"),
        // What the targets share: libFuzzer's driver, reading an input as choices and
        // numbers, Lua literals, and a scene script drawn small with tight budgets.
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", kit]),
        // A scene script as input: load, length, sample the clock, draw small frames.
        .executableTarget(name: "FuzzScene", dependencies: ["FuzzSupport"]),
        // A parameter and a --set text as input, through the same path as the command line.
        .executableTarget(name: "FuzzSetValue", dependencies: ["FuzzSupport", kit]),
        // A draw callback decoded from the input: context calls with hostile arguments, and
        // changes to the layer tree, made while the frame is being drawn.
        .executableTarget(name: "FuzzDraw", dependencies: ["FuzzSupport"]),
        // Any bytes as a text layer's string and font, at any size, and drawn by ctx:drawText.
        .executableTarget(name: "FuzzText", dependencies: ["FuzzSupport"]),
        // Transforms and sublayerTransforms in 3D from sixteen doubles, nested, in perspective.
        .executableTarget(name: "FuzzTransform3D", dependencies: ["FuzzSupport"]),
        // Any bytes as a Swift scene's files, through every pass before swiftc.
        .executableTarget(
            name: "FuzzSourcePass",
            dependencies: ["FuzzSupport", .product(name: "LoaderAnimCommandLine", package: "loaderanim")]),
        // Any bytes as a batch manifest, read and checked as `loaderanim batch` does.
        .executableTarget(
            name: "FuzzManifest",
            dependencies: ["FuzzSupport", .product(name: "LoaderAnimCommandLine", package: "loaderanim")]),
    ]
)
