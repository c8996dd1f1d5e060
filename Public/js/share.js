// Share: a permalink with the scripts in the URL fragment, export/import as JSON, the session as
// one Swift file (the API's /export?format=swift) and as a bash script of curl calls.
//
// The permalink also carries the page around the session: the editor's exact text (which may have
// changed since the last run), the settle setting and the expected log. It is rewritten as they
// change, so the address bar is always a link to what is on screen and a reload restores it.
// A link longer than LONG_LINK characters is saved with the service when copied (POST /v1/links)
// and shared as #l=<id>; the address bar keeps the #s= form, which reloads without the service.
// A session on an older iOS release carries it as its first input ({"ios": "17"}, as the API's
// export does); opening the link chooses that release again, and a link without one is iOS 26.
import { $, setStatus } from './dom.js';
import { on } from './bus.js';
import { state } from './state.js';
import { api } from './api.js';
import { compress, decompress, sessionToJSON, stepsFromJSON, releaseFromJSON } from './codec.js';
import { releaseOf, setRelease, NEWEST } from './ios.js';
import { session } from './session.js';
import { getText, setText } from './editor.js';
import { reloadedDraft } from './draft.js';
import { markLastStep } from './run.js';

let written = '';
let pending = 0;
const LONG_LINK = 2000;
/** The short link made for the last long one copied: { written, url }. */
let short = null;

export function initShare() {
  on('steps', update);
  // Typing rewrites the link too, a little later (compressing on every keystroke is wasted work).
  const soon = () => { clearTimeout(pending); pending = setTimeout(updateLink, 300); };
  on('editor-text', soon);
  $('#settle').addEventListener('change', soon);
  $('#expect-text').addEventListener('input', soon);
  $('#copy-swift').addEventListener('click', copySwift);
  $('#download-swift').addEventListener('click', downloadSwift);
  $('#copy-permalink').addEventListener('click', copyPermalink);
  $('#export-download').addEventListener('click', download);
  $('#export-refresh').addEventListener('click', () => { $('#export-json').value = exportText(); });
  $('#import-text').addEventListener('click', () => importText($('#export-json').value));
  $('#import-file').addEventListener('change', async (event) => {
    const file = event.target.files?.[0];
    if (file) await importText(await file.text());
    event.target.value = '';
  });
  $('#curl-generate').addEventListener('click', () => {
    $('#curl-script').value = curlScript();
    copy($('#curl-script').value, 'Curl script copied.');
  });
  addEventListener('hashchange', () => { if (location.hash !== written) loadFromHash(); });
}

/** The live session's release input ("17"), or null for a session without one (the newest). */
function releaseInput() { return state.base ? state.live.hierarchy?.ios || null : null; }

function exportText() { return JSON.stringify(sessionToJSON(state.steps, releaseInput()), null, 2); }

/**
 * Chooses the release a document names before its scripts run again: the newest when it names
 * none; one the service does not model is said, and the newest runs instead.
 */
function chooseReleaseOf(doc) {
  const named = releaseFromJSON(doc);
  setRelease(releaseOf(named) || NEWEST);
  return named && !releaseOf(named) ? ` It names iOS ${named}, which is not simulated: iOS ${NEWEST} ran instead.` : '';
}

function update() {
  $('#export-json').value = exportText();
  $('#curl-script').value = curlScript();
  $('#swift-export').hidden = true;  // it described the session before this step
  return updateLink();
}

/** The permalink's document: the API's session document plus the page's own fields. */
function linkDocument() {
  const doc = sessionToJSON(state.steps, releaseInput());
  const editor = getText();
  if (editor) doc.editor = editor;
  if (!$('#settle').checked) doc.settleSetting = false;
  const expected = $('#expect-text').value;
  if (expected.trim()) doc.expectations = expected;
  return doc;
}

async function updateLink() {
  clearTimeout(pending);
  const link = $('#permalink');
  const doc = linkDocument();
  if (!state.steps.length && !doc.editor) {
    link.value = `${location.origin}${location.pathname}`;
    written = '';
    history.replaceState(null, '', location.pathname + location.search);
    return;
  }
  const data = await compress(JSON.stringify(doc));
  written = `#s=${data}`;
  history.replaceState(null, '', written);
  const long = written.length > LONG_LINK;
  $('#permalink-long').hidden = !long || short?.written === written;
  setPermalink(long && short?.written === written ? short.url : `${location.origin}${location.pathname}${location.search}${written}`);
}

function setPermalink(url) {
  $('#permalink').value = url;
  $('#open-permalink').href = url;
}

/** Copies the permalink; a long one is first saved with the service and shortened to #l=<id>. */
async function copyPermalink() {
  if (written.length > LONG_LINK && short?.written !== written) {
    try {
      const { id } = await api.saveLink(linkDocument());
      short = { written, url: `${location.origin}${location.pathname}${location.search}#l=${id}` };
      setPermalink(short.url);
      $('#permalink-long').hidden = true;
    } catch (error) {
      setStatus(`The service could not keep a short link (${error.message}); the long link is copied instead.`, 'warn');
    }
  }
  await copy($('#permalink').value, short?.written === written ? 'Short link copied: the service keeps the session for it.' : 'Permalink copied.');
}

/**
 * The editor's text after restoring `doc` (a permalink or an imported file): the link's own text;
 * a document of one script, that script; several, the session as one Swift file, which runs the
 * same when run again (a text the editor can hold, unlike a list of requests).
 */
async function editorTextFor(doc, steps) {
  if (typeof doc?.editor === 'string') return doc.editor;
  if (steps.length === 1) return steps[0].script;
  if (!steps.length || !state.sessionId || state.steps.length !== steps.length) return null;
  try { return await api.exportSwift(state.sessionId); } catch { return null; }
}

/**
 * If the URL carries a session (#s=...), replays it into a new live session and restores the
 * editor's text. Answers true if it did, 'damaged' if the link is unreadable, false without a link.
 */
export async function loadFromHash() {
  const match = location.hash.match(/^#s=([A-Za-z0-9_-]+)$/);
  const saved = location.hash.match(/^#l=([0-9a-f]{32})$/);
  if (!match && !saved) return false;
  const draft = reloadedDraft();  // read before anything rewrites the URL
  let doc;
  let steps;
  try {
    doc = saved ? await api.link(saved[1]) : JSON.parse(await decompress(match[1]));
    steps = stepsFromJSON(doc);
  } catch (error) {
    setStatus(saved
      ? `The short link is not known to this service (${error.message}). Starting an empty session.`
      : 'The link is damaged: its scripts do not decompress. Starting an empty session.', 'error');
    return 'damaged';
  }
  if (doc.settleSetting === false) $('#settle').checked = false;
  if (typeof doc.expectations === 'string') $('#expect-text').value = doc.expectations;
  const count = `${steps.length} script${steps.length === 1 ? '' : 's'}`;
  const unknown = chooseReleaseOf(doc);
  try {
    setStatus(`Replaying ${count} from the link…`);
    await session.replay(steps);
    setStatus(`Session restored from the link: ${count} on iOS ${state.release}.${unknown}`, unknown ? 'warn' : 'info');
  } catch (error) {
    setStatus(`The link could not be replayed: ${error.message}`, 'error');
  }
  const text = draft ?? await editorTextFor(doc, steps);
  if (text !== null) { setText(text); markLastStep(); }
  return true;
}

async function importText(text) {
  try {
    const doc = JSON.parse(text);
    const steps = stepsFromJSON(doc);
    const unknown = chooseReleaseOf(doc);
    await session.replay(steps);
    const restored = await editorTextFor(doc, steps);
    if (restored !== null) { setText(restored); markLastStep(); }
    setStatus(`Imported ${steps.length} script${steps.length === 1 ? '' : 's'} on iOS ${state.release}.${unknown}`, unknown ? 'warn' : 'info');
  } catch (error) {
    setStatus(`Import failed: ${error.message}`, 'error');
  }
}

/** The live session as one Swift file (the service writes it: GET /export?format=swift). */
async function swiftText() {
  if (!state.sessionId || !state.steps.length) throw new Error('the session is empty: run something first');
  let text = await api.exportSwift(state.sessionId);
  // A Swift file starts with its import, and that also tells the service the text is Swift: the
  // export of a flat session parses as the flat language up to its first RunLoop.main.run(), which
  // the flat language refuses (400), so without the import the pasted file would not run.
  if (!/^\s*import\s+UIKit\b/m.test(text)) text = text.replace(/^((?:\/\/.*\n)*)/, '$1\nimport UIKit\n');
  const box = $('#swift-export');
  box.value = text;
  box.hidden = false;
  return text;
}

async function copySwift() {
  try {
    await copy(await swiftText(), 'The session as Swift is on the clipboard: paste it into the editor and Run.');
  } catch (error) {
    setStatus(`Could not export the session as Swift: ${error.message}`, 'error');
  }
}

async function downloadSwift() {
  try {
    save(new Blob([await swiftText()], { type: 'text/x-swift' }), 'containment-session.swift');
  } catch (error) {
    setStatus(`Could not export the session as Swift: ${error.message}`, 'error');
  }
}

function download() {
  save(new Blob([exportText()], { type: 'application/json' }), 'containment-session.json');
}

function save(blob, name) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

export function curlScript() {
  const out = [
    '#!/usr/bin/env bash',
    `# Reproduces a Containment Playground session (${state.steps.length} script${state.steps.length === 1 ? '' : 's'}),`,
    '# then prints its callback log and its _printHierarchy text.',
    'set -euo pipefail',
    `BASE="\${BASE:-${location.origin}}"`,
    '# A deployment with an API token: TOKEN=... bash this-script',
    'AUTH=(); [ -n "${TOKEN:-}" ] && AUTH=(-H "Authorization: Bearer $TOKEN")',
    `S=$(curl -sf "\${AUTH[@]}" -X POST "$BASE/v1/sessions"${releaseInput() ? ` -H 'Content-Type: application/json' -d '{"ios": "${releaseInput()}"}'` : ''} | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')`,
  ];
  state.steps.forEach((step, index) => {
    const tag = `SCRIPT_${index + 1}`;
    out.push('', `# script ${index + 1}${step.preset ? ` (preset ${step.preset})` : ''}`,
      `curl -sf "\${AUTH[@]}" "$BASE/v1/sessions/$S/script${step.settle === false ? '?settle=false' : ''}" -H 'Content-Type: text/plain' --data-binary @- > /dev/null <<'${tag}'`,
      step.script,
      tag);
  });
  out.push('',
    'curl -sf "${AUTH[@]}" "$BASE/v1/sessions/$S/log?from=1&limit=1000" | python3 -c \'import json,sys; [print(e["text"]) for e in json.load(sys.stdin)["entries"]]\'',
    'curl -sf "${AUTH[@]}" "$BASE/v1/sessions/$S/hierarchy" -H \'Accept: text/plain\'',
    'curl -sf "${AUTH[@]}" -X DELETE "$BASE/v1/sessions/$S"',
    '');
  return out.join('\n');
}

async function copy(text, done) {
  try {
    await navigator.clipboard.writeText(text);
    setStatus(done);
  } catch {
    setStatus('Copy it from the box (the clipboard is not available here).');
  }
}
