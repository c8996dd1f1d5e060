// Scratch sessions: create, run scripts, read the log and the hierarchy, delete. Time travel and
// the diff use them so the live session is never touched.
import { api, ApiError } from './api.js';
import { makeStep } from './state.js';
import { presetByName } from './presets-data.js';

/**
 * Runs `steps` ({script, settle, preset}) in order in a fresh session simulating iOS `ios` (null:
 * the newest) and answers a snapshot: { hierarchy, printText, log, steps, failure }. A rejected
 * step ends the run: it is reported in `failure` and the snapshot is the state before it.
 */
export async function runScratch(steps, { usePresetRoute = true, ios = null } = {}) {
  const first = steps[0];
  const viaPreset = usePresetRoute && first?.preset && presetByName(first.preset)?.script === first.script;
  const created = await api.createSession(viaPreset ? first.preset : null, ios);
  const done = [];
  let hierarchy = created.hierarchy;
  let failure = null;
  try {
    let rest = steps;
    if (viaPreset) {
      if (Array.isArray(created.log)) {
        done.push(makeStep(first, { log: created.log, logLength: created.logLength, diagnostics: created.diagnostics }, 1));
        rest = steps.slice(1);
      }
    }
    let logLength = done.length ? done[0].logEnd : 0;
    for (const step of rest) {
      try {
        const result = await api.runScript(created.id, step.script, step.settle !== false);
        done.push(makeStep(step, result, logLength + 1));
        logLength = result.logLength;
        hierarchy = result.hierarchy;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0 || error.status === 404 || error.status === 429) throw error;
        failure = { script: step.script, status: error.status, problem: error.problem };
        break;
      }
    }
    const [log, printText, finalHierarchy] = await Promise.all([
      api.log(created.id), api.hierarchyText(created.id), api.hierarchy(created.id)]);
    hierarchy = finalHierarchy || hierarchy;
    return { hierarchy, printText, log, steps: done, failure };
  } finally {
    api.deleteSession(created.id).catch(() => {});
  }
}
