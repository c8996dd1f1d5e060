// Time travel: a slider and step back/forward over the session's history, statement by statement.
//
// A position is { revision, statement }: the state after the first `statement` top-level
// statements of revision `revision`'s input (before the run loop turned), or, with statement null,
// the state after the whole revision (what the session kept). Position 0 is the empty session;
// then, for each revision, its statements 1…n and its end (a revision that did not settle has
// nothing after its last statement: its end is statement n). Where each revision's statements
// start comes from GET /v1/sessions/{id}/steps?revision=R, fetched the first time the person
// travels (not on every run) and kept per session and revision; a revision the service cannot
// split (an older service: 404) is one position, as before. The last position is live.
//
// Between them, a position per callback: each log entry of a statement comes just before the
// statement's position (the state as the entry was logged, GET /v1/sessions/{id}/hierarchy?entry=S),
// and the entries of the run loop's turn after the script (no `line`) just before the step's end.
// A service without `?entry=` (400 or 404 on the first try) leaves one position per statement.
//
// [ and ] (and the buttons) move one statement; , and . (and Alt+the buttons) one position, callback
// or statement; { and } move to the end of the previous / next step. A log entry's "Step here"
// (highlight.js: a double-click, or the button of its note) moves to that entry's position.
//
// Positions count the page's steps; a session created with an iOS release has that release as its
// revision 1 (no statements, nothing to step through), so its step n is revision n + state.base and
// position 0 is the empty session on that release (revision state.base).
import { passes } from './filters.js';
import { $, setStatus } from './dom.js';
import { emit, on } from './bus.js';
import { state, liveSnapshot } from './state.js';
import { runScratch } from './scratch.js';
import { api, ApiError } from './api.js';
import { stepTitle } from './log.js';
import { getText, setStepLine } from './editor.js';

const cache = new Map();      // snapshots by `${session}:${revision}:${statement ?? 'end'}` and `${session}:e${entry}`
const starts = new Map();     // `${session}:${revision}` -> [{ line, column }] ([] or null: one position)
const inflight = new Map();   // `${session}:${revision}` -> the pending /steps request
let cursor = null;            // null: live; otherwise the position shown, { revision, statement, entry }
let token = 0;
let debounce = 0;
let entries = null;           // whether the service answers ?entry= (null: not asked yet)
let notice = '';              // said once, after the status of the next position shown
let version = 0;              // bumped when what positions() depends on (besides the live state) changes
let memo = { key: null, list: null };

export function initTimeTravel() {
  const slider = $('#step-slider');
  slider.addEventListener('input', () => {
    clearTimeout(debounce);
    const list = positions();
    const at = list[Math.min(Number(slider.value), list.length - 1)];
    label(at, list, true);
    debounce = setTimeout(() => showPosition(at), 120);
  });
  // The statements are fetched when the person reaches for the slider, so its range is fine-grained
  // by the time it moves.
  for (const type of ['pointerdown', 'focus']) slider.addEventListener(type, () => { refine(); });
  // Alt+click: one position (a callback or a statement), as , and . do.
  $('#step-back').addEventListener('click', (event) => stepBy(-1, { fine: event.altKey }));
  $('#step-forward').addEventListener('click', (event) => stepBy(1, { fine: event.altKey }));
  $('#go-live').addEventListener('click', goLive);
  on('live', (snap) => { cursor = null; token++; show(snap); });
  on('session', () => { cache.clear(); starts.clear(); version++; });
  on('editor-text', () => markLine(state.shown, false));
  on('step-to-entry', (sequence) => { stepToEntry(sequence); });
}

const keyOf = (revision, id = state.sessionId) => `${id}:${revision}`;
const same = (a, b) => a.revision === b.revision && a.statement === b.statement && (a.entry ?? null) === (b.entry ?? null);
/** A step's end (after the run loop), or position 0. */
const isEnd = (p) => p.statement === null && !p.entry;

/**
 * Which top-level statement of a step caused `entry`: k (1…n) by the line it names (the
 * statement's first line is at or before it), Infinity for the run loop (no line).
 */
function statementOf(entry, known) {
  if (!entry.line || !known.length) return Infinity;
  return Math.max(1, known.filter((s) => s.line <= entry.line).length);
}

/**
 * Every position of the session, first to last: [{ revision, statement, entry, count, line }],
 * where `count` is how many statements the revision has (null: unknown) and `line` where the
 * statement starts (null for the end of a revision that settled, and for position 0). A callback
 * position has `entry` (the log entry's sequence) with its `text`, `nth` of `of` (its place among
 * the callbacks of its statement, or of the run loop) and `statement` (null: the run loop).
 */
export function positions() {
  const log = state.live.log;
  const key = `${state.sessionId}|${version}|${entries}|${state.steps.length}|${state.steps.at(-1)?.logEnd}|${log.length}`;
  if (memo.key === key) return memo.list;
  const list = [{ revision: 0, statement: null, entry: null, count: null, line: null }];
  let at = 0;  // the log, walked once: the steps' entries come in order
  state.steps.forEach((step, index) => {
    const revision = index + 1;
    const fetched = starts.get(keyOf(revision));
    const known = fetched || [];
    const settle = step.settle !== false;
    const count = known.length || null;
    const last = settle ? known.length : known.length - 1;
    // The step's callbacks, with the statement that caused each (never going back: a callback
    // after the run loop turned stays the run loop's).
    const callbacks = [];
    if (Array.isArray(fetched) && entries !== false) {
      while (at < log.length && log[at].sequence < step.logStart) at++;
      let reached = 0;
      for (; at < log.length && log[at].sequence <= step.logEnd; at++) {
        reached = Math.max(reached, statementOf(log[at], known));
        callbacks.push({ entry: log[at], statement: reached });
      }
    }
    let c = 0;
    const callbacksUpTo = (k) => {
      const group = [];
      while (c < callbacks.length && callbacks[c].statement <= k) group.push(callbacks[c++]);
      group.forEach(({ entry, statement }, i) => {
        const inStatement = Number.isFinite(statement);
        list.push({ revision, statement: inStatement ? statement : null, entry: entry.sequence, count, line: inStatement ? known[statement - 1].line : null,
          text: entry.text, entryLine: entry.line ?? null, nth: i + 1, of: group.length, kind: entry.kind, controller: entry.controller ?? null });
      });
    };
    for (let k = 1; k <= last; k++) {
      callbacksUpTo(k);
      list.push({ revision, statement: k, entry: null, count, line: known[k - 1].line });
    }
    callbacksUpTo(known.length);  // without settling: the last statement's, before its position (the end)
    callbacksUpTo(Infinity);      // the run loop's
    // The end: after the run loop turned, or (no settling) the same state as the last statement.
    list.push({ revision, statement: null, entry: null, count, line: !settle && count ? known[count - 1].line : null });
  });
  memo = { key, list };
  return list;
}

function indexOf(at, list) {
  if (!at) return list.length - 1;
  const i = list.findIndex((p) => same(p, at));
  if (i >= 0) return i;
  // A position the list no longer has: a callback's statement (the service cannot step through
  // callbacks), else the end of its revision (it was refined).
  if (at.entry && at.statement !== null) {
    const statement = list.findIndex((p) => p.revision === at.revision && p.statement === at.statement && !p.entry);
    if (statement >= 0) return statement;
  }
  const end = list.findIndex((p) => p.revision === at.revision && isEnd(p));
  return end >= 0 ? end : list.length - 1;
}

/**
 * Fetches where the statements of every revision start (those not known yet); resolves when they
 * are known. A live session whose revisions are not the page's steps stays one position a step.
 */
function refine() {
  const id = state.sessionId;
  const total = state.steps.length;
  if (!id || !total || state.live.hierarchy?.revision !== total + state.base) return Promise.resolve();
  const waits = [];
  for (let revision = 1; revision <= total; revision++) {
    const key = keyOf(revision, id);
    if (starts.has(key)) continue;
    if (!inflight.has(key)) {
      inflight.set(key, api.statements(id, revision + state.base)
        .then((answer) => (Array.isArray(answer?.steps) ? answer.steps.filter((s) => Number.isInteger(s.line)) : null),
          () => null)  // an older service (404), or no answer: one position for this revision
        .then((list) => { starts.set(key, list); inflight.delete(key); version++; }));
    }
    waits.push(inflight.get(key));
  }
  if (!waits.length) return Promise.resolve();
  return Promise.all(waits).then(() => { if (state.sessionId === id) drawBar($('#timebar').dataset.pending === 'true'); });
}

/**
 * One statement back (-1) or forward (1), over the callbacks between; `fine`: one position, a
 * callback or a statement.
 */
export async function stepBy(delta, { fine = false } = {}) {
  await refine();
  const list = positions();
  const from = indexOf(cursor, list);
  let to = from + delta;
  if (!fine) while (list[to]?.entry) to += delta;
  // Callbacks the log's filters hide are stepped over too: the row shown is always one you can see.
  else while (list[to]?.entry && !passes(list[to])) to += delta;
  to = Math.min(Math.max(to, 0), list.length - 1);
  if (to !== from) showPosition(list[to], { retry: () => stepBy(delta, { fine }) });
}

/** To the end of the previous step (-1) or of the next one (1). */
export async function stepScript(delta) {
  await refine();
  const list = positions();
  const from = indexOf(cursor, list);
  const here = list[from];
  let to = from;
  if (delta < 0) {
    for (let i = from - 1; i >= 0; i--) if (isEnd(list[i]) && list[i].revision < here.revision) { to = i; break; }
  } else {
    for (let i = from + 1; i < list.length; i++) if (isEnd(list[i])) { to = i; break; }
  }
  if (to !== from) showPosition(list[to]);
}

/**
 * To the position of log entry `sequence` (its callback's), or, without callback positions, to
 * the state after the statement that caused it (the step's end for the run loop's).
 */
export async function stepToEntry(sequence) {
  await refine();
  const at = positions().find((p) => p.entry === sequence);
  if (at) { showPosition(at, { retry: () => stepToEntry(sequence) }); return; }
  const index = state.steps.findIndex((s) => sequence >= s.logStart && sequence <= s.logEnd);
  const entry = state.live.log.find((e) => e.sequence === sequence);
  if (index < 0 || !entry) { setStatus(`Entry #${sequence} is not in this page's history: nothing to step to.`, 'error'); return; }
  const step = state.steps[index];
  const known = starts.get(keyOf(index + 1)) || [];
  const k = statementOf(entry, known);
  const statement = Number.isFinite(k) && (step.settle !== false || k < known.length) ? k : null;
  showPosition({ revision: index + 1, statement, entry: null });
}

/** Back to the live session; the status stops describing a past state (unless `quiet`: an error said why). */
export function goLive({ quiet = false } = {}) {
  const wasPast = cursor !== null;
  cursor = null;
  token++;
  show(liveSnapshot());
  if (wasPast && !quiet) setStatus('Showing the live session.');
}

/** Shows the state after step n (the whole revision n). */
export function showStep(n) {
  return showPosition({ revision: n, statement: null });
}

/**
 * Shows a position. `retry`: what to do instead when it is a callback and the service turns out
 * not to answer `?entry=` (the positions are one per statement again); without it, the
 * statement that caused the callback is shown.
 */
export async function showPosition(target, { retry = null } = {}) {
  const total = state.steps.length;
  const before = cursor;
  const list = positions();
  const index = indexOf(target, list);
  if (index === list.length - 1) { goLive(); return; }
  const at = list[index];
  cursor = { revision: at.revision, statement: at.statement, entry: at.entry ?? null };
  const mine = ++token;
  label(at, list, true);
  const key = at.entry ? `${state.sessionId}:e${at.entry}` : `${state.sessionId}:${at.revision}:${at.statement ?? 'end'}`;
  const where = at.entry ? `entry #${at.entry}` : at.statement === null ? `step ${at.revision}` : `statement ${at.statement} of step ${at.revision}`;
  try {
    let snap = cache.get(key);
    if (!snap) {
      setStatus(at.statement === null && !at.entry ? `Replaying steps 1…${at.revision}…` : `Replaying up to ${where}…`);
      const result = at.entry ? await entrySnapshot(at) : at.statement === null ? await pastSnapshot(at.revision, total) : await statementSnapshot(at);
      snap = { ...result, step: at.revision, total, live: false, failure: null };
      cache.set(key, snap);
    }
    if (mine !== token) return;
    show({ ...snap, at, total: state.steps.length });
    setStatus((at.entry
      ? `Showing the state as entry #${at.entry} (${at.text}) was logged (replayed).`
      : at.statement === null
        ? `Showing the state after step ${at.revision} of ${total} (replayed).`
        : `Showing the state after ${where} (line ${at.line}), before the run loop turned (replayed).`) + notice);
    notice = '';
  } catch (error) {
    if (mine !== token) return;
    if (at.entry && entries === null && error instanceof ApiError && (error.status === 400 || error.status === 404)) {
      // A service without ?entry=: one position per statement, and the move made again over them.
      entries = false;
      cursor = before;
      notice = ' This service cannot step through callbacks: one position per statement.';
      if (retry) retry(); else showPosition(target);
      return;
    }
    setStatus(`Could not replay ${where}: ${error.message}`, 'error');
    goLive({ quiet: true });
  }
}

/**
 * The state after step n. Each step is one revision of the live session, so the service answers
 * the hierarchy as it was (`?revision=n`) and the log is the live one up to that revision; a
 * service without that route, or a live session whose revisions are not the steps, falls back
 * to replaying the steps in a scratch session.
 */
async function pastSnapshot(n, total) {
  const id = state.sessionId;
  const r = n + state.base;
  if (id && state.live.hierarchy?.revision === total + state.base) {
    try {
      const [hierarchy, printText] = await Promise.all([api.hierarchyAt(id, r), api.hierarchyTextAt(id, r)]);
      const log = state.live.log.filter((entry) => entry.revision <= r);
      return { hierarchy, printText, log, steps: state.steps.slice(0, n), failure: null };
    } catch {
      // Fall through to the scratch session.
    }
  }
  return runScratch(state.steps.slice(0, n), { ios: state.live.hierarchy?.ios });
}

/**
 * The state after the first k statements of revision r (`?revision=r&statement=k`). The log is
 * the live log of the earlier revisions and the beginning of revision r's: its entries up to the
 * first one caused by a later statement (by the line it names) or by the run loop (no line).
 */
async function statementSnapshot({ revision, statement }) {
  const id = state.sessionId;
  const r = revision + state.base;
  const [hierarchy, printText] = await Promise.all([
    api.hierarchyAt(id, r, statement), api.hierarchyTextAt(id, r, statement)]);
  const known = starts.get(keyOf(revision, id)) || [];
  const step = state.steps[revision - 1];
  const log = [];
  let reached = 0;
  let end = step.logStart - 1;
  for (const entry of state.live.log) {
    if (entry.revision < r) { log.push(entry); continue; }
    if (entry.revision > r) break;
    const of = entry.line ? known.filter((s) => s.line <= entry.line).length : Infinity;
    reached = Math.max(reached, of);
    if (reached > statement) break;
    log.push(entry);
    end = entry.sequence;
  }
  const next = known[statement]?.line;  // where the first statement not run yet starts
  const steps = state.steps.slice(0, revision);
  steps[revision - 1] = { ...step, logEnd: end, diagnostics: step.diagnostics.filter((d) => !next || !d.line || d.line < next) };
  return { hierarchy, printText, log, steps, failure: null };
}

/**
 * The state as log entry S was logged (`?entry=S`): the log up to S, the earlier steps whole and
 * the shown step's up to S, with the diagnostics of the lines run so far.
 */
async function entrySnapshot(at) {
  const id = state.sessionId;
  const [hierarchy, printText] = await Promise.all([api.hierarchyAtEntry(id, at.entry), api.hierarchyTextAtEntry(id, at.entry)]);
  entries = true;
  const known = starts.get(keyOf(at.revision, id)) || [];
  const step = state.steps[at.revision - 1];
  const log = state.live.log.filter((entry) => entry.sequence <= at.entry);
  const next = at.statement === null ? null : known[at.statement]?.line;
  const steps = state.steps.slice(0, at.revision);
  steps[at.revision - 1] = { ...step, logEnd: at.entry, diagnostics: step.diagnostics.filter((d) => !next || !d.line || d.line < next) };
  return { hierarchy, printText, log, steps, failure: null };
}

function show(snap) {
  state.shown = snap;
  drawBar(false);
  document.body.classList.toggle('in-past', !snap.live);
  emit('show', snap);
  markLine(snap, true);
  // The callback shown is highlighted in every panel (its row, arrow, tree node, lines).
  emit('time-entry', snap.live ? null : snap.at?.entry ?? null);
}

/** The slider and the label for the position shown. */
function drawBar(pending) {
  const list = positions();
  const index = indexOf(cursor, list);
  const slider = $('#step-slider');
  slider.max = String(list.length - 1);
  slider.value = String(index);
  label(list[index], list, pending);
}

/**
 * The statement's line in the editor, when the shown step's text is the editor's (a past
 * position with a line; nothing when live or at a step's end after the run loop).
 */
function markLine(snap, reveal) {
  const at = snap && !snap.live ? snap.at : null;
  const script = at?.revision ? state.steps[at.revision - 1]?.script : null;
  setStepLine(at?.line && script === getText() ? at.line : null, { reveal });
}

/** The first line of a statement, short. */
function lineText(step, line) {
  const text = (step?.script.split('\n')[line - 1] || '').trim();
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** "step 2 of 3 · statement 3 of 5 (line 7) · host.addChild(detail)" */
function describe(at, live) {
  const total = state.steps.length;
  const where = `step ${at.revision} of ${total}`;
  if (at.revision === 0) return `${where} · the empty session${state.base ? ` on iOS ${state.live.hierarchy?.ios}` : ''}`;
  const step = state.steps[at.revision - 1];
  if (at.entry && !live) {
    const during = at.statement !== null ? `statement ${at.statement} of ${at.count} (line ${at.line})`
      : at.entryLine ? `line ${at.entryLine}` : 'the run loop';
    const text = at.text.length > 60 ? `${at.text.slice(0, 57)}…` : at.text;
    return `${where} · ${during} · callback ${at.nth} of ${at.of} · ${text}`;
  }
  if (at.line && !live) {
    const k = at.statement ?? at.count;
    return `${where} · statement ${k} of ${at.count} (line ${at.line}) · ${lineText(step, at.line) || stepTitle(step)}`;
  }
  return `${where}${at.count && at.revision < total ? ' · end, after the run loop' : ''} · ${stepTitle(step)}`;
}

function label(at, list, pending) {
  const total = state.steps.length;
  const index = indexOf(at, list);
  const live = index === list.length - 1;
  const text = `${live ? 'Live' : 'Past'} · ${describe(at, live)}`;
  $('#step-label').textContent = pending && !live ? `${text} …` : text;
  $('#step-label').title = text;  // the whole of it, when the bar cuts it short
  const slider = $('#step-slider');
  slider.setAttribute('aria-valuetext', text);
  $('#step-back').disabled = index <= 0;
  $('#step-forward').disabled = live;
  $('#go-live').disabled = live && cursor === null;
  const bar = $('#timebar');
  bar.dataset.step = String(at.revision);
  bar.dataset.statement = at.statement === null ? '' : String(at.statement);
  bar.dataset.statements = at.count ? String(at.count) : '';
  bar.dataset.line = at.line ? String(at.line) : '';
  bar.dataset.entry = at.entry && !live ? String(at.entry) : '';
  bar.dataset.callback = at.entry && !live ? `${at.nth}` : '';
  bar.dataset.callbacks = at.entry && !live ? `${at.of}` : '';
  bar.dataset.entries = String(entries);
  bar.dataset.position = String(index);
  bar.dataset.positions = String(list.length);
  bar.dataset.total = String(total);
  bar.dataset.live = String(live && !pending);
  bar.dataset.pending = String(Boolean(pending));
}
