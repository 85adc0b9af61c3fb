@_spi(LoaderAnim) import LAUIKit
@_spi(LoaderAnim) import LAQuartzCore

// The other ways a Swift scene starts, besides top-level code that calls scene(...): the
// file's `#Preview`s, and `--view ClassName` for a file that only defines a view. The
// source pass writes the calls below after the user's last line (docs/swift-scenes.md):
//
//     _LoaderAnimProgram.preview(_laPreview0_12, file: "Spinner.swift", line: 12)   each #Preview
//     _LoaderAnimProgram.type("SpinnerView", SpinnerView.self)                     each class
//     _LoaderAnimProgram.view { SpinnerView(frame: $0) }                           with --view
//     _LoaderAnimProgram.run()
extension _LoaderAnimProgram {
    public static func preview(_ preview: Preview, file: String, line: Int) {
        ProgramState.shared.entries.previews.append(.init(preview: preview, file: file, line: line))
    }

    public static func type(_ name: String, _ type: Any.Type) {
        ProgramState.shared.entries.types.append((name, type))
    }

    public static func view(_ make: @escaping (CGRect) -> UIView) {
        ProgramState.shared.entries.makeView = make
    }
}

/// What the program may start from when its code declares no scene.
struct SceneEntries {
    struct Registered {
        let preview: Preview
        let file: String
        let line: Int
        /// "Name" (line 12), or "line 12" for a preview without a name, as Xcode labels it.
        var label: String { preview.name.map { "\"\($0)\" (line \(line))" } ?? "line \(line)" }
    }

    var previews: [Registered] = []
    var types: [(name: String, type: Any.Type)] = []
    var makeView: ((CGRect) -> UIView)?

    /// The preview `--preview` names (its name, its line number, or File.swift:line), else the first.
    func preview(named name: String?) -> Registered? {
        guard let name else { return previews.first }
        return previews.first { entry in
            entry.preview.name == name || String(entry.line) == name || "line \(entry.line)" == name
                // In a folder of files: File.swift:12, as a build error names the line.
                || "\(entry.file):\(entry.line)" == name || "\(entry.file.split(separator: "/").last ?? ""):\(entry.line)" == name
        }
    }

    var viewNames: [String] { types.filter { $0.type is UIView.Type }.map(\.name) }
}

/// An iPhone 15's screen in points, the device Xcode's canvas shows by default.
let previewDevice = CGSize(width: 393, height: 852)

extension ProgramState {
    /// Declares and builds the scene from the entries, for a program whose code did not
    /// call scene(...).
    func startFromEntries() {
        if let makeView = entries.makeView {
            let width = Double(options.width ?? 200), height = Double(options.height ?? 200)
            let canvas = declareScene(title: "", summary: "", width: width, height: height, background: .white,
                                      scale: 1, duration: .untilDone, fps: nil, hold: 0)
            automaticLength = true
            SceneHost.armTimeLimit(phase: "in init(frame:) of the view --view names")
            canvas.view.addSubview(makeView(CGRect(x: 0, y: 0, width: width, height: height)))
            return
        }
        guard !entries.previews.isEmpty else { MirrorDiagnostics.fail(noEntryMessage) }
        guard let chosen = entries.preview(named: options.preview) else {
            MirrorDiagnostics.fail("--preview \(options.preview ?? ""): there is no such #Preview; the previews are: "
                + entries.previews.map(\.label).joined(separator: ", "))
        }
        show(chosen)
    }

    /// "Spinner.swift: nothing to show: ... ", naming the views the scene defines.
    var noEntryMessage: String {
        let views = entries.viewNames
        let lead = "nothing to show: no top-level code calls scene(...) and there is no #Preview"
        guard let first = views.first else {
            return lead + ", and no UIView subclass to show with --view; end a file with #Preview { YourView(frame: ...) }"
        }
        return lead + "; it defines the view\(views.count == 1 ? "" : "s") \(views.joined(separator: ", ")): "
            + "show one with --view \(first), or end the file with "
            + "#Preview { \(first)(frame: CGRect(x: 0, y: 0, width: 120, height: 120)) }"
    }

    /// The preview on a canvas as Xcode lays it out: the traits' size (a fixed layout, the
    /// device's), else the view's own frame, else its fitting size; the view centered in
    /// it, a controller filling it. The canvas is declared at the device's size first, so
    /// that the body's views and a controller's screen-sized view see a screen.
    private func show(_ entry: SceneEntries.Registered) {
        let traits = entry.preview.traits
        let device = traits.compactMap(\.isLandscape).last == true
            ? CGSize(width: previewDevice.height, height: previewDevice.width) : previewDevice
        let layout = traits.compactMap(\.layout).last
        var provisional = device
        if case .fixed(let width, let height) = layout { provisional = CGSize(width: width, height: height) }
        let canvas = declareScene(title: entry.preview.name ?? "", summary: "", width: Double(provisional.width),
                                  height: Double(provisional.height), background: .white, scale: 1, duration: .untilDone,
                                  fps: nil, hold: 0)
        automaticLength = true
        SceneHost.armTimeLimit(phase: "in the body of the #Preview at line \(entry.line)")
        let content = MainActor.assumeIsolated { entry.preview.make() }
        switch content {
        case .controller(let controller):
            resizeCanvas(canvas, to: provisional)
            canvas.show(controller)
        case .view(let view):
            let own = view.bounds.size
            let fitting = Self.fittingSize(of: view, offered: device)
            let size = own.width > 0 && own.height > 0 ? own : fitting
            let container: CGSize
            switch layout {
            case .fixed?, .device?: container = provisional
            case .sizeThatFits?: container = fitting.width > 0 && fitting.height > 0 ? fitting : size
            case nil: container = size
            }
            guard container.width > 0 && container.height > 0 || options.width != nil && options.height != nil else {
                MirrorDiagnostics.fail("the #Preview shows a \(type(of: view)) of no size: give it a frame, "
                    + "or traits: .fixedLayout(width:height:), or run with --width and --height", at: "\(entry.file):\(entry.line)")
            }
            let placed = resizeCanvas(canvas, to: container)
            let shown = size.width > 0 && size.height > 0 ? size : placed
            view.frame = CGRect(x: (placed.width - shown.width) / 2, y: (placed.height - shown.height) / 2,
                                width: shown.width, height: shown.height)
            canvas.view.addSubview(view)
        }
    }

    /// Sets the canvas (the settings, the window, the screen) to `size`, unless --width or
    /// --height says otherwise; returns the size it took.
    @discardableResult
    private func resizeCanvas(_ canvas: SceneCanvas, to size: CGSize) -> CGSize {
        let width = options.width.map { CGFloat($0) } ?? size.width, height = options.height.map { CGFloat($0) } ?? size.height
        resize(width: Double(width), height: Double(height))
        canvas.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        return CGSize(width: width, height: height)
    }

    /// A view's size when none is given: its intrinsic size, else what sizeThatFits(_:)
    /// answers for the offered size.
    static func fittingSize(of view: UIView, offered: CGSize) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        if intrinsic.width > 0, intrinsic.height > 0 { return intrinsic }
        let fits = view.sizeThatFits(offered)
        return fits.width > 0 && fits.height > 0 ? fits : .zero
    }
}
