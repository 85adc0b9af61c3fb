import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RenderPipeline
import Scene
import SwiftScenes

struct Params: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List a scene's parameters: type, default, range and help.")

    @OptionGroup var scene: SceneOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        let loaded = try scene.load()
        let parameters = loaded.program.parameters
        if json {
            writeToStandardOutput(try JSONOutput.text(ParamsReport(loaded)) + "\n")
            return
        }
        let rows = parameters.map { p -> [String] in
            var range = ""
            if p.minimum != nil || p.maximum != nil {
                range = "\(p.minimum.map { ParameterValue.number($0).description } ?? "")...\(p.maximum.map { ParameterValue.number($0).description } ?? "")"
            }
            if let choices = p.choices { range = choices.joined(separator: "|") }
            return [p.name, p.type.description, p.defaultValue.description, range, p.help]
        }
        for line in tableLines([["NAME", "TYPE", "DEFAULT", "RANGE", "HELP"]] + rows) { writeToStandardOutput(line + "\n") }
        let previews = loaded.program.previews
        if !previews.isEmpty {
            writeToStandardOutput("\nPREVIEWS (--preview NAME or LINE; the first is the default)\n")
            for preview in previews { writeToStandardOutput(preview + "\n") }
        }
    }
}

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Load each scene, draw its first frame's drawings and run it to its end; report every problem.")

    @Argument(help: "Scene files or names.")
    var scenes: [String]

    @Option(name: .customLong("set"), help: ArgumentHelp("Override a parameter (repeatable).", valueName: "name=value"))
    var parameters: [String] = []

    @OptionGroup var limits: ScriptLimitOptions

    func run() throws {
        let overrides: [String: String]
        do { overrides = try SceneRequest.overrides(parameters) } catch { throw Failure(error) }
        let limits = try limits.limits()
        var worst: Int32?
        for argument in scenes {
            if InProcessScene.current == nil, SwiftSceneSource.isSwiftScene(argument) {
                let code = SwiftSceneHandOff.validate(argument, parameters: parameters, limits: self.limits)
                if code != 0 { worst = worst ?? code }
                continue
            }
            let scene: SceneLocator.Scene
            do { scene = try SceneLocator().locate(argument) } catch let failure as Failure {
                failure.report()
                worst = worst ?? failure.code.rawValue
                continue
            }
            let problems = scene.validate(overrides: SceneOverrides(parameters: overrides), limits: limits)
            for problem in problems { Failure(.badInput, problem.description).report() }
            if !problems.isEmpty { worst = worst ?? Failure.Code.badInput.rawValue }
        }
        if let worst { throw ExitCode(worst) }
    }
}
