// Light and dark themes: the system's preference unless the person chose one with the toggle.
const KEY = 'cp-theme';

function systemDark() { return matchMedia('(prefers-color-scheme: dark)').matches; }

let chosen = null;  // the person's choice; null follows the system

function current() { return document.documentElement.dataset.theme; }

function apply() {
  document.documentElement.dataset.theme = chosen || (systemDark() ? 'dark' : 'light');
  const button = document.getElementById('theme-toggle');
  const dark = current() === 'dark';
  button.setAttribute('aria-pressed', String(dark));
  button.textContent = dark ? '☀ Light' : '☾ Dark';
  button.setAttribute('aria-label', dark ? 'Switch to the light theme' : 'Switch to the dark theme');
}

export function initTheme() {
  let saved = null;
  try { saved = localStorage.getItem(KEY); } catch { /* storage may be off */ }
  chosen = saved;
  apply();
  document.getElementById('theme-toggle').addEventListener('click', () => {
    chosen = current() === 'dark' ? 'light' : 'dark';
    try { localStorage.setItem(KEY, chosen); } catch { /* ignore */ }
    apply();
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', apply);
}
