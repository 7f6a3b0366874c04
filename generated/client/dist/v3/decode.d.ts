import type * as T from "./types.js";
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
export declare function decode<Name extends keyof WireTypes>(name: Name, value: WireTypes[Name]): ValueTypes[Name];
