// The preset list, from the server (GET /v1/presets).
import { api } from './api.js';

let presets = [];
let fromServer = false;

export async function loadPresets() {
  try {
    const answer = await api.presets();
    presets = Array.isArray(answer?.presets) ? answer.presets : [];
    fromServer = true;
  } catch {
    presets = [];
    fromServer = false;
  }
  return { presets, fromServer };
}

export function presetByName(name) { return presets.find((p) => p.name === name) || null; }
export function allPresets() { return presets; }
export function presetsFromServer() { return fromServer; }
