import { readFileSync, writeFileSync } from 'node:fs';
import { compile, EMITTERS } from './src/pipeline/compile.ts';
import { CompileSession } from './src/pipeline/session.ts';
import { OutputWriter } from './src/write/writer.ts';
import { loadTranspiler } from './src/emit/client/transpile.ts';
const spec = process.argv[2]!; const v4 = `${spec}/v4.yaml`; const orig = readFileSync(v4, 'utf8');
const session = new CompileSession(); const writer = new OutputWriter(process.argv[3]!);
loadTranspiler();
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const totals = new Map<string, number[]>();
for (let i = 0; i < 30; i++) {
  if (i < 6) { const s = new CompileSession(); const r = compile(spec, EMITTERS, s.reuse); s.endCompile(r.ok); continue; }
  writeFileSync(v4, orig.replace('summary: Confirm identity', `summary: Confirm identity e${i}`));
  const c0 = cpu(); let last = c0;
  const phases: [string, number][] = [];
  const r = compile(spec, EMITTERS, session.reuse, (p) => { const now = cpu(); phases.push([p.name, now - last]); last = now; });
  session.endCompile(r.ok);
  const tw = cpu();
  if (r.ok) writer.write(r.outputs.flatMap((o) => o.artefacts));
  phases.push(['write', cpu() - tw]); phases.push(['TOTAL', cpu() - c0]);
  if (i >= 10) for (const [n, ms] of phases) totals.set(n, [...(totals.get(n) ?? []), ms]);
}
writeFileSync(v4, orig);
for (const [n, v] of totals) { v.sort((a, b) => a - b); console.log(n.padEnd(16), 'cpu median', v[v.length >> 1]!.toFixed(1)); }
