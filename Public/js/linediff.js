// A line diff (longest common subsequence), aligned into side-by-side rows.

/** Rows of { left, right, kind }: kind is same, changed, removed (left only) or added (right only). */
export function diffRows(a, b) {
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) { ops.push({ kind: 'same', left: a[i++], right: b[j++] }); }
    else if (lcs[i + 1][j] >= lcs[i][j + 1]) ops.push({ kind: 'removed', left: a[i++] });
    else ops.push({ kind: 'added', right: b[j++] });
  }
  while (i < n) ops.push({ kind: 'removed', left: a[i++] });
  while (j < m) ops.push({ kind: 'added', right: b[j++] });
  // Pair a run of removals with the run of additions that follows it: those lines changed.
  const rows = [];
  for (let k = 0; k < ops.length;) {
    if (ops[k].kind !== 'removed') { rows.push(ops[k++]); continue; }
    const removed = [];
    while (k < ops.length && ops[k].kind === 'removed') removed.push(ops[k++].left);
    const added = [];
    while (k < ops.length && ops[k].kind === 'added') added.push(ops[k++].right);
    const pairs = Math.max(removed.length, added.length);
    for (let p = 0; p < pairs; p++) {
      const left = removed[p];
      const right = added[p];
      rows.push({ kind: left !== undefined && right !== undefined ? 'changed' : left !== undefined ? 'removed' : 'added', left, right });
    }
  }
  return rows;
}
