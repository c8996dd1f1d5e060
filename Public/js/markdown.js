// A small Markdown renderer for the project's own docs (docs/*.md): headings, paragraphs, lists
// (nested by indentation), fenced code blocks, block quotes, rules, tables, and inline code, bold,
// emphasis and links. It builds DOM nodes and never parses HTML: every character of the source ends
// up as text, so a document cannot inject markup (raw HTML in it shows as it is written).
import { h } from './dom.js';

/**
 * Renders `source` into a DocumentFragment. `link(href)` decides what a link becomes: answers
 * { href, doc?, external? } or null (shown as plain text).
 */
export function renderMarkdown(source, { link = () => null } = {}) {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out = document.createDocumentFragment();
  const used = new Map();  // heading slugs, made unique
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) { i++; continue; }
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (fence) {
      const body = [];
      i++;
      while (i < lines.length && !lines[i].trim().startsWith(fence[2])) body.push(lines[i++]);
      i++;  // the closing fence
      out.append(h('pre', { class: 'md-code', 'data-lang': fence[3] || null }, h('code', {}, body.join('\n'))));
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = Math.min(heading[1].length + 1, 6);  // the drawer's own title is the h2
      const slug = slugify(heading[2], used);
      out.append(h(`h${level}`, { id: `ref-${slug}`, 'data-slug': slug }, inline(heading[2], link)));
      i++;
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) { out.append(h('hr')); i++; continue; }
    if (isTableStart(lines, i)) {
      const [table, next] = parseTable(lines, i, link);
      out.append(table);
      i = next;
      continue;
    }
    if (/^\s*>/.test(line)) {
      const body = [];
      while (i < lines.length && /^\s*>/.test(lines[i])) body.push(lines[i++].replace(/^\s*>\s?/, ''));
      out.append(h('blockquote', {}, renderMarkdown(body.join('\n'), { link })));
      continue;
    }
    if (listItem(line)) {
      const [list, next] = parseList(lines, i, link);
      out.append(list);
      i = next;
      continue;
    }
    const para = [];
    while (i < lines.length && lines[i].trim() && !startsBlock(lines, i)) para.push(lines[i++].trim());
    if (!para.length) para.push(lines[i++].trim());  // a line no rule took: text, not lost
    out.append(h('p', {}, inline(para.join(' '), link)));
  }
  return out;
}

function startsBlock(lines, i) {
  const line = lines[i];
  return /^(\s*)(`{3,}|~{3,})/.test(line) || /^#{1,6}\s/.test(line) || /^\s*>/.test(line)
    || Boolean(listItem(line)) || isTableStart(lines, i) || /^\s*([-*_])(\s*\1){2,}\s*$/.test(line);
}

function slugify(text, used) {
  const base = text.toLowerCase().replace(/`/g, '').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-') || 'section';
  const n = used.get(base) || 0;
  used.set(base, n + 1);
  return n ? `${base}-${n}` : base;
}

// Lists ------------------------------------------------------------------------------------------

function listItem(line) {
  const m = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/.exec(line);
  return m ? { indent: m[1].length, ordered: /\d/.test(m[2]), text: m[3], start: parseInt(m[2], 10) } : null;
}

function parseList(lines, i, link) {
  const first = listItem(lines[i]);
  const list = h(first.ordered ? 'ol' : 'ul', first.ordered && first.start !== 1 ? { start: first.start } : {});
  while (i < lines.length) {
    // A blank line between two items of this list does not end it.
    if (!lines[i].trim()) {
      const next = nextFilled(lines, i);
      const item = next < lines.length ? listItem(lines[next]) : null;
      if (item && item.indent === first.indent && item.ordered === first.ordered) { i = next; continue; }
      break;
    }
    const item = listItem(lines[i]);
    if (!item || item.indent !== first.indent || item.ordered !== first.ordered) break;
    const text = [item.text];
    const children = [];
    i++;
    while (i < lines.length) {
      const line = lines[i];
      if (!line.trim()) {
        // A blank line, then something indented under the marker: still this item.
        const next = nextFilled(lines, i);
        if (next < lines.length && indentOf(lines[next]) > first.indent) { i = next; continue; }
        break;
      }
      const nested = listItem(line);
      if (nested && nested.indent > first.indent) {
        const [sub, next] = parseList(lines, i, link);
        children.push(sub);
        i = next;
        continue;
      }
      if (nested) break;                                                   // the next item
      if (indentOf(line) <= first.indent && startsBlock(lines, i)) break;  // a heading, a fence...
      text.push(line.trim());                                              // continuation (lazy too)
      i++;
    }
    list.append(h('li', {}, inline(text.join(' '), link), children));
  }
  return [list, i];
}

function nextFilled(lines, i) {
  while (i < lines.length && !lines[i].trim()) i++;
  return i;
}

function indentOf(line) { return /^\s*/.exec(line)[0].length; }

// Tables -----------------------------------------------------------------------------------------

const SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

function isTableStart(lines, i) {
  return lines[i].includes('|') && i + 1 < lines.length && SEPARATOR.test(lines[i + 1]) && lines[i + 1].includes('-');
}

/** Splits a table row on the pipes that are not inside `code` or escaped. */
function cells(line) {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  const out = [];
  let current = '';
  let inCode = false;
  for (let k = 0; k < text.length; k++) {
    const c = text[k];
    if (c === '\\' && text[k + 1] === '|') { current += '|'; k++; continue; }
    if (c === '`') inCode = !inCode;
    if (c === '|' && !inCode) { out.push(current.trim()); current = ''; continue; }
    current += c;
  }
  out.push(current.trim());
  return out;
}

function parseTable(lines, i, link) {
  const head = cells(lines[i]);
  const aligns = cells(lines[i + 1]).map((c) => (c.endsWith(':') ? (c.startsWith(':') ? 'center' : 'right') : null));
  i += 2;
  const rows = [];
  while (i < lines.length && lines[i].trim() && lines[i].includes('|')) rows.push(cells(lines[i++]));
  const cell = (tag, text, k) => h(tag, aligns[k] ? { class: `align-${aligns[k]}` } : {}, inline(text, link));
  const table = h('div', { class: 'md-table-wrap' }, h('table', { class: 'md-table' },
    h('thead', {}, h('tr', {}, head.map((text, k) => cell('th', text, k)))),
    h('tbody', {}, rows.map((row) => h('tr', {}, head.map((_, k) => cell('td', row[k] ?? '', k)))))));
  return [table, i];
}

// Inline -----------------------------------------------------------------------------------------

// Code spans and escaped characters are taken out first (nothing inside them is Markdown) and stand
// in the text as placeholders, so bold or a link may still span them: **`a` and b**.
const HOLE = /\uE000(\d+)\uE001/g;

/** Inline Markdown to nodes: code spans, escapes, links, autolinks, **bold** and *emphasis*. */
export function inline(text, link = () => null) {
  const held = [];
  const hold = (node) => `\uE000${held.push(node) - 1}\uE001`;
  let masked = '';
  let k = 0;
  while (k < text.length) {
    const c = text[k];
    if (c === '`') {
      const ticks = /^`+/.exec(text.slice(k))[0];
      const end = text.indexOf(ticks, k + ticks.length);
      if (end > 0) {
        masked += hold({ code: text.slice(k + ticks.length, end).replace(/^ (.*) $/, '$1') });
        k = end + ticks.length;
        continue;
      }
      masked += ticks;
      k += ticks.length;
      continue;
    }
    if (c === '\\' && /[\\`*_[\]()#+\-.!|<>]/.test(text[k + 1] || '')) { masked += hold({ text: text[k + 1] }); k += 2; continue; }
    if (c === '\uE000' || c === '\uE001') { k++; continue; }  // never in the docs; never a forged hole
    masked += c;
    k++;
  }
  return emphasis(masked, link, held);
}

/** Text with holes back to nodes: a code span becomes <code>, an escaped character its text. */
function unmask(text, held) {
  const out = [];
  let last = 0;
  for (const m of text.matchAll(HOLE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const item = held[Number(m[1])];
    out.push(item.code !== undefined ? h('code', {}, item.code) : item.text);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Plain text of a hole-y string (for a link's target, which is never Markdown). */
function plainOf(text, held) {
  return text.replace(HOLE, (_, i) => held[Number(i)].code ?? held[Number(i)].text);
}

function emphasis(text, link, held) {
  const re = /\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)|<(https?:\/\/[^>\s]+)>|\*\*([^*]+)\*\*|__([^_]+)__|(?<![\w*])\*([^*\s][^*]*?)\*(?![\w*])|(?<![\w_])_([^_\s][^_]*?)_(?![\w_])/g;
  const out = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push(...unmask(text.slice(last, m.index), held));
    if (m[1] !== undefined) out.push(anchor(emphasis(m[1], link, held), plainOf(m[2], held), link));
    else if (m[3] !== undefined) out.push(anchor([m[3]], m[3], link));
    else if (m[4] !== undefined || m[5] !== undefined) out.push(h('strong', {}, emphasis(m[4] ?? m[5], link, held)));
    else out.push(h('em', {}, emphasis(m[6] ?? m[7], link, held)));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(...unmask(text.slice(last), held));
  return out;
}

function anchor(content, href, link) {
  const target = link(href);
  if (!target) return h('span', { class: 'md-link-off', title: href }, content);
  return h('a', {
    href: target.href,
    'data-doc': target.doc || null,
    'data-anchor': target.anchor || null,
    target: target.external ? '_blank' : null,
    rel: target.external ? 'noopener noreferrer' : null,
  }, content);
}
