import Foundation

struct Size { var width: Double; var height: Double }
struct Rect {
    var x: Double, y: Double, width: Double, height: Double
    func describe() -> String {
        func r(_ v: Double) -> Double { (v * 10).rounded() / 10 }
        return "[\(r(x)), \(r(y)), \(r(width)), \(r(height))]"
    }
}

func aspectFit(_ content: Size, in box: Rect) -> Rect {
    let scale = min(box.width / content.width, box.height / content.height)
    let w = content.width * scale, h = content.height * scale
    return Rect(x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h)
}

func aspectFill(_ content: Size, in box: Rect) -> Rect {
    let scale = max(box.width / content.width, box.height / content.height)
    let w = content.width * scale, h = content.height * scale
    return Rect(x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h)
}

let imageView = Rect(x: 0, y: 0, width: 320, height: 240)
let images = [Size(width: 1920, height: 1080), Size(width: 1080, height: 1920), Size(width: 500, height: 500), Size(width: 333, height: 250)]
for img in images {
    print("\(Int(img.width))x\(Int(img.height)) fit \(aspectFit(img, in: imageView).describe()) fill \(aspectFill(img, in: imageView).describe())")
}
