// One colour per controller, stable for the page's lifetime: the first controller seen gets the
// first colour, and so on. Colours are CSS variables so both themes can tune them.
const COUNT = 10;
const assigned = new Map();

export function colorIndex(name) {
  if (!name) return -1;
  if (!assigned.has(name)) assigned.set(name, assigned.size % COUNT);
  return assigned.get(name);
}

/** A CSS colour value for the controller, e.g. var(--ctrl-3); neutral for no controller. */
export function colorOf(name) {
  const index = colorIndex(name);
  return index < 0 ? 'var(--muted)' : `var(--ctrl-${index})`;
}

/** Registers names in the order they appear so colours follow the script's order. */
export function registerAll(names) { for (const name of names) colorIndex(name); }
