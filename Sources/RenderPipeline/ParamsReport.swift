import Scene

/// `params --json`: {"scene", "parameters": [{"name", "type", "default", "value", "min"?,
/// "max"?, "choices"?, "help"}]}, with the values as their text.
public struct ParamsReport: Encodable, Sendable {
    let scene: String
    let parameters: [Entry]
    /// A Swift scene's `#Preview`s, when it has any.
    let previews: [String]?

    /// The report of a loaded scene, with its overrides applied.
    public init(_ scene: LoadedScene) {
        self.scene = scene.name
        parameters = scene.program.parameters.map(Entry.init)
        previews = scene.program.previews.isEmpty ? nil : scene.program.previews
    }

    struct Entry: Encodable, Sendable {
        let name: String
        let type: String
        let defaultValue: String
        let value: String
        let min: Double?
        let max: Double?
        let choices: [String]?
        let help: String

        init(_ p: SceneParameter) {
            name = p.name
            type = p.type.description
            defaultValue = p.defaultValue.description
            value = p.value.description
            min = p.minimum
            max = p.maximum
            choices = p.choices
            help = p.help
        }

        enum CodingKeys: String, CodingKey {
            case name, type, defaultValue = "default", value, min, max, choices, help
        }
    }
}
