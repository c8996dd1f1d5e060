import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// Table and collection cells are views with a content view (issue 39: four of 102 real
/// container files host a child controller's view in a cell and were refused as "not a view").
@Suite struct CellTests {
    private static func console(_ report: RunReport) -> [String] {
        report.log.map(\.text).filter { $0.hasPrefix("console: ") }.map { String($0.dropFirst(9)) }
    }

    @Test func aChildControllerHostedInATableCellsContentView() throws {
        let report = try SwiftSession().run(
            """
            class Child: UIViewController {}
            class HostCell: UITableViewCell {
                let child = Child()
                func host(in parent: UIViewController) {
                    parent.addChild(child)
                    child.view.frame = contentView.bounds
                    contentView.addSubview(child.view)
                    child.didMove(toParent: parent)
                }
                override func prepareForReuse() {
                    super.prepareForReuse()
                    contentView.subviews.forEach { $0.removeFromSuperview() }
                }
            }
            class Host: UIViewController {
                let cell = HostCell(style: .default, reuseIdentifier: "cell")
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(cell)
                    cell.host(in: self)
                    print(cell.frame, cell.contentView.frame, cell.child.view.frame)
                    print(cell.contentView.superview === cell, cell.subviews.count, cell.contentView.subviews.count)
                }
            }
            let host = Host()
            window.rootViewController = host
            """)
        #expect(
            Self.console(report) == [
                "CGRect(x: 0.0, y: 0.0, width: 320.0, height: 44.0) CGRect(x: 0.0, y: 0.0, width: 320.0, height: 44.0) "
                    + "CGRect(x: 0.0, y: 0.0, width: 320.0, height: 44.0)", "true 1 1",
            ])
        let texts = report.log.map(\.text)
        // The child's view is in the window through the cell: it appears with its parent.
        #expect(texts.contains("child.viewDidAppear(false)"))
        let session = SwiftSession()
        _ = try session.run(
            """
            class Cell: UICollectionViewCell {
                override func prepareForReuse() {
                    super.prepareForReuse()
                    contentView.subviews.forEach { $0.removeFromSuperview() }
                }
            }
            let child = UIViewController()
            let host = UIViewController()
            window.rootViewController = host
            let cell = Cell(frame: host.view.bounds)
            host.view.addSubview(cell)
            host.addChild(child)
            cell.contentView.addSubview(child.view)
            child.didMove(toParent: host)
            """)
        let reused = try session.run("cell.prepareForReuse()\nprint(cell.contentView.subviews.count)")
        #expect(reused.log.map(\.text).suffix(3) == ["child.viewWillDisappear(false)", "console: 0", "child.viewDidDisappear(false)"])
    }

    /// A collection cell's content view fills the frame it was made with and follows it.
    @Test func aCollectionCellsContentViewFollowsTheCellsSize() throws {
        let report = try SwiftSession().run(
            """
            let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            print(cell.contentView.bounds)
            cell.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
            print(cell.contentView.frame)
            """)
        #expect(
            Self.console(report) == [
                "CGRect(x: 0.0, y: 0.0, width: 390.0, height: 600.0)", "CGRect(x: 0.0, y: 0.0, width: 200.0, height: 100.0)",
            ])
    }

    /// `autoresizingMask`: "the default behavior is to distribute the size difference
    /// proportionally among the flexible portions" (Apple), at once when the superview resizes.
    @Test func autoresizingMasksFollowTheSuperviewAtOnce() throws {
        let report = try SwiftSession().run(
            """
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let fill = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 280))
            fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let centred = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 50))
            centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            box.addSubview(fill)
            box.addSubview(centred)
            box.addSubview(fixed)
            box.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
            print(fill.frame)
            print(centred.frame)
            print(fixed.frame)
            print(fill.autoresizingMask == [.flexibleWidth, .flexibleHeight])
            """)
        #expect(
            Self.console(report) == [
                "CGRect(x: 10.0, y: 10.0, width: 480.0, height: 380.0)", "CGRect(x: 200.0, y: 0.0, width: 100.0, height: 50.0)",
                "CGRect(x: 0.0, y: 0.0, width: 50.0, height: 50.0)", "true",
            ])
    }

    @Test func anAutoresizingMaskOfAnotherTypeIsRefused() throws {
        guard case .script(let error)? = SwiftSession().failure("let v = UIView()\nv.autoresizingMask = 3") else {
            Issue.record("accepted")
            return
        }
        #expect(error.message == "cannot assign value of type 'Int' to type 'UIView.AutoresizingMask'")
        #expect(error.line == 2)
        guard case .script(let swift2)? = SwiftSession().failure("let v = UIView()\nv.autoresizingMask = [.FlexibleWidth]") else {
            Issue.record("accepted")
            return
        }
        #expect(swift2.message == "type 'UIView.AutoresizingMask' has no member 'FlexibleWidth'")
    }

    /// Xcode's color and image literals are UIKit's initialisers; `.systemRed.withAlphaComponent`
    /// is a UIKit value the playground passes along; printing one is refused, never its name.
    @Test func literalsAndUIKitValuesRunAndAreNeverPrintedByName() throws {
        let report = try SwiftSession().run(
            """
            let v = UIView()
            v.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
            v.backgroundColor = .systemRed.withAlphaComponent(0.3)
            let image = #imageLiteral(resourceName: "logo")
            print("ran")
            """)
        #expect(Self.console(report) == ["ran"])
        for source in ["let v = UIView()\nprint(v.layer)", "let c = UIColor.red\nprint(\"\\(c)\")"] {
            guard case .script(let error)? = SwiftSession().failure(source) else {
                Issue.record("printed: \(source)")
                continue
            }
            #expect(error.message.hasSuffix("is not modelled by the playground: its value is unknown here, so code that prints it cannot run"))
        }
    }
}
