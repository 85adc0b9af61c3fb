// swift-tools-version: 6.0
// libFuzzer targets for loaderanim (`make fuzz`): scene loading and the --set value parser.
// A package of its own so the main build never sees -sanitize=fuzzer; it uses the main
// package's library products.
import PackageDescription

let package = Package(
    name: "loaderanim-fuzz",
    dependencies: [.package(name: "loaderanim", path: "..")],
    targets: [
        // libFuzzer's driver, declared for Swift.
        .target(name: "CLibFuzzer"),
        // A scene script as input: load, length, sample the clock, draw small frames.
        .executableTarget(
            name: "FuzzScene",
            dependencies: ["CLibFuzzer", .product(name: "LoaderAnimKit", package: "loaderanim")]),
        // A parameter and a --set text as input, through the same path as the command line.
        .executableTarget(
            name: "FuzzSetValue",
            dependencies: ["CLibFuzzer", .product(name: "LoaderAnimKit", package: "loaderanim")]),
    ]
)
