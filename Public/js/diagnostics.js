// A diagnostic (a pitfall the engine recognised): its summary, and one click away its plain
// explanation and the correct sequence.
import { h } from './dom.js';
import { colorOf } from './colors.js';

export function diagnosticItem(diagnostic, where) {
  return h('details', { class: 'diagnostic', 'data-pitfall': diagnostic.pitfall, style: { '--c': colorOf(diagnostic.controller) } },
    h('summary', {},
      h('span', { class: 'pitfall' }, diagnostic.pitfall),
      ' ',
      h('span', { class: 'diag-summary' }, diagnostic.summary),
      h('span', { class: 'diag-where' }, [where, diagnostic.line ? `line ${diagnostic.line}` : null].filter(Boolean).join(', '))),
    h('div', { class: 'diag-body' },
      h('p', { class: 'explanation' }, diagnostic.explanation),
      diagnostic.correctSequence?.length ? h('p', { class: 'diag-label' }, 'The correct sequence:') : null,
      diagnostic.correctSequence?.length
        ? h('ol', { class: 'correct-sequence' }, diagnostic.correctSequence.map((line) => h('li', {}, h('code', {}, line))))
        : null));
}
