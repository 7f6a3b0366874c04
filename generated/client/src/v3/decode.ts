// Generated from spec/ by the API contract toolchain: do not edit.
import { decodeWith, type CodecTable } from '../runtime/decode.js';
import type * as T from './types.js';

/** How each component decodes, from the semantic types of the model. */
const CODECS: CodecTable = {
  Address: 'keep',
  ClientOrganisation: 'keep',
  Eoi: {
    object: {
      eoi_matches_count: 'integer',
      skill_category: { ref: 'SkillCategorySummary' },
      skill_subcategory: { ref: 'SkillCategorySummary' },
      eoi_responses: { array: { ref: 'EoiResponse' } },
    },
  },
  EoiResponse: { object: { supplier: { ref: 'SupplierSummary' } } },
  Job: {
    object: {
      supplier_defined_milestones: 'boolean',
      is_child: 'boolean',
      is_parent: 'boolean',
      custom_fields: { map: 'keep' },
      payment_terms_in_days: 'integer',
      client_payment_terms_in_days: 'integer',
      badges: { array: 'keep' },
      invoices_cis: 'boolean',
      cis_end_user_client: 'boolean',
      permit_supplier_defined_milestones: 'boolean',
      client_defined_milestones_mandatory: 'boolean',
      milestones: { array: { ref: 'Milestone' } },
      job_line_items: { array: { ref: 'LineItem' } },
      administrator: { ref: 'User' },
      client: { ref: 'User' },
      client_org: { ref: 'ClientOrganisation' },
      supplier: { ref: 'SupplierSummary' },
      cost_centers: { array: { ref: 'ProjectCostCentre' } },
    },
  },
  JobListItem: {
    object: {
      supplier_defined_milestones: 'boolean',
      is_child: 'boolean',
      is_parent: 'boolean',
      custom_fields: { map: 'keep' },
      payment_terms_in_days: 'integer',
      badges: { array: 'keep' },
      milestones: { array: { ref: 'Milestone' } },
      job_line_items: { array: { ref: 'LineItem' } },
      administrator: { ref: 'User' },
      client: { ref: 'User' },
      client_org: { ref: 'ClientOrganisation' },
      supplier: { ref: 'SupplierSummary' },
      cost_centers: { array: { ref: 'ProjectCostCentre' } },
      job_screening_questions: { array: { ref: 'ScreeningQuestion' } },
    },
  },
  LineItem: { object: { custom_fields: { map: 'keep' } } },
  Milestone: {
    object: {
      client_suggested: 'boolean',
      approved_by: { ref: 'User' },
      level_1_approved_by: { ref: 'User' },
      children: { array: 'keep' },
      parents: { array: 'keep' },
      custom_fields: { map: 'keep' },
    },
  },
  OrgUnit: 'keep',
  Organisation: {
    object: {
      address: { ref: 'Address' },
      invoice_address: { ref: 'Address' },
      custom_fields: { map: 'keep' },
      settings: { object: { cis_contractor: 'boolean', payment_terms_in_days: 'integer' } },
    },
  },
  ProjectCostCentre: 'keep',
  PurchaseOrder: 'keep',
  ScreeningQuestion: { object: { mandatory: 'boolean', order: 'integer' } },
  SkillCategorySummary: 'keep',
  SkillTaxonomy: 'keep',
  SupplierCatalog: 'keep',
  SupplierResource: 'keep',
  SupplierSummary: 'keep',
  User: { object: { custom_fields: { map: 'keep' }, has_oversight: 'boolean' } },
};

/** Wire types by component name. */
export interface WireTypes {
  Address: T.Address;
  ClientOrganisation: T.ClientOrganisation;
  Eoi: T.Eoi;
  EoiResponse: T.EoiResponse;
  Job: T.Job;
  JobListItem: T.JobListItem;
  LineItem: T.LineItem;
  Milestone: T.Milestone;
  OrgUnit: T.OrgUnit;
  Organisation: T.Organisation;
  ProjectCostCentre: T.ProjectCostCentre;
  PurchaseOrder: T.PurchaseOrder;
  ScreeningQuestion: T.ScreeningQuestion;
  SkillCategorySummary: T.SkillCategorySummary;
  SkillTaxonomy: T.SkillTaxonomy;
  SupplierCatalog: T.SupplierCatalog;
  SupplierResource: T.SupplierResource;
  SupplierSummary: T.SupplierSummary;
  User: T.User;
}

/** Decoded types by component name. */
export interface ValueTypes {
  Address: T.AddressValue;
  ClientOrganisation: T.ClientOrganisationValue;
  Eoi: T.EoiValue;
  EoiResponse: T.EoiResponseValue;
  Job: T.JobValue;
  JobListItem: T.JobListItemValue;
  LineItem: T.LineItemValue;
  Milestone: T.MilestoneValue;
  OrgUnit: T.OrgUnitValue;
  Organisation: T.OrganisationValue;
  ProjectCostCentre: T.ProjectCostCentreValue;
  PurchaseOrder: T.PurchaseOrderValue;
  ScreeningQuestion: T.ScreeningQuestionValue;
  SkillCategorySummary: T.SkillCategorySummaryValue;
  SkillTaxonomy: T.SkillTaxonomyValue;
  SupplierCatalog: T.SupplierCatalogValue;
  SupplierResource: T.SupplierResourceValue;
  SupplierSummary: T.SupplierSummaryValue;
  User: T.UserValue;
}

/** Decodes a payload of component `name` to semantic values. Throws `DecodeError` (with the path) on a malformed value. */
export function decode<Name extends keyof WireTypes>(name: Name, value: WireTypes[Name]): ValueTypes[Name] {
  return decodeWith({ ref: name }, value, CODECS) as ValueTypes[Name];
}
