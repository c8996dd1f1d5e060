// Light and dark themes: the system's preference unless the person chose one with the toggle.
const KEY = 'cp-theme';

function systemDark() { return matchMedia('(prefers-color-scheme: dark)').matches; }

function current() { return document.documentElement.dataset.theme || (systemDark() ? 'dark' : 'light'); }

function apply(theme) {
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
  const button = document.getElementById('theme-toggle');
  const dark = current() === 'dark';
  button.setAttribute('aria-pressed', String(dark));
  button.textContent = dark ? '☀ Light' : '☾ Dark';
  button.setAttribute('aria-label', dark ? 'Switch to the light theme' : 'Switch to the dark theme');
}

export function initTheme() {
  let saved = null;
  try { saved = localStorage.getItem(KEY); } catch { /* storage may be off */ }
  apply(saved);
  document.getElementById('theme-toggle').addEventListener('click', () => {
    const next = current() === 'dark' ? 'light' : 'dark';
    try { localStorage.setItem(KEY, next); } catch { /* ignore */ }
    apply(next);
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => apply(document.documentElement.dataset.theme || null));
}
