// SPIndicator's README: the class function presents the done indicator from the top.
import UIKit

let canvas = scene(title: "SPIndicator", width: 393, height: 160, duration: 3)
SPIndicator.present(title: "Added to Library", message: "Saved", preset: .done)
