// A session's history as data: JSON for export/import, and deflate-raw + base64url for permalinks.

/** The exportable form: {format, version, scripts: [text | {script, settle, preset}]}. */
export function sessionToJSON(steps) {
  return {
    format: 'containment-playground-session',
    version: 1,
    scripts: steps.map((s) => (s.settle === false || s.preset
      ? { script: s.script, ...(s.settle === false ? { settle: false } : {}), ...(s.preset ? { preset: s.preset } : {}) }
      : s.script)),
  };
}

/** Steps from an exported session: the object above, or just an array of scripts. */
export function stepsFromJSON(value) {
  const list = Array.isArray(value) ? value : value?.scripts;
  if (!Array.isArray(list)) throw new Error('expected {"scripts": [...]} or an array of scripts');
  return list.map((item, index) => {
    if (typeof item === 'string') return { script: item, settle: true, preset: null };
    if (item && typeof item.script === 'string') {
      return { script: item.script, settle: item.settle !== false, preset: typeof item.preset === 'string' ? item.preset : null };
    }
    throw new Error(`script ${index + 1} is neither a string nor {"script": "..."}`);
  });
}

function toBase64url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pipe(bytes, transform) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function compress(text) {
  return toBase64url(await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
}

export async function decompress(data) {
  return new TextDecoder().decode(await pipe(fromBase64url(data), new DecompressionStream('deflate-raw')));
}
