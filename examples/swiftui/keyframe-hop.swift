// keyframe-hop: a capsule crouches, jumps, tilts and lands, again and again, along the
// keyframe tracks of a KeyframeAnimator (iOS 17).
//
// Each track moves one property of the value from keyframe to keyframe: linear ones with a
// timing curve, a cubic one through its neighbours, a spring one as a spring moves.
//
//     loaderanim render examples/swiftui/keyframe-hop.swift --duration 1.2 --out keyframe-hop.gif

import SwiftUI

struct HopValues {
    var height = 0.0
    var squash = 1.0
    var tilt = Angle.zero
}

struct KeyframeHop: View {
    var body: some View {
        KeyframeAnimator(initialValue: HopValues()) { value in
            Capsule()
                .fill(Color.teal)
                .frame(width: 22, height: 34)
                .scaleEffect(x: 1 / value.squash, y: value.squash, anchor: .bottom)
                .rotationEffect(value.tilt)
                .offset(y: -value.height)
        } keyframes: { _ in
            KeyframeTrack(\.height) {
                LinearKeyframe(0, duration: 0.2)
                LinearKeyframe(36, duration: 0.35, timingCurve: .easeOut)
                LinearKeyframe(0, duration: 0.35, timingCurve: .easeIn)
                LinearKeyframe(0, duration: 0.3)
            }
            KeyframeTrack(\.squash) {
                LinearKeyframe(0.7, duration: 0.2)
                SpringKeyframe(1.15, duration: 0.3, spring: .bouncy)
                LinearKeyframe(1, duration: 0.4)
                LinearKeyframe(0.8, duration: 0.1)
                SpringKeyframe(1, duration: 0.2)
            }
            KeyframeTrack(\.tilt) {
                LinearKeyframe(.zero, duration: 0.3)
                CubicKeyframe(.degrees(-15), duration: 0.3)
                CubicKeyframe(.degrees(15), duration: 0.3)
                CubicKeyframe(.zero, duration: 0.3)
            }
        }
        .frame(width: 80, height: 90, alignment: .bottom)
        .padding(.bottom, 6)
    }
}

#Preview {
    KeyframeHop()
}
