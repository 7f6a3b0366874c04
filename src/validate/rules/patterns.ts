import { paramMessage } from '../../diagnostics/message.ts';
import type { ModelPath } from '../../model/path.ts';
import { defineRule } from '../rule.ts';

/** Every regular expression in the model compiles, so emitted schemas never carry a broken pattern. */
export const patternsCompile = defineRule({
  name: 'patternsCompile',
  codes: {
    'invalid-pattern': {
      severity: 'error',
      message: paramMessage`Pattern \`${'pattern'}\` is not a valid regular expression: ${'problem'}.`,
      hint: 'Patterns are ECMAScript regular expressions (with the `u` flag), anchored with ^ and $.',
    },
  },
  check({ model, report }) {
    const patterns: { pattern: string; path: ModelPath }[] = [];
    for (const [name, f] of Object.entries(model.conventions?.formats ?? {}))
      patterns.push({ pattern: f.pattern, path: ['conventions', 'formats', name, 'pattern'] });
    for (const [v, version] of Object.entries(model.versions ?? {})) {
      for (const [type, wire] of Object.entries(version.wire ?? {})) {
        if (wire.pattern !== undefined) patterns.push({ pattern: wire.pattern, path: ['versions', v, 'wire', type, 'pattern'] });
      }
    }
    for (const { pattern, path } of patterns) {
      try {
        new RegExp(pattern, 'u');
      } catch (error) {
        report('invalid-pattern', path, { pattern, problem: error instanceof Error ? error.message : 'invalid' });
      }
    }
  },
});
