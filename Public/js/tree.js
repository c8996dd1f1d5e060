// The controller tree: state badges, view loaded, in window, presented-by; a _printHierarchy text
// toggle. A node's name narrows the log to that controller (a second click, or ✕ in the log,
// shows everything again); its ⌖ button focuses the tree on its subtree; its disclosure button
// collapses it. The tree is one tab stop (roving tabindex, the WAI-ARIA tree pattern): Up/Down
// move, Right expands or goes to the first child, Left collapses or goes to the parent,
// Home/End, Enter/Space narrow the log.
import { $, $$, h, clear } from './dom.js';
import { colorOf } from './colors.js';
import { on } from './bus.js';
import { onlyController, setOnlyController } from './filters.js';

let snapshot = null;
let focus = null;
// By name, so they survive re-renders (every step, every run) for the page's lifetime.
const collapsed = new Set();
let current = null;     // the treeitem with tabindex 0 (the one the keys move from)

export function initTree() {
  $('#print-toggle').addEventListener('change', render);
  $('#tree-show-all').addEventListener('click', () => { focus = null; render(); });
  const tree = $('#tree');
  tree.addEventListener('keydown', onKey);
  tree.addEventListener('click', (event) => {
    const li = event.target.closest('li[role=treeitem]');
    if (li) setCurrent(li, false);
  });
  on('only-controller', () => {
    const only = onlyController();
    for (const button of $$('#tree .node-name')) button.setAttribute('aria-pressed', String(button.closest('li').dataset.name === only));
  });
}

/** Narrows the log to `name` (or back to everything when it already is). */
function toggleOnly(name) {
  setOnlyController(onlyController() === name ? null : name);
}

function toggleCollapsed(name, open = collapsed.has(name)) {
  if (open) collapsed.delete(name); else collapsed.add(name);
  const li = $(`#tree li[data-name="${CSS.escape(name)}"]`);
  if (li) showExpanded(li, open);
}

function showExpanded(li, open) {
  li.setAttribute('aria-expanded', String(open));
  const button = li.querySelector(':scope > .node > .twisty');
  if (button) {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', `${open ? 'Collapse' : 'Expand'} ${li.dataset.name}`);
  }
  for (const group of li.querySelectorAll(':scope > ul')) group.hidden = !open;
}

/** The treeitems a person can reach now: not inside a collapsed one. */
function visibleItems() {
  return $$('#tree li[role=treeitem]').filter((li) => !li.parentElement.closest('ul[hidden]'));
}

function setCurrent(li, moveFocus = true) {
  for (const other of $$('#tree li[role=treeitem][tabindex="0"]')) other.tabIndex = -1;
  li.tabIndex = 0;
  current = li.dataset.name;
  if (moveFocus) li.focus();
}

function onKey(event) {
  const li = event.target.closest('li[role=treeitem]');
  if (!li || event.target !== li) return;   // keys typed into a node's buttons are theirs
  const items = visibleItems();
  const at = items.indexOf(li);
  const expandable = li.hasAttribute('aria-expanded');
  const open = li.getAttribute('aria-expanded') === 'true';
  let handled = true;
  switch (event.key) {
    case 'ArrowDown': if (items[at + 1]) setCurrent(items[at + 1]); break;
    case 'ArrowUp': if (at > 0) setCurrent(items[at - 1]); break;
    case 'Home': setCurrent(items[0]); break;
    case 'End': setCurrent(items[items.length - 1]); break;
    case 'ArrowRight':
      if (expandable && !open) toggleCollapsed(li.dataset.name, true);
      else if (expandable) setCurrent(li.querySelector('li[role=treeitem]'));
      break;
    case 'ArrowLeft': {
      if (expandable && open) toggleCollapsed(li.dataset.name, false);
      else { const parent = li.parentElement.closest('li[role=treeitem]'); if (parent) setCurrent(parent); }
      break;
    }
    case 'Enter': case ' ': toggleOnly(li.dataset.name); break;
    default: handled = false;
  }
  if (handled) event.preventDefault();
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
  const hadFocus = tree.contains(document.activeElement);
  tree.append(...shown.map((node) => item(node, rootName, null)));
  // One tab stop: the current item (kept by name across re-renders), else the first.
  const items = $$('#tree li[role=treeitem]');
  const keep = items.find((li) => li.dataset.name === current) || items[0];
  if (keep) setCurrent(keep, hadFocus);
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
  const expandable = children.length > 0 || presented.length > 0;
  const open = !collapsed.has(node.name);
  const count = countAll([...children, ...presented]);
  // The node's buttons are not tab stops (tabindex -1): the tree is one, and its keys do the same.
  const li = h('li', { role: 'treeitem', tabindex: '-1', 'aria-expanded': expandable ? String(open) : undefined, 'data-name': node.name,
    'aria-label': `${node.name}, ${node.className}, ${node.state}${expandable ? `, ${count} below` : ''}` },
    h('div', { class: 'node', style: { '--c': colorOf(node.name) } },
      expandable
        ? h('button', { type: 'button', class: 'twisty', tabindex: '-1', 'aria-expanded': String(open),
          'aria-label': `${open ? 'Collapse' : 'Expand'} ${node.name}`, title: `${count} controller${count === 1 ? '' : 's'} below`,
          onclick: () => toggleCollapsed(node.name) })
        : h('span', { class: 'twisty-space', 'aria-hidden': 'true' }),
      h('button', { type: 'button', class: 'node-name', tabindex: '-1', 'aria-pressed': String(onlyController() === node.name),
        'aria-label': `Show only ${node.name}'s log entries`, title: 'Show only its log entries (click again for all)',
        onclick: () => toggleOnly(node.name) },
        h('span', { class: 'swatch', 'aria-hidden': 'true' }), node.name),
      h('span', { class: 'cls' }, node.className),
      h('span', { class: 'badges' }, badges),
      h('button', { type: 'button', class: 'node-focus', tabindex: '-1', 'aria-label': `Show only the subtree of ${node.name}`,
        title: 'Show only this subtree', onclick: () => { focus = node.name; render(); } }, '◎'),
      extra.length ? h('span', { class: 'extra' }, extra.join(' · ')) : null));
  if (children.length) li.append(h('ul', { role: 'group', class: 'children', hidden: !open }, children.map((c) => item(c, rootName, null))));
  if (presented.length) {
    li.append(h('ul', { role: 'group', class: 'presented', 'aria-label': `presented by ${node.name}`, hidden: !open },
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
