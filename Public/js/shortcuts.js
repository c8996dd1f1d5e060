// Keyboard shortcuts: [ and ] step through time one statement at a time, , and . one callback (or
// statement: every position), { and } one step (to the end of the previous / next step), \ goes
// back to live, Ctrl/Cmd+Enter runs the editor's text in a fresh session, Ctrl/Cmd+Shift+Enter
// appends it to the live one. The brackets (and , .) are left alone while typing in a field.
import { stepBy, stepScript, goLive } from './timetravel.js';

function typing(target) {
  return target instanceof HTMLTextAreaElement || target.isContentEditable
    || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'range', 'button', 'submit'].includes(target.type))
    || target instanceof HTMLSelectElement;
}

export function initShortcuts({ run, append }) {
  addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (event.shiftKey) append(); else run();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    if (event.key === '[') { event.preventDefault(); stepBy(-1); }
    else if (event.key === ']') { event.preventDefault(); stepBy(1); }
    else if (event.key === ',') { event.preventDefault(); stepBy(-1, { fine: true }); }
    else if (event.key === '.') { event.preventDefault(); stepBy(1, { fine: true }); }
    else if (event.key === '{') { event.preventDefault(); stepScript(-1); }
    else if (event.key === '}') { event.preventDefault(); stepScript(1); }
    else if (event.key === '\\') { event.preventDefault(); goLive(); }
  });
}
