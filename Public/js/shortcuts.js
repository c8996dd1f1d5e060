// Keyboard shortcuts: [ and ] step through time one statement at a time, , and . one callback (or
// statement: every position), { and } one step (to the end of the previous / next step), \ goes
// back to live, Ctrl/Cmd+Enter runs the editor's text in a fresh session, Ctrl/Cmd+Shift+Enter
// appends it to the live one. The brackets (and , .) are left alone while typing in a field.
import { stepBy, stepScript, goLive } from './timetravel.js';
import { showTab } from './layout.js';
import { focusEditor } from './editor.js';

function typing(target) {
  return target instanceof HTMLTextAreaElement || target.isContentEditable
    || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'range', 'button', 'submit'].includes(target.type))
    || target instanceof HTMLSelectElement;
}

/**
 * The skip links (the page's first Tab stops, and one right after Run): they show their panel
 * (a phone shows one at a time) and focus it, without touching the URL's fragment, which holds
 * shared sessions.
 */
function initSkipLinks() {
  for (const link of /** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('a.skip[data-skip]'))) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      const tab = link.dataset.skip;
      showTab(tab);
      if (tab === 'code') focusEditor(); else document.getElementById('log-scroll').focus();
    });
  }
}

export function initShortcuts({ run, append }) {
  initSkipLinks();
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
