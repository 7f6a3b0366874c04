/**
 * The blind corpus (blind-faults.ts: faults written from the specification and the model alone,
 * not from verify's code) through `verify`, one case per fault, a figure of its own beside the
 * seeded corpus's: each fault verify finds must fail the checks named here on the operations
 * named here (the corpus names none, being blind), so a check that stops finding one fails its
 * case. The faults verify does not find are listed with the reason, as skipped cases: the figure
 * is the count of cases that run.
 */
import { REPO } from '../support/seed.ts';
import { describeBlindCorpus, on, type FoundBy } from './blind-corpus-cases.ts';
import { blindFaults } from './blind-faults.ts';
import { corpusSubjects } from './fault-corpus.ts';
import { faultCorpusSetup } from './fault-proxy.ts';

const setup = faultCorpusSetup(REPO);
const corpus = blindFaults(setup.model.views, setup.demo);
const s = corpusSubjects(setup.model.views);

/** Per fault: the failures that find it, or why verify cannot. */
const FOUND_BY: FoundBy = {
  'tenant-missing-defaults-to-first': [on('tenant.missing', s.v4, s.welcome), on('tenant.missing', s.v3, s.listV3)],
  'tenant-unknown-json-envelope': [on('tenant.unknown', s.v3, s.listV3), on('tenant.unknown', s.v4, s.tokenOp)],
  'tenant-read-after-auth': [on('tenant.unknown', s.v4, s.listV4), on('tenant.unknown', s.v3, s.getV3)],
  'v3-api-key-not-checked': [on('auth.none', s.v3, s.listV3), on('auth.wrong', s.v3, s.getV3)],
  'v4-bearer-any-token': [on('auth.wrong', s.v4, s.listV4)],
  'token-wrong-secret-accepted': [on('auth.token-client', s.v4, s.tokenOp)],
  'token-error-as-500-html': [on('auth.token-grant', s.v4, s.tokenOp), on('robust.malformed-json', s.v4, s.tokenOp)],
  'v4-401-wrong-error-code': [on('auth.none', s.v4, s.getV4), on('response.error-code', s.v4, s.welcome)],
  'scope-not-enforced': [on('scope.insufficient', s.v4, s.listV4)],
  'token-ignores-requested-scope': [on('scope.insufficient', s.v4, s.welcome)],
  '403-without-scope-details': [on('scope.insufficient', s.v4, s.getV4), on('response.valid', s.v4, s.getV4)],
  'isolation-get-by-id-any-tenant': [on('isolation.read', s.v3, s.getV3), on('isolation.read', s.v4, s.getV4)],
  'isolation-list-leaks-other-tenant': [on('isolation.list', s.v3, s.listV3), on('isolation.list', s.v4, s.listV4)],
  'v3-booleans-as-json-booleans': [on('response.valid', s.v3, s.getV3)],
  'v4-numbers-as-strings': [on('list.filter', s.v4, s.listV4)],
  'record-id-missing': [on('list.pages', s.v3, s.listV3)],
  'timestamps-with-millis-offset': [on('response.valid', s.v3, s.listV3)],
  'token-expires-in-string': [on('response.valid', s.v4, s.tokenOp)],
  'v4-404-not-enveloped': [on('record.absent', s.v4, s.getV4)],
  'v4-422-as-400': [on('workflow.precondition', s.v4, s.workflowOp)],
  'unknown-record-200-null': [on('record.absent', s.v3, s.getV3), on('record.absent', s.v4, s.getV4)],
  'json-served-as-text-html': [on('response.valid', s.v4, s.welcome), on('response.valid', s.v3, s.listV3)],
  '405-as-404': [on('method.not-allowed', s.v4, s.statedNotTaken.path)],
  'limit-ignored': [on('list.limit', s.v3, s.listV3), on('list.limit', s.v4, s.listV4)],
  'v3-page-ignored': [on('list.pages', s.v3, s.listV3)],
  'default-order-ascending': [on('list.default-order', s.v3, s.listV3), on('list.default-order', s.v4, s.listV4)],
  'sort-parameter-ignored': [on('list.sort', s.v3, s.listV3), on('list.sort', s.v4, s.listV4)],
  'v3-date-range-filters-ignored': [on('list.date-range', s.v3, s.listV3)],
  'v4-filter-gte-as-gt': [on('list.filter', s.v4, s.listV4)],
  'v4-or-groups-ignored': [on('list.or', s.v4, s.listV4)],
  'v3-marked-deprecated': [on('deprecation.headers', s.v3, s.listV3)],
  'bad-filter-500': [on('robust.oversized', s.v4, s.listV4)],
  'v3-bad-range-500': [on('robust.oversized', s.v3, s.listV3)],
  'workflow-transition-lost': [on('workflow.transition', s.v4, s.workflowOp)],
  'delete-lost': [on('write.gone', s.v3, s.deleteCreated)],
  'create-lost': [on('write.delete', s.v3, s.deleteCreated)],
  'write-hits-other-tenant': [on('isolation.write', s.v3, s.deleteCreated)],
};

describeBlindCorpus('the blind fault corpus', setup, corpus, FOUND_BY);
