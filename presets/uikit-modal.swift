// title: Modal presentation
// description: A full-screen presentation (the presenter disappears) and a sheet (the presenter stays, and hears nothing), each dismissed with a completion.
let home = HomeViewController()
let editor = EditorViewController()
let sheet = SheetViewController()
window.rootViewController = home
RunLoop.main.run(until: Date())
editor.modalPresentationStyle = .fullScreen
home.present(editor, animated: true) { }
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
editor.dismiss(animated: true) { }
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
sheet.modalPresentationStyle = .pageSheet
home.present(sheet, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
sheet.dismiss(animated: true)
