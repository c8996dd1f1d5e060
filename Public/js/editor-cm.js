// The editor proper: CodeMirror 5, loaded by classic <script> tags from vendor/codemirror/ (Debian's
// libjs-codemirror, served by the service from the system folder; same origin, so the page's CSP
// allows it). Swift mode, line numbers, Tab indents, bracket matching and auto-closing, search, and
// completion of declared names and UIKit calls (complete.js).
//
// Marks (a failed run's 400/422, a run's diagnostics and console warnings) are shown twice: in the
// lint gutter (addon/lint: the icon, the underline and the hover tooltip) and as a line widget under
// the line with the message, which pushes the following lines down instead of covering them.
// Each mark keeps CodeMirror's line *handle*, not a number, so it follows the line while the text is
// edited above it and disappears with it when the line is deleted.
import { h } from './dom.js';
import { emit } from './bus.js';
import { hint } from './complete.js';
import { looksLikeObjectiveC } from './marks.js';

const SEVERITY_ORDER = { info: 0, warning: 1, error: 2 };
const ICON = { error: '✖', warning: '▲', info: 'i' };

let cm = null;
let marks = [];        // [{ handle, line, column, severity, message, failure, doc, pitfall }]
let widgets = [];
let escaped = false;   // Esc then Tab leaves the editor (Tab indents otherwise)
let linked = [];       // line handles carrying the cross-highlight class (highlight.js)
let stepLine = null;   // the line handle of the statement time travel shows (timetravel.js)
let lastChange = 0;    // performance.now() of the last edit: typing moves the cursor too
let cursorLine = -1;
let quiet = false;     // the page (not the person) is moving the cursor: setText, appendLine

export function init({ onUserChange, onSourceLine }) {
  const CodeMirror = window.CodeMirror;
  const textarea = document.getElementById('script');
  cm = CodeMirror.fromTextArea(textarea, {
    mode: 'swift',
    lineNumbers: true,
    indentUnit: 4,
    tabSize: 4,
    indentWithTabs: false,
    matchBrackets: true,
    autoCloseBrackets: true,
    styleActiveLine: true,
    gutters: ['CodeMirror-linenumbers', 'CodeMirror-lint-markers'],
    // The lint addon asks for the annotations after every change (so the marks follow their lines);
    // they come from the last run, never from linting the text itself.
    lint: { getAnnotations: annotations, lintOnChange: true, delay: 120, tooltips: true },
    screenReaderLabel: textarea.getAttribute('aria-label'),
    extraKeys: { call: keyFor },
  });
  document.getElementById('editor').classList.add('has-codemirror');
  const input = cm.getInputField();
  input.setAttribute('aria-describedby', 'script-error');
  cm.on('keydown', (_, event) => { if (!['Escape', 'Tab', 'Shift'].includes(event.key)) escaped = false; });
  cm.on('focus', () => { escaped = false; });
  // Typing a '.' offers the members; a word offers itself only on Ctrl+Space (Enter stays Enter).
  cm.on('inputRead', (editor, change) => {
    if (change.text.join('') === '.' && !editor.state.completionActive) showHints(editor);
  });
  // Pointing at a line of source (the line number, or the cursor put on it by a click or the
  // arrow keys) asks the log what that line caused. Only when the person does it: not for the
  // cursor moves of typing, nor for setText while the editor is not focused.
  cm.on('gutterClick', (_, line, gutter) => {
    if (gutter === 'CodeMirror-linenumbers') { cursorLine = line; onSourceLine(line + 1); }
  });
  cm.on('cursorActivity', () => {
    if (quiet || cm.somethingSelected() || performance.now() - lastChange < 80) return;
    const line = cm.getCursor().line;
    if (line === cursorLine) return;
    cursorLine = line;
    onSourceLine(line + 1);
  });
  cm.on('changes', (_, changes) => {
    lastChange = performance.now();
    followLanguage();
    cm.save();  // the textarea keeps the text too: forms, tests and the fallback read it
    if (changes.some((c) => c.origin !== 'setValue')) onUserChange();
  });
  // The editor box is resizable (CSS resize): CodeMirror measures again when it changes.
  new ResizeObserver(() => cm.refresh()).observe(document.getElementById('editor'));
}

/**
 * Objective-C text (`#import`, `@interface`...) is highlighted as Objective-C (CodeMirror's clike
 * mode), anything else as Swift: the service decides the same way (docs/objective-c.md).
 */
function followLanguage() {
  const mode = looksLikeObjectiveC(cm.getValue()) ? 'text/x-objectivec' : 'swift';
  if (cm.getOption('mode') !== mode) cm.setOption('mode', mode);
}

const KEYS = {
  Tab: (editor) => {
    if (editor.somethingSelected()) { editor.execCommand('indentMore'); return; }
    const unit = editor.getOption('indentUnit');
    editor.replaceSelection(' '.repeat(unit - (editor.getCursor().ch % unit)), 'end', '+input');
  },
  'Shift-Tab': (editor) => editor.execCommand('indentLess'),
  Esc: () => { escaped = true; return window.CodeMirror.Pass; },
  'Ctrl-Space': showHints,
  'Cmd-Space': showHints,
};

/**
 * The extra keys, as a function so Tab can be let go: after Esc, `false` stops CodeMirror's key
 * lookup without handling the key, and the browser moves the focus out of the editor.
 */
function keyFor(key) {
  if (escaped && (key === 'Tab' || key === 'Shift-Tab')) return false;
  return KEYS[key];
}

function showHints(editor) {
  editor.showHint({ hint, completeSingle: false });
}

export function getText() { return cm.getValue(); }

export function setText(text) {
  quiet = true;
  cm.setValue(text);
  cm.clearHistory();
  cm.setCursor(0, 0);
  cm.scrollTo(0, 0);
  quiet = false;
  cursorLine = -1;
}

export function appendLine(line) {
  quiet = true;
  const current = cm.getValue().replace(/\s+$/, '');
  cm.setValue(current ? `${current}\n${line}` : line);
  cm.setCursor(cm.lastLine(), line.length);
  quiet = false;
}

/** Replaces every mark: [{ line, column?, severity: error|warning|info, message, failure?, doc?, pitfall? }]. */
export function setMarks(list) {
  const last = cm.lineCount();
  marks = list
    .filter((m) => Number.isInteger(m.line) && m.line >= 1 && m.line <= last)
    .map((m) => ({ ...m, handle: cm.getLineHandle(m.line - 1) }));
  cm.operation(() => {
    cm.performLint();
    drawWidgets();
  });
  const failure = marks.find((m) => m.failure);
  if (failure) revealLine(failure.line);
}

/** Adds one mark (a failed run's error) to those shown. */
export function addMark(mark) {
  setMarks([...currentMarks(), mark]);
}

/** Removes the failed run's mark: it described a text that was just edited. */
export function dropFailure() {
  if (!marks.some((m) => m.failure)) return;
  setMarks(currentMarks().filter((m) => !m.failure));
}

/** The marks with their lines as they are now (edits above them move them). */
function currentMarks() {
  return marks.map(({ handle, ...m }) => ({ ...m, line: (cm.getLineNumber(handle) ?? -1) + 1 }));
}

export function revealLine(line) {
  cm.scrollIntoView({ line: line - 1, ch: 0 }, 60);
}

/** Gives `lines` (1-based) the cross-highlight background; the previous ones lose it. */
export function setLinkedLines(lines) {
  cm.operation(() => {
    for (const handle of linked) cm.removeLineClass(handle, 'background', 'cm-linked-line');
    linked = lines.filter((n) => n >= 1 && n <= cm.lineCount())
      .map((n) => cm.addLineClass(n - 1, 'background', 'cm-linked-line'));
  });
}

/** Gives `line` (1-based; null: none) the time-travel statement class; the previous one loses it. */
export function setStepLine(line) {
  cm.operation(() => {
    if (stepLine) cm.removeLineClass(stepLine, 'background', 'cm-step-line');
    stepLine = line >= 1 && line <= cm.lineCount() ? cm.addLineClass(line - 1, 'background', 'cm-step-line') : null;
  });
}

export function setInvalid(invalid) {
  for (const el of [cm.getInputField(), cm.getTextArea()]) {
    if (invalid) el.setAttribute('aria-invalid', 'true'); else el.removeAttribute('aria-invalid');
  }
}

export function focus() { cm.focus(); }

/** The marks still in the text, at their lines now, as the lint addon wants them. */
function annotations() {
  const Pos = window.CodeMirror.Pos;
  const out = [];
  for (const mark of marks) {
    const line = cm.getLineNumber(mark.handle);
    if (line === null) continue;  // its line was deleted
    const text = cm.getLine(line);
    const [from, to] = span(text, mark.column);
    out.push({ from: Pos(line, from), to: Pos(line, to), severity: mark.severity, message: mark.message });
  }
  // lint.js takes a line's icon from the last annotation unless an error came first: sorted by
  // rising severity, the icon is the line's worst.
  return out.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}

/** The underlined range: the word at the column, or the line's text without its indentation. */
function span(text, column) {
  if (!column) {
    const start = Math.max(0, text.search(/\S/));
    return [start, text.length];
  }
  const from = Math.min(column - 1, text.length);
  const word = /^[\w$]+/.exec(text.slice(from));
  return [from, Math.min(text.length, from + (word ? word[0].length : 1))];
}

function drawWidgets() {
  widgets.forEach((w) => w.clear());
  widgets = [];
  const byLine = new Map();
  for (const mark of marks) {
    if (!byLine.has(mark.handle)) byLine.set(mark.handle, []);
    byLine.get(mark.handle).push(mark);
  }
  for (const [handle, list] of byLine) {
    list.sort((a, b) => SEVERITY_ORDER[b.severity] - SEVERITY_ORDER[a.severity]);
    const node = h('div', { class: 'cm-notes', 'data-line': list[0].line },
      list.map((m) => h('div', { class: `cm-note cm-note-${m.severity}`, 'data-severity': m.severity },
        h('span', { class: 'cm-note-icon', 'aria-hidden': 'true' }, ICON[m.severity]),
        h('span', { class: 'cm-note-text' }, m.message),
        m.doc ? h('button', {
          type: 'button', class: 'linkish cm-note-link', 'data-doc': m.doc,
          onclick: () => emit('open-reference', { doc: m.doc }),
        }, 'Language reference') : null,
        m.pitfall ? h('button', {
          type: 'button', class: 'linkish cm-note-link',
          onclick: () => emit('reveal-diagnostic', m.pitfall),
        }, 'Why?') : null)));
    widgets.push(cm.addLineWidget(handle, node, { coverGutter: false, noHScroll: true }));
  }
}
