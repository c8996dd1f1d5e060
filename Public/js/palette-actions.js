// The operation palette's catalogue: for each statement, its small form's fields, the script line
// it produces and the Swift a real container would contain.
//
// Field kinds: controller, view, parent (a controller or nil), number, bool, choice, name.

const bool = (v) => (v ? 'true' : 'false');

export const ACTIONS = [
  {
    id: 'declare', label: 'let …', title: 'Declare a controller or view',
    fields: [
      { name: 'name', kind: 'name', label: 'Name', value: () => 'detail' },
      { name: 'type', kind: 'choice', label: 'Class', options: ['DetailViewController', 'UIViewController', 'UINavigationController', 'UITabBarController', 'UIView', 'UIStackView'] },
    ],
    line: (f) => `let ${f.name} = ${f.type}()`,
    swift: (f) => `let ${f.name} = ${f.type}()`,
  },
  {
    id: 'root', label: 'rootViewController', title: "Set the window's root view controller",
    fields: [{ name: 'vc', kind: 'controller', label: 'Controller', value: (c) => c.controllers[0] }],
    line: (f) => `window.rootViewController = ${f.vc}`,
    swift: (f) => `// SceneDelegate.scene(_:willConnectTo:options:)\nwindow.rootViewController = ${f.vc}\nwindow.makeKeyAndVisible()`,
  },
  {
    id: 'addChild', label: 'addChild', title: 'Add a child view controller',
    fields: [
      { name: 'parent', kind: 'controller', label: 'Parent', value: (c) => c.controllers[0] },
      { name: 'child', kind: 'controller', label: 'Child', value: (c) => c.controllers[1] || c.controllers[0] },
    ],
    line: (f) => `${f.parent}.addChild(${f.child})`,
    swift: (f) => `// in ${f.parent}, the container:\naddChild(${f.child})                 // UIKit sends ${f.child}.willMove(toParent: self)\nview.addSubview(${f.child}.view)\n${f.child}.view.frame = view.bounds   // or pin its edges with constraints\n${f.child}.didMove(toParent: self)`,
  },
  {
    id: 'addSubview', label: 'addSubview', title: "Add a view (a child's root view) to a view",
    fields: [
      { name: 'superview', kind: 'view', label: 'Superview', value: (c) => c.views[0] },
      { name: 'subview', kind: 'view', label: 'Subview', value: (c) => c.views[1] || c.views[0] },
    ],
    line: (f) => `${f.superview}.addSubview(${f.subview})`,
    swift: (f) => `${f.superview}.addSubview(${f.subview})\n// a child controller's view: addChild first, didMove(toParent:) after`,
  },
  {
    id: 'frame', label: 'frame', title: 'Size and position a view',
    fields: [
      { name: 'view', kind: 'view', label: 'View', value: (c) => c.views[1] || c.views[0] },
      { name: 'x', kind: 'number', label: 'x', value: () => 0 },
      { name: 'y', kind: 'number', label: 'y', value: () => 0 },
      { name: 'width', kind: 'number', label: 'width', value: (c) => c.window.width },
      { name: 'height', kind: 'number', label: 'height', value: (c) => Math.round(c.window.height / 2) },
    ],
    line: (f) => `${f.view}.frame = CGRect(x: ${f.x}, y: ${f.y}, width: ${f.width}, height: ${f.height})`,
    swift: (f) => `${f.view}.frame = CGRect(x: ${f.x}, y: ${f.y}, width: ${f.width}, height: ${f.height})`,
  },
  {
    id: 'didMove', label: 'didMove', title: 'Tell a child it has moved to a parent',
    fields: [
      { name: 'child', kind: 'controller', label: 'Child', value: (c) => c.controllers[1] || c.controllers[0] },
      { name: 'parent', kind: 'parent', label: 'Parent', value: (c) => c.controllers[0] },
    ],
    line: (f) => `${f.child}.didMove(toParent: ${f.parent})`,
    swift: (f) => f.parent === 'nil'
      ? `// removeFromParent() sends didMove(toParent: nil) itself\n${f.child}.removeFromParent()`
      : `// last step of adding a child, after its view is in place and sized\n${f.child}.didMove(toParent: ${f.parent === 'self' ? 'self' : f.parent})`,
  },
  {
    id: 'willMove', label: 'willMove', title: 'Tell a child it will move (to nil: first step of removal)',
    fields: [
      { name: 'child', kind: 'controller', label: 'Child', value: (c) => c.controllers[1] || c.controllers[0] },
      { name: 'parent', kind: 'parent', label: 'Parent', value: () => 'nil' },
    ],
    line: (f) => `${f.child}.willMove(toParent: ${f.parent})`,
    swift: (f) => f.parent === 'nil'
      ? `${f.child}.willMove(toParent: nil)\nNSLayoutConstraint.deactivate(${f.child}.view.constraints)\n${f.child}.view.removeFromSuperview()\n${f.child}.removeFromParent()`
      : `// addChild(_:) sends willMove(toParent:) itself\n${f.parent}.addChild(${f.child})`,
  },
  {
    id: 'removeFromSuperview', label: 'removeFromSuperview', title: 'Remove a view from its superview',
    fields: [{ name: 'view', kind: 'view', label: 'View', value: (c) => c.views[1] || c.views[0] }],
    line: (f) => `${f.view}.removeFromSuperview()`,
    swift: (f) => `${f.view}.removeFromSuperview()`,
  },
  {
    id: 'removeFromParent', label: 'removeFromParent', title: 'Remove a child view controller',
    fields: [{ name: 'child', kind: 'controller', label: 'Child', value: (c) => c.controllers[1] || c.controllers[0] }],
    line: (f) => `${f.child}.removeFromParent()`,
    swift: (f) => `${f.child}.willMove(toParent: nil)\n${f.child}.view.removeFromSuperview()\n${f.child}.removeFromParent()   // UIKit sends ${f.child}.didMove(toParent: nil)`,
  },
  {
    id: 'transition', label: 'transition', title: 'Swap two children with transition(from:to:)',
    fields: [
      { name: 'parent', kind: 'controller', label: 'Parent', value: (c) => c.controllers[0] },
      // Two children of the parent, never the parent itself: a name to declare when there is no third controller.
      { name: 'from', kind: 'controller', label: 'From', value: (c) => c.controllers[1] || 'current' },
      { name: 'to', kind: 'controller', label: 'To', value: (c) => c.controllers[2] || 'next' },
      { name: 'duration', kind: 'number', label: 'Duration (s)', value: () => 0.3, step: 0.1 },
      { name: 'option', kind: 'choice', label: 'Options', options: ['transitionCrossDissolve', 'transitionFlipFromLeft', 'curveEaseInOut'] },
      { name: 'complete', kind: 'bool', label: 'Completion: removeFromParent + didMove', value: () => true },
    ],
    line: (f) => `${f.parent}.transition(from: ${f.from}, to: ${f.to}, duration: ${f.duration}, options: [.${f.option}], animations: nil)`
      + (f.complete ? ` { _ in ${f.from}.removeFromParent(); ${f.to}.didMove(toParent: ${f.parent}) }` : ''),
    swift: (f) => `// in ${f.parent}:\n${f.from}.willMove(toParent: nil)\naddChild(${f.to})\ntransition(from: ${f.from}, to: ${f.to}, duration: ${f.duration},\n           options: [.${f.option}], animations: nil) { _ in\n    ${f.from}.removeFromParent()\n    ${f.to}.didMove(toParent: self)\n}`,
  },
  {
    id: 'push', label: 'push', title: 'Push onto a navigation controller',
    fields: [
      { name: 'nav', kind: 'controller', label: 'Navigation controller', value: (c) => c.byKind('navigation') },
      { name: 'vc', kind: 'controller', label: 'Controller', value: (c) => c.controllers[c.controllers.length - 1] },
      { name: 'animated', kind: 'bool', label: 'Animated', value: () => true },
    ],
    line: (f) => `${f.nav}.pushViewController(${f.vc}, animated: ${bool(f.animated)})`,
    swift: (f) => `navigationController?.pushViewController(${f.vc}, animated: ${bool(f.animated)})`,
  },
  {
    id: 'pop', label: 'pop', title: 'Pop the top of a navigation controller',
    fields: [
      { name: 'nav', kind: 'controller', label: 'Navigation controller', value: (c) => c.byKind('navigation') },
      { name: 'animated', kind: 'bool', label: 'Animated', value: () => true },
    ],
    line: (f) => `${f.nav}.popViewController(animated: ${bool(f.animated)})`,
    swift: (f) => `navigationController?.popViewController(animated: ${bool(f.animated)})`,
  },
  {
    id: 'tab', label: 'select tab', title: 'Select a tab of a tab bar controller',
    fields: [
      { name: 'tabs', kind: 'controller', label: 'Tab bar controller', value: (c) => c.byKind('tabBar') },
      { name: 'index', kind: 'number', label: 'Index', value: () => 1 },
    ],
    line: (f) => `${f.tabs}.selectedIndex = ${f.index}`,
    swift: (f) => `tabBarController?.selectedIndex = ${f.index}`,
  },
  {
    id: 'present', label: 'present', title: 'Present a controller modally',
    fields: [
      { name: 'presenter', kind: 'controller', label: 'Presenter', value: (c) => c.controllers[0] },
      { name: 'vc', kind: 'controller', label: 'Presented', value: (c) => c.controllers[c.controllers.length - 1] },
      { name: 'style', kind: 'choice', label: 'Style', options: ['automatic', 'fullScreen', 'pageSheet', 'formSheet', 'overFullScreen', 'currentContext'] },
      { name: 'animated', kind: 'bool', label: 'Animated', value: () => true },
    ],
    line: (f) => (f.style === 'automatic' ? '' : `${f.vc}.modalPresentationStyle = .${f.style}; `)
      + `${f.presenter}.present(${f.vc}, animated: ${bool(f.animated)})`,
    swift: (f) => (f.style === 'automatic' ? '' : `${f.vc}.modalPresentationStyle = .${f.style}\n`)
      + `present(${f.vc}, animated: ${bool(f.animated)}) {\n    // ${f.vc}.viewDidAppear has run\n}`,
  },
  {
    id: 'dismiss', label: 'dismiss', title: 'Dismiss what a controller presented',
    fields: [
      { name: 'presenter', kind: 'controller', label: 'Presenter', value: (c) => c.controllers[0] },
      { name: 'animated', kind: 'bool', label: 'Animated', value: () => true },
    ],
    line: (f) => `${f.presenter}.dismiss(animated: ${bool(f.animated)})`,
    swift: (f) => `dismiss(animated: ${bool(f.animated)})`,
  },
  {
    id: 'rotate', label: 'rotate', title: 'Change the window size (rotation)',
    fields: [
      { name: 'width', kind: 'number', label: 'Width', value: (c) => c.window.height },
      { name: 'height', kind: 'number', label: 'Height', value: (c) => c.window.width },
    ],
    line: (f) => `window.size = CGSize(width: ${f.width}, height: ${f.height})`,
    swift: (f) => `// the device rotates; every controller in the window hears:\noverride func viewWillTransition(to size: CGSize,\n                                with coordinator: UIViewControllerTransitionCoordinator) {\n    super.viewWillTransition(to: size, with: coordinator)  // forwards to the children\n    // size == CGSize(width: ${f.width}, height: ${f.height})\n}`,
  },
  {
    id: 'memory', label: 'memory warning', title: 'Simulate a memory warning',
    fields: [],
    line: () => 'UIApplication.shared.simulateMemoryWarning()',
    swift: () => '// Simulator: Device > Simulate Memory Warning; each controller hears:\noverride func didReceiveMemoryWarning() {\n    super.didReceiveMemoryWarning()\n}',
  },
  {
    id: 'runloop', label: 'run loop', title: 'End the run-loop turn (and advance the clock)',
    fields: [{ name: 'seconds', kind: 'number', label: 'Advance clock (s)', value: () => 0, step: 0.1 }],
    line: (f) => (Number(f.seconds) > 0
      ? `RunLoop.main.run(until: Date(timeIntervalSinceNow: ${f.seconds}))`
      : 'RunLoop.main.run(until: Date())'),
    swift: (f) => (Number(f.seconds) > 0
      ? `RunLoop.main.run(until: Date(timeIntervalSinceNow: ${f.seconds}))`
      : '// the end of this run-loop turn: layout, the CATransaction commit, deferred callbacks\nRunLoop.main.run(until: Date())'),
  },
];

/** The curl command that runs `line` on session `id` of the service at `base`. */
export function curlFor(base, id, line) {
  const quoted = `'${line.replace(/'/g, `'\\''`)}'`;
  return `curl -s ${base}/v1/sessions/${id || '$S'}/script -H 'Content-Type: text/plain' --data-binary ${quoted}`;
}
