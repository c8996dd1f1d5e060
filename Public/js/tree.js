// The controller tree: state badges, view loaded, in window, presented-by; a _printHierarchy text
// toggle; clicking a node focuses the tree on its subtree.
import { $, h, clear } from './dom.js';
import { colorOf } from './colors.js';

let snapshot = null;
let focus = null;

export function initTree() {
  $('#print-toggle').addEventListener('change', render);
  $('#tree-show-all').addEventListener('click', () => { focus = null; render(); });
}

export function renderTree(snap) { snapshot = snap; render(); }

function findPath(nodes, name, path = []) {
  for (const node of nodes) {
    const here = [...path, node];
    if (node.name === name) return here;
    const found = findPath([...(node.children || []), ...(node.presented || [])], name, here);
    if (found) return found;
  }
  return null;
}

function render() {
  const roots = snapshot?.hierarchy?.controllers || [];
  const asText = $('#print-toggle').checked;
  const path = focus ? findPath(roots, focus) : null;
  if (focus && !path) focus = null;
  const crumb = $('#tree-focus');
  crumb.hidden = !focus;
  $('#tree-focus-path').textContent = path ? path.map((n) => n.name).join(' › ') : '';
  const tree = clear($('#tree'));
  const text = $('#tree-text');
  tree.hidden = asText;
  text.hidden = !asText;
  $('#tree-count').textContent = `${countAll(roots)} controller${countAll(roots) === 1 ? '' : 's'}`;
  if (asText) {
    text.textContent = focus ? subtreeText(snapshot?.printText || '', focus) : (snapshot?.printText || '');
    if (!text.textContent.trim()) text.textContent = '(no view controllers)';
    return;
  }
  const shown = path ? [path[path.length - 1]] : roots;
  if (!shown.length) {
    tree.append(h('li', { class: 'hint' }, 'No view controllers yet: declare one and set window.rootViewController.'));
    return;
  }
  const rootName = snapshot?.hierarchy?.window?.rootViewController;
  tree.append(...shown.map((node) => item(node, rootName, null)));
}

function countAll(nodes) {
  return nodes.reduce((n, node) => n + 1 + countAll([...(node.children || []), ...(node.presented || [])]), 0);
}

function item(node, rootName, presenter) {
  const children = node.children || [];
  const presented = node.presented || [];
  const badges = [
    h('span', { class: `badge state state-${node.state}`, title: 'appearance state' }, node.state),
    h('span', { class: `badge ${node.isViewLoaded ? 'ok' : 'off'}` }, node.isViewLoaded ? 'view loaded' : 'view not loaded'),
    h('span', { class: `badge ${node.isInWindow ? 'ok' : 'off'}` }, node.isInWindow ? 'in window' : 'not in window'),
  ];
  if (node.name === rootName) badges.push(h('span', { class: 'badge info' }, 'window root'));
  if (node.presentingViewController || presenter) {
    const by = node.presentingViewController || presenter;
    badges.push(h('span', { class: 'badge info presented-by' },
      `presented by ${by}${node.modalPresentationStyle ? ` · ${node.modalPresentationStyle}` : ''}`));
  }
  if (node.isMovingToParent) badges.push(h('span', { class: 'badge warn' }, 'moving to parent'));
  if (node.isMovingFromParent) badges.push(h('span', { class: 'badge warn' }, 'moving from parent'));
  if (node.isBeingPresented) badges.push(h('span', { class: 'badge warn' }, 'being presented'));
  if (node.isBeingDismissed) badges.push(h('span', { class: 'badge warn' }, 'being dismissed'));
  if (node.shouldAutomaticallyForwardAppearanceMethods === false) badges.push(h('span', { class: 'badge warn' }, 'manual forwarding'));
  const extra = [];
  if (node.viewControllers) extra.push(`viewControllers: [${node.viewControllers.join(', ')}]`);
  if (node.selectedIndex !== undefined) extra.push(`selectedIndex: ${node.selectedIndex}`);
  const li = h('li', { role: 'treeitem', 'aria-expanded': children.length || presented.length ? 'true' : undefined, 'data-name': node.name },
    h('div', { class: 'node', style: { '--c': colorOf(node.name) } },
      h('button', { type: 'button', class: 'node-name', 'aria-label': `Focus on the subtree of ${node.name}`, onclick: () => { focus = node.name; render(); } },
        h('span', { class: 'swatch', 'aria-hidden': 'true' }), node.name),
      h('span', { class: 'cls' }, node.className),
      h('span', { class: 'badges' }, badges),
      extra.length ? h('span', { class: 'extra' }, extra.join(' · ')) : null));
  if (children.length) li.append(h('ul', { role: 'group', class: 'children' }, children.map((c) => item(c, rootName, null))));
  if (presented.length) {
    li.append(h('ul', { role: 'group', class: 'presented', 'aria-label': `presented by ${node.name}` },
      presented.map((c) => item(c, rootName, node.name))));
  }
  return li;
}

/** The lines of `_printHierarchy` text for the subtree of `name`. */
export function subtreeText(text, name) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.includes(`: ${name}>,`) && line.indexOf(`: ${name}>`) === firstObject(line));
  if (start < 0) return text;
  const depth = lines[start].indexOf('<');
  const out = [lines[start]];
  for (const line of lines.slice(start + 1)) {
    if (!line.trim() || line.indexOf('<') <= depth) break;
    out.push(line);
  }
  return out.join('\n');
}

function firstObject(line) {
  const open = line.indexOf('<');
  return line.indexOf(': ', open);
}
