// A session's history as data: JSON for export/import, and deflate-raw + base64url for permalinks.

/**
 * The exportable form: the API's own session document (GET /v1/sessions/{id}/export), so a file
 * saved here imports through POST /v1/sessions and the API's export imports here:
 * {format, version, revision, scripts: [{ios}?, {source, settle, language?}...]}. A session
 * created with an iOS release (`release`) has it as its first input, as the API's export does.
 */
export function sessionToJSON(steps, release = null) {
  const scripts = steps.map((s) => ({
    ...(s.language === 'swift' || s.language === 'objc' ? { language: s.language } : {}),
    source: s.script,
    settle: s.settle !== false,
  }));
  if (release) scripts.unshift({ ios: release });
  return { format: 'containment-playground-session', version: 1, revision: scripts.length, scripts };
}

/** The iOS release a session document names (its first {"ios": ...} input), or null. */
export function releaseFromJSON(value) {
  const list = Array.isArray(value) ? value : value?.scripts;
  const input = Array.isArray(list) ? list.find((item) => item && typeof item === 'object' && 'ios' in item) : null;
  return input ? String(input.ios) : null;
}

/**
 * Steps from a session document: the API's ({source, settle, language}), or what earlier versions
 * of this page wrote (strings, {script, settle, preset}), or just an array of either. A release
 * input ({"ios": ...}, see releaseFromJSON) is not a step.
 */
export function stepsFromJSON(value) {
  const list = Array.isArray(value) ? value : value?.scripts;
  if (!Array.isArray(list)) throw new Error('expected {"scripts": [...]} or an array of scripts');
  if (!Array.isArray(value) && Number.isInteger(value?.revision) && value.revision !== list.length) {
    throw new Error(`the document says revision ${value.revision} but holds ${list.length} scripts`);
  }
  return list.flatMap((item, index) => {
    if (item && typeof item === 'object' && 'ios' in item) return [];
    if (typeof item === 'string') return { script: item, settle: true, preset: null, language: null };
    const text = typeof item?.source === 'string' ? item.source : item?.script;
    if (typeof text === 'string') {
      return {
        script: text,
        settle: item.settle !== false,
        preset: typeof item.preset === 'string' ? item.preset : null,
        language: item.language === 'swift' || item.language === 'objc' ? item.language : null,
      };
    }
    throw new Error(`script ${index + 1} is neither a string nor {"source": "..."}`);
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
