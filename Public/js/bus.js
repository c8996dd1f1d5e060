// A tiny publish/subscribe bus: modules announce what changed, renderers listen.
const listeners = new Map();

export function on(topic, fn) {
  if (!listeners.has(topic)) listeners.set(topic, new Set());
  listeners.get(topic).add(fn);
}

export function emit(topic, payload) {
  for (const fn of listeners.get(topic) || []) {
    try { fn(payload); } catch (error) { reportError(error); }
  }
}

/** Shows an unexpected failure to the person instead of throwing into the console. */
export function reportError(error) {
  const status = document.getElementById('status');
  if (status) { status.textContent = `Something went wrong: ${error.message}`; status.dataset.kind = 'error'; }
  console.warn(error);
}
