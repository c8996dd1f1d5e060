// The simulated iOS release (issue 18). The top bar's picker chooses the release every new session
// of the page simulates (Run, a preset, New session, a link); changing it runs the live session's
// steps again on the new release. Next to it, the release the session shown actually simulates,
// read from its hierarchy (`ios`), so a page between the two never claims what it does not show.
import { $, h } from './dom.js';
import { on, emit } from './bus.js';
import { state } from './state.js';

/** The releases the service models, newest first; the newest is its default. */
export const RELEASES = ['26', '18', '17', '16', '15', '14', '13', '12'];
export const NEWEST = RELEASES[0];

/** "17", "17.4", "iOS 17" or 17 -> "17"; anything the service does not model -> null. */
export function releaseOf(value) {
  const major = String(value ?? '').trim().replace(/^ios\s*/i, '').split('.')[0];
  return RELEASES.includes(major) ? major : null;
}

/** The release before `release` (for the oldest, the one after it): the other side of a comparison. */
export function previousRelease(release) {
  const i = RELEASES.indexOf(release);
  return RELEASES[i + 1] || RELEASES[i - 1] || NEWEST;
}

/** <option>s of every release, for a picker. */
export function releaseOptions() {
  return RELEASES.map((r) => h('option', { value: r }, `iOS ${r}`));
}

/** Chooses the release new sessions simulate (a link's, a draft's, or the picker's). */
export function setRelease(value) {
  state.release = releaseOf(value) || NEWEST;
  $('#ios-pick').value = state.release;
  emit('release', state.release);
}

export function initIos({ rerun }) {
  const pick = $('#ios-pick');
  pick.append(...releaseOptions());
  pick.value = state.release;
  pick.addEventListener('change', () => { setRelease(pick.value); rerun(); });
  // The snapshot shown (live or past) says which release made it; an older service says nothing.
  on('show', (snap) => {
    const badge = $('#session-ios');
    const shown = snap?.hierarchy?.ios;
    badge.hidden = !shown;
    badge.textContent = shown ? `iOS ${shown}` : '';
    badge.dataset.ios = shown || '';
  });
}
