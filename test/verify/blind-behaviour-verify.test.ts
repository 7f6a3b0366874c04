/**
 * The behavioural blind corpus (blind-faults-behaviour.ts: faults of the specification's
 * behavioural rules, written by someone who did not read verify's checks) through `verify`, one
 * case per fault, a figure of its own: each fault verify finds must fail the checks named here on
 * the operations named here (the corpus names none, being blind), so a check that stops finding
 * one fails its case. A fault of a fact the model leaves open is observed, never failed: its case
 * names where. The faults verify does not see are listed with the reason, as skipped cases.
 */
import { REPO } from '../support/seed.ts';
import { describeBlindCorpus, observedOn, on, type FoundBy } from './blind-corpus-cases.ts';
import { blindBehaviourFaults } from './blind-faults-behaviour.ts';
import { corpusSubjects } from './fault-corpus.ts';
import { faultCorpusSetup } from './fault-proxy.ts';

const setup = faultCorpusSetup(REPO);
const corpus = blindBehaviourFaults(setup.model.views, setup.demo);
const s = corpusSubjects(setup.model.views);
/** The v4 reject, by its path: an operation whose accepted statuses and destination the model leaves open. */
const rejectOp = s.v4.operations.find((o) => o.transition && !o.transition.from && o.path.endsWith('/reject'))!;

/** Per fault: the failures that find it, or why verify cannot. */
const FOUND_BY: FoundBy = {
  'submit-accepted-from-any-state': [on('workflow.precondition', s.v4, s.workflowOp)],
  'submit-wrong-state-409': [on('workflow.precondition', s.v4, s.workflowOp)],
  'submit-422-message-only': [on('response.valid', s.v4, s.workflowOp)],
  'submit-422-without-details': {
    missed: 'the model does not say `details` is always there: the specification has validation failures "typically" carry it, on "some responses"',
  },
  'workflow-wrong-state-400': [on('workflow.precondition', s.v4, s.openWorkflowOp)],
  'workflow-guard-missing': {
    observed: [observedOn(s.v4, s.openWorkflowOp)],
    open: 'the statuses approve, reject, hold, resume, cancel and complete are accepted from are not shown',
  },
  'workflow-state-changed-despite-422': [on('workflow.precondition', s.v4, s.workflowOp), on('workflow.precondition', s.v4, s.openWorkflowOp)],
  'workflow-2xx-not-saved': [on('workflow.transition', s.v4, s.openWorkflowOp)],
  'reject-cancels-project': { observed: [observedOn(s.v4, rejectOp)], open: 'the status reject leads to is not shown' },
  'approver-selection-missing': [on('precondition.actionable', s.v4, s.workflowOp)],
  'approver-selection-empty': [on('precondition.actionable', s.v4, s.workflowOp)],
  'approver-resubmit-ignored': [on('precondition.actionable', s.v4, s.workflowOp)],
  'approver-selection-wrong-code': [on('precondition.actionable', s.v4, s.workflowOp)],
  'approver-selection-as-400': [on('precondition.actionable', s.v4, s.workflowOp)],
  'v4-project-delete-404': [on('method.not-allowed', s.v4, s.statedNotTaken.path)],
  'v4-project-delete-cancels-204': [on('method.not-allowed', s.v4, s.statedNotTaken.path)],
  '405-without-allow': [on('method.not-allowed', s.v3, s.getV3.path), on('method.not-allowed', s.v4, s.statedNotTaken.path)],
  'allow-lists-every-method': [on('method.not-allowed', s.v3, s.getV3.path), on('method.not-allowed', s.v4, s.statedNotTaken.path)],
  'v3-405-as-404': { observed: [observedOn(s.v3, s.getV3.path)], open: 'v3 error statuses are not shown (its 405 is unspecified in the model)' },
  'v4-405-as-501': [on('method.not-allowed', s.v4, s.statedNotTaken.path)],
  '405-as-400': [on('method.not-allowed', s.v4, s.statedNotTaken.path)],
  'v4-validation-422-as-400': {
    missed:
      'the run’s one validation 422 answers a body of another media type, where the status table’s 400 (a malformed request) fits as well; which operations answer 422 for a payload is inferred in the model',
  },
  'default-order-oldest-first': [on('list.default-order', s.v3, s.listV3), on('list.default-order', s.v4, s.listV4)],
  'default-order-by-id': [on('list.default-order', s.v3, s.listV3), on('list.default-order', s.v4, s.listV4)],
  'default-order-by-updated': [on('list.default-order', s.v3, s.listV3), on('list.default-order', s.v4, s.listV4)],
  'sort-only-first-pair': [on('list.multi-sort', s.v3, s.multiSorted)],
  'sort-only-last-pair': [on('list.multi-sort', s.v3, s.multiSorted)],
  'sort-pairs-reversed': [on('list.multi-sort', s.v3, s.multiSorted)],
  'help-attribute-missing': [on('help.content', s.v4, s.help)],
  'help-operator-misnamed': [on('help.content', s.v4, s.help)],
  'help-enum-values-missing': [on('help.content', s.v4, s.help)],
  'help-empty-object': [on('help.content', s.v4, s.help)],
  'scope-grants-unheld': [on('auth.scope-intersection', s.v4, s.tokenOp)],
  'scope-echoes-request': [on('auth.scope-intersection', s.v4, s.tokenOp)],
  'scope-partial-request-refused': [on('auth.scope-intersection', s.v4, s.tokenOp)],
  'token-has-refresh-token': [on('auth.no-refresh-token', s.v4, s.tokenOp)],
  'refresh-grant-accepted': [on('auth.no-refresh-token', s.v4, s.tokenOp)],
  'own-domain-tenant-unknown': [on('tenant.own-domain', s.v3, s.ownDomainOp), on('tenant.own-domain', s.v4, s.listV4)],
  'own-domain-served-as-other-tenant': [on('tenant.own-domain', s.v3, s.ownDomainOp), on('tenant.own-domain', s.v4, s.listV4)],
  'own-domain-token-needs-header': [on('tenant.own-domain', s.v4, s.tokenOp)],
  'v3-reject-empty-object': [on('response.valid', s.v3, s.givenWrite)],
  'v3-delete-204': [on('response.valid', s.v3, s.deleteCreated)],
  'invoice-file-200-without-location': [on('response.valid', s.v3, s.redirecting)],
  'invoice-no-file-204': [on('response.valid', s.v3, s.redirecting)],
  'v3-po-version-as-string': [on('response.valid', s.v3, s.givenOnly)],
};

describeBlindCorpus('the behavioural blind fault corpus', setup, corpus, FOUND_BY);
