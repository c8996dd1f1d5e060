// The script editor: a textarea over a backdrop that highlights the line of a script error, a
// line-number gutter, and the error message shown in place under the faulty line.
import { $ } from './dom.js';

const LINE_HEIGHT = 20;   // px; matches .editor line-height in app.css
const PADDING = 8;        // px; matches the textarea's padding

let textarea, backdrop, gutter, bubble, message;
let error = null;          // { line, column, text }
let charWidth = 7.8;

export function initEditor() {
  textarea = $('#script');
  backdrop = $('#editor-backdrop');
  gutter = $('#editor-gutter');
  bubble = $('#editor-bubble');
  message = $('#script-error');
  measure();
  textarea.addEventListener('input', () => { if (error) clearError(); render(); });
  textarea.addEventListener('scroll', syncScroll);
  render();
}

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
  clearError();
  render();
}

export function appendLine(line) {
  const current = textarea.value.replace(/\s+$/, '');
  setText(current ? `${current}\n${line}` : line);
  textarea.scrollTop = textarea.scrollHeight;
  syncScroll();
}

/** Marks `line` (1-based) and `column` as the place of a script error, with its message. */
export function showError(line, column, text) {
  error = { line, column: column || 1, text };
  textarea.setAttribute('aria-invalid', 'true');
  message.textContent = `Line ${line}, column ${error.column}: ${text}`;
  message.hidden = false;
  render();
  // Bring the faulty line into view.
  const top = (line - 1) * LINE_HEIGHT;
  if (top < textarea.scrollTop || top > textarea.scrollTop + textarea.clientHeight - 3 * LINE_HEIGHT) {
    textarea.scrollTop = Math.max(0, top - LINE_HEIGHT * 2);
  }
  syncScroll();
}

export function clearError() {
  error = null;
  textarea.removeAttribute('aria-invalid');
  message.textContent = '';
  message.hidden = true;
  bubble.hidden = true;
  render();
}

function render() {
  const lines = textarea.value.split('\n');
  const rows = lines.map((text, index) => {
    const row = document.createElement('div');
    row.className = 'bd-line';
    if (error && error.line === index + 1) {
      row.classList.add('error-line');
      const col = Math.min(Math.max(error.column - 1, 0), text.length);
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
    if (error && error.line === index + 1) n.className = 'error-line';
    return n;
  }));
  if (error) {
    bubble.hidden = false;
    bubble.textContent = `${error.line}:${error.column} ${error.text}`;
  }
  syncScroll();
}

function syncScroll() {
  const { scrollTop, scrollLeft } = textarea;
  backdrop.style.transform = `translate(${-scrollLeft}px, ${-scrollTop}px)`;
  gutter.style.transform = `translateY(${-scrollTop}px)`;
  if (error && !bubble.hidden) {
    const top = PADDING + error.line * LINE_HEIGHT - scrollTop + 2;
    const left = Math.max(PADDING, PADDING + (error.column - 1) * charWidth - scrollLeft - 12);
    bubble.style.top = `${top}px`;
    bubble.style.left = `${Math.min(left, Math.max(PADDING, textarea.clientWidth - 260))}px`;
  }
}

export function focusEditor() { textarea.focus(); }
