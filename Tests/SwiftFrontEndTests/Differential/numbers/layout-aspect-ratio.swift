import Foundation

func fittedSize(width: CGFloat, height: CGFloat, into maxWidth: CGFloat, _ maxHeight: CGFloat) -> (CGFloat, CGFloat) {
    let scale = min(maxWidth / width, maxHeight / height)
    return (width * scale, height * scale)
}

let (w1, h1) = fittedSize(width: 1920, height: 1080, into: 320, 480)
print(w1, h1)
let (w2, h2) = fittedSize(width: 3, height: 4, into: 300, 300)
print(w2, h2)
let aspect: CGFloat = 16 / 9
print(aspect)
let heightFor375 = 375 / aspect
print(heightFor375)
print(heightFor375.rounded())
print((375 * 9 / 16 as CGFloat))
print(Int(heightFor375))
