import LoaderAnimCLI

// The command line lives in LoaderAnimCLI, which a Swift scene's program links too (see
// docs/swift-scenes.md): this program is that library with no scene of its own.
CommandLineEntry.run()
