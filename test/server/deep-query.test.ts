/** The route stubs' query parser reads back exactly what the client's serialiser writes, and shrugs off hostile input. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeQuery } from '../../src/runtime/query.ts';
import { parseDeepQuery } from '../../src/server-runtime/deep-query.ts';

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('parseDeepQuery', () => {
  it('reads filters, or groups, sorts and scalars', () => {
    const parsed = parseDeepQuery(
      'filter[status][eq]=draft&filter[budget][gte]=150000&or[0][status][eq]=new&or[1][created_at][gte]=2024-01-01T00%3A00%3A00Z&sort[created_at]=desc&limit=10',
    );
    expect(plain(parsed)).toEqual({
      filter: { status: { eq: 'draft' }, budget: { gte: '150000' } },
      or: [{ status: { eq: 'new' } }, { created_at: { gte: '2024-01-01T00:00:00Z' } }],
      sort: { created_at: 'desc' },
      limit: '10',
    });
  });

  it('keeps the literal + of v3 date ranges', () => {
    expect(plain(parseDeepQuery('created=2024-01-01+TO+2024-02-01&sort=updated:desc,created:asc'))).toEqual({
      created: '2024-01-01+TO+2024-02-01',
      sort: 'updated:desc,created:asc',
    });
  });

  it('round-trips whatever the client serialises', () => {
    const segment = fc.stringMatching(/^[a-z][a-z_]{0,8}$/);
    const leaf = fc.string({ minLength: 1, maxLength: 12 });
    const filter = fc.dictionary(segment, fc.dictionary(segment, leaf, { minKeys: 1, maxKeys: 3 }), { minKeys: 1, maxKeys: 4 });
    fc.assert(
      fc.property(filter, fc.array(filter, { minLength: 1, maxLength: 3 }), (f, or) => {
        const text = serializeQuery(
          [
            { name: 'filter', style: 'deepObject', allowReserved: false },
            { name: 'or', style: 'deepObject', allowReserved: false },
          ],
          { filter: f, or },
        );
        expect(plain(parseDeepQuery(text))).toEqual(plain({ filter: f, or }));
      }),
      { numRuns: 300 },
    );
  });

  it('drops prototype-polluting keys and leaves Object.prototype alone', () => {
    const parsed = parseDeepQuery('__proto__[admin]=1&filter[__proto__][x]=1&constructor[prototype][y]=2&a[b]=c');
    expect(plain(parsed)).toEqual({ a: { b: 'c' } });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(({} as Record<string, unknown>).y).toBeUndefined();
  });

  it('bounds depth, pairs and array indexes, and keeps malformed escapes as typed', () => {
    expect(plain(parseDeepQuery(`a${'[x]'.repeat(50)}=1`))).toEqual({});
    expect(Object.keys(parseDeepQuery(Array.from({ length: 5000 }, (_, i) => `k${i}=1`).join('&')))).toHaveLength(1000);
    expect(plain(parseDeepQuery('or[99999999][a]=1'))).toEqual({});
    expect(plain(parseDeepQuery('q=%E0%A4%A&x=%zz'))).toEqual({ q: '%E0%A4%A', x: '%zz' });
    expect(plain(parseDeepQuery('a[b=1&c]=2&=3'))).toEqual({ 'c]': '2' }); // unbalanced brackets: dropped, or a literal key
  });

  it('repeated scalars become a list', () => {
    expect(plain(parseDeepQuery('id=1&id=2&id=3'))).toEqual({ id: ['1', '2', '3'] });
  });
});
