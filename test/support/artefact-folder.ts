/** A compile's artefacts written into a fresh temporary folder, as the writer lays them out. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Artefact } from '../../src/emit/shared/artefact.ts';

export function writeArtefacts(outputs: readonly { artefacts: readonly Artefact[] }[], prefix: string): string {
  const out = mkdtempSync(join(tmpdir(), prefix));
  for (const artefact of outputs.flatMap((o) => o.artefacts)) {
    mkdirSync(dirname(join(out, artefact.path)), { recursive: true });
    writeFileSync(join(out, artefact.path), String(artefact.content));
  }
  return out;
}
