import ArgumentParser

/// The command line. For now it only reports its version and usage; rendering arrives
/// with the Raster, GIF and Scene stages (see README.md, "Status").
@main
struct LoaderAnim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loaderanim",
        abstract: "Render Core Animation loaders to animated GIFs.",
        discussion: """
            A scene script builds a layer tree and animates it with Core Animation's \
            timing model; loaderanim samples it at every frame and writes a GIF.
            """,
        version: "loaderanim 0.1.0")
}
