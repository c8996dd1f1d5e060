// The playground's HTTP API, as the page uses it. Every call answers parsed JSON (or text) or
// throws an ApiError carrying the problem+json body, so callers never see a raw Response.
import { NEWEST } from './ios.js';

export class ApiError extends Error {
  constructor(status, problem) {
    super(problem?.detail || problem?.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem || {};
  }
}

// A deployment with an API token (PLAYGROUND_API_TOKEN) answers 401 without it: the page asks for
// it once and keeps it for the tab (sessionStorage: gone when the tab closes, never sent elsewhere).
const TOKEN_KEY = 'containment-playground-token';

function token() {
  try { return sessionStorage.getItem(TOKEN_KEY); } catch { return null; }
}

function askForToken() {
  const entered = prompt('This playground needs its API token (ask whoever runs it):');
  if (!entered) return false;
  try { sessionStorage.setItem(TOKEN_KEY, entered.trim()); } catch { /* private mode: this request only */ }
  return true;
}

/**
 * @param {string} method
 * @param {string} path
 * @param {{ body?: string, contentType?: string, accept?: string }} options
 * @param {boolean} [asked]
 */
async function request(method, path, { body, contentType, accept } = {}, asked = false) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (contentType) headers['Content-Type'] = contentType;
  if (accept) headers.Accept = accept;
  const bearer = token();
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let response;
  try {
    response = await fetch(path, { method, headers, body });
  } catch (error) {
    throw new ApiError(0, { title: 'Network error', detail: `the service did not answer (${error.message})` });
  }
  if (response.status === 401 && !asked && askForToken()) return request(method, path, { body, contentType, accept }, true);
  if (response.status === 204) return null;
  const type = response.headers.get('Content-Type') || '';
  const payload = type.includes('json') ? await response.json().catch(() => null) : await response.text();
  if (!response.ok) throw new ApiError(response.status, typeof payload === 'object' ? payload : { detail: payload });
  return payload;
}

function past(revision, statement) {
  return statement === null || statement === undefined ? `revision=${revision}` : `revision=${revision}&statement=${statement}`;
}

export const api = {
  /**
   * A new session, from a preset or empty, simulating iOS `ios`. The newest release is the
   * service's default and is not sent: such a session has no release input, so its revision 1 is
   * its first script and its export is what it was before releases existed.
   */
  createSession(preset, ios = null) {
    const body = { ...(preset ? { preset } : {}), ...(ios && ios !== NEWEST ? { ios } : {}) };
    return Object.keys(body).length
      ? request('POST', '/v1/sessions', { body: JSON.stringify(body), contentType: 'application/json' })
      : request('POST', '/v1/sessions');
  },
  deleteSession: (id) => request('DELETE', `/v1/sessions/${id}`),
  runScript: (id, script, settle = true, language = null) => request('POST', `/v1/sessions/${id}/script`,
    { body: JSON.stringify({ script, settle, ...(language === 'swift' || language === 'objc' ? { language } : {}) }), contentType: 'application/json' }),
  /** The session as one Swift file that runs the same when pasted into a new session. */
  exportSwift: (id) => request('GET', `/v1/sessions/${id}/export?format=swift`, { accept: 'text/x-swift' }),
  hierarchy: (id) => request('GET', `/v1/sessions/${id}/hierarchy`),
  hierarchyText: (id) => request('GET', `/v1/sessions/${id}/hierarchy`, { accept: 'text/plain' }),
  // Time travel: the hierarchy as it was after `revision` (or after its first `statement` top-level
  // statements, before the run loop turned), replayed by the service.
  hierarchyAt: (id, revision, statement = null) => request('GET', `/v1/sessions/${id}/hierarchy?${past(revision, statement)}`),
  hierarchyTextAt: (id, revision, statement = null) => request('GET', `/v1/sessions/${id}/hierarchy?${past(revision, statement)}`, { accept: 'text/plain' }),
  // Callback stepping: the hierarchy as it was when log entry `entry` (its sequence, from 1) was
  // logged, whichever input or run-loop turn logged it. An older service answers 400 (an unknown
  // query parameter).
  hierarchyAtEntry: (id, entry) => request('GET', `/v1/sessions/${id}/hierarchy?entry=${entry}`),
  hierarchyTextAtEntry: (id, entry) => request('GET', `/v1/sessions/${id}/hierarchy?entry=${entry}`, { accept: 'text/plain' }),
  /** Where each top-level statement of revision `revision`'s input starts: { revision, language, steps: [{ line, column }] }. */
  statements: (id, revision) => request('GET', `/v1/sessions/${id}/steps?revision=${revision}`),
  presets: () => request('GET', '/v1/presets'),
  // Long permalinks: the share document kept by the service under a short id (never evicted).
  saveLink: (doc) => request('POST', '/v1/links', { body: JSON.stringify(doc), contentType: 'application/json' }),
  link: (id) => request('GET', `/v1/links/${id}`),
  async log(id) {
    const entries = [];
    let from = 1;
    for (;;) {
      const page = await request('GET', `/v1/sessions/${id}/log?from=${from}&limit=1000`);
      entries.push(...page.entries);
      if (!page.next || page.entries.length === 0) return entries;
      from = page.next;
    }
  },
};

/** Deletes a session when the page goes away, without waiting for an answer. */
export function deleteOnExit(id) {
  const bearer = token();
  const headers = bearer ? { Authorization: `Bearer ${bearer}` } : {};
  try { fetch(`/v1/sessions/${id}`, { method: 'DELETE', keepalive: true, headers }).catch(() => {}); } catch { /* ignore */ }
}
