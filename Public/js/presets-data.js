// The preset list: the server's (GET /v1/presets) or, on a server without that route, ours.
import { api } from './api.js';
import { FALLBACK_PRESETS } from './presets-fallback.js';

let presets = [];
let fromServer = false;

export async function loadPresets() {
  try {
    const answer = await api.presets();
    presets = Array.isArray(answer?.presets) ? answer.presets : [];
    fromServer = true;
  } catch {
    presets = FALLBACK_PRESETS;
    fromServer = false;
  }
  return { presets, fromServer };
}

export function presetByName(name) { return presets.find((p) => p.name === name) || null; }
export function allPresets() { return presets; }
export function presetsFromServer() { return fromServer; }
