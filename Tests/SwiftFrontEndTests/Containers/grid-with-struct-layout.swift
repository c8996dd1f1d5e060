// A grid container configured by a struct; each tile is a child placed by a computed frame.
import UIKit

struct GridLayout {
    var columns: Int
    var spacing: CGFloat
    var tileHeight: CGFloat

    func frame(for index: Int, width: CGFloat) -> CGRect {
        let tileWidth = (width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
        let row = index / columns, column = index % columns
        return CGRect(x: spacing + CGFloat(column) * (tileWidth + spacing),
                      y: spacing + CGFloat(row) * (tileHeight + spacing),
                      width: tileWidth, height: tileHeight)
    }
}

final class TileViewController: UIViewController {}

final class GridViewController: UIViewController {
    var layout = GridLayout(columns: 2, spacing: 10, tileHeight: 120)

    func fill(count: Int) {
        for index in 0..<count {
            let tile = TileViewController()
            addChild(tile)
            tile.view.frame = layout.frame(for: index, width: view.bounds.width)
            view.addSubview(tile.view)
            tile.didMove(toParent: self)
        }
    }
}

let grid = GridViewController()
window.rootViewController = grid
RunLoop.main.run(until: Date())
grid.fill(count: 3)
print(grid.children.count, grid.children.last?.view.frame.minY ?? 0)
