// Log filters: by kind and by controller, plus "only this controller" (a click on its tree node).
// Renderers ask passes(entry).
import { $, h } from './dom.js';
import { colorOf } from './colors.js';
import { emit } from './bus.js';

export const KINDS = ['containment', 'loading', 'appearance', 'layout', 'event', 'segue', 'completion', 'console', 'exception'];
export const NO_CONTROLLER = '(UIKit)';

const hiddenKinds = new Set();
const hiddenControllers = new Set();
let only = null;         // a controller's name: the log shows its entries alone (tree.js sets it)
let known = [];
let changed = () => {};

export function initFilters(onChange) {
  changed = onChange;
  $('#log-filters').addEventListener('toggle', () => { if ($('#log-filters').open) buildControllerChips(); });
  $('#kind-filters').replaceChildren(...KINDS.map((kind) => chip('kind', kind, kind, hiddenKinds, null)));
  $('#filters-reset').addEventListener('click', () => {
    hiddenKinds.clear();
    hiddenControllers.clear();
    only = null;
    for (const box of document.querySelectorAll('#log-filters input[type=checkbox]')) /** @type {HTMLInputElement} */ (box).checked = true;
    changed();
  });
}

function chip(group, value, label, hidden, color) {
  const id = `f-${group}-${value.replace(/\W/g, '_')}`;
  const box = h('input', { type: 'checkbox', id, checked: !hidden.has(value), 'data-value': value });
  box.addEventListener('change', () => {
    if (box.checked) hidden.delete(value); else hidden.add(value);
    changed();
  });
  return h('label', { class: `chip chip-${group}`, for: id, style: color ? { '--c': color } : undefined },
    box, h('span', {}, label));
}

/** Offers a chip for every controller that appears in the log. */
export function updateControllers(names) {
  const list = [...new Set(names)];
  if (list.join('\n') === known.join('\n')) return;
  known = list;
  chipsBuilt = false;
  // Hundreds of controllers make hundreds of chips: built when the Filters box is open, not before.
  if ($('#log-filters').open) buildControllerChips();
}

let chipsBuilt = false;

function buildControllerChips() {
  if (chipsBuilt) return;
  chipsBuilt = true;
  const list = known;
  $('#controller-filters').replaceChildren(...list.map((name) =>
    chip('controller', name, name, hiddenControllers, name === NO_CONTROLLER ? null : colorOf(name))));
}

export function passes(entry) {
  if (only !== null && (entry.controller || NO_CONTROLLER) !== only) return false;
  return !hiddenKinds.has(entry.kind) && !hiddenControllers.has(entry.controller || NO_CONTROLLER);
}

/** The controller the log is narrowed to, or null. */
export function onlyController() { return only; }

/**
 * Narrows the log to one controller's entries (null: every controller again). The kind and
 * controller chips keep their state: this is a quick look, cleared by a second click or ✕.
 */
export function setOnlyController(name) {
  only = name || null;
  const bar = $('#log-only');
  bar.hidden = only === null;
  $('#log-only-name').textContent = only || '';
  if (only) bar.style.setProperty('--c', colorOf(only));
  changed();
  emit('only-controller', only);
}
