// The sequence diagram: one lifeline per controller (and UIKit), the callbacks as arrows in log
// order, from the controller that caused them (the parent, the presenter, or UIKit) to the receiver.
import { $, svg, clear } from './dom.js';
import { colorOf } from './colors.js';
import { passes } from './filters.js';

const UIKIT = 'UIKit';
const ROW = 22;
const TOP = 44;
const LEFT = 64;       // the UIKit lifeline
const CHAR = 6.05;     // px per character of the 10px monospace labels
const MAX_ROWS = 800;

export function renderSequence(snap) {
  const host = clear($('#sequence'));
  const log = snap?.log || [];
  const extra = snap?.failure?.problem?.log || [];
  const entries = [...log, ...extra];
  const hierarchyParents = parentsFromHierarchy(snap?.hierarchy?.controllers || []);
  const callers = inferCallers(entries, hierarchyParents);
  // A refused run's entries restart at sequence 1: their keys say 'f' (as in the log, log.js).
  const rows = entries.map((e, i) => ({ entry: e, caller: callers[i], key: i < log.length ? `${e.sequence}` : `f${e.sequence}` }))
    .filter((r) => passes(r.entry));
  const shown = rows.slice(-MAX_ROWS);
  const names = [UIKIT];
  for (const { entry, caller } of shown) {
    for (const n of [caller, entry.controller]) if (n && !names.includes(n)) names.push(n);
  }
  const longest = Math.max(0, ...shown.map(({ entry }) => shortText(entry).length));
  // Wide enough for the longest label between two neighbours (a self-call's loop takes 34 px), up
  // to 240 px: past that the diagram scrolls sideways rather than cutting every label short.
  const COL = Math.min(240, Math.max(120, Math.round(longest * CHAR) + 44));
  const x = (name) => LEFT + names.indexOf(name || UIKIT) * COL;
  const stepStarts = new Map((snap?.steps || []).map((s, i) => [s.logStart, i + 1]));
  let separators = 0;
  for (const { entry } of shown) if (stepStarts.has(entry.sequence)) separators++;
  const marks = shown.filter(({ entry }) => entry.kind === 'console' || entry.kind === 'exception');
  // The last lifeline's self-calls keep their whole label, to its right: the diagram widens for it.
  const last = names.at(-1);
  const lastSelf = shown.filter(({ entry, caller }) => last !== UIKIT && entry.controller === last && (caller || UIKIT) === last
    && entry.kind !== 'console' && entry.kind !== 'exception');
  const width = Math.max(LEFT + (names.length - 1) * COL + Math.round(COL / 2) + 2,
    ...marks.map(({ entry }) => x(entry.controller) + 16 + Math.min(40, shortText(entry).length) * CHAR),
    ...lastSelf.map(({ entry }) => x(last) + 28 + Math.ceil(shortText(entry).length * CHAR) + 6));
  const height = TOP + (shown.length + separators) * ROW + 20;
  const root = svg('svg', { id: 'sequence-svg', width, height, viewBox: `0 0 ${width} ${height}`, role: 'img',
    'aria-label': `Sequence diagram: ${names.length} lifelines, ${shown.length} callbacks` });
  names.forEach((name) => {
    const cx = x(name);
    const headWidth = name === UIKIT ? 2 * LEFT - 20 : COL - 16;
    root.append(svg('g', { class: `lifeline${name === UIKIT ? ' uikit' : ''}`, 'data-name': name, style: { '--c': name === UIKIT ? 'var(--muted)' : colorOf(name) } },
      svg('rect', { class: 'head', x: cx - headWidth / 2, y: 6, width: headWidth, height: 24, rx: 5 }),
      svg('text', { class: 'head-text', x: cx, y: 22, 'text-anchor': 'middle' }, name),
      svg('line', { class: 'life', x1: cx, y1: 30, x2: cx, y2: height - 6 })));
  });
  let y = TOP;
  for (const { entry, caller, key } of shown) {
    if (stepStarts.has(entry.sequence)) {
      root.append(svg('g', { class: 'step-sep' },
        svg('line', { x1: 4, x2: width - 4, y1: y + 4, y2: y + 4 }),
        svg('text', { x: 6, y: y + 16 }, `step ${stepStarts.get(entry.sequence)}`)));
      y += ROW;
    }
    root.append(arrow(entry, caller, x, y + ROW / 2 + 4, COL, names.at(-1), key));
    y += ROW;
  }
  host.append(root);
  const note = rows.length > shown.length ? ` (the last ${shown.length} of ${rows.length})` : '';
  $('#sequence-count').textContent = `${shown.length} callbacks${note}, ${names.length} lifelines`;
}

function arrow(entry, caller, x, y, COL, lastName, key) {
  const receiver = entry.controller || UIKIT;
  const from = x(caller || UIKIT);
  const to = x(receiver);
  const label = shortText(entry);
  const kindClass = `msg kind-${entry.kind}`;
  const g = svg('g', { class: kindClass, 'data-seq': entry.sequence, 'data-key': key, style: { '--c': entry.controller ? colorOf(entry.controller) : 'var(--muted)' } },
    svg('title', {}, `#${entry.sequence} ${entry.text}${caller ? ` (from ${caller})` : ''}`));
  g.append(svg('text', { class: 'seq-no', x: 6, y: y + 4 }, String(entry.sequence)));
  if (entry.kind === 'console' || entry.kind === 'exception') {
    g.append(svg('circle', { class: 'mark', cx: to, cy: y, r: 6 }),
      svg('text', { class: 'msg-label', x: to + 10, y: y + 4 }, truncate(label, 40)));
    return g;
  }
  if (from === to) {
    // A self-call: a small loop to the right of the lifeline; its label runs to the next lifeline,
    // or, on the last one, as far as it needs (the diagram is widened for it).
    const room = receiver === lastName && receiver !== UIKIT ? Infinity : Math.floor((COL - 34) / CHAR);
    g.append(svg('path', { class: 'line', d: `M${to} ${y - 6} h22 v10 h-18` }),
      svg('path', { class: 'head', d: `M${to + 4} ${y + 4} l6 -4 v8 z` }),
      svg('text', { class: 'msg-label', x: to + 28, y: y, 'text-anchor': 'start' }, truncate(label, room)));
    return g;
  }
  const dir = to > from ? 1 : -1;
  g.append(svg('line', { class: 'line', x1: from, y1: y, x2: to - dir * 6, y2: y }),
    svg('path', { class: 'head', d: `M${to} ${y} l${-dir * 8} -4 v8 z` }),
    svg('text', { class: 'msg-label', x: Math.min(from, to) + 6, y: y - 4 }, truncate(label, Math.floor((Math.abs(to - from) - 10) / CHAR))));
  return g;
}

function shortText(entry) {
  const name = entry.controller;
  if (name && entry.text.startsWith(`${name}.`)) return entry.text.slice(name.length + 1);
  return entry.text;
}

function truncate(text, n) { return text.length > n ? `${text.slice(0, Math.max(n - 1, 4))}…` : text; }

function parentsFromHierarchy(nodes, parent = null, map = new Map()) {
  for (const node of nodes) {
    if (parent) map.set(node.name, parent);
    if (node.presentingViewController) map.set(node.name, node.presentingViewController);
    parentsFromHierarchy(node.children || [], node.name, map);
    parentsFromHierarchy(node.presented || [], node.name, map);
  }
  return map;
}

/** Who caused each entry: a parent named in willMove, the tracked parent, or UIKit. */
export function inferCallers(entries, fallback) {
  const parent = new Map();
  return entries.map((entry) => {
    const c = entry.controller;
    if (!c) return UIKIT;
    const move = entry.text.match(/^\w+\.(willMove|didMove)\(toParent: (\w+)\)$/);
    if (move) {
      const target = move[2];
      const known = parent.get(c) || fallback.get(c) || UIKIT;
      if (target !== 'nil') { parent.set(c, target); return target; }
      if (move[1] === 'didMove') parent.delete(c);
      return known;
    }
    if (entry.kind === 'completion' || entry.kind === 'console') return c;
    return parent.get(c) || fallback.get(c) || UIKIT;
  });
}
