// Time travel: a slider and step back/forward over the session's accepted scripts. The state after
// step N comes from replaying scripts 1..N into a scratch session (cached); the last step is live.
import { $, setStatus } from './dom.js';
import { emit, on } from './bus.js';
import { state, liveSnapshot } from './state.js';
import { runScratch } from './scratch.js';
import { api } from './api.js';
import { stepTitle } from './log.js';

const cache = new Map();
let cursor = null;       // null: live; otherwise the step shown
let token = 0;
let debounce = 0;

export function initTimeTravel() {
  const slider = $('#step-slider');
  slider.addEventListener('input', () => {
    clearTimeout(debounce);
    const n = Number(slider.value);
    label(n, true);
    debounce = setTimeout(() => showStep(n), 120);
  });
  $('#step-back').addEventListener('click', () => stepBy(-1));
  $('#step-forward').addEventListener('click', () => stepBy(1));
  $('#go-live').addEventListener('click', goLive);
  on('live', (snap) => { cursor = null; token++; show(snap); });
  on('session', () => cache.clear());
}

export function stepBy(delta) {
  const total = state.steps.length;
  const from = cursor ?? total;
  const to = Math.min(Math.max(from + delta, 0), total);
  if (to !== from) showStep(to);
}

export function goLive() {
  cursor = null;
  token++;
  show(liveSnapshot());
}

export async function showStep(n) {
  const total = state.steps.length;
  if (n >= total) { goLive(); return; }
  cursor = n;
  const mine = ++token;
  label(n, true);
  const key = `${state.sessionId}:${n}`;
  try {
    let snap = cache.get(key);
    if (!snap) {
      setStatus(`Replaying steps 1…${n}…`);
      const result = await pastSnapshot(n, total);
      snap = { ...result, step: n, total, live: false, failure: null };
      cache.set(key, snap);
    }
    if (mine !== token) return;
    show({ ...snap, total: state.steps.length });
    setStatus(`Showing the state after step ${n} of ${total} (replayed).`);
  } catch (error) {
    if (mine !== token) return;
    setStatus(`Could not replay step ${n}: ${error.message}`, 'error');
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
  if (id && state.live.hierarchy?.revision === total) {
    try {
      const [hierarchy, printText] = await Promise.all([api.hierarchyAt(id, n), api.hierarchyTextAt(id, n)]);
      const log = state.live.log.filter((entry) => entry.revision <= n);
      return { hierarchy, printText, log, steps: state.steps.slice(0, n), failure: null };
    } catch {
      // Fall through to the scratch session.
    }
  }
  return runScratch(state.steps.slice(0, n));
}

function show(snap) {
  state.shown = snap;
  const slider = $('#step-slider');
  slider.max = String(snap.total);
  slider.value = String(snap.step);
  slider.setAttribute('aria-valuetext', snap.live ? `live, step ${snap.step}` : `step ${snap.step} of ${snap.total}`);
  label(snap.step, false);
  document.body.classList.toggle('in-past', !snap.live);
  emit('show', snap);
}

function label(n, pending) {
  const total = state.steps.length;
  const live = n >= total;
  const title = n === 0 ? 'the empty session' : stepTitle(state.steps[n - 1], n - 1);
  $('#step-label').textContent = `${live ? 'Live' : 'Past'} · step ${n} of ${total}${pending && !live ? ' …' : ''} · ${title}`;
  $('#step-back').disabled = n <= 0;
  $('#step-forward').disabled = live;
  $('#go-live').disabled = live && cursor === null;
  $('#timebar').dataset.step = String(n);
  $('#timebar').dataset.live = String(live && !pending);
  $('#timebar').dataset.pending = String(Boolean(pending));
}
