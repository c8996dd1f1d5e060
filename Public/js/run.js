// Running code. "Run" runs the editor's whole text in a fresh session that replaces the live one,
// so the same text always gives the same result and editing then running again always works.
// "Append to session" (and the palette) add a text as one more step of the live session, which is
// how a history of several steps is built. Auto-run (off by default) runs after a pause in typing.
//
// After a run the editor shows its marks (marks.js) and the status line says what happened, in the
// colour of the worst thing that happened: red for an exception, amber for a warning or a pitfall.
import { $, setStatus } from './dom.js';
import { on, emit } from './bus.js';
import { state } from './state.js';
import { session } from './session.js';
import { ApiError } from './api.js';
import { getText, setText, showError, clearError, setResultMarks, onEdit } from './editor.js';
import { marksForStep, failureOf, severityOfRun, sentence, isUIKitWarning } from './marks.js';
import { NEWEST } from './ios.js';

const AUTO_RUN_PAUSE = 700;   // ms without typing before an auto-run
let running = 0;
let finished = 0;             // runs from the editor that ended (accepted or not): body[data-runs]
let autoTimer = 0;

function busy(delta) {
  running += delta;
  document.body.dataset.busy = String(running > 0);
  $('#run').disabled = running > 0;
  $('#append').disabled = running > 0;
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** " on iOS 12" for a live session on an older release; the newest (the default) goes unsaid. */
export function onRelease() {
  const release = state.live.hierarchy?.ios;
  return release && release !== NEWEST ? ` on iOS ${release}` : '';
}

/** "12 log entries, 1 diagnostic, 1 console warning": what an accepted run produced. */
function summary(result) {
  const warnings = result.log.filter(isUIKitWarning).length;
  const output = result.log.filter((e) => e.kind === 'console').length - warnings;
  const exceptions = result.log.filter((e) => e.kind === 'exception').length;
  return [plural(result.log.length, 'log entry').replace('entrys', 'entries'),
    result.diagnostics.length ? plural(result.diagnostics.length, 'diagnostic') : null,
    warnings ? plural(warnings, 'console warning') : null,
    output ? plural(output, 'printed line') : null,
    exceptions ? plural(exceptions, 'exception') : null].filter(Boolean).join(', ');
}

export function initRunner() {
  $('#run').addEventListener('click', () => runEditor());
  $('#append').addEventListener('click', () => runEditor({ append: true }));
  onEdit(() => {
    clearTimeout(autoTimer);
    if ($('#auto-run').checked) autoTimer = setTimeout(autoRun, AUTO_RUN_PAUSE);
  });
  $('#auto-run').addEventListener('change', () => { if ($('#auto-run').checked) autoRun(); });
  // Whatever made the live session (a preset, a permalink, an import): when the editor holds the
  // text of its last step, the editor shows that step's marks.
  on('steps', () => { if (running === 0) markLastStep(); });
}

/** When the editor holds the text of the live session's last step, shows that step's marks. */
export function markLastStep() {
  const last = state.steps[state.steps.length - 1];
  if (last && last.script === getText()) setResultMarks(marksForStep(last, state.live.log));
}

function autoRun() {
  if (running > 0) { autoTimer = setTimeout(autoRun, AUTO_RUN_PAUSE); return; }
  const last = state.steps[state.steps.length - 1];
  if (state.steps.length === 1 && last.script === getText()) return;  // already the result of this text
  runEditor({ auto: true });
}

/** Runs the editor's text: in a fresh session, or appended to the live one. */
export async function runEditor({ append = false, auto = false } = {}) {
  const script = getText();
  if (!script.trim()) { setStatus('Nothing to run: the editor is empty.'); return; }
  const settle = $('#settle').checked;
  busy(1);
  setStatus(append ? 'Appending to the session…' : auto ? 'Running (auto-run)…' : 'Running in a fresh session…');
  try {
    const result = append ? await session.run(script, settle) : await session.runFresh(script, settle);
    const step = state.steps[state.steps.length - 1];
    // The marks belong to this text: if the person typed on meanwhile (auto-run), they wait for the next run.
    if (getText() === script) setResultMarks(marksForStep(step, state.live.log));
    const what = summary(result);
    setStatus(append ? `Step ${state.steps.length}: ${what}.` : `Ran in a fresh session${onRelease()}: ${what}.`,
      severityOfRun(result.log, result.diagnostics));
    if (result.driver && !append) offerDriver(result.driver, script);
    if (append && $('#clear-after-run').checked) setText('');
    emit('ran');  // a phone shows the Log tab (layout.js)
  } catch (error) {
    report(error, script, !append);
  } finally {
    busy(-1);
    finished++;
    document.body.dataset.runs = String(finished);
  }
}

/**
 * A file of view controller classes that ran nothing (issue 40): the status says so and offers to
 * run the suggested class as the window's root; the driver's lines go into the editor, visible and
 * editable, then run.
 */
function offerDriver(driver, script) {
  const others = driver.classes.filter((name) => name !== driver.root);
  setStatus(`The file declares ${driver.classes.join(', ')} but runs nothing. `, 'info');
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'run-driver';
  button.textContent = `Run ${driver.root} as the window's root`;
  button.title = `Adds these lines to the editor and runs:\n${driver.driver}` + (others.length ? `\n(or name another class: ${others.join(', ')})` : '');
  button.addEventListener('click', () => {
    setText(script.replace(/\s*$/, '') + '\n\n' + driver.driver + '\n');
    runEditor();
  });
  $('#status').append(button);
}

/**
 * Statements written as a view controller's method body (`addChild(child)` at top level): the
 * service found that they run inside a class's viewDidLoad; the button puts that file in the
 * editor and runs it.
 */
function offerWrapped(wrapped) {
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'run-wrapped';
  button.textContent = `Run it inside ${wrapped.className}.viewDidLoad()`;
  button.title = 'These statements are a view controller\'s method body: wraps them in the smallest class that runs them, as the window\'s root';
  button.addEventListener('click', () => {
    setText(wrapped.script);
    runEditor();
  });
  $('#status').append(' ', button);
}

/** Appends one line to the live session (the palette's "Run now"); the editor is not touched. */
export async function runLine(line) {
  busy(1);
  setStatus('Running…');
  try {
    const result = await session.run(line, true);
    setStatus(`Step ${state.steps.length}: ${summary(result)}.`, severityOfRun(result.log, result.diagnostics));
  } catch (error) {
    report(error, line, false, false);
  } finally {
    busy(-1);
  }
}

/**
 * Runs the live session's steps again in a new session on the release just chosen (the top bar's
 * iOS picker): the same history on another iOS. A step that release refuses (an API it does not
 * have yet: a 400 at its line) ends the replay; it is marked like any refusal when the editor
 * holds that step's text.
 */
export async function rerunOnRelease() {
  const release = state.release;
  busy(1);
  setStatus(`Running the session again on iOS ${release}…`);
  try {
    await session.replay(state.steps.slice());
    markLastStep();
    const diagnostics = state.steps.flatMap((step) => step.diagnostics);
    setStatus(`The session ran again on iOS ${release}: ${summary({ log: state.live.log, diagnostics })}.`,
      severityOfRun(state.live.log, diagnostics));
  } catch (error) {
    const failure = markRefusal(error, error.script ?? '');
    setStatus(error.step
      ? `On iOS ${release}, step ${error.step}${failure?.line ? ` (line ${failure.line})` : ''} is refused: `
        + `${sentence(failure?.message || error.message)} ${error.step > 1 ? 'The steps before it ran.' : 'The session is empty.'}`
      : `The session could not run again on iOS ${release}: ${sentence(error.message)}`, 'error');
  } finally {
    busy(-1);
  }
}

/** Marks a refused text in the editor when the editor holds it; answers the failure as marked. */
function markRefusal(error, script) {
  const failure = error instanceof ApiError ? failureOf(error.status, error.problem, script) : null;
  if (getText() === script) {
    if (failure) showError(failure.line, failure.column, failure.message, { doc: failure.doc, extra: failure.extra, kind: failure.kind });
    else clearError();
  }
  return failure;
}

/** Says why the service refused a text, and marks it in the editor when it is the editor's. */
function report(error, script, fresh, fromEditor = true) {
  const p = error instanceof ApiError ? error.problem : {};
  const kept = fresh ? 'Nothing of it is kept: the results shown are the last run that worked.' : 'The session is unchanged.';
  const failure = fromEditor ? markRefusal(error, script) : (error instanceof ApiError ? failureOf(error.status, p, script) : null);
  if (error.status === 400 && p.line) {
    setStatus(`Script error at line ${p.line}, column ${p.column ?? 1}: ${failure.message} Nothing ran.`, 'error');
    if (p.wrapped && fromEditor) offerWrapped(p.wrapped);
  } else if (error.status === 422 && (p.type || '').endsWith('/runtime-trap')) {
    setStatus(`Runtime trap${p.line ? ` at line ${p.line}` : ''}: ${sentence(failure?.message || p.detail)} ${kept}`, 'error');
  } else if (error.status === 422) {
    // The reason is in the editor (at its line) and in the log: the status names the exception
    // only, one line that does not push the page down (issue 40 item 6).
    const where = failure?.line ? ` at line ${failure.line}` : '';
    const name = p.exception?.name || 'raised';
    setStatus(p.exception || failure ? `UIKit exception ${name}${where}; its reason is in the log. ${kept}` : `UIKit exception: ${sentence(p.detail)} ${kept}`, 'error');
  } else {
    setStatus(sentence(error.message), 'error');
  }
}
