// The presets panel: every preset with "Edit" (into the editor) and "Start" (a new session from
// it, its text in the editor so the source of what is on screen is always there).
import { $, h, setStatus } from './dom.js';
import { loadPresets } from './presets-data.js';
import { setText, focusEditor } from './editor.js';

export async function initPresets({ startFromPreset }) {
  const list = $('#preset-list');
  list.replaceChildren(h('li', { class: 'hint' }, 'Loading presets…'));
  const { presets, fromServer } = await loadPresets();
  $('#preset-source').textContent = fromServer ? `${presets.length} from the server` : 'the presets could not be loaded';
  // The compose toolbar's picker: Start without scrolling to the list (which sits lower down).
  const pick = $('#preset-pick');
  pick.append(...presets.map((preset) => h('option', { value: preset.name }, preset.title || preset.name)));
  pick.addEventListener('change', () => {
    const name = pick.value;
    pick.value = '';
    if (name) startFromPreset(name);
  });
  list.replaceChildren(...presets.map((preset) => h('li', { class: 'preset', 'data-preset': preset.name },
    h('div', { class: 'preset-head' },
      h('strong', { class: 'preset-title' }, preset.title || preset.name),
      h('code', { class: 'preset-name' }, preset.name)),
    preset.description ? h('p', { class: 'preset-desc', title: preset.description }, preset.description) : null,
    h('div', { class: 'preset-actions' },
      h('button', {
        type: 'button', class: 'load-preset', 'aria-label': `Load preset ${preset.name} into the editor`,
        onclick: () => { setText(preset.script); focusEditor(); setStatus(`Preset “${preset.title || preset.name}” is in the editor: run it, or edit it first.`); },
      }, 'Edit'),
      h('button', {
        type: 'button', class: 'start-preset', 'aria-label': `Start a new session from preset ${preset.name}`,
        onclick: () => startFromPreset(preset.name),
      }, 'Start')))));
}
