// The explorer page: wires the panels to the live session and to time travel, and decides what a
// visit opens with: a permalink's session and text, else this browser's draft (run), else the
// default preset (run), so the page never shows results without the code that made them.
import { $, setStatus } from './dom.js';
import { on, emit, reportError } from './bus.js';
import { session } from './session.js';
import { initEditor, setText } from './editor.js';
import { initRunner, runEditor, runLine, rerunOnRelease, onRelease } from './run.js';
import { initDraft, lastDraft, lastRelease } from './draft.js';
import { initIos, setRelease } from './ios.js';
import { initReference } from './reference.js';
import { initPalette, refreshPalette } from './palette.js';
import { initPresets } from './presets.js';
import { presetByName, allPresets } from './presets-data.js';
import { initTree, renderTree } from './tree.js';
import { initLog, renderLog, VIRTUAL_FROM } from './log.js';
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
import { initHighlight } from './highlight.js';
import { initLayout } from './layout.js';

const FIRST_PRESET = 'class-host-and-detail';  // real Swift first (issue 40); the flat presets are one click away

function render(snap) {
  const t0 = performance.now();
  const parts = [];
  /** @type {[string, (snap: any) => void][]} */
  const renderers = [['tree', renderTree], ['screen', renderScreen], ['log', renderLog], ['sequence', renderSequenceSoon]];
  for (const [name, fn] of renderers) {
    const t = performance.now();
    fn(snap);
    parts.push(`${name} ${(performance.now() - t).toFixed(1)}`);
  }
  document.body.dataset.renderParts = parts.join(', ');
  // Style and layout now, so the figure is what a run costs the page (body[data-render-ms], read
  // by the big-session test); the browser would do them before the next frame anyway.
  void document.body.offsetHeight;
  document.body.dataset.renderMs = (performance.now() - t0).toFixed(1);
}

let sequenceFrame = 0;

/**
 * The sequence diagram of a long log (hundreds of SVG arrows, below the fold) is drawn just after
 * the first paint of the rest, so a Run answers with the editor, log and tree at once; a short
 * one is drawn at once, with the rest. body[data-sequence-ms] says what the late one cost.
 */
function renderSequenceSoon(snap) {
  cancelAnimationFrame(sequenceFrame);
  const entries = (snap?.log?.length || 0) + (snap?.failure?.problem?.log?.length || 0);
  if (entries <= VIRTUAL_FROM) { renderSequence(snap); return; }
  document.body.dataset.sequencePending = 'true';
  sequenceFrame = requestAnimationFrame(() => setTimeout(() => {
    const t = performance.now();
    renderSequence(state.shown);
    document.body.dataset.sequenceMs = (performance.now() - t).toFixed(1);
    document.body.dataset.sequencePending = 'false';
    emit('log-rendered');  // the highlight's classes go on the new arrows too
  }, 0));
}

/** A new session from a preset, its text in the editor first (so its marks land on it). */
async function startPreset(name) {
  const preset = presetByName(name);
  if (preset) setText(preset.script);
  try {
    await session.reset(name);
    setStatus(`A new session from preset ${name}${onRelease()}.`, 'ok');
  } catch (error) {
    setStatus(`The preset could not start: ${error.message}`, 'error');
  }
}

/**
 * A visit without a link: the draft this browser kept, else the first preset; either one run, on
 * the iOS release chosen with the draft.
 */
async function openWithoutLink() {
  setRelease(lastRelease());
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
  initLog(() => { if (state.shown) { renderLog(state.shown); renderSequenceSoon(state.shown); } });
  initHighlight();
  initLayout();
  initTimeTravel();
  initIos({ rerun: rerunOnRelease });
  initShare();
  initDiff();
  initExpectations();
  initRunner();
  initPalette({ run: runLine });
  initShortcuts({ run: () => runEditor(), append: () => runEditor({ append: true }) });
  $('#new-session').addEventListener('click', () => session.reset().then(() => setStatus(`A new, empty session${onRelease()}.`)).catch(reportError));
  on('show', render);
  on('steps', refreshPalette);
  on('session', (id) => {
    const link = $('#session-link');
    link.textContent = id;
    link.href = `/v1/sessions/${id}`;
    link.title = `Session ${id}, as JSON`;
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
