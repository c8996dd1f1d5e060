// updateValue and removeValue return the old value.
var settings = ["theme": "dark", "font": "Menlo"]
let old = settings.updateValue("light", forKey: "theme")
print(old as Any)
let fresh = settings.updateValue("14", forKey: "size")
print(fresh as Any)
print(settings.count)
let gone = settings.removeValue(forKey: "font")
print(gone ?? "nothing")
print(settings.removeValue(forKey: "font") ?? "nothing")
settings["size"] = nil
print(settings)
settings["theme"] = "solarized"
print(settings["theme"]!)
