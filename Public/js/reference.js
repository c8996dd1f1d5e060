// The language reference: the project's own docs (docs/swift-support.md, docs/script-language.md,
// and any other docs/*.md they link to), fetched from the service's /docs/ route and shown in a
// drawer beside the page, rendered by markdown.js. The page itself prints no list of what is
// supported: error messages link here instead, so the reference is written once, in docs/.
import { $, $$ } from './dom.js';
import { on } from './bus.js';
import { renderMarkdown } from './markdown.js';

const DEFAULT_DOC = 'swift-support.md';
const cache = new Map();   // doc -> Promise<string>
let current = null;
let returnFocus = null;

export function initReference() {
  $('#open-reference').addEventListener('click', () => ($('#reference').hidden ? openReference() : closeReference()));
  $('#reference-close').addEventListener('click', closeReference);
  for (const tab of $$('#reference .doc-tab')) tab.addEventListener('click', () => openReference(tab.dataset.doc));
  $('#reference').addEventListener('keydown', (event) => { if (event.key === 'Escape') closeReference(); });
  // Links to a document (the footer's, the docs' own): open it here rather than as raw Markdown.
  document.addEventListener('click', (event) => {
    const link = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest('a[data-doc], #reference a[data-anchor]'));
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    if (link.dataset.doc) openReference(link.dataset.doc, link.dataset.anchor || null);
    else scrollToAnchor(link.dataset.anchor);
  });
  on('open-reference', (/** @type {{ doc?: string, anchor?: string }} */ { doc, anchor } = {}) => openReference(doc, anchor));
}

function load(doc) {
  if (!cache.has(doc)) {
    const request = fetch(`docs/${doc}`).then((response) => {
      if (!response.ok) throw new Error(`docs/${doc} answered ${response.status}`);
      return response.text();
    });
    request.catch(() => cache.delete(doc));  // a failure is not remembered: the next open retries
    cache.set(doc, request);
  }
  return cache.get(doc);
}

/** What a link in `doc` points to: another doc (shown here), a heading, the web, or nothing served. */
function resolver(doc) {
  const base = new URL(`docs/${doc}`, location.href);
  const docsRoot = new URL('docs/', location.href).pathname;
  return (href) => {
    if (href.startsWith('#')) return { href, anchor: href.slice(1) };
    let url;
    try { url = new URL(href, base); } catch { return null; }
    if (url.origin !== location.origin) return /^https?:$/.test(url.protocol) ? { href: url.href, external: true } : null;
    if (url.pathname.startsWith(docsRoot) && url.pathname.endsWith('.md')) {
      return { href: url.pathname, doc: url.pathname.slice(docsRoot.length), anchor: url.hash.slice(1) || null };
    }
    return null;  // a source file or folder of the repository: not served, so not a link
  };
}

export async function openReference(doc = current || DEFAULT_DOC, anchor = null) {
  const drawer = $('#reference');
  const body = $('#reference-body');
  if (drawer.hidden) returnFocus = document.activeElement;
  drawer.hidden = false;
  document.body.classList.add('reference-open');
  $('#open-reference').setAttribute('aria-expanded', 'true');
  for (const tab of $$('#reference .doc-tab')) tab.setAttribute('aria-pressed', String(tab.dataset.doc === doc));
  if (current !== doc) {
    body.replaceChildren(Object.assign(document.createElement('p'), { className: 'hint', textContent: `Loading docs/${doc}…` }));
    try {
      const text = await load(doc);
      body.replaceChildren(renderMarkdown(text, { link: resolver(doc) }));
      body.dataset.doc = doc;
      current = doc;
    } catch (error) {
      body.replaceChildren(Object.assign(document.createElement('p'), { className: 'error-text', textContent: `The reference could not be loaded: ${error.message}.` }));
      current = null;
      return;
    }
  }
  if (anchor) scrollToAnchor(anchor); else body.scrollTop = 0;
  body.focus({ preventScroll: true });
}

function scrollToAnchor(anchor) {
  const target = [...$('#reference-body').querySelectorAll('[data-slug]')].find((el) => el.dataset.slug === anchor);
  if (target) target.scrollIntoView({ block: 'start' });
}

export function closeReference() {
  $('#reference').hidden = true;
  document.body.classList.remove('reference-open');
  $('#open-reference').setAttribute('aria-expanded', 'false');
  if (returnFocus && document.contains(returnFocus)) returnFocus.focus();
  returnFocus = null;
}
