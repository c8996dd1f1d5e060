// Cross-highlighting (issue 16, item 6). One place decides what is highlighted, so every panel
// agrees: a log entry lights its source line in the editor, its sequence arrow, its controller's
// tree node and that controller's root-view rectangle on the Screen; a line of source lights the
// log entries (and arrows) it caused and scrolls the log to the first.
//
// Two layers: `pinned` (a click, or the arrow keys in the log) stays until something else is
// chosen or Esc; `hovered` (the pointer over an entry or an arrow) shows on top of it and goes
// when the pointer leaves. Renderers replace their DOM freely: they announce it ('show',
// 'log-rendered') and the classes are put back, so a highlight survives re-renders and scrolling
// through a virtual log.
//
// Time travel (timetravel.js) pins the callback it shows ('time-entry'); a log entry or an arrow
// offers to move the time bar to itself: a double-click, or "Step here" in the entry's note.
import { $, $$ } from './dom.js';
import { on, emit } from './bus.js';
import { state } from './state.js';
import { getText, setLinkedLines } from './editor.js';
import { visibleKeys, scrollToEntry } from './log.js';

const LINKED = 'is-linked';
let pinned = null;    // { keys: [...], controller, lines: [...], note, sequence, fromLine, fromTime } or null
let hovered = null;
let clicked = null;   // the key of the entry (or arrow) the last single click was on

// Where the pointer was at its last move. Chromium sends mouse events to whatever comes under a
// pointer that stands still (a re-render, a scroll): only a pointer that moved may preview.
let pointer = { x: NaN, y: NaN };

function moved(event) {
  if (event.clientX === pointer.x && event.clientY === pointer.y) return false;
  pointer = { x: event.clientX, y: event.clientY };
  return true;
}

export function initHighlight() {
  const log = $('#log-groups');
  log.addEventListener('click', (event) => {
    if (event.detail > 1) { if (event.detail === 2) stepHere(clicked); return; }
    const row = event.target.closest('.entry[data-key]');
    clicked = row?.dataset.key ?? null;
    if (!row) return;
    const key = row.dataset.key;
    pin(pinned?.keys.length === 1 && pinned.keys[0] === key && !pinned.fromLine ? null : forEntry(key), { reveal: true });
  });
  // A double-click moves the time bar to the entry. Its first click pinned the entry, and the
  // note that appeared above the log may have moved the rows: the second click steps to the
  // entry of the first, wherever it lands, and selects no text.
  log.addEventListener('mousedown', (event) => { if (event.detail > 1 && clicked) event.preventDefault(); });
  log.addEventListener('mousemove', (event) => {
    const row = event.target.closest('.entry[data-key]');
    if (moved(event) && row && hovered?.keys[0] !== row.dataset.key) hover(forEntry(row.dataset.key));
  });
  log.addEventListener('mouseleave', () => hover(null));
  // The log box is one tab stop: Up/Down walk its entries (the walked one is pinned), Esc clears,
  // Enter steps the time bar there.
  $('#log-scroll').addEventListener('keydown', (event) => {
    if (event.key === 'Escape') { pin(null); return; }
    if (event.key === 'Enter' && pinned?.steppable) { event.preventDefault(); stepHere(pinned.keys[0]); return; }
    const delta = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (!delta) return;
    const keys = visibleKeys();
    if (!keys.length) return;
    event.preventDefault();
    const at = pinned?.keys.length ? keys.indexOf(pinned.keys[0]) : -1;
    const next = keys[Math.min(Math.max(at < 0 ? (delta > 0 ? 0 : keys.length - 1) : at + delta, 0), keys.length - 1)];
    pin(forEntry(next), { reveal: true, scroll: true });
  });
  // The sequence diagram's arrows point back at their entries.
  const sequence = $('#sequence');
  sequence.addEventListener('click', (event) => {
    if (event.detail > 1) { if (event.detail === 2) stepHere(clicked); return; }
    const arrow = event.target.closest('.msg[data-key]');
    clicked = arrow?.dataset.key ?? null;
    if (arrow) pin(forEntry(arrow.dataset.key), { reveal: true, scroll: true });
  });
  sequence.addEventListener('mousedown', (event) => { if (event.detail > 1 && clicked) event.preventDefault(); });
  sequence.addEventListener('mousemove', (event) => {
    const arrow = event.target.closest('.msg[data-key]');
    if (moved(event) && arrow && hovered?.keys[0] !== arrow.dataset.key) hover(forEntry(arrow.dataset.key));
  });
  sequence.addEventListener('mouseleave', () => hover(null));
  $('#log-link-clear').addEventListener('click', () => pin(null));
  $('#log-link-step').addEventListener('click', () => stepHere(pinned?.keys[0]));

  on('source-line', (line) => pin(forLine(line), { scroll: true }));
  // A new result (a run, a step of time travel): the old choice may name entries that are gone.
  on('live', () => pin(null));
  on('show', () => apply());
  on('log-rendered', () => applyClasses(current()));
  // The callback time travel shows; a position that is not a callback drops it again.
  on('time-entry', (sequence) => {
    const selection = sequence ? forEntry(String(sequence)) : null;
    if (selection) pin({ ...selection, fromTime: true }, { reveal: true, scroll: true });
    else if (pinned?.fromTime) pin(null);
  });
}

/** Moves the time bar to the entry `key` names (not a refused run's: it is in no step). */
function stepHere(key) {
  const info = key ? entries().get(key) : null;
  if (!info || info.failure || info.script === null) return;
  emit('step-to-entry', info.entry.sequence);
}

/** The entries of the shown snapshot by key, with the script (editor text) each came from. */
function entries() {
  const snap = state.shown;
  const map = new Map();
  if (!snap) return map;
  for (const step of snap.steps || []) {
    for (const e of snap.log) if (e.sequence >= step.logStart && e.sequence <= step.logEnd) map.set(`${e.sequence}`, { entry: e, script: step.script, last: step === snap.steps.at(-1) });
  }
  for (const e of snap.log) if (!map.has(`${e.sequence}`)) map.set(`${e.sequence}`, { entry: e, script: null });
  for (const e of snap.failure?.problem?.log || []) map.set(`f${e.sequence}`, { entry: e, script: snap.failure.script, failure: true });
  return map;
}

/**
 * Whether an entry's `line` is a line of the editor's text: its step's script is the text, or it
 * is the live session's last step (the text edited since the run: its lines moved a little at most).
 */
function inEditor(info, text) {
  if (!(info?.entry.line || info?.entry.sourceLine) || info.script === null) return false;
  if (info.script === text) return true;
  const snap = state.shown;
  return Boolean(snap?.live && info.last && !(snap.failure?.script === text));
}

function forEntry(key) {
  const info = entries().get(key);
  if (!info) return null;
  const { entry } = info;
  return {
    keys: [key],
    controller: entry.controller || null,
    // Raised inside an override's body (or a function, a closure): the body's statement too.
    lines: inEditor(info, getText()) ? [entry.line, entry.sourceLine].filter(Boolean) : [],
    note: `#${entry.sequence} ${entry.text}${entry.line ? ` · line ${entry.line}` : ''}${entry.sourceLine ? ` · from line ${entry.sourceLine}` : ''}`,
    // Time travel can move to it: an entry of the page's steps.
    steppable: !info.failure && info.script !== null,
    sequence: entry.sequence,
  };
}

/** What line `line` of the editor's text caused: the entries of its step that name it. */
function forLine(line) {
  const text = getText();
  const keys = [];
  const names = new Set();
  for (const [key, info] of entries()) {
    if ((info.entry.line !== line && info.entry.sourceLine !== line) || !inEditor(info, text)) continue;
    keys.push(key);
    if (info.entry.controller) names.add(info.entry.controller);
  }
  return {
    keys,
    controller: names.size === 1 ? [...names][0] : null,
    lines: [line],
    fromLine: true,
    note: keys.length ? `line ${line}: ${keys.length} entr${keys.length === 1 ? 'y' : 'ies'}` : `line ${line}: no log entry`,
  };
}

function current() { return hovered || pinned; }

function pin(selection, { reveal = false, scroll = false } = {}) {
  pinned = selection;
  hovered = null;
  apply({ reveal });
  const first = selection?.keys.find((k) => visibleKeys().includes(k));
  if (scroll && first) scrollToEntry(first);
  const note = $('#log-link');
  note.hidden = !selection;
  $('#log-link-text').textContent = selection?.note || '';
  // "Step here", unless the time bar shows this entry already.
  const shown = state.shown && !state.shown.live ? state.shown.at?.entry : null;
  $('#log-link-step').hidden = !selection?.steppable || selection.sequence === shown;
}

function hover(selection) {
  if (!selection && !hovered) return;
  hovered = selection;
  apply();
}

function apply({ reveal = false } = {}) {
  const sel = current();
  applyClasses(sel);
  setLinkedLines(sel?.lines || [], { reveal });
}

/** Puts the highlight classes on whatever the panels show now. */
function applyClasses(sel) {
  for (const el of $$(`.${LINKED}`)) el.classList.remove(LINKED);
  document.body.dataset.linked = sel ? sel.keys.join(' ') : '';
  if (!sel) return;
  for (const key of sel.keys) {
    for (const el of $$(`#log-groups .entry[data-key="${key}"], #sequence-svg .msg[data-key="${key}"]`)) el.classList.add(LINKED);
  }
  if (sel.controller) {
    const name = CSS.escape(sel.controller);
    for (const el of $$(`#tree li[data-name="${name}"] > .node, #screen-svg rect[data-owner="${name}"], #screen-legend li[data-owner="${name}"]`)) {
      el.classList.add(LINKED);
    }
  }
}
