// Log filters: by kind and by controller. Renderers ask passes(entry).
import { $, h } from './dom.js';
import { colorOf } from './colors.js';

export const KINDS = ['containment', 'loading', 'appearance', 'layout', 'event', 'segue', 'completion', 'console', 'exception'];
export const NO_CONTROLLER = '(UIKit)';

const hiddenKinds = new Set();
const hiddenControllers = new Set();
let known = [];
let changed = () => {};

export function initFilters(onChange) {
  changed = onChange;
  $('#kind-filters').replaceChildren(...KINDS.map((kind) => chip('kind', kind, kind, hiddenKinds, null)));
  $('#filters-reset').addEventListener('click', () => {
    hiddenKinds.clear();
    hiddenControllers.clear();
    for (const box of document.querySelectorAll('#log-filters input[type=checkbox]')) box.checked = true;
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
  $('#controller-filters').replaceChildren(...list.map((name) =>
    chip('controller', name, name, hiddenControllers, name === NO_CONTROLLER ? null : colorOf(name))));
}

export function passes(entry) {
  return !hiddenKinds.has(entry.kind) && !hiddenControllers.has(entry.controller || NO_CONTROLLER);
}
