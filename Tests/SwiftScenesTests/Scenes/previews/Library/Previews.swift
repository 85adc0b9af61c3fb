// The previews of the folder, in a file of their own: the folder has no main.swift.
#Preview("Pulse") {
    PulseView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
}
