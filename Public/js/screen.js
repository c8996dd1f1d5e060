// The screen: an SVG wireframe of the window at its size, drawn from the engine's view frames.
// Frames are relative to the superview, so offsets accumulate down the tree. Each controller's
// root view is outlined in the controller's colour.
import { $, h, svg, clear } from './dom.js';
import { colorOf } from './colors.js';

export function renderScreen(snap) {
  const host = clear($('#screen'));
  const legend = clear($('#screen-legend'));
  const hierarchy = snap?.hierarchy;
  const size = hierarchy?.window?.size || { width: 390, height: 844 };
  const { width: W, height: H } = size;
  const windowView = (hierarchy?.views || []).find((v) => v.className === 'UIWindow') || null;
  const font = Math.max(12, Math.round(Math.max(W, H) / 34));
  const root = svg('svg', {
    id: 'screen-svg', width: W, height: H, viewBox: `0 0 ${W} ${H}`, role: 'img',
    'aria-label': `Window ${W} by ${H} points`, class: W > H ? 'landscape' : 'portrait',
    style: { '--font': `${font}px` },
  });
  root.append(svg('rect', { class: 'win', x: 0.5, y: 0.5, width: W - 1, height: H - 1, rx: Math.min(W, H) / 14 }));
  const safe = hierarchy?.window?.safeAreaInsets;
  if (safe) {
    root.append(svg('rect', {
      class: 'safe-area', x: safe.left, y: safe.top,
      width: Math.max(0, W - safe.left - safe.right), height: Math.max(0, H - safe.top - safe.bottom),
    }, svg('title', {}, 'safe area')));
  }
  const owners = [];
  const labels = svg('g', { class: 'labels' });
  const used = [];
  // A label's place: the view's top-left corner, moved down while it would cover another label.
  const place = (x, y, text) => {
    const w = text.length * font * 0.62;
    let ly = y + font + 4;
    while (used.some((u) => Math.abs(u.y - ly) < font + 2 && x < u.x + u.w && u.x < x + w)) ly += font + 4;
    used.push({ x, y: ly, w });
    return ly;
  };
  const walk = (view, ox, oy) => {
    const f = view.frame || { x: 0, y: 0, width: 0, height: 0 };
    const x = ox + f.x;
    const y = oy + f.y;
    if (view.className !== 'UIWindow') {
      const attrs = {
        class: ['view', view.owner ? 'root-view' : '', view.isHidden ? 'hidden' : '', f.width && f.height ? '' : 'unsized'].filter(Boolean).join(' '),
        x, y, width: Math.max(f.width, 0), height: Math.max(f.height, 0),
        'data-name': view.name, 'data-owner': view.owner || '',
        style: view.owner ? { '--c': colorOf(view.owner), opacity: view.alpha ?? 1 } : { opacity: view.alpha ?? 1 },
      };
      root.append(svg('rect', attrs,
        svg('title', {}, `${view.name} (${view.className}) ${f.width}×${f.height} at (${x}, ${y}) · ${sizing(view.sizedBy)}`)));
      if (view.owner) {
        owners.push({ view, x, y, f });
        labels.append(svg('text', {
          class: 'view-label', x: x + 6, y: place(x + 6, y, view.name),
          style: { '--c': colorOf(view.owner) },
        }, view.name));
      }
    }
    for (const sub of view.subviews || []) walk(sub, x, y);
  };
  if (windowView) walk(windowView, 0, 0);
  root.append(labels);
  host.append(root);
  $('#screen-size').textContent = `${W} × ${H} pt · ${W > H ? 'landscape' : 'portrait'}`;
  if (!owners.length) legend.append(h('li', { class: 'hint' }, 'No controller view is in the window yet.'));
  for (const { view, x, y, f } of owners) {
    legend.append(h('li', { style: { '--c': colorOf(view.owner) }, 'data-name': view.name, 'data-owner': view.owner },
      h('span', { class: 'swatch', 'aria-hidden': 'true' }),
      h('code', {}, view.name),
      ` ${f.width}×${f.height} at (${x}, ${y})`,
      h('span', { class: `sized sized-${view.sizedBy}` }, ` · ${sizing(view.sizedBy)}`),
      view.isHidden ? h('span', { class: 'off' }, ' hidden') : null));
  }
}

/** What set a view's frame (the hierarchy's `sizedBy`), in words. */
function sizing(sizedBy) {
  return {
    window: 'sized by the window',
    container: 'sized by its container',
    stack: 'sized by a stack view',
    constraints: 'sized by constraints',
    frame: 'frame set in code',
    unsized: 'nothing sets its frame',
  }[sizedBy] || 'sized by ?';
}
