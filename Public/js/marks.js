// What the editor marks after a run: the service's answers turned into editor marks
// ({ line, column?, severity, message, doc?, pitfall? }), and the run's overall severity for the
// status line. Lines are the lines of the text that ran, so marks only go on the editor when the
// editor holds that text.

/** Ends `text` with a full stop unless it already ends a sentence, so two sentences never run together. */
export function sentence(text) {
  const trimmed = String(text ?? '').trim();
  if (!trimmed) return '';
  return /[.!?…]$/.test(trimmed) || /[.!?]["”’)]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * Whether a console entry is one of UIKit's own warnings rather than the program's output (print,
 * a property read, _printHierarchy): the service says so in `origin` ("uikit" or "program").
 * Entries from an older service without it fall back to UIKit's wordings.
 */
const UIKIT_WARNING = /^console: (Unbalanced calls to begin\/end appearance transitions|No unwind destination found|Deprecated -setParentViewController:|Attempt to (present|dismiss)|Presenting view controller|Calling -\w+: directly|<[^>]+>: the (interactive pop gesture|swipe) does not begin)/;

export function isUIKitWarning(entry) {
  if (entry.kind !== 'console') return false;
  if (entry.origin) return entry.origin === 'uikit';
  return UIKIT_WARNING.test(entry.text);
}

/** A diagnostic's severity: 'unmodelled-api' only says UIKit the playground does not model was met; 'dictionary-order' that a dictionary's order, which Swift varies per run, reached the output. */
function diagnosticSeverity(d) {
  return ['unmodelled-api', 'undeclared-type', 'dictionary-order'].includes(d.pitfall) ? 'info' : 'warning';
}

/**
 * A diagnostic's marks: at the statement that raised it (in an override's body, at its column),
 * and, when another line ran that code, an info mark there naming it (issue 39).
 */
export function diagnosticMarks(d) {
  if (!d.line) return [];
  const marks = [{ line: d.line, column: d.column || undefined, severity: diagnosticSeverity(d), message: sentence(d.summary), pitfall: d.pitfall }];
  if (d.calledFromLine && d.calledFromLine !== d.line) {
    marks.push({ line: d.calledFromLine, column: undefined, severity: 'info', message: `This statement ran line ${d.line}, where: ${sentence(d.summary)}`, pitfall: d.pitfall });
  }
  return marks;
}

/** The marks of an accepted step: its diagnostics, console warnings and exceptions that carry a line. */
export function marksForStep(step, log) {
  const marks = [];
  for (const d of step.diagnostics || []) marks.push(...diagnosticMarks(d));
  for (const e of log) {
    // A line inside an override's body, when the entry came from there, else the top-level one.
    const line = e.sourceLine || e.line;
    if (e.sequence < step.logStart || e.sequence > step.logEnd || !line) continue;
    if (e.kind === 'console') marks.push({ line, severity: isUIKitWarning(e) ? 'warning' : 'info', message: e.text });
    else if (e.kind === 'exception') marks.push({ line, severity: 'error', message: e.text });
  }
  return marks;
}

/** The status colour of an accepted run: red for an exception, amber for a warning or a pitfall. */
export function severityOfRun(entries, diagnostics) {
  if (entries.some((e) => e.kind === 'exception')) return 'error';
  if (entries.some(isUIKitWarning) || diagnostics.some((d) => diagnosticSeverity(d) === 'warning')) return 'warn';
  return 'ok';
}

/** Whether a text is Objective-C, as the service decides it (ObjectiveCFrontEnd.looksLikeObjectiveC). */
export function looksLikeObjectiveC(text) {
  return /^[ \t]*(#import|#include|#define |@import |@interface|@implementation|@protocol)/m.test(text || '');
}

/** The document a refused text should link to: the one the message names, else by the text's look. */
function docFor(message, text) {
  const named = /docs\/([\w-]+\.md)/.exec(message || '');
  if (named) return named[1];
  if (looksLikeObjectiveC(text)) return 'objective-c.md';
  return /^\s*(import\s+\w+|(final\s+)?class\s|struct\s|func\s|extension\s|@objc)/m.test(text || '') ? 'swift-support.md' : 'script-language.md';
}

/**
 * The service's words, short: without the place (shown apart), without a list of everything that is
 * supported (the flat language's parser appends one) and without "see docs/..." (a link instead).
 */
function cleanDetail(detail) {
  return sentence(String(detail || '')
    .replace(/^line \d+, column \d+: /, '')
    .replace(/[;,]?\s*supported:[\s\S]*$/, '')
    .replace(/[;,]?\s*\(?see docs\/[\w-]+\.md\)?\.?$/, ''));
}

/**
 * The failure of a refused run as the editor shows it: { line, column, message, doc, extra } where
 * extra are the rejected request's diagnostics at their lines; null when it has no line.
 */
export function failureOf(status, problem, text) {
  const p = problem || {};
  if (status === 400 && p.line) {
    return { line: p.line, column: p.column || 1, message: cleanDetail(p.detail), doc: docFor(p.detail, text), extra: [] };
  }
  if (status !== 422) return null;
  const extra = (p.diagnostics || []).flatMap(diagnosticMarks);
  if ((p.type || '').endsWith('/runtime-trap')) {
    return p.line ? { line: p.line, column: p.column || null, message: cleanDetail(p.detail), doc: null, extra } : null;
  }
  // A UIKit exception: at the line of its log entry (or of the request's first diagnostic).
  const entry = (p.log || []).find((e) => e.kind === 'exception' && e.line);
  const line = p.line || entry?.line || extra[0]?.line;
  if (!line) return null;
  const what = p.exception ? `${p.exception.name}: ${p.exception.reason}` : p.detail;
  return { line, column: p.column || null, message: sentence(what), doc: null, extra, kind: 'exception' };
}
