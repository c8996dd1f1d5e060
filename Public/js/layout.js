// The page's layout (issue 16, item 7: results first).
// - Wider than a phone: the editor and the log side by side at the top; the handle between them
//   (#splitter, a focusable separator) moves the boundary by dragging or with Left/Right; the
//   share of the width is kept for the tab (sessionStorage) and applied as --split on .layout.
// - A phone (<= 760 px): Code / Log / Tree / Screen tabs (body[data-phone-tab]; app.css hides the
//   other panels only at that width, so nothing changes on a wide screen); an accepted Run shows
//   the Log tab, so the result is not two screens below the button.
// - The top bar's Diff / Expectations / Share (and "Compare iOS…") open their tab in the tools
//   panel and go to it.
import { $, $$ } from './dom.js';
import { on } from './bus.js';

const SPLIT_KEY = 'containment-playground-split';
const MIN = 25;   // percent of the width the editor (or the log) keeps at least
const MAX = 75;
const PHONE = matchMedia('(max-width: 760px)');

export function initLayout() {
  initSplitter();
  initPhoneTabs();
  for (const button of $$('.top-tool')) button.addEventListener('click', () => openTool(button.dataset.tool));
  $('#jump-palette').addEventListener('click', () => {
    $('#palette-panel').scrollIntoView({ block: 'start', behavior: 'smooth' });
    $('#palette-ops button')?.focus({ preventScroll: true });
  });
  $('#log-only-clear').addEventListener('click', () => $('#filters-reset').click());
}

/** Opens the tools panel's tab `name` (diff, expect, share) and goes to it. */
export function openTool(name) {
  $(`#tab-${name}`).click();
  showTab('code');
  $('#tools-panel').scrollIntoView({ block: 'start', behavior: 'smooth' });
}

function setSplit(percent) {
  const value = Math.round(Math.min(MAX, Math.max(MIN, percent)));
  $('#layout').style.setProperty('--split', `${value}%`);
  $('#splitter').setAttribute('aria-valuenow', String(value));
  try { sessionStorage.setItem(SPLIT_KEY, String(value)); } catch { /* the layout still works */ }
}

function initSplitter() {
  const handle = $('#splitter');
  const layout = $('#layout');
  let saved = null;
  try { saved = Number(sessionStorage.getItem(SPLIT_KEY)); } catch { /* none */ }
  if (saved) setSplit(saved);
  // Pointer capture: the drag follows the pointer even over the editor's iframe-less text.
  handle.addEventListener('pointerdown', (event) => {
    event.preventDefault();
    handle.setPointerCapture(event.pointerId);
    document.body.classList.add('resizing');
  });
  handle.addEventListener('pointermove', (event) => {
    if (!handle.hasPointerCapture(event.pointerId)) return;
    const box = layout.getBoundingClientRect();
    setSplit(((event.clientX - box.left) / box.width) * 100);
  });
  const end = (event) => {
    if (handle.hasPointerCapture(event.pointerId)) handle.releasePointerCapture(event.pointerId);
    document.body.classList.remove('resizing');
  };
  handle.addEventListener('pointerup', end);
  handle.addEventListener('pointercancel', end);
  handle.addEventListener('keydown', (event) => {
    const now = Number(handle.getAttribute('aria-valuenow'));
    const next = { ArrowLeft: now - 5, ArrowRight: now + 5, Home: MIN, End: MAX }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSplit(next);
  });
  handle.addEventListener('dblclick', () => setSplit(50));
}

/** Shows the phone tab `name` (code, log, tree, screen); on a wide screen only its state changes. */
export function showTab(name, focus = false) {
  document.body.dataset.phoneTab = name;
  for (const tab of $$('.phone-tabs [role=tab]')) {
    const on = tab.dataset.tab === name;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    if (on && focus) tab.focus();
  }
  if (PHONE.matches) window.scrollTo({ top: 0 });
}

function initPhoneTabs() {
  const tabs = $$('.phone-tabs [role=tab]');
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => showTab(tab.dataset.tab));
    tab.addEventListener('keydown', (event) => {
      const delta = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (delta) showTab(tabs[(index + delta + tabs.length) % tabs.length].dataset.tab, true);
    });
  });
  showTab('code');
  on('ran', () => showTab('log'));
  on('show', (snap) => { $('#ptab-log-count').textContent = snap?.log?.length ? String(snap.log.length) : ''; });
}
