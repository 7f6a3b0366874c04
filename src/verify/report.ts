/** What a run prints: the `--json` document, the text summary, and JUnit XML for CI (`--suggest` is suggest.ts). */
import type { RunResult } from './run.ts';

/** `--json`: the shape, exactly (the request count stays out of it). */
export function jsonReport(result: RunResult): string {
  const { target, versions, checks, summary, observations } = result;
  return JSON.stringify({ target, versions, checks, summary, observations }, null, 2);
}

export function textReport(result: RunResult, seconds: number): string {
  const lines: string[] = [];
  for (const row of result.checks.filter((r) => r.outcome === 'fail')) {
    lines.push(`FAIL ${row.id} ${row.version} ${row.operation}: ${row.message}`);
    if (row.repro) lines.push(`     ${row.repro}`);
  }
  if (result.observations.length > 0) lines.push('', `${result.observations.length} observations where the model leaves a fact open (--json lists them).`);
  const { pass, fail, skip } = result.summary;
  lines.push(
    '',
    `${result.target} (${result.versions.join(', ')}): ${pass} passed, ${fail} failed, ${skip} skipped; ${result.requests} requests in ${seconds.toFixed(1)} s.`,
  );
  return lines.join('\n');
}

const xml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** JUnit XML: one suite per version, one test case per check row. */
export function junitReport(result: RunResult): string {
  const suites = result.versions.map((version) => {
    const rows = result.checks.filter((r) => r.version === version);
    const cases = rows.map((row) => {
      const name = `${row.id} ${row.operation}`;
      const open = `    <testcase classname="verify.${xml(version)}" name="${xml(name)}"`;
      if (row.outcome === 'pass') return `${open}/>`;
      if (row.outcome === 'skip') return `${open}>\n      <skipped message="${xml(row.message)}"/>\n    </testcase>`;
      return `${open}>\n      <failure message="${xml(row.message)}">${xml(row.repro)}</failure>\n    </testcase>`;
    });
    const count = (o: string) => rows.filter((r) => r.outcome === o).length;
    return `  <testsuite name="verify ${xml(version)}" tests="${rows.length}" failures="${count('fail')}" skipped="${count('skip')}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="verify ${xml(result.target)}">\n${suites.join('\n')}\n</testsuites>\n`;
}
