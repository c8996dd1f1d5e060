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
// [ and ] (and the buttons) move one statement; { and } move to the end of the previous / next step.
//
// Positions count the page's steps; a session created with an iOS release has that release as its
// revision 1 (no statements, nothing to step through), so its step n is revision n + state.base and
// position 0 is the empty session on that release (revision state.base).
import { $, setStatus } from './dom.js';
import { emit, on } from './bus.js';
import { state, liveSnapshot } from './state.js';
import { runScratch } from './scratch.js';
import { api } from './api.js';
import { stepTitle } from './log.js';
import { getText, setStepLine } from './editor.js';

const cache = new Map();      // snapshots by `${session}:${revision}:${statement ?? 'end'}`
const starts = new Map();     // `${session}:${revision}` -> [{ line, column }] ([] or null: one position)
const inflight = new Map();   // `${session}:${revision}` -> the pending /steps request
let cursor = null;            // null: live; otherwise the position shown, { revision, statement }
let token = 0;
let debounce = 0;

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
  $('#step-back').addEventListener('click', () => stepBy(-1));
  $('#step-forward').addEventListener('click', () => stepBy(1));
  $('#go-live').addEventListener('click', goLive);
  on('live', (snap) => { cursor = null; token++; show(snap); });
  on('session', () => { cache.clear(); starts.clear(); });
  on('editor-text', () => markLine(state.shown, false));
}

const keyOf = (revision, id = state.sessionId) => `${id}:${revision}`;
const same = (a, b) => a.revision === b.revision && a.statement === b.statement;

/**
 * Every position of the session, first to last: [{ revision, statement, count, line }], where
 * `count` is how many statements the revision has (null: unknown) and `line` where the shown
 * statement starts (null for the end of a revision that settled, and for position 0).
 */
export function positions() {
  const list = [{ revision: 0, statement: null, count: null, line: null }];
  state.steps.forEach((step, index) => {
    const revision = index + 1;
    const known = starts.get(keyOf(revision)) || [];
    const settle = step.settle !== false;
    const count = known.length || null;
    const last = settle ? known.length : known.length - 1;
    for (let k = 1; k <= last; k++) list.push({ revision, statement: k, count, line: known[k - 1].line });
    // The end: after the run loop turned, or (no settling) the same state as the last statement.
    list.push({ revision, statement: null, count, line: !settle && count ? known[count - 1].line : null });
  });
  return list;
}

function indexOf(at, list) {
  if (!at) return list.length - 1;
  const i = list.findIndex((p) => same(p, at));
  if (i >= 0) return i;
  // A position the list no longer has (it was refined): the end of its revision.
  const end = list.findIndex((p) => p.revision === at.revision && p.statement === null);
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
        .then((list) => { starts.set(key, list); inflight.delete(key); }));
    }
    waits.push(inflight.get(key));
  }
  if (!waits.length) return Promise.resolve();
  return Promise.all(waits).then(() => { if (state.sessionId === id) drawBar($('#timebar').dataset.pending === 'true'); });
}

/** One statement back (-1) or forward (1). */
export async function stepBy(delta) {
  await refine();
  const list = positions();
  const from = indexOf(cursor, list);
  const to = Math.min(Math.max(from + delta, 0), list.length - 1);
  if (to !== from) showPosition(list[to]);
}

/** To the end of the previous step (-1) or of the next one (1). */
export async function stepScript(delta) {
  await refine();
  const list = positions();
  const from = indexOf(cursor, list);
  const here = list[from];
  let to = from;
  if (delta < 0) {
    for (let i = from - 1; i >= 0; i--) if (list[i].statement === null && list[i].revision < here.revision) { to = i; break; }
  } else {
    for (let i = from + 1; i < list.length; i++) if (list[i].statement === null) { to = i; break; }
  }
  if (to !== from) showPosition(list[to]);
}

export function goLive() {
  cursor = null;
  token++;
  show(liveSnapshot());
}

/** Shows the state after step n (the whole revision n). */
export function showStep(n) {
  return showPosition({ revision: n, statement: null });
}

export async function showPosition(target) {
  const total = state.steps.length;
  if (target.revision >= total && target.statement === null) { goLive(); return; }
  const list = positions();
  const at = list[indexOf(target, list)];
  cursor = { revision: at.revision, statement: at.statement };
  const mine = ++token;
  label(at, list, true);
  const key = `${state.sessionId}:${at.revision}:${at.statement ?? 'end'}`;
  const where = at.statement === null ? `step ${at.revision}` : `statement ${at.statement} of step ${at.revision}`;
  try {
    let snap = cache.get(key);
    if (!snap) {
      setStatus(at.statement === null ? `Replaying steps 1…${at.revision}…` : `Replaying up to ${where}…`);
      const result = at.statement === null ? await pastSnapshot(at.revision, total) : await statementSnapshot(at);
      snap = { ...result, step: at.revision, total, live: false, failure: null };
      cache.set(key, snap);
    }
    if (mine !== token) return;
    show({ ...snap, at, total: state.steps.length });
    setStatus(at.statement === null
      ? `Showing the state after step ${at.revision} of ${total} (replayed).`
      : `Showing the state after ${where} (line ${at.line}), before the run loop turned (replayed).`);
  } catch (error) {
    if (mine !== token) return;
    setStatus(`Could not replay ${where}: ${error.message}`, 'error');
    goLive();
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

function show(snap) {
  state.shown = snap;
  drawBar(false);
  document.body.classList.toggle('in-past', !snap.live);
  emit('show', snap);
  markLine(snap, true);
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
  if (at.line && !live) {
    const k = at.statement ?? at.count;
    return `${where} · statement ${k} of ${at.count} (line ${at.line}) · ${lineText(step, at.line) || stepTitle(step, at.revision - 1)}`;
  }
  return `${where}${at.count && at.revision < total ? ' · end, after the run loop' : ''} · ${stepTitle(step, at.revision - 1)}`;
}

function label(at, list, pending) {
  const total = state.steps.length;
  const index = indexOf(at, list);
  const live = index === list.length - 1;
  const text = `${live ? 'Live' : 'Past'} · ${describe(at, live)}`;
  $('#step-label').textContent = pending && !live ? `${text} …` : text;
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
  bar.dataset.position = String(index);
  bar.dataset.positions = String(list.length);
  bar.dataset.total = String(total);
  bar.dataset.live = String(live && !pending);
  bar.dataset.pending = String(Boolean(pending));
}
