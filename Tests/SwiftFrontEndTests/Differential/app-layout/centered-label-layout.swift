import Foundation

struct LayoutFrame {
    var originX: CGFloat = 0
    var originY: CGFloat = 0
    var width: CGFloat = 0
    var height: CGFloat = 0
    var midX: CGFloat { originX + width / 2 }
    var midY: CGFloat { originY + height / 2 }
}

func estimatedWidth(of text: String, fontSize: CGFloat) -> CGFloat {
    (CGFloat(text.count) * fontSize * 0.55).rounded(.up)
}

func centerLabel(_ text: String, fontSize: CGFloat, in container: LayoutFrame, maxWidth: CGFloat) -> LayoutFrame {
    let w = min(estimatedWidth(of: text, fontSize: fontSize), maxWidth)
    let lines = (estimatedWidth(of: text, fontSize: fontSize) / maxWidth).rounded(.up)
    let h = (fontSize * 1.2 * lines).rounded(.up)
    return LayoutFrame(originX: (container.midX - w / 2).rounded(), originY: (container.midY - h / 2).rounded(), width: w, height: h)
}

let nav = LayoutFrame(originX: 0, originY: 44, width: 390, height: 44)
for title in ["Inbox", "Settings", "A Very Long Navigation Title That Wraps Around"] {
    let f = centerLabel(title, fontSize: 17, in: nav, maxWidth: 240)
    print("\"\(title)\": x=\(f.originX) y=\(f.originY) w=\(f.width) h=\(f.height) mid=\(f.midX)")
}
