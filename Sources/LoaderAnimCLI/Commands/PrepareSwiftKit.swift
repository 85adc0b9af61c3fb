import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SwiftScenes

/// Builds the Objective-C pass and the shared kit into the Swift scene kit ahead of time, so
/// that a user's first Swift scene does not wait about 10 s for the one (docs/swift-scenes.md,
/// "Where SwiftSyntax comes from") or 0.3 s for the other (SharedKit). The Makefile runs it
/// after building or installing the kit; hidden, as no user needs to: without it, each is
/// built on first use into the compile cache.
struct PrepareSwiftKit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prepare-swift-kit",
        abstract: "Build the Objective-C pass for this Swift toolchain into the Swift scene kit.",
        shouldDisplay: false)

    @Option(help: ArgumentHelp("The kit's folder (default: the kit this loaderanim finds beside itself).", valueName: "folder"))
    var kit: String?

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let folder: String
        do {
            if let kit {
                guard let found = try SceneKit.at(kit, environment: environment) else {
                    throw SwiftSceneError.noKit("\(kit) holds no Swift scene kit (libLoaderAnimSceneKit.a and Modules/)")
                }
                folder = found.library
            } else {
                folder = try SceneKit.locate(executable: SwiftSceneHandOff.executablePath(), environment: environment).library
            }
            let prepared = try ObjectiveCPass.prepare(kitFolder: folder, environment: environment)
            let version = prepared.toolchain.version.split(separator: "\n").first.map(String.init) ?? prepared.toolchain.version
            writeToStandardOutput((prepared.built ? "built the Objective-C pass for " : "the kit already has the Objective-C pass for ")
                + "\(version): \(prepared.program)\n")
            if let shared = try SharedKit.prepare(kitFolder: folder, toolchain: prepared.toolchain, environment: environment) {
                writeToStandardOutput((shared.built ? "built the shared kit: " : "the kit already has its shared library: ") + shared.folder + "\n")
            }
        } catch let error as SwiftSceneError {
            try PreviewCommand.fail(error)
        }
    }
}
