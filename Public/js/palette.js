// The operation palette: pick a statement, fill its small form, see the script line, the curl
// command and the Swift a real container would contain; append the line to the editor or run it.
import { ACTIONS, curlFor } from './palette-actions.js';
import { $, h, clear } from './dom.js';
import { state, declaredNames } from './state.js';
import { appendLine, getText } from './editor.js';

let current = ACTIONS[2];
/** @type {(line: string) => Promise<void>} */
let runLine = async () => {};

export function initPalette({ run }) {
  runLine = run;
  const bar = $('#palette-ops');
  bar.replaceChildren(...ACTIONS.map((action) => h('button', {
    type: 'button', class: 'op', 'data-op': action.id, title: action.title,
    'aria-pressed': String(action === current),
    onclick: () => select(action),
  }, action.label)));
  $('#palette-form').addEventListener('submit', (event) => event.preventDefault());
  $('#palette-append').addEventListener('click', () => appendLine(lineOf()));
  $('#palette-run').addEventListener('click', () => runLine(lineOf()));
  select(current);
}

/** What the forms can offer: known controllers, views, kinds, the window size. */
function context() {
  const declared = declaredNames(getText());
  const controllers = [];
  const views = [];
  const kinds = new Map();
  const walk = (node) => {
    if (!controllers.includes(node.name)) controllers.push(node.name);
    kinds.set(node.name, node.kind);
    [...(node.children || []), ...(node.presented || [])].forEach(walk);
  };
  (state.live.hierarchy?.controllers || []).forEach(walk);
  for (const [name, type] of declared) {
    if (/Controller$/.test(type)) {
      if (!controllers.includes(name)) controllers.push(name);
      if (type === 'UINavigationController') kinds.set(name, 'navigation');
      if (type === 'UITabBarController') kinds.set(name, 'tabBar');
    } else views.push(name);
  }
  const size = state.live.hierarchy?.window?.size || { width: 390, height: 844 };
  const names = controllers.length ? controllers : ['host', 'detail'];
  return {
    controllers: names,
    views: [...names.map((n) => `${n}.view`), ...views],
    byKind: (kind) => [...kinds].find(([, k]) => k === kind)?.[0] || (kind === 'navigation' ? 'nav' : 'tabs'),
    window: size,
  };
}

function select(action) {
  current = action;
  for (const button of document.querySelectorAll('#palette-ops .op')) {
    button.setAttribute('aria-pressed', String(button.getAttribute('data-op') === action.id));
  }
  const ctx = context();
  const form = clear($('#palette-form'));
  form.dataset.op = action.id;
  form.append(h('p', { class: 'op-title' }, action.title));
  form.append(datalists(ctx));
  for (const field of action.fields) form.append(fieldInput(field, ctx));
  if (!action.fields.length) form.append(h('p', { class: 'hint' }, 'No options.'));
  form.oninput = preview;
  form.onchange = preview;
  preview();
}

function datalists(ctx) {
  return h('div', { hidden: true, class: 'pl-lists' },
    h('datalist', { id: 'pl-controllers' }, ctx.controllers.map((n) => h('option', { value: n }))),
    h('datalist', { id: 'pl-parents' }, [...ctx.controllers, 'nil'].map((n) => h('option', { value: n }))),
    h('datalist', { id: 'pl-views' }, ctx.views.map((n) => h('option', { value: n }))));
}

function fieldInput(field, ctx) {
  const id = `pf-${current.id}-${field.name}`;
  const initial = field.value ? field.value(ctx) : undefined;
  let input;
  switch (field.kind) {
    case 'choice':
      input = h('select', { id, name: field.name }, field.options.map((o) => h('option', { value: o }, o)));
      break;
    case 'bool':
      input = h('input', { id, name: field.name, type: 'checkbox', checked: Boolean(initial) });
      break;
    case 'number':
      input = h('input', { id, name: field.name, type: 'number', step: field.step || 1, value: initial ?? 0 });
      break;
    default: {
      const list = { controller: 'pl-controllers', parent: 'pl-parents', view: 'pl-views' }[field.kind];
      input = h('input', { id, name: field.name, type: 'text', list, value: initial ?? '', autocomplete: 'off', spellcheck: 'false' });
    }
  }
  return h('div', { class: `field field-${field.kind}` }, h('label', { for: id }, field.label), input);
}

function values() {
  const result = {};
  for (const field of current.fields) {
    const input = /** @type {HTMLInputElement | null} */ (document.getElementById(`pf-${current.id}-${field.name}`));
    if (!input) continue;
    result[field.name] = field.kind === 'bool' ? input.checked : (input.value.trim() || (field.kind === 'number' ? '0' : '_'));
  }
  return result;
}

function lineOf() { return current.line(values()); }

function preview() {
  const f = values();
  $('#palette-line').textContent = current.line(f);
  $('#palette-curl').textContent = curlFor(location.origin, state.sessionId, current.line(f));
  $('#palette-swift').textContent = current.swift(f);
}

/** Refreshes the form's suggestions (names change as scripts run), keeping what was typed. */
export function refreshPalette() {
  const old = document.querySelector('#palette-form .pl-lists');
  if (old) old.replaceWith(datalists(context()));
  preview();
}
