// A SwiftUI view file as Xcode wrote it before #Preview: a PreviewProvider at its end.
import SwiftUI

struct Badge: View {
    @State private var isOn = false
    var body: some View {
        Capsule()
            .fill(Color.green)
            .frame(width: 48, height: 24)
            .opacity(isOn ? 1 : 0.2)
            .accessibilityIdentifier("badge")
            .onAppear { withAnimation(.linear(duration: 1)) { isOn = true } }
    }
}

#if DEBUG
struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge().padding(6)
    }
}
#endif
