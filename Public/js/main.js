// The explorer page: wires the panels to the live session and to time travel, and decides what a
// visit opens with: a permalink's session and text, else this browser's draft (run), else the
// default preset (run), so the page never shows results without the code that made them.
import { $, setStatus } from './dom.js';
import { on, reportError } from './bus.js';
import { session } from './session.js';
import { initEditor, setText } from './editor.js';
import { initRunner, runEditor, runLine } from './run.js';
import { initDraft, lastDraft } from './draft.js';
import { initReference } from './reference.js';
import { initPalette, refreshPalette } from './palette.js';
import { initPresets } from './presets.js';
import { presetByName, allPresets } from './presets-data.js';
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
import { state } from './state.js';

const FIRST_PRESET = 'host-and-detail';

function render(snap) {
  renderTree(snap);
  renderScreen(snap);
  renderLog(snap);
  renderSequence(snap);
}

/** A new session from a preset, its text in the editor first (so its marks land on it). */
async function startPreset(name) {
  const preset = presetByName(name);
  if (preset) setText(preset.script);
  try {
    await session.reset(name);
    setStatus(`A new session from preset ${name}.`, 'ok');
  } catch (error) {
    setStatus(`The preset could not start: ${error.message}`, 'error');
  }
}

/** A visit without a link: the draft this browser kept, else the first preset; either one run. */
async function openWithoutLink() {
  const draft = lastDraft();
  if (draft !== null) {
    setText(draft);
    await runEditor();
    if (!state.sessionId) await session.reset();  // the draft was refused: its error is marked
    if (!state.steps.length) return;
    setStatus(`Your last text is back (kept in this browser) and ran in a fresh session.`, $('#status').dataset.kind);
    return;
  }
  const preset = presetByName(FIRST_PRESET) || allPresets()[0];
  if (preset) await startPreset(preset.name);
  else await session.reset();
}

async function start() {
  initTheme();
  initEditor();
  initDraft();
  initReference();
  for (const tablist of document.querySelectorAll('.tabs')) initTabs(tablist);
  initTree();
  initLog(() => { if (state.shown) { renderLog(state.shown); renderSequence(state.shown); } });
  initTimeTravel();
  initShare();
  initDiff();
  initExpectations();
  initRunner();
  initPalette({ run: runLine });
  initShortcuts({ run: () => runEditor(), append: () => runEditor({ append: true }) });
  $('#new-session').addEventListener('click', () => session.reset().then(() => setStatus('A new, empty session.')).catch(reportError));
  on('show', render);
  on('steps', refreshPalette);
  on('session', (id) => {
    const link = $('#session-link');
    link.textContent = id;
    link.href = `/v1/sessions/${id}`;
  });
  await initPresets({ startFromPreset: startPreset });
  const restored = await loadFromHash();
  if (restored === 'damaged') await session.reset();
  else if (!restored) await openWithoutLink();
  document.body.dataset.ready = 'true';
}

start().catch((error) => {
  reportError(error);
  document.body.dataset.ready = 'error';
});
