// The fallback editor: the page's original textarea over a backdrop, used only when CodeMirror
// (vendor/codemirror/, Debian's libjs-codemirror served by the service) did not load, so the page
// keeps working without it. It shows marks coarsely: the line numbers take the severity's colour
// and the message as a tooltip; a failure (400/422) also gets its line highlighted and a bubble.
import { $ } from './dom.js';

const LINE_HEIGHT = 20;   // px; matches .editor line-height in app.css
const PADDING = 8;        // px; matches the textarea's padding

let textarea, backdrop, gutter, bubble;
let marks = [];            // [{ line, column, severity, message, failure }]
let charWidth = 7.8;
let changed = () => {};
let linked = [];           // 1-based lines carrying the cross-highlight (highlight.js)
let stepLine = null;       // the 1-based line of the statement time travel shows (timetravel.js)

export function init({ onUserChange, onSourceLine }) {
  changed = onUserChange;
  textarea = $('#script');
  backdrop = $('#editor-backdrop');
  gutter = $('#editor-gutter');
  bubble = $('#editor-bubble');
  measure();
  textarea.addEventListener('input', () => { changed(); render(); });
  textarea.addEventListener('scroll', syncScroll);
  // A click (or the arrow keys) on a line asks the log what it caused, as in CodeMirror.
  let last = -1;
  const pointed = () => {
    if (textarea.selectionStart !== textarea.selectionEnd) return;
    const line = textarea.value.slice(0, textarea.selectionStart).split('\n').length;
    if (line !== last) { last = line; onSourceLine(line); }
  };
  textarea.addEventListener('click', pointed);
  textarea.addEventListener('keyup', (event) => { if (event.key.startsWith('Arrow')) pointed(); });
  render();
}

export function setLinkedLines(lines) { linked = lines; render(); }

export function setStepLine(line) { stepLine = line; render(); }

function measure() {
  const probe = document.createElement('span');
  probe.textContent = 'x'.repeat(40);
  probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;font:inherit';
  textarea.parentElement.append(probe);
  probe.style.font = getComputedStyle(textarea).font;
  charWidth = probe.getBoundingClientRect().width / 40 || charWidth;
  probe.remove();
}

export function getText() { return textarea.value; }

export function setText(text) {
  textarea.value = text;
  textarea.scrollTop = 0;
  textarea.scrollLeft = 0;
  textarea.setSelectionRange(0, 0);
  render();
}

export function appendLine(line) {
  const current = textarea.value.replace(/\s+$/, '');
  setText(current ? `${current}\n${line}` : line);
  textarea.scrollTop = textarea.scrollHeight;
  syncScroll();
}

export function setMarks(list) {
  marks = list;
  const failure = marks.find((m) => m.failure);
  if (failure) revealLine(failure.line);
  render();
}

export function addMark(mark) { setMarks([...marks, mark]); }

export function dropFailure() {
  if (!marks.some((m) => m.failure)) return;
  marks = marks.filter((m) => !m.failure);
  render();
}

export function revealLine(line) {
  const top = (line - 1) * LINE_HEIGHT;
  if (top < textarea.scrollTop || top > textarea.scrollTop + textarea.clientHeight - 3 * LINE_HEIGHT) {
    textarea.scrollTop = Math.max(0, top - LINE_HEIGHT * 2);
  }
  syncScroll();
}

export function setInvalid(invalid) {
  if (invalid) textarea.setAttribute('aria-invalid', 'true'); else textarea.removeAttribute('aria-invalid');
}

function render() {
  const failure = marks.find((m) => m.failure) || null;
  const lines = textarea.value.split('\n');
  const rows = lines.map((text, index) => {
    const row = document.createElement('div');
    row.className = linked.includes(index + 1) ? 'bd-line linked-line' : 'bd-line';
    if (stepLine === index + 1) row.classList.add('step-line');
    if (failure && failure.line === index + 1) {
      row.classList.add('error-line');
      const col = Math.min(Math.max((failure.column || 1) - 1, 0), text.length);
      const mark = document.createElement('mark');
      mark.className = 'error-col';
      mark.textContent = text.slice(col, col + 1) || ' ';
      row.append(text.slice(0, col), mark, text.slice(col + 1));
    } else {
      row.textContent = text || ' ';
    }
    return row;
  });
  backdrop.replaceChildren(...rows);
  gutter.replaceChildren(...lines.map((_, index) => {
    const n = document.createElement('div');
    n.textContent = String(index + 1);
    const here = marks.filter((m) => m.line === index + 1);
    if (here.length) {
      const worst = ['error', 'warning', 'info'].find((s) => here.some((m) => m.severity === s));
      n.className = worst === 'error' ? 'error-line' : `mark-${worst}`;
      n.title = here.map((m) => m.message).join('\n');
    }
    return n;
  }));
  bubble.hidden = !failure;
  if (failure) bubble.textContent = `${failure.line}:${failure.column || 1} ${failure.message}`;
  syncScroll();
}

function syncScroll() {
  const { scrollTop, scrollLeft } = textarea;
  backdrop.style.transform = `translate(${-scrollLeft}px, ${-scrollTop}px)`;
  gutter.style.transform = `translateY(${-scrollTop}px)`;
  const failure = marks.find((m) => m.failure);
  if (failure && !bubble.hidden) {
    const top = PADDING + failure.line * LINE_HEIGHT - scrollTop + 2;
    const left = Math.max(PADDING, PADDING + ((failure.column || 1) - 1) * charWidth - scrollLeft - 12);
    bubble.style.top = `${top}px`;
    bubble.style.left = `${Math.min(left, Math.max(PADDING, textarea.clientWidth - 260))}px`;
  }
}

export function focus() { textarea.focus(); }
