import Foundation

struct Size: Equatable { var width, height: Double }

enum ContentMode { case fit, fill, stretch }

func scaled(_ image: Size, into box: Size, mode: ContentMode) -> Size {
    let sx = box.width / image.width
    let sy = box.height / image.height
    switch mode {
    case .fit:
        let s = min(sx, sy)
        return Size(width: image.width * s, height: image.height * s)
    case .fill:
        let s = max(sx, sy)
        return Size(width: image.width * s, height: image.height * s)
    case .stretch:
        return box
    }
}

func offset(of content: Size, in box: Size) -> (dx: Double, dy: Double) {
    ((box.width - content.width) / 2, (box.height - content.height) / 2)
}

let box = Size(width: 300, height: 200)
let images = [Size(width: 1920, height: 1080), Size(width: 600, height: 900), Size(width: 150, height: 100)]
for image in images {
    for mode in [ContentMode.fit, .fill, .stretch] {
        let s = scaled(image, into: box, mode: mode)
        let o = offset(of: s, in: box)
        let w = (s.width * 10).rounded() / 10
        let h = (s.height * 10).rounded() / 10
        print("\(Int(image.width))x\(Int(image.height)) \(mode): \(w)x\(h) offset \((o.dx * 10).rounded() / 10),\((o.dy * 10).rounded() / 10)")
    }
}
print(scaled(images[2], into: box, mode: .fit) == box)
