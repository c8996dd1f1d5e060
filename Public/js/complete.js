// Completion for the editor (CodeMirror's show-hint addon): the names the text declares (let, var,
// class, struct, func, ...) and the UIKit calls the playground models (docs/script-language.md,
// docs/swift-support.md). After a '.', members; elsewhere, names, types and keywords.

const TYPES = [
  'UIViewController', 'UINavigationController', 'UITabBarController', 'UISplitViewController',
  'UIPageViewController', 'UIView', 'UIStackView', 'UILabel', 'UIImageView', 'UIScrollView',
  'UIWindow', 'UIApplication', 'UITraitCollection', 'UIEdgeInsets', 'CGRect', 'CGSize', 'CGPoint',
  'NSLayoutConstraint', 'RunLoop', 'Date', 'NotificationCenter', 'DispatchQueue', 'UIStoryboardSegue',
  'DetailViewController', 'window',
];

const KEYWORDS = [
  'let', 'var', 'final class', 'class', 'struct', 'enum', 'protocol', 'extension', 'func',
  'override func', 'super', 'self', 'import UIKit', 'guard', 'return', 'private', 'weak var',
];

// Members, with the arguments a person would type next.
const MEMBERS = [
  'addChild(', 'removeFromParent()', 'willMove(toParent: ', 'didMove(toParent: ', 'view', 'addSubview(',
  'removeFromSuperview()', 'frame', 'bounds', 'isHidden', 'alpha', 'translatesAutoresizingMaskIntoConstraints',
  'topAnchor', 'bottomAnchor', 'leadingAnchor', 'trailingAnchor', 'centerXAnchor', 'centerYAnchor',
  'widthAnchor', 'heightAnchor', 'safeAreaLayoutGuide', 'constraint(equalTo: ', 'constraint(equalToConstant: ',
  'activate([', 'deactivate(', 'layoutIfNeeded()', 'setNeedsLayout()', 'addArrangedSubview(', 'axis', 'spacing',
  'children', 'parent', 'rootViewController', 'size', 'overrideUserInterfaceStyle',
  'transition(from: ', 'beginAppearanceTransition(', 'endAppearanceTransition()',
  'shouldAutomaticallyForwardAppearanceMethods', 'pushViewController(', 'popViewController(animated: ',
  'popToRootViewController(animated: ', 'setViewControllers(', 'viewControllers', 'selectedIndex',
  'selectedViewController', 'present(', 'dismiss(animated: ', 'modalPresentationStyle',
  'definesPresentationContext', 'show(', 'showDetailViewController(', 'performSegue(withIdentifier: ',
  'setOverrideTraitCollection(', 'additionalSafeAreaInsets', 'loadViewIfNeeded()', 'isViewLoaded',
  'viewDidLoad()', 'viewWillAppear(', 'viewDidAppear(', 'viewWillDisappear(', 'viewDidDisappear(',
  'viewWillLayoutSubviews()', 'viewDidLayoutSubviews()', 'main', 'run(until: Date())', 'shared',
  'simulateMemoryWarning()', 'default', 'post(name: ', 'async {',
];

/** The names declared in `text`, most recent last. */
export function declaredIn(text) {
  const names = new Set();
  const re = /\b(?:let|var|class|struct|enum|protocol|func|case)\s+([A-Za-z_][\w]*)/g;
  for (const match of text.matchAll(re)) names.add(match[1]);
  return [...names];
}

/** show-hint's hint function: { list, from, to } for the word at the cursor. */
export function hint(cm) {
  const Pos = window.CodeMirror.Pos;
  const cursor = cm.getCursor();
  const line = cm.getLine(cursor.line);
  let start = cursor.ch;
  while (start > 0 && /[\w$]/.test(line[start - 1])) start--;
  const word = line.slice(start, cursor.ch);
  const afterDot = /\.\s*$/.test(line.slice(0, start));
  const declared = declaredIn(cm.getValue()).filter((n) => n !== word);
  const pool = afterDot ? [...MEMBERS, ...declared] : [...declared, ...TYPES, ...KEYWORDS];
  const lower = word.toLowerCase();
  const first = pool.filter((c) => c.toLowerCase().startsWith(lower));
  const then = lower ? pool.filter((c) => !c.toLowerCase().startsWith(lower) && c.toLowerCase().includes(lower)) : [];
  const list = [...new Set([...first, ...then])].slice(0, 60);
  return { list, from: Pos(cursor.line, start), to: Pos(cursor.line, cursor.ch) };
}
