enum AssetError: Error {
    case notFound(name: String)
}

let bundle: [String: (width: Int, height: Int)] = [
    "logo": (120, 40),
    "avatar": (64, 64),
    "hero": (1200, 600),
]

func loadAsset(_ name: String) throws -> (width: Int, height: Int) {
    guard let asset = bundle[name] else { throw AssetError.notFound(name: name) }
    return asset
}

let required = ["logo", "avatar", "hero", "splash"]
var totalPixels = 0
for name in required {
    let asset = try! loadAsset(name)
    totalPixels += asset.width * asset.height
    print("loaded \(name): \(asset.width)x\(asset.height)")
}
print("total pixels:", totalPixels)
