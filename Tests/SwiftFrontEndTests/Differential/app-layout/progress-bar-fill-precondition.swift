import Foundation

struct BarFrame {
    var x: Double, y: Double, width: Double, height: Double
}

func fillFrame(for progress: Double, in track: BarFrame, minimumVisible: Double = 4) -> BarFrame {
    precondition(progress >= 0 && progress <= 1, "progress out of range")
    var w = (track.width * progress).rounded()
    if progress > 0 { w = max(w, minimumVisible) }
    return BarFrame(x: track.x, y: track.y, width: w, height: track.height)
}

let track = BarFrame(x: 24, y: 300, width: 327, height: 6)
let samples = [0.0, 0.005, 0.25, 0.5, 0.999, 1.0, 1.2]
for p in samples {
    let fill = fillFrame(for: p, in: track)
    let remaining = track.width - fill.width
    print("progress \(p): fill width \(fill.width), remaining \(remaining)")
}
