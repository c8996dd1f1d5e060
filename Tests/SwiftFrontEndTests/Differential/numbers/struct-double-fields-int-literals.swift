struct Margins {
    var top: Double = 8
    var left: Double = 16
    var bottom: Double = 8
    var right: Double = 16

    var horizontal: Double { left + right }
    var vertical: Double { top + bottom }
}

var m = Margins()
print(m.horizontal, m.vertical)
m.top = 20
m.left = 0
print(m.top, m.left)
print(m.horizontal, m.vertical)
let custom = Margins(top: 1, left: 2, bottom: 3, right: 4)
print(custom.horizontal / custom.vertical)
print(custom)
