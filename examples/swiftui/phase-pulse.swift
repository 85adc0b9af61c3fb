// phase-pulse: a rounded square swells, overshoots and settles, turning a quarter each
// time, through the phases of a PhaseAnimator (iOS 17).
//
// Without a trigger the animator cycles for ever: each phase moves on when its animation
// is logically complete (a curve's duration, a spring's perceptual duration).
//
//     loaderanim render examples/swiftui/phase-pulse.swift --duration 2.2 --out phase-pulse.gif

import SwiftUI

enum PulsePhase: CaseIterable {
    case rest, swell, settle

    var scale: CGFloat {
        switch self {
        case .rest: 1
        case .swell: 1.4
        case .settle: 0.85
        }
    }

    var turn: Angle {
        switch self {
        case .rest: .zero
        case .swell: .degrees(45)
        case .settle: .degrees(90)
        }
    }
}

struct PhasePulse: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(LinearGradient(colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: 40, height: 40)
            .phaseAnimator(PulsePhase.allCases) { content, phase in
                content
                    .scaleEffect(phase.scale)
                    .rotationEffect(phase.turn)
            } animation: { phase in
                switch phase {
                case .rest: .easeInOut(duration: 0.3)
                case .swell: .spring(duration: 0.4, bounce: 0.3)
                case .settle: .easeOut(duration: 0.3)
                }
            }
            .frame(width: 90, height: 90)
    }
}

#Preview {
    PhasePulse()
}
