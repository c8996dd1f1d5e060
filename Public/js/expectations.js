// Expectations: paste the expected log (one canonical line per row) and compare it row by row
// with the log shown (the whole session or its last step), the first difference marked.
import { $, h, clear } from './dom.js';
import { on } from './bus.js';

const LAYOUT = /\.(updateViewConstraints|viewWillLayoutSubviews|viewDidLayoutSubviews|viewSafeAreaInsetsDidChange|viewLayoutMarginsDidChange)\(\)$/;
let snapshot = null;

export function initExpectations() {
  on('show', (snap) => { snapshot = snap; });
  $('#expect-compare').addEventListener('click', compare);
  $('#expect-fill').addEventListener('click', () => { $('#expect-text').value = actualLines().join('\n'); });
}

function actualLines() {
  if (!snapshot) return [];
  let entries = snapshot.log;
  if ($('#expect-scope').value === 'last' && snapshot.steps.length) {
    const last = snapshot.steps[snapshot.steps.length - 1];
    entries = entries.filter((e) => e.sequence >= last.logStart && e.sequence <= last.logEnd);
  }
  const ignoreLayout = $('#expect-ignore-layout').checked;
  // The same lines as the expected text's filter (LAYOUT): the layout kind and the safe-area and
  // margin callbacks that go with layout.
  return entries.filter((e) => !(ignoreLayout && (e.kind === 'layout' || LAYOUT.test(e.text)))).map((e) => e.text);
}

function compare() {
  const ignoreLayout = $('#expect-ignore-layout').checked;
  const expected = $('#expect-text').value.split('\n').map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#') && !(ignoreLayout && LAYOUT.test(l)));
  const actual = actualLines();
  const rows = Math.max(expected.length, actual.length);
  let first = -1;
  const body = [];
  for (let i = 0; i < rows; i++) {
    const e = expected[i];
    const a = actual[i];
    const same = e === a;
    if (!same && first < 0) first = i;
    body.push(h('tr', { class: `${same ? 'match' : 'mismatch'}${!same && first === i ? ' first-diff' : ''}`, 'data-row': i + 1 },
      h('td', { class: 'row-no' }, String(i + 1)),
      h('td', { class: 'expected' }, e ?? '(nothing)'),
      h('td', { class: 'actual' }, a ?? '(nothing)'),
      h('td', { class: 'verdict', 'aria-label': same ? 'match' : 'differs' }, same ? '✓' : '✗')));
  }
  const out = clear($('#expect-output'));
  const summary = first < 0
    ? `All ${rows} lines match.`
    : `First difference at row ${first + 1}: expected ${expected[first] === undefined ? 'nothing' : `“${expected[first]}”`}, got ${actual[first] === undefined ? 'nothing' : `“${actual[first]}”`}.`;
  out.append(h('p', { id: 'expect-summary', class: first < 0 ? 'ok-text' : 'error-text', 'data-first-diff': first < 0 ? '' : String(first + 1) }, summary),
    h('table', { class: 'expect-table' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col', class: 'row-no' }, '#'), h('th', { scope: 'col' }, 'Expected'), h('th', { scope: 'col' }, 'Actual'), h('th', { scope: 'col', class: 'verdict' }, h('span', { class: 'sr-only' }, 'Verdict')))),
      h('tbody', {}, body)));
  out.querySelector('.first-diff')?.scrollIntoView({ block: 'nearest' });
}
