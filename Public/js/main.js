// The explorer page: wires the panels to the live session and to time travel.
import { $, setStatus } from './dom.js';
import { on, reportError } from './bus.js';
import { state } from './state.js';
import { session } from './session.js';
import { ApiError } from './api.js';
import { initEditor, getText, showError, clearError } from './editor.js';
import { initPalette, refreshPalette } from './palette.js';
import { initPresets } from './presets.js';
import { initTree, renderTree } from './tree.js';
import { initLog, renderLog } from './log.js';
import { renderScreen } from './screen.js';
import { renderSequence } from './sequence.js';
import { initTimeTravel } from './timetravel.js';
import { initShare, loadFromHash } from './share.js';
import { initDiff } from './diff.js';
import { initExpectations } from './expectations.js';
import { initTheme } from './theme.js';
import { initTabs } from './tabs.js';
import { initShortcuts } from './shortcuts.js';

let running = 0;

function busy(delta) {
  running += delta;
  document.body.dataset.busy = String(running > 0);
  $('#run').disabled = running > 0;
}

/** Runs a script on the live session; errors go to the editor (fromEditor) or to the status line. */
async function runScript(script, settle, fromEditor) {
  if (!script.trim()) { setStatus('Nothing to run: the script is empty.'); return; }
  busy(1);
  setStatus('Running…');
  try {
    const result = await session.run(script, settle);
    if (fromEditor) clearError();
    const d = result.diagnostics.length;
    setStatus(`Step ${state.steps.length}: ${result.log.length} log entries${d ? `, ${d} diagnostic${d === 1 ? '' : 's'}` : ''}.`, d ? 'warn' : 'ok');
    if (fromEditor && $('#clear-after-run').checked) $('#script').value = '';
  } catch (error) {
    const p = error instanceof ApiError ? error.problem : {};
    if (error.status === 400 && p.line) {
      const message = (p.detail || '').replace(/^line \d+, column \d+: /, '');
      if (fromEditor) showError(p.line, p.column, message);
      setStatus(`Script error at line ${p.line}, column ${p.column ?? 1}: ${message} Nothing ran.`, 'error');
    } else if (error.status === 422 && (p.type || '').endsWith('/runtime-trap')) {
      // A trap in a pasted Swift file (fatalError, a nil unwrapped...): marked where it happened.
      const message = (p.detail || '').replace(/^line \d+, column \d+: /, '');
      if (fromEditor && p.line) showError(p.line, p.column, message);
      setStatus(`Runtime trap at line ${p.line}: ${message}. The session is unchanged.`, 'error');
    } else if (error.status === 422) {
      const what = p.exception ? `${p.exception.name}: ${p.exception.reason}` : p.detail;
      setStatus(`UIKit exception: ${what} The session is unchanged.`, 'error');
    } else {
      setStatus(error.message, 'error');
    }
  } finally {
    busy(-1);
  }
}

function render(snap) {
  renderTree(snap);
  renderScreen(snap);
  renderLog(snap);
  renderSequence(snap);
}

async function start() {
  initTheme();
  initEditor();
  for (const tablist of document.querySelectorAll('.tabs')) initTabs(tablist);
  initTree();
  initLog(() => { if (state.shown) { renderLog(state.shown); renderSequence(state.shown); } });
  initTimeTravel();
  initShare();
  initDiff();
  initExpectations();
  const runEditor = () => runScript(getText(), $('#settle').checked, true);
  initPalette({ run: (line) => runScript(line, true, false) });
  initShortcuts({ run: runEditor });
  $('#run').addEventListener('click', runEditor);
  $('#new-session').addEventListener('click', () => session.reset().then(() => setStatus('A new, empty session.')).catch(reportError));
  on('show', render);
  on('steps', refreshPalette);
  on('session', (id) => {
    const link = $('#session-link');
    link.textContent = id;
    link.href = `/v1/sessions/${id}`;
  });
  await initPresets({
    startFromPreset: (name) => session.reset(name)
      .then(() => setStatus(`A new session from preset ${name}.`, 'ok'))
      .catch((error) => setStatus(`The preset could not start: ${error.message}`, 'error')),
  });
  if (!(await loadFromHash())) await session.reset();
  document.body.dataset.ready = 'true';
}

start().catch((error) => {
  reportError(error);
  document.body.dataset.ready = 'error';
});
