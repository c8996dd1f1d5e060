// A diagnostic (a pitfall the engine recognised): its summary, and one click away its plain
// explanation and the correct sequence. A diagnostic of an earlier step whose fix a later state
// shows is marked resolved, so the panel describes the session as it is now.
import { h } from './dom.js';
import { colorOf } from './colors.js';

export function diagnosticItem(diagnostic, where, resolved = false) {
  return h('details', {
    class: `diagnostic${resolved ? ' resolved' : ''}`, 'data-pitfall': diagnostic.pitfall,
    'data-resolved': resolved ? 'true' : null, style: { '--c': colorOf(diagnostic.controller) },
  },
    h('summary', {},
      h('span', { class: 'pitfall' }, diagnostic.pitfall),
      ' ',
      h('span', { class: 'diag-summary' }, diagnostic.summary),
      resolved ? h('span', { class: 'diag-resolved' }, 'resolved by a later step') : null,
      h('span', { class: 'diag-where' }, [where, placeOf(diagnostic)].filter(Boolean).join(', '))),
    h('div', { class: 'diag-body' },
      h('p', { class: 'explanation' }, diagnostic.explanation),
      diagnostic.correctSequence?.length ? h('p', { class: 'diag-label' }, 'The correct sequence:') : null,
      diagnostic.correctSequence?.length
        ? h('ol', { class: 'correct-sequence' }, diagnostic.correctSequence.map((line) => h('li', {}, h('code', {}, line))))
        : null));
}

/** `line 12, column 9 (run from line 40)`: where it was raised, and the statement that ran it. */
export function placeOf(diagnostic) {
  if (!diagnostic.line) return null;
  let text = `line ${diagnostic.line}`;
  if (diagnostic.column) text += `, column ${diagnostic.column}`;
  if (diagnostic.calledFromLine && diagnostic.calledFromLine !== diagnostic.line) text += ` (run from line ${diagnostic.calledFromLine})`;
  return text;
}

/**
 * Whether a later state shows the pitfall fixed: only for the pitfalls whose fix the hierarchy or
 * the later log shows beyond doubt; the others stay as they were reported.
 */
export function isResolved(diagnostic, hierarchy, laterLog) {
  const name = diagnostic.controller;
  const node = findController(hierarchy?.controllers || [], name);
  switch (diagnostic.pitfall) {
    case 'view-without-addchild':
      return Boolean(node?.parent);
    case 'child-without-didmove':
      return laterLog.some((e) => e.text.startsWith(`${name}.didMove(toParent: `));
    case 'removed-view-still-child':
      return Boolean(node) && !node.parent;
    case 'child-view-never-sized': {
      const view = findView(hierarchy?.views || [], `${name}.view`);
      return Boolean(view) && view.sizedBy !== 'unsized';
    }
    default:
      return false;
  }
}

function findController(nodes, name) {
  for (const node of nodes) {
    if (node.name === name) return node;
    const found = findController([...(node.children || []), ...(node.presented || [])], name);
    if (found) return found;
  }
  return null;
}

function findView(views, name) {
  for (const view of views) {
    if (view.name === name) return view;
    const found = findView(view.subviews || [], name);
    if (found) return found;
  }
  return null;
}
