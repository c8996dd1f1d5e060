import Foundation
struct Profile { var height: Double?; var weight: Double?; var nickname: String? }
let profiles = [Profile(height: 1.8, weight: 75, nickname: "tall"),
                Profile(height: nil, weight: 60.5, nickname: nil)]
for p in profiles {
    let h = p.height ?? 0
    let w = p.weight ?? 0
    let bmi = h > 0 ? w / (h * h) : 0
    print(p.nickname ?? "anon", h, w, (bmi * 10).rounded() / 10)
}
print(profiles[0].weight as Any, profiles[1].height as Any)
