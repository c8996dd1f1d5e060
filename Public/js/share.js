// Share: a permalink with the scripts in the URL fragment, export/import as JSON, and the session
// as a bash script of curl calls.
import { $, setStatus } from './dom.js';
import { on } from './bus.js';
import { state } from './state.js';
import { compress, decompress, sessionToJSON, stepsFromJSON } from './codec.js';
import { session } from './session.js';

let written = '';

export function initShare() {
  on('steps', update);
  $('#copy-permalink').addEventListener('click', () => copy($('#permalink').value, 'Permalink copied.'));
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

function exportText() { return JSON.stringify(sessionToJSON(state.steps), null, 2); }

async function update() {
  $('#export-json').value = exportText();
  $('#curl-script').value = curlScript();
  const link = $('#permalink');
  if (!state.steps.length) {
    link.value = `${location.origin}${location.pathname}`;
    written = '';
    history.replaceState(null, '', location.pathname + location.search);
    return;
  }
  const data = await compress(JSON.stringify(sessionToJSON(state.steps)));
  written = `#s=${data}`;
  history.replaceState(null, '', written);
  link.value = `${location.origin}${location.pathname}${location.search}${written}`;
  $('#open-permalink').href = link.value;
}

/** If the URL carries a session (#s=...), replays it into a new live session. Answers whether it did. */
export async function loadFromHash() {
  const match = location.hash.match(/^#s=([A-Za-z0-9_-]+)$/);
  if (!match) return false;
  let steps;
  try {
    steps = stepsFromJSON(JSON.parse(await decompress(match[1])));
  } catch {
    setStatus('The link is damaged: its scripts do not decompress. Starting an empty session.', 'error');
    return false;
  }
  try {
    setStatus(`Replaying ${steps.length} script${steps.length === 1 ? '' : 's'} from the link…`);
    await session.replay(steps);
    setStatus(`Session restored from the link: ${steps.length} script${steps.length === 1 ? '' : 's'}.`);
  } catch (error) {
    setStatus(`The link could not be replayed: ${error.message}`, 'error');
  }
  return true;
}

async function importText(text) {
  try {
    const steps = stepsFromJSON(JSON.parse(text));
    await session.replay(steps);
    setStatus(`Imported ${steps.length} script${steps.length === 1 ? '' : 's'}.`);
  } catch (error) {
    setStatus(`Import failed: ${error.message}`, 'error');
  }
}

function download() {
  const blob = new Blob([exportText()], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = 'containment-session.json';
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
    'S=$(curl -sf "${AUTH[@]}" -X POST "$BASE/v1/sessions" | python3 -c \'import json,sys; print(json.load(sys.stdin)["id"])\')',
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
