/**
 * `npm run lint`: validity, Redocly recommended-strict (0 errors, 0 warnings), Spectral
 * [spectral:oas, all] (0 errors) on all four documents, then the OWASP ruleset on the 3.1
 * documents, whose findings must all be listed, with reasons, in lint/owasp-findings.yaml.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { parserErrors, redoclyLint, spectralLint, SPECTRAL_ERROR } from '../src/lint/openapi-linters.ts';

const DOCUMENTS = ['v3', 'v4'].flatMap((v) => [`generated/openapi/${v}.yaml`, `generated/openapi/${v}.openapi-3.0.yaml`]);
const PRIMARY = DOCUMENTS.filter((d) => !d.includes('3.0'));

let failed = false;
const fail = (message: string) => {
  failed = true;
  console.error(`FAIL ${message}`);
};

for (const file of DOCUMENTS) for (const e of await parserErrors(file)) fail(`openapi-parser ${e}`);
console.log('openapi-parser: checked', DOCUMENTS.length, 'documents');

const redocly = await redoclyLint(DOCUMENTS);
console.log(`redocly recommended-strict: ${redocly.errors} errors, ${redocly.warnings} warnings`);
if (redocly.errors + redocly.warnings > 0) fail(`redocly:\n  ${redocly.messages.join('\n  ')}`);

const spectral = await spectralLint('.spectral.yaml', DOCUMENTS);
const spectralErrors = spectral.filter((f) => f.severity === SPECTRAL_ERROR);
console.log(`spectral [spectral:oas, all]: ${spectralErrors.length} errors, ${spectral.length - spectralErrors.length} other findings`);
for (const f of spectral) console.log(`  ${f.code}: ${f.message} (${f.source.split('/').pop()} ${f.path.join('.')})`);
if (spectralErrors.length > 0) fail('spectral reported errors');

const accepted = parse(readFileSync('lint/owasp-findings.yaml', 'utf8')) as Record<string, string>;
const owasp = await spectralLint('.spectral-owasp.yaml', PRIMARY);
const counts = new Map<string, number>();
for (const f of owasp) counts.set(f.code, (counts.get(f.code) ?? 0) + 1);
console.log(`owasp: ${owasp.length} findings in ${counts.size} rules`);
for (const [code, count] of [...counts].sort()) {
  console.log(`  ${String(count).padStart(4)} ${code}${accepted[code] ? '' : '   <- not in lint/owasp-findings.yaml'}`);
  if (!accepted[code]) fail(`owasp rule ${code} is not listed in lint/owasp-findings.yaml: fix it or list it with a reason`);
}

process.exitCode = failed ? 1 : 0;
