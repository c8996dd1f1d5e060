// The callback log, grouped by request (step) and by the script line that produced each entry;
// a colour per controller; filters; console warnings and exceptions stand out; diagnostics first.
import { $, h, clear, breakable } from './dom.js';
import { colorOf, registerAll } from './colors.js';
import { passes, updateControllers, NO_CONTROLLER, initFilters } from './filters.js';
import { diagnosticItem, isResolved } from './diagnostics.js';
import { on, emit } from './bus.js';
import { isUIKitWarning } from './marks.js';

let snapshot = null;

export function initLog(onFilterChange) {
  initFilters(onFilterChange || render);
  $('#log-scroll').addEventListener('scroll', () => { if (flat) drawWindow(); }, { passive: true });
  // The editor's "Why?" on a marked line: open that diagnostic here.
  on('reveal-diagnostic', (pitfall) => {
    /** @type {HTMLDetailsElement[]} */
    const items = [...document.querySelectorAll('#diagnostics details')].map((d) => /** @type {HTMLDetailsElement} */ (d));
    const item = items.find((d) => d.dataset.pitfall === pitfall && !d.dataset.resolved) || items.find((d) => d.dataset.pitfall === pitfall);
    if (!item) return;
    item.open = true;
    item.scrollIntoView({ block: 'nearest' });
    item.querySelector('summary').focus();
  });
}

export function renderLog(snap) { snapshot = snap; render(); }

export function stepTitle(step) {
  if (step.preset) return `preset ${step.preset}`;
  const first = step.script.split('\n').map((l) => l.trim()).find((l) => l && !l.startsWith('//')) || '(empty script)';
  return first.length > 60 ? `${first.slice(0, 57)}…` : first;
}

// Above this many visible entries the log is virtualised: only the rows in (and near) the
// scroll box exist in the DOM, each one line high, so a 200-controller session (thousands of
// entries) costs a few dozen rows to draw instead of a page 16,000 px tall.
export const VIRTUAL_FROM = 400;
const ROW_H = { group: 26, line: 20, entry: 20 };   // px; app.css gives .vrow rows these heights
const OVERSCAN = 12;                                  // rows drawn above and below the box

let model = [];          // the groups of the last render: [{ label, title, script, entries, visible, kind, step }]
let flat = null;         // virtual mode: [{ type, top, ... }] of every row, with their offsets
let windowFrom = -1;
let windowTo = -1;

/** The key of an entry in the DOM (data-key): a refused run's log restarts at 1, so 'f' marks it. */
export function entryKey(entry, origin = '') { return `${origin}${entry.sequence}`; }

/** The keys of the entries the log shows (after the filters), top to bottom. */
export function visibleKeys() {
  return model.flatMap((g) => g.visible.map((e) => entryKey(e, g.origin)));
}

function render() {
  if (!snapshot) return;
  const { log, steps, failure } = snapshot;
  registerAll(log.map((e) => e.controller).filter(Boolean));
  const controllers = [...log, ...(failure?.problem?.log || [])].map((e) => e.controller || NO_CONTROLLER);
  updateControllers(controllers);

  const diagnostics = clear($('#diagnostics'));
  let open = 0;
  steps.forEach((step, index) => step.diagnostics.forEach((d) => {
    const resolved = isResolved(d, snapshot.hierarchy, log.filter((e) => e.sequence > step.logEnd));
    if (!resolved) open++;
    diagnostics.append(diagnosticItem(d, `step ${index + 1}`, resolved));
  }));
  (failure?.problem?.diagnostics || []).forEach((d) => { open++; diagnostics.append(diagnosticItem(d, failure.fresh ? 'refused run' : 'rejected request')); });
  $('#diagnostics-wrap').hidden = !diagnostics.children.length;
  $('#diagnostics-count').textContent = open === diagnostics.children.length ? String(open) : `${open} open, ${diagnostics.children.length - open} resolved`;

  // The groups: one per step, the entries before the page's history first, a refused run last.
  model = [];
  const orphan = log.filter((e) => !steps.some((s) => e.sequence >= s.logStart && e.sequence <= s.logEnd));
  if (orphan.length) model.push(group('Earlier', 'entries before this page’s history', '', orphan, 'step'));
  // Steps' entries by range: one pass over the log, not a filter of the whole log per step.
  let at = 0;
  const sorted = orphan.length ? log.filter((e) => !orphan.includes(e)) : log;
  steps.forEach((step, index) => {
    const entries = [];
    while (at < sorted.length && sorted[at].sequence < step.logStart) at++;
    while (at < sorted.length && sorted[at].sequence <= step.logEnd) entries.push(sorted[at++]);
    model.push({ ...group(`Step ${index + 1}`, stepTitle(step), step.script, entries, 'step'), step: index + 1 });
  });
  if (failure) {
    const p = failure.problem || {};
    const title = p.exception ? `${p.exception.name}` : p.title || 'rejected';
    model.push(failure.fresh
      ? group('Refused run', `${failure.status} · ${title} · nothing of it is kept; above, the last run that worked`, failure.script, p.log || [], 'failure', 'f')
      : group('Rejected request', `${failure.status} · ${title} · the session is unchanged`, failure.script, p.log || [], 'failure', 'f'));
  }
  const shown = model.reduce((n, g) => n + g.visible.length, 0);
  const groups = clear($('#log-groups'));
  const scroller = $('#log-scroll');
  flat = null;
  windowFrom = windowTo = -1;
  if (shown > VIRTUAL_FROM) {
    flat = flatten(model);
    groups.classList.add('virtual');
    const last = flat[flat.length - 1];
    groups.style.setProperty('height', `${last ? last.top + ROW_H[last.type] : 0}px`);
  } else {
    groups.classList.remove('virtual');
    groups.style.removeProperty('height');
    groups.append(...model.map(requestGroup));
    if (!groups.children.length) groups.append(h('p', { class: 'hint' }, 'The log is empty: run a script or load a preset.'));
  }
  groups.dataset.virtual = String(Boolean(flat));
  const total = log.length + (failure?.problem?.log?.length || 0);
  $('#log-count').textContent = `${shown} of ${total} entries`;
  $('#log-count').dataset.shown = String(shown);
  $('#log-count').dataset.total = String(total);
  if (snapshot.live) scroller.scrollTop = scroller.scrollHeight;
  if (flat) drawWindow();
  emit('log-rendered');
}

function group(label, title, script, entries, kind, origin = '') {
  return { label, title, script, entries, visible: entries.filter(passes), kind, origin };
}

/** Virtual mode: every row (group heads, line heads, entries) with its offset from the top. */
function flatten(groups) {
  const rows = [];
  let top = 0;
  const push = (row) => { row.top = top; top += ROW_H[row.type]; rows.push(row); };
  for (const g of groups) {
    push({ type: 'group', group: g });
    const lines = g.script.split('\n');
    let key = null;
    for (const entry of g.visible) {
      const k = entry.line ?? 'settle';
      if (k !== key) { key = k; push({ type: 'line', entry, source: entry.line ? (lines[entry.line - 1] || '').trim() : '' }); }
      push({ type: 'entry', entry, origin: g.origin });
    }
  }
  return rows;
}

/** Virtual mode: draws the rows in the scroll box (and a few around it); called on scroll. */
function drawWindow() {
  if (!flat) return;
  const scroller = $('#log-scroll');
  const top = scroller.scrollTop;
  const bottom = top + (scroller.clientHeight || 560);
  // The first row at or after `top`, by bisection (offsets only grow).
  let lo = 0;
  let hi = flat.length - 1;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (flat[mid].top + ROW_H[flat[mid].type] <= top) lo = mid + 1; else hi = mid; }
  const from = Math.max(0, lo - OVERSCAN);
  let to = lo;
  while (to < flat.length && flat[to].top < bottom) to++;
  to = Math.min(flat.length, to + OVERSCAN);
  if (from === windowFrom && to === windowTo) return;
  windowFrom = from;
  windowTo = to;
  const rows = [];
  for (let i = from; i < to; i++) rows.push(virtualRow(flat[i]));
  $('#log-groups').replaceChildren(...rows);
  emit('log-rendered');
}

function virtualRow(row) {
  let el;
  if (row.type === 'group') {
    const g = row.group;
    el = h('div', { class: `vrow vrow-group group-${g.kind}`, 'data-step': g.step ?? '' },
      h('span', { class: 'group-label' }, g.label),
      h('span', { class: 'group-title' }, g.title),
      h('span', { class: 'group-count' }, `${g.visible.length}/${g.entries.length}`));
  } else if (row.type === 'line') {
    el = h('div', { class: 'vrow vrow-line line-head', 'data-line': row.entry.line ?? '' },
      row.entry.line ? h('span', { class: 'line-no' }, `line ${row.entry.line}`) : h('span', { class: 'line-no settle' }, 'run loop'),
      h('code', { class: 'line-src' }, row.entry.line ? row.source : 'after the script: the run loop settles'));
  } else {
    el = entryRow(row.entry, row.origin);
    el.classList.add('vrow');
    el.title = row.entry.text;  // one line high: the whole text on hover
  }
  el.style.setProperty('top', `${row.top}px`);
  return el;
}

/** Brings an entry into the log's scroll box (drawing it first when the log is virtual). */
export function scrollToEntry(key) {
  const scroller = $('#log-scroll');
  if (flat) {
    const row = flat.find((r) => r.type === 'entry' && entryKey(r.entry, r.origin) === key);
    if (!row) return;
    if (row.top < scroller.scrollTop || row.top + ROW_H.entry > scroller.scrollTop + scroller.clientHeight) {
      scroller.scrollTop = Math.max(0, row.top - 2 * ROW_H.line);
    }
    drawWindow();
    return;
  }
  const el = scroller.querySelector(`.entry[data-key="${key}"]`);
  if (!el) return;
  // Within the box only (scrollIntoView would scroll the page too); below the sticky group head.
  const box = scroller.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  const head = 28;
  if (r.top < box.top + head || r.bottom > box.bottom) scroller.scrollTop += r.top - box.top - head - 20;
}

function requestGroup(g) {
  const { label, title, script, entries, visible, kind, origin } = g;
  const lines = script.split('\n');
  const section = h('section', { class: `log-group group-${kind}`, 'data-step': g.step ?? undefined },
    h('h3', { class: 'group-head' },
      h('span', { class: 'group-label' }, label),
      h('span', { class: 'group-title' }, title),
      h('span', { class: 'group-count' }, `${visible.length}/${entries.length}`)));
  let current = null;
  for (const entry of visible) {
    const key = entry.line ?? 'settle';
    if (!current || current.key !== key) {
      const source = entry.line ? (lines[entry.line - 1] || '').trim() : '';
      current = {
        key,
        list: h('ol', { class: 'entries' }),
      };
      section.append(h('div', { class: 'line-group', 'data-line': entry.line ?? '' },
        h('div', { class: 'line-head' },
          entry.line ? h('span', { class: 'line-no' }, `line ${entry.line}`) : h('span', { class: 'line-no settle' }, 'run loop'),
          h('code', { class: 'line-src' }, entry.line ? source : 'after the script: the run loop settles (layout, animations, completions)')),
        current.list));
    }
    current.list.append(entryRow(entry, origin));
  }
  return section;
}

function entryRow(entry, origin = '') {
  const text = entry.text;
  const name = entry.controller;
  let body;
  if (name && text.startsWith(`${name}.`)) {
    body = [h('span', { class: 'who' }, name), breakable(text.slice(name.length))];
  } else body = breakable(text);
  return h('li', {
    // The program's own output (print) is console too, but not a warning: it does not stand out.
    class: `entry kind-${entry.kind}${entry.kind === 'console' && !isUIKitWarning(entry) ? ' console-output' : ''}`, 'data-seq': entry.sequence, 'data-kind': entry.kind,
    'data-key': entryKey(entry, origin), 'data-line': entry.line ?? '', 'data-source-line': entry.sourceLine ?? '',
    'data-controller': name || '', style: { '--c': colorOf(name) },
  },
  h('span', { class: 'seq' }, String(entry.sequence)),
  h('span', { class: 'kind' }, entry.kind),
  h('span', { class: 'text' }, body),
  // Raised by a statement inside an override's body (or a function, a closure): where.
  entry.sourceLine ? h('span', { class: 'from-line', title: `raised by line ${entry.sourceLine}` }, `← ${entry.sourceLine}`) : null);
}
