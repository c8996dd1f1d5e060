// The script editor, as the rest of the page sees it. CodeMirror (editor-cm.js) when its scripts
// loaded from vendor/codemirror/; otherwise the original textarea (editor-plain.js), so a missing
// or broken CodeMirror never leaves the page without an editor.
//
// Two kinds of marks: the result marks of the last run (diagnostics, console warnings, exceptions
// at their lines; they stay while the text is edited, following their lines) and the failure mark
// of a run the service refused (400/422; removed by the first edit, since it described the text
// before that edit). The failure is also written out under the editor (#script-error, role=alert).
import { $, h } from './dom.js';
import { emit } from './bus.js';
import * as cmEditor from './editor-cm.js';
import * as plainEditor from './editor-plain.js';

let backend = plainEditor;
let failure = null;
const listeners = new Set();
// Every change of the text, the person's or the page's, is announced on the bus as 'editor-text'
// (the draft and the permalink follow it); onEdit() hears only the person's (auto-run).

export function initEditor() {
  backend = window.CodeMirror ? cmEditor : plainEditor;
  try {
    backend.init({ onUserChange: userChanged, onSourceLine });
  } catch (error) {
    // A CodeMirror that loaded but broke (an addon missing...): the textarea still works.
    console.warn('CodeMirror failed to start, using the plain editor', error);
    backend = plainEditor;
    backend.init({ onUserChange: userChanged, onSourceLine });
  }
  document.body.dataset.editor = backend === cmEditor ? 'codemirror' : 'textarea';
}

function userChanged() {
  if (failure) clearError();
  for (const fn of listeners) fn();
  emit('editor-text');
}

/** The person put the cursor on a line (a click, a gutter click, arrow keys): 'source-line' on the bus. */
function onSourceLine(line) { emit('source-line', line); }

/**
 * Highlights `lines` (1-based) as the source of what the log shows highlighted (highlight.js);
 * `reveal` scrolls the first into view (a click, not a hover: the editor must not jump about).
 */
export function setLinkedLines(lines, { reveal = false } = {}) {
  backend.setLinkedLines(lines);
  if (reveal && lines.length) backend.revealLine(lines[0]);
}

/**
 * Marks `line` (1-based; null: none) as the statement time travel shows (timetravel.js): the
 * editor's text is the input of the shown step. `reveal` scrolls it into view.
 */
export function setStepLine(line, { reveal = false } = {}) {
  backend.setStepLine(line);
  if (reveal && line) backend.revealLine(line);
}

/** Calls `fn` after every change the person makes (not after setText). */
export function onEdit(fn) { listeners.add(fn); }

export function getText() { return backend.getText(); }

/** Replaces the text; every mark goes with the old text. */
export function setText(text) {
  backend.setText(text);
  failure = null;
  backend.setMarks([]);
  showMessage(null);
  emit('editor-text');
}

export function appendLine(line) {
  backend.appendLine(line);
  emit('editor-text');
}

/** The marks of a run that succeeded: [{ line, column?, severity, message, pitfall? }]. */
export function setResultMarks(list) {
  failure = null;
  showMessage(null);
  backend.setMarks(list);
}

/**
 * Marks `line` (1-based) and `column` as the place of a refused run, with its message; `doc` names
 * the language reference to link (swift-support.md, script-language.md).
 */
export function showError(line, column, text, { doc = null, severity = 'error', extra = [], kind = null } = {}) {
  backend.dropFailure();
  failure = { line, column: column || null, severity, message: text, failure: true, doc, kind };
  backend.addMark(failure);
  // The refused request's diagnostics (a 422's pitfall at its line) go with the failure.
  for (const mark of extra) backend.addMark({ ...mark, failure: true });
  showMessage(failure);
}

export function clearError() {
  failure = null;
  backend.dropFailure();
  showMessage(null);
}

function showMessage(mark) {
  const message = $('#script-error');
  backend.setInvalid(Boolean(mark));
  if (!mark) { message.replaceChildren(); message.hidden = true; return; }
  message.replaceChildren(
    `Line ${mark.line}${mark.column ? `, column ${mark.column}` : ''}: ${mark.message}`,
    mark.doc ? ' ' : '',
    mark.doc ? h('button', { type: 'button', class: 'linkish', 'data-doc': mark.doc, onclick: () => emit('open-reference', { doc: mark.doc }) }, 'Language reference') : '');
  // A UIKit exception's reason is long, under its line in CodeMirror and in the log already: here
  // it is for screen readers only (issue 40 item 6: it was on screen three times).
  message.classList.toggle('shown-elsewhere', mark.kind === 'exception');
  message.hidden = false;
}

export function revealLine(line) { backend.revealLine(line); }

export function focusEditor() { backend.focus(); }
