// Completion for the editor (CodeMirror's show-hint addon): the names the text declares (let, var,
// class, struct, func, ...) and UIKit from the service's catalogue (GET /v1/uikit: what the
// playground models first, then UIKit's other real members; the lists below until it answers, or
// if it does not). After a '.', members; elsewhere, names, types and keywords.

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

// The catalogue's entries, once loaded: modelled members first, each with the text typed next.
let catalogue = null;

/** A member as a person types it: `addChild(`, `removeFromParent()`, `willMove(toParent: `, `view`. */
export function typedForm(swiftName) {
  const open = swiftName.indexOf('(');
  if (open < 0) return swiftName;
  const labels = swiftName.slice(open + 1, -1).split(':').filter((l) => l !== '');
  if (labels.length === 0) return swiftName;
  const first = labels[0];
  return `${swiftName.slice(0, open)}(${first === '_' ? '' : `${first}: `}`;
}

/** The catalogue's types and members, modelled ones first (`/v1/uikit`'s answer). */
export function fromCatalogue(answer) {
  const modelled = [
    ...answer.modelled.methods.map((m) => typedForm(m.swift)),
    ...answer.modelled.properties.map((p) => p.name),
  ];
  const real = answer.classes.flatMap((c) => c.members.filter((m) => !m.kind.startsWith('class') && m.kind !== 'initializer').map((m) => typedForm(m.swift)));
  return { types: answer.classes.map((c) => c.name), members: [...new Set([...modelled, ...real])] };
}

if (typeof fetch === 'function') {
  fetch('/v1/uikit').then((r) => (r.ok ? r.json() : null)).then((answer) => {
    if (answer && answer.modelled && answer.classes) catalogue = fromCatalogue(answer);
  }).catch(() => {});
}

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
  const members = catalogue ? [...new Set([...MEMBERS, ...catalogue.members])] : MEMBERS;
  const types = catalogue ? [...new Set([...TYPES, ...catalogue.types])] : TYPES;
  const pool = afterDot ? [...members, ...declared] : [...declared, ...types, ...KEYWORDS];
  const lower = word.toLowerCase();
  const first = pool.filter((c) => c.toLowerCase().startsWith(lower));
  const then = lower ? pool.filter((c) => !c.toLowerCase().startsWith(lower) && c.toLowerCase().includes(lower)) : [];
  const list = [...new Set([...first, ...then])].slice(0, 60);
  return { list, from: Pos(cursor.line, start), to: Pos(cursor.line, cursor.ch) };
}
