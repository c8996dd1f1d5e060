// The unsaved draft: the editor's text, kept in the browser so a reload never loses it.
// - sessionStorage (this tab only) keeps it with the URL it was typed under: reloading that URL
//   (its permalink may be older than the last keystroke) gives the text back exactly.
// - localStorage (every tab) keeps the last text for a visit without a link, which opens with it
//   instead of the default preset, on the iOS release chosen with it (a link carries its own).
import { on } from './bus.js';
import { getText } from './editor.js';
import { state } from './state.js';

const KEY = 'containment-playground-draft';
const SAVE_DELAY = 250;   // ms: typing saves at most a few times a second
let timer = 0;

function save() {
  clearTimeout(timer);
  const text = getText();
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ text, url: location.hash }));
    localStorage.setItem(KEY, JSON.stringify({ text, release: state.release, savedAt: Date.now() }));
  } catch { /* storage off or full: the draft is a convenience */ }
}

export function initDraft() {
  on('editor-text', () => { clearTimeout(timer); timer = setTimeout(save, SAVE_DELAY); });
  // A reload right after a keystroke: the pending save happens now.
  addEventListener('pagehide', save);
}

function read(storage) {
  try {
    const value = JSON.parse(storage.getItem(KEY));
    return value && typeof value.text === 'string' ? value : null;
  } catch { return null; }
}

/** This tab's draft, if it was typed under the URL the page has now (a reload); otherwise null. */
export function reloadedDraft() {
  const draft = read(sessionStorage);
  return draft && location.hash && draft.url === location.hash ? draft.text : null;
}

/** The last draft of any tab, for a visit without a link. */
export function lastDraft() {
  const draft = read(localStorage);
  return draft && draft.text.trim() ? draft.text : null;
}

/** The iOS release chosen with the last draft (null: none saved, the newest). */
export function lastRelease() {
  return read(localStorage)?.release ?? null;
}
