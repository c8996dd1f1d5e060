// The live session: creating it, running scripts on it, and keeping `state` in step with it.
import { api, ApiError, deleteOnExit } from './api.js';
import { emit } from './bus.js';
import { state, makeStep, liveSnapshot } from './state.js';
import { presetByName } from './presets-data.js';

/** @type {Promise<unknown>} */
let queue = Promise.resolve();

/**
 * Serialises mutations of the live session so their order is the order they were asked for.
 * @template T
 * @param {() => Promise<T>} task
 * @returns {Promise<T>}
 */
function serial(task) {
  const result = queue.then(task, task);
  queue = result.catch(() => {});
  return result;
}

async function refreshText() {
  try { state.live.printText = await api.hierarchyText(state.sessionId); } catch { state.live.printText = ''; }
}

function publish() {
  emit('live', liveSnapshot());
  emit('steps', state.steps);
}

/**
 * The revisions a new session has before its first step: its release input, if it was created
 * with one (`ranPreset`: the answer's revision also counts the preset's script, run already).
 */
function baseOf(created, ranPreset) {
  return Math.max(0, (created.hierarchy?.revision ?? 0) - (ranPreset ? 1 : 0));
}

async function create(preset, release = state.release) {
  if (state.sessionId) deleteOnExit(state.sessionId);
  state.sessionId = null;
  state.steps = [];
  state.failure = null;
  state.live = { hierarchy: null, printText: '', log: [] };
  const created = await api.createSession(preset?.name, release);
  state.sessionId = created.id;
  state.base = baseOf(created, Boolean(preset) && Array.isArray(created.log));
  state.live.hierarchy = created.hierarchy;
  emit('session', created.id);
  if (!preset) return created;
  if (Array.isArray(created.log)) {
    // The server ran the preset's script itself.
    state.live.log = created.log.slice();
    state.steps.push(makeStep({ script: preset.script, preset: preset.name, language: preset.language },
      { log: created.log, logLength: created.logLength, diagnostics: created.diagnostics }, 1));
  } else {
    // A server without presets: run the preset's script like any other.
    await runNow(preset.script, true, preset.name);
  }
  return created;
}

/** A new server session with the same history (the steps run again, in order). */
async function rebuild() {
  const steps = state.steps;
  const first = steps[0];
  const preset = first?.preset ? presetByName(first.preset) : null;
  const release = state.live.hierarchy?.ios;  // the forgotten session's, whatever the picker says now
  state.sessionId = null;  // already gone: nothing to delete
  await create(preset && preset.script === first.script ? preset : null, release);
  for (const step of steps.slice(state.steps.length)) await runNow(step.script, step.settle, step.preset, true, step.language);
  await refreshText();
}

/** Runs a script on the live session; resolves with the result, rejects with ApiError. */
async function runNow(script, settle = true, preset = null, retried = false, language = null) {
  if (!state.sessionId) await create();
  let result;
  try {
    result = await api.runScript(state.sessionId, script, settle, language);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && !retried) {
      // The server forgot the session (idle timeout, restart): rebuild it from the history.
      await rebuild();
      return runNow(script, settle, preset, true, language);
    } else {
      if (error instanceof ApiError && error.status === 422) {
        state.failure = { script, status: 422, problem: error.problem };
        publish();
      }
      throw error;
    }
  }
  state.failure = null;
  state.live.hierarchy = result.hierarchy;
  state.live.log.push(...result.log);
  state.steps.push(makeStep({ script, settle, preset }, result, result.logLength - result.log.length + 1));
  await refreshText();
  return result;
}

/**
 * Runs `script` as the whole of a new session. Only when the service accepted it does the new
 * session replace the live one (which is deleted); a refused text leaves the live session and its
 * results as they were, with the refusal beside them (state.failure, marked `fresh`).
 */
async function runFresh(script, settle) {
  const created = await api.createSession(null, state.release);
  let result;
  try {
    result = await api.runScript(created.id, script, settle);
  } catch (error) {
    api.deleteSession(created.id).catch(() => {});
    // A 422 ran part of the text: its log is worth showing. A 400 ran nothing (the editor marks it).
    if (error instanceof ApiError && error.status === 422) state.failure = { script, status: 422, problem: error.problem, fresh: true };
    else if (error instanceof ApiError && error.status === 400) state.failure = null;
    throw error;
  }
  if (state.sessionId) deleteOnExit(state.sessionId);
  state.sessionId = created.id;
  state.base = baseOf(created, false);
  state.failure = null;
  state.steps = [makeStep({ script, settle }, result, 1)];
  state.live = { hierarchy: result.hierarchy, printText: '', log: result.log.slice() };
  emit('session', created.id);
  await refreshText();
  return result;
}

export const session = {
  /** A new, empty live session (or one started from a preset); resolves with the service's answer. */
  reset: (presetName = null) => serial(async () => {
    const preset = presetName ? presetByName(presetName) : null;
    const created = await create(preset);
    await refreshText();
    publish();
    return created;
  }),
  /** Appends `script` to the live session as one more step (the palette, "Append to session"). */
  run: (script, settle = true) => serial(async () => {
    try { return await runNow(script, settle); } finally { publish(); }
  }),
  /** Runs `script` alone in a fresh session that replaces the live one ("Run": idempotent). */
  runFresh: (script, settle = true) => serial(async () => {
    try { return await runFresh(script, settle); } finally { publish(); }
  }),
  /**
   * Replaces the session by a new one running `steps` in order (permalinks, imports, a change of
   * release). A refused step ends it; the error names that step (`step`, 1-based, and `script`).
   */
  replay: (steps) => serial(async () => {
    const first = steps[0];
    const preset = first?.preset ? presetByName(first.preset) : null;
    await create(preset && preset.script === first.script ? preset : null);
    let failed = null;
    for (const step of steps.slice(state.steps.length)) {
      try {
        await runNow(step.script, step.settle !== false, null, false, step.language);
      } catch (error) {
        failed = Object.assign(error, { step: state.steps.length + 1, script: step.script });
        break;
      }
    }
    await refreshText();
    publish();
    if (failed) throw failed;
  }),
};

addEventListener('pagehide', () => { if (state.sessionId) deleteOnExit(state.sessionId); });
