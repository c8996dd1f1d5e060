// The page's model. `steps` is the client-side list of accepted scripts (the session's history);
// `live` is the live session's current state; `shown` is the snapshot the panels display, live or
// the state after step N of time travel.
//
// A snapshot: { step, total, live, hierarchy, printText, log, steps, failure }
//   step      how many steps have run (0 = the empty session)
//   log       every log entry of the session after `step` steps
//   steps     steps[0..step) with their log ranges and diagnostics
//   failure   the last rejected request (live only): { script, status, problem }

export const state = {
  sessionId: null,
  // The iOS release new sessions simulate (the top bar's picker, ios.js), and how many revisions
  // the live session has before its first step: 1 when it was created with a release (the service
  // keeps the release as the session's first input, which has no statements), else 0.
  release: '26',
  base: 0,
  steps: [],
  live: { hierarchy: null, printText: '', log: [] },
  failure: null,
  shown: null,
};

/** A step of history: a script the live session accepted. */
export function makeStep({ script, settle = true, preset = null, language = null }, result, logStart) {
  return {
    script,
    settle,
    preset,
    // What the service ran the text as ('script' or 'swift'): the export names Swift inputs.
    language: result.language || language || 'script',
    logStart,
    logEnd: result.logLength ?? (logStart - 1 + (result.log?.length || 0)),
    diagnostics: result.diagnostics || [],
  };
}

export function liveSnapshot() {
  return {
    step: state.steps.length,
    total: state.steps.length,
    live: true,
    hierarchy: state.live.hierarchy,
    printText: state.live.printText,
    log: state.live.log,
    steps: state.steps,
    failure: state.failure,
  };
}

/** The names the scripts declare, with their class names, in order of declaration. */
export function declaredNames(extraText = '') {
  const names = new Map();
  const texts = [...state.steps.map((s) => s.script), extraText];
  for (const text of texts) {
    for (const match of text.matchAll(/\blet\s+([A-Za-z_]\w*)\s*=\s*([A-Z]\w*)\s*\(/g)) {
      names.set(match[1], match[2]);
    }
  }
  return names;
}
