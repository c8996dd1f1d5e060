// Small DOM helpers: h() builds elements, svg() builds SVG elements.

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  return fill(el, attrs, children);
}

const SVG_NS = 'http://www.w3.org/2000/svg';
export function svg(tag, attrs = {}, ...children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

function fill(el, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') el.setAttribute('class', value);
    else if (key === 'style' && typeof value === 'object') {
      for (const [prop, v] of Object.entries(value)) el.style.setProperty(prop, v);
    } else if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else if (value === true) el.setAttribute(key, '');
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export const $ = (selector, root = document) => root.querySelector(selector);
export const $$ = (selector, root = document) => [...root.querySelectorAll(selector)];

export function clear(el) { el.replaceChildren(); return el; }

export function setStatus(text, kind = 'info') {
  const status = document.getElementById('status');
  if (!status) return;
  status.textContent = text;
  status.dataset.kind = kind;
}

/**
 * `text` as nodes a narrow screen may wrap only between parts of an identifier chain: after a '.',
 * a '(' or a ', ' (a <wbr> each), never inside a name (CSS overflow-wrap stays break-word).
 */
export function breakable(text) {
  const out = [];
  for (const part of String(text).split(/(?<=[.(]|, )/)) {
    if (out.length) out.push(document.createElement('wbr'));
    out.push(part);
  }
  return out;
}
