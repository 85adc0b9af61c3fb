/// `import Combine` in a scene (the compile maps Combine onto this module): OpenCombine's
/// publishers, subscribers, subjects, `@Published` and `ObservableObject`, which behave as
/// Combine's and need no clock, and, in this module, what does need one: the timer
/// publisher and the run loop and main queue as schedulers, all on the scene clock, so that
/// `Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()` ticks at 0.5 s, 1 s, …
/// of the render, whatever the machine. OpenCombine's own Foundation timers run on the wall
/// clock, so they are not used.
@_exported import OpenCombine
@_exported import LAQuartzCore
