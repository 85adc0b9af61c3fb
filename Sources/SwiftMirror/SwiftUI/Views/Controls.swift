@_spi(LoaderAnim) import LAUIKit

// Controls as a loader's screen shows them, untouched: a render has no finger, so each
// draws its label (and a switch its state) and never acts.

public struct Button<Label: View>: View {
    let label: Label
    let action: () -> Void
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    public var body: some View { label.foregroundStyle(TintShapeStyle()) }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
}

/// How a button draws its label.
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
    public let label: AnyView
    public let isPressed: Bool
}

public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
}

/// A switch with its label, drawn in the state it is bound to.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            ZStack(alignment: isOn.wrappedValue ? .trailing : .leading) {
                Capsule().fill(isOn.wrappedValue ? Color.green : Color(UIColor.systemGray5)).frame(width: 51, height: 31)
                Circle().fill(Color.white).frame(width: 27, height: 27).padding(2).shadow(color: .black.opacity(0.15), radius: 2, y: 2)
            }
        }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// A text field showing its text, or its prompt in the placeholder color.
public struct TextField<Label: View>: View {
    let text: String
    let prompt: String
    public var body: some View {
        Text(text.isEmpty ? prompt : text).foregroundColor(text.isEmpty ? Color(UIColor.placeholderText) : nil).lineLimit(1)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, prompt: titleKey.text)
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, prompt: String(title))
    }
    public init<T>(_ titleKey: LocalizedStringKey, value: Binding<T>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                   onCommit: @escaping () -> Void = {}) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: titleKey.text)
    }
    public init<S: StringProtocol, T>(_ title: S, value: Binding<T>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                      onCommit: @escaping () -> Void = {}) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: String(title))
    }
}

/// A secure field: its text as dots.
public struct SecureField<Label: View>: View {
    let text: String
    let prompt: String
    public var body: some View {
        Text(text.isEmpty ? prompt : String(repeating: "•", count: text.count))
            .foregroundColor(text.isEmpty ? Color(UIColor.placeholderText) : nil).lineLimit(1)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, prompt: titleKey.text)
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, prompt: String(title))
    }
}

/// A list: its rows one under another, each with the row insets iOS gives (16 leading).
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) { content }
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, HStack<RowContent>> {
        content = ForEach(data, id: id) { element in HStack { rowContent(element) } }
    }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, HStack<RowContent>>, Data.Element: Identifiable {
        content = ForEach(data) { element in HStack { rowContent(element) } }
    }
}

/// iOS's spinning activity indicator, or a progress bar.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    public var body: some View {
        if let fraction {
            ZStack(alignment: .leading) {
                Capsule().fill(Color(UIColor.systemGray5))
                Capsule().fill(TintShapeStyle()).frame(width: nil).scaleEffect(x: max(0, min(fraction, 1)), y: 1, anchor: .leading)
            }
            .frame(height: 4)
        } else {
            ActivityIndicatorRepresentable()
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { fraction = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { fraction = value.map { Double($0) / Double(total) } }
}

/// UIActivityIndicatorView, spinning, as ProgressView() shows it.
struct ActivityIndicatorRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let view = UIActivityIndicatorView(style: .medium)
        view.startAnimating()
        return view
    }
    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
}

extension View {
    public func progressViewStyle<S>(_ style: S) -> some View { self }
    public func textFieldStyle<S>(_ style: S) -> some View { self }
    public func toggleStyle<S>(_ style: S) -> some View { self }
    public func listStyle<S>(_ style: S) -> some View { self }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
}

public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2), all: Set = [.top, .bottom]
    }
}
