// The diff panel: two scripts, each run in a fresh scratch session on the iOS release picked beside
// it, their logs and trees side by side with the differing lines marked. The same script on two
// releases ("Compare iOS…") shows what UIKit does differently between them (issue 18).
import { $, h, clear, setStatus } from './dom.js';
import { on } from './bus.js';
import { runScratch } from './scratch.js';
import { diffRows } from './linediff.js';
import { diagnosticItem } from './diagnostics.js';
import { getText } from './editor.js';
import { state } from './state.js';
import { RELEASES, releaseOptions, previousRelease } from './ios.js';
import { openTool } from './layout.js';

const EXAMPLE_A = `// The right way: addChild, add and size the view, didMove.
let host = UIViewController()
let detail = DetailViewController()
window.rootViewController = host
RunLoop.main.run(until: Date())
host.addChild(detail)
host.view.addSubview(detail.view)
detail.view.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
detail.didMove(toParent: host)`;

const EXAMPLE_B = `// The pitfall: the child's view without addChild/didMove.
let host = UIViewController()
let detail = DetailViewController()
window.rootViewController = host
RunLoop.main.run(until: Date())
host.view.addSubview(detail.view)
detail.view.frame = CGRect(x: 0, y: 0, width: 390, height: 400)`;

export function initDiff() {
  $('#diff-example').addEventListener('click', () => {
    $('#diff-a').value = EXAMPLE_A;
    $('#diff-b').value = EXAMPLE_B;
  });
  $('#diff-a-editor').addEventListener('click', () => { $('#diff-a').value = getText(); });
  $('#diff-b-editor').addEventListener('click', () => { $('#diff-b').value = getText(); });
  $('#diff-a-session').addEventListener('click', () => { $('#diff-a').value = sessionScript(); });
  $('#diff-run').addEventListener('click', runBoth);
  // Both sides run on the page's release until the person picks one for a side: a diff of two
  // scripts compares the scripts, not two releases, unless asked.
  let picked = false;
  for (const pick of [$('#diff-a-ios'), $('#diff-b-ios')]) {
    pick.append(...releaseOptions());
    pick.value = state.release;
    pick.addEventListener('change', () => { picked = true; });
  }
  on('release', (release) => {
    if (picked) return;
    $('#diff-a-ios').value = release;
    $('#diff-b-ios').value = release;
  });
  $('#compare-ios').addEventListener('click', compareReleases);
}

/**
 * "Compare iOS…": the editor's text on every release the service models, at once, each in a
 * scratch session. Run A is the page's release; run B the closest release whose log or tree
 * differs for this code (older first at equal distance), so the comparison never opens on two
 * identical logs when some release differs; a line under the summary says, for every release,
 * whether it differs from A, and a click on one shows it as run B without running anything again.
 */
export async function compareReleases() {
  const text = getText();
  $('#diff-a').value = text;
  $('#diff-b').value = text;
  openTool('diff');
  const button = $('#diff-run');
  button.disabled = true;
  setStatus(`Running the code on iOS ${RELEASES.join(', ')} in scratch sessions…`);
  try {
    /** @type {Map<string, any>} */
    const runs = new Map(await Promise.all(RELEASES.map(async (release) => /** @type {[string, any]} */ ([release, await runSide(text, release)]))));
    const a = runs.get(state.release);
    const closest = closestDiffering(state.release, runs);
    const b = runs.get(closest || previousRelease(state.release));
    $('#diff-a-ios').value = a.ios;
    $('#diff-b-ios').value = b.ios;
    render(a, b, runs);
    setStatus(closest
      ? `Diff ready: iOS ${a.ios} vs iOS ${b.ios}, the closest release that differs for this code.`
      : `Diff ready: every release from iOS ${RELEASES.at(-1)} to iOS ${RELEASES[0]} gives the same log and tree for this code.`);
  } finally {
    button.disabled = false;
  }
}

/** What a run shows, as one string: two runs differ when their logs, trees or failures do. */
function fingerprint(side) {
  return [side.error || '', ...side.log.map((e) => e.text), side.printText || ''].join('\n');
}

/** The release nearest `release` whose run differs from its run, older first; null if none does. */
function closestDiffering(release, runs) {
  const at = RELEASES.indexOf(release);
  const mine = fingerprint(runs.get(release));
  for (let distance = 1; distance < RELEASES.length; distance++) {
    for (const other of [RELEASES[at + distance], RELEASES[at - distance]]) {
      if (other && fingerprint(runs.get(other)) !== mine) return other;
    }
  }
  return null;
}

/** The differing log and tree lines of two runs. */
function differences(a, b) {
  const count = (rows) => rows.filter((r) => r.kind !== 'same').length;
  return count(diffRows(a.log.map((e) => e.text), b.log.map((e) => e.text))) + count(diffRows(lines(a.printText), lines(b.printText)));
}

/** One button per release: whether its run differs from run A; a click shows it as run B. */
function releaseLine(a, b, runs) {
  const mine = fingerprint(a);
  return h('p', { id: 'diff-releases', class: 'diff-releases' }, `Against iOS ${a.ios}: `,
    RELEASES.filter((r) => r !== a.ios).map((release) => {
      const run = runs.get(release);
      const same = fingerprint(run) === mine;
      const n = differences(a, run);
      const label = same ? `iOS ${release}: same` : `iOS ${release}: ${n ? `${n} line${n === 1 ? '' : 's'} differ${n === 1 ? 's' : ''}` : 'differs'}`;
      const button = h('button', { type: 'button', class: `release-chip${same ? ' same' : ' differs'}`, 'data-ios': release,
        'data-differs': String(!same), 'aria-pressed': String(release === b.ios),
        title: same ? `iOS ${release} gives the same log and tree as iOS ${a.ios}` : `Show iOS ${release} as run B` }, label);
      button.addEventListener('click', () => { $('#diff-b-ios').value = release; render(a, run, runs); });
      return button;
    }));
}

function sessionScript() { return state.steps.map((s) => s.script).join('\n'); }

async function runSide(script, ios) {
  if (!script.trim()) return { ios, error: 'empty script', log: [], printText: '', steps: [] };
  try {
    const result = await runScratch([{ script, settle: true }], { ios });
    if (result.failure) {
      const p = result.failure.problem;
      const where = p.line ? ` (line ${p.line}${p.column ? `, column ${p.column}` : ''})` : '';
      return { ...result, ios, error: `${result.failure.status} ${p.title || ''}${where}: ${p.detail || ''}`, log: [...result.log, ...(p.log || [])] };
    }
    return { ...result, ios };
  } catch (error) {
    return { ios, error: error.message, log: [], printText: '', steps: [] };
  }
}

async function runBoth() {
  const button = $('#diff-run');
  button.disabled = true;
  const [iosA, iosB] = [$('#diff-a-ios').value, $('#diff-b-ios').value];
  setStatus(iosA === iosB ? 'Running both scripts in scratch sessions…' : `Running on iOS ${iosA} and iOS ${iosB} in scratch sessions…`);
  try {
    const [a, b] = await Promise.all([runSide($('#diff-a').value, iosA), runSide($('#diff-b').value, iosB)]);
    render(a, b);
    setStatus(iosA === iosB ? 'Diff ready.' : `Diff ready: iOS ${iosA} vs iOS ${iosB}.`);
  } finally {
    button.disabled = false;
  }
}

function render(a, b, runs = null) {
  const out = clear($('#diff-output'));
  const logRows = diffRows(a.log.map((e) => e.text), b.log.map((e) => e.text));
  const treeRows = diffRows(lines(a.printText), lines(b.printText));
  const differing = (rows) => rows.filter((r) => r.kind !== 'same').length;
  const releases = a.ios === b.ios ? '' : `iOS ${a.ios} vs iOS ${b.ios}. `;
  out.append(
    h('p', { id: 'diff-summary', 'data-log-diffs': differing(logRows), 'data-tree-diffs': differing(treeRows), 'data-ios': `${a.ios} ${b.ios}` },
      `${releases}Log: ${a.log.length} vs ${b.log.length} entries, ${differing(logRows)} differing lines. `
      + `Tree: ${differing(treeRows)} differing lines.`),
    runs ? releaseLine(a, b, runs) : null,
    h('div', { class: 'diff-side-notes' },
      sideNotes('A', a), sideNotes('B', b)),
    h('h4', {}, 'Callback log'),
    table('diff-log', logRows, a, b),
    h('h4', {}, 'Controller tree (_printHierarchy)'),
    table('diff-tree', treeRows, a, b));
}

function lines(text) { return (text || '').split('\n').filter((l) => l.trim()); }

function sideNotes(label, side) {
  const diags = side.steps.flatMap((s) => s.diagnostics);
  return h('div', { class: 'diff-note' },
    h('strong', {}, `Run ${label} (iOS ${side.ios}): `),
    side.error ? h('span', { class: 'error-text' }, side.error) : `${side.log.length} entries, ${diags.length} diagnostic${diags.length === 1 ? '' : 's'}`,
    diags.map((d) => diagnosticItem(d, `run ${label}`)));
}

function table(id, rows, a, b) {
  const mark = { same: ' ', changed: '~', removed: '−', added: '+' };
  return h('table', { id, class: 'diff-table' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col', class: 'mk' }, ''),
      h('th', { scope: 'col' }, `Run A · iOS ${a.ios}`), h('th', { scope: 'col' }, `Run B · iOS ${b.ios}`))),
    h('tbody', {}, rows.map((row) => h('tr', { class: `diff-${row.kind}` },
      h('td', { class: 'mk', 'aria-label': row.kind }, mark[row.kind]),
      h('td', { class: 'left' }, row.left ?? ''),
      h('td', { class: 'right' }, row.right ?? '')))));
}
