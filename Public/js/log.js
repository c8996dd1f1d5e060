// The callback log, grouped by request (step) and by the script line that produced each entry;
// a colour per controller; filters; console warnings and exceptions stand out; diagnostics first.
import { $, h, clear, breakable } from './dom.js';
import { colorOf, registerAll } from './colors.js';
import { passes, updateControllers, NO_CONTROLLER, initFilters } from './filters.js';
import { diagnosticItem, isResolved } from './diagnostics.js';
import { on } from './bus.js';
import { isUIKitWarning } from './marks.js';

let snapshot = null;

export function initLog(onFilterChange) {
  initFilters(onFilterChange || render);
  // The editor's "Why?" on a marked line: open that diagnostic here.
  on('reveal-diagnostic', (pitfall) => {
    const item = [...document.querySelectorAll('#diagnostics details')].find((d) => d.dataset.pitfall === pitfall && !d.dataset.resolved)
      || [...document.querySelectorAll('#diagnostics details')].find((d) => d.dataset.pitfall === pitfall);
    if (!item) return;
    item.open = true;
    item.scrollIntoView({ block: 'nearest' });
    item.querySelector('summary').focus();
  });
}

export function renderLog(snap) { snapshot = snap; render(); }

export function stepTitle(step, index) {
  if (step.preset) return `preset ${step.preset}`;
  const first = step.script.split('\n').map((l) => l.trim()).find((l) => l && !l.startsWith('//')) || '(empty script)';
  return first.length > 60 ? `${first.slice(0, 57)}…` : first;
}

function render() {
  if (!snapshot) return;
  const { log, steps, failure } = snapshot;
  registerAll(log.map((e) => e.controller).filter(Boolean));
  const controllers = [...log, ...(failure?.problem?.log || [])].map((e) => e.controller || NO_CONTROLLER);
  updateControllers(controllers);

  const diagnostics = clear($('#diagnostics'));
  let open = 0;
  steps.forEach((step, index) => step.diagnostics.forEach((d) => {
    const resolved = isResolved(d, snapshot.hierarchy, log.filter((e) => e.sequence > step.logEnd));
    if (!resolved) open++;
    diagnostics.append(diagnosticItem(d, `step ${index + 1}`, resolved));
  }));
  (failure?.problem?.diagnostics || []).forEach((d) => { open++; diagnostics.append(diagnosticItem(d, failure.fresh ? 'refused run' : 'rejected request')); });
  $('#diagnostics-wrap').hidden = !diagnostics.children.length;
  $('#diagnostics-count').textContent = open === diagnostics.children.length ? String(open) : `${open} open, ${diagnostics.children.length - open} resolved`;

  const groups = clear($('#log-groups'));
  let shown = 0;
  steps.forEach((step, index) => {
    const entries = log.filter((e) => e.sequence >= step.logStart && e.sequence <= step.logEnd);
    const group = requestGroup(`Step ${index + 1}`, stepTitle(step, index), step.script, entries, 'step');
    group.dataset.step = String(index + 1);
    shown += group.shownCount;
    groups.append(group);
  });
  const orphan = log.filter((e) => !steps.some((s) => e.sequence >= s.logStart && e.sequence <= s.logEnd));
  if (orphan.length) {
    const group = requestGroup('Earlier', 'entries before this page’s history', '', orphan, 'step');
    shown += group.shownCount;
    groups.prepend(group);
  }
  if (failure) {
    const p = failure.problem || {};
    const title = p.exception ? `${p.exception.name}` : p.title || 'rejected';
    const group = failure.fresh
      ? requestGroup('Refused run', `${failure.status} · ${title} · nothing of it is kept; above, the last run that worked`, failure.script, p.log || [], 'failure')
      : requestGroup('Rejected request', `${failure.status} · ${title} · the session is unchanged`, failure.script, p.log || [], 'failure');
    shown += group.shownCount;
    groups.append(group);
  }
  if (!groups.children.length) groups.append(h('p', { class: 'hint' }, 'The log is empty: run a script or load a preset.'));
  const total = log.length + (failure?.problem?.log?.length || 0);
  $('#log-count').textContent = `${shown} of ${total} entries`;
  $('#log-count').dataset.shown = String(shown);
  $('#log-count').dataset.total = String(total);
  if (snapshot.live) {
    const scroller = $('#log-scroll');
    scroller.scrollTop = scroller.scrollHeight;
  }
}

function requestGroup(label, title, script, entries, kind) {
  const lines = script.split('\n');
  const visible = entries.filter(passes);
  const section = h('section', { class: `log-group group-${kind}` },
    h('h3', { class: 'group-head' },
      h('span', { class: 'group-label' }, label),
      h('span', { class: 'group-title' }, title),
      h('span', { class: 'group-count' }, `${visible.length}/${entries.length}`)));
  let current = null;
  for (const entry of visible) {
    const key = entry.line ?? 'settle';
    if (!current || current.key !== key) {
      const source = entry.line ? (lines[entry.line - 1] || '').trim() : '';
      current = {
        key,
        list: h('ol', { class: 'entries' }),
      };
      section.append(h('div', { class: 'line-group', 'data-line': entry.line ?? '' },
        h('div', { class: 'line-head' },
          entry.line ? h('span', { class: 'line-no' }, `line ${entry.line}`) : h('span', { class: 'line-no settle' }, 'run loop'),
          h('code', { class: 'line-src' }, entry.line ? source : 'after the script: the run loop settles (layout, animations, completions)')),
        current.list));
    }
    current.list.append(entryRow(entry));
  }
  section.shownCount = visible.length;
  return section;
}

function entryRow(entry) {
  const text = entry.text;
  const name = entry.controller;
  let body;
  if (name && text.startsWith(`${name}.`)) {
    body = [h('span', { class: 'who' }, name), breakable(text.slice(name.length))];
  } else body = breakable(text);
  return h('li', {
    // The program's own output (print) is console too, but not a warning: it does not stand out.
    class: `entry kind-${entry.kind}${entry.kind === 'console' && !isUIKitWarning(entry) ? ' console-output' : ''}`, 'data-seq': entry.sequence, 'data-kind': entry.kind,
    'data-controller': name || '', style: { '--c': colorOf(name) },
  },
  h('span', { class: 'seq' }, String(entry.sequence)),
  h('span', { class: 'kind' }, entry.kind),
  h('span', { class: 'text' }, body));
}
