// Generated from spec/ by the API contract toolchain: do not edit.

/** A postal address. */
export type Address = {
  /** Opaque identifier. */
  id?: string;
  line1?: string;
  line2?: string;
  city?: string;
  region?: string;
  postcode?: string;
  country_code?: string;
  /** Single-line rendering of the address. */
  formatted?: string;
};
/** `Address` decoded to semantic values (`decode('Address', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type AddressValue = {
  /** Opaque identifier. */
  id?: string;
  line1?: string;
  line2?: string;
  city?: string;
  region?: string;
  postcode?: string;
  country_code?: string;
  /** Single-line rendering of the address. */
  formatted?: string;
};

/** The client organisation of a project. */
export type ClientOrganisation = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  /** Listed as a string in the Organisation table. */
  is_external_client?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
};
/** `ClientOrganisation` decoded to semantic values (`decode('ClientOrganisation', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type ClientOrganisationValue = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  /** Listed as a string in the Organisation table. */
  is_external_client?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
};

/** An expression of interest. */
export type Eoi = {
  /** Opaque identifier. */
  id?: string;
  title?: string;
  description?: string;
  /** Not shown in the specification: The status value set and transitions of EOIs are not shown. */
  status?: string;
  created_at?: string;
  updated_at?: string;
  ended_at?: string;
  submission_deadline?: string;
  time_zone?: string;
  /** Integer rendered as a string. */
  eoi_matches_count?: string;
  skill_category?: SkillCategorySummary;
  skill_subcategory?: SkillCategorySummary;
  /** Subset of User: id, first_name, last_name, email, vetting_status, created_at, updated_at. */
  owner?: {
    /** Opaque identifier. */
    id?: string;
    first_name?: string;
    last_name?: string;
    email?: string;
    vetting_status?: string;
    created_at?: string;
    updated_at?: string;
  };
  /** Subset of Project: id, title, description. */
  job?: {
    /** Opaque identifier. */
    id?: string;
    title?: string;
    description?: string;
  };
  eoi_responses?: EoiResponse[];
};
/** `Eoi` decoded to semantic values (`decode('Eoi', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type EoiValue = {
  /** Opaque identifier. */
  id?: string;
  title?: string;
  description?: string;
  /** Not shown in the specification: The status value set and transitions of EOIs are not shown. */
  status?: string;
  created_at?: string;
  updated_at?: string;
  ended_at?: string;
  submission_deadline?: string;
  time_zone?: string;
  /** Integer rendered as a string. */
  eoi_matches_count?: number;
  skill_category?: SkillCategorySummaryValue;
  skill_subcategory?: SkillCategorySummaryValue;
  /** Subset of User: id, first_name, last_name, email, vetting_status, created_at, updated_at. */
  owner?: {
    /** Opaque identifier. */
    id?: string;
    first_name?: string;
    last_name?: string;
    email?: string;
    vetting_status?: string;
    created_at?: string;
    updated_at?: string;
  };
  /** Subset of Project: id, title, description. */
  job?: {
    /** Opaque identifier. */
    id?: string;
    title?: string;
    description?: string;
  };
  eoi_responses?: EoiResponseValue[];
};

/** A supplier's response to an EOI. */
export type EoiResponse = {
  /** Opaque identifier. */
  id?: string;
  proposal?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
  /** Inferred: Its type is not given; named like the other `_at` timestamp fields. */
  shortlisted_at?: string;
  /** Inferred: Its type is not given; named like the other `_at` timestamp fields. */
  rejected_at?: string;
  supplier?: SupplierSummary;
};
/** `EoiResponse` decoded to semantic values (`decode('EoiResponse', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type EoiResponseValue = {
  /** Opaque identifier. */
  id?: string;
  proposal?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
  /** Inferred: Its type is not given; named like the other `_at` timestamp fields. */
  shortlisted_at?: string;
  /** Inferred: Its type is not given; named like the other `_at` timestamp fields. */
  rejected_at?: string;
  supplier?: SupplierSummaryValue;
};

/** A project that a client organisation publishes for suppliers to fulfil. v3 calls it a job. */
export type Job = {
  /** Opaque identifier. */
  id?: string;
  title?: string;
  description?: string;
  status?: 'draft' | 'pending' | 'new' | 'halted' | 'in_progress' | 'work_completed' | 'cancelled' | 'closed';
  /** Boolean rendered as the string `true` or `false`. */
  supplier_defined_milestones?: 'true' | 'false';
  start_date?: string;
  due_on?: string;
  submission_deadline?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  budget?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  original_budget?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  rate?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  original_rate?: string;
  /** Percent-like value. Decimal rendered as a string, for example `10.0`. */
  fee?: string;
  /** Percent-like value. Decimal rendered as a string, for example `10.0`. */
  markup?: string;
  /**
   * Currency code.
   * Inferred: The samples show 3-letter codes; upper-case ISO 4217 codes are assumed.
   */
  ccy?: string;
  fee_methodology?: string;
  award_type?: string;
  visibility?: string;
  external_id?: string;
  /** Boolean rendered as the string `true` or `false`. */
  is_child?: 'true' | 'false';
  /** Boolean rendered as the string `true` or `false`. */
  is_parent?: 'true' | 'false';
  created_at?: string;
  updated_at?: string;
  location?: {
    type?: string;
    code?: string;
    name?: string;
    /** Subset of Address: line1, line2, city, region, postcode, country_code. */
    address?: {
      line1?: string;
      line2?: string;
      city?: string;
      region?: string;
      postcode?: string;
      country_code?: string;
    };
  };
  custom_fields?: Record<string, unknown>;
  /** Integer rendered as a string. */
  payment_terms_in_days?: string;
  /**
   * Integer rendered as a string.
   * Inferred: Its type is not given; it is named like `payment_terms_in_days`, an integer-like string.
   */
  client_payment_terms_in_days?: string;
  badges?: {
    /** Opaque identifier. */
    id?: string;
    name?: string;
  }[];
  /** Boolean rendered as the string `true` or `false`. */
  invoices_cis?: 'true' | 'false';
  /** Boolean rendered as the string `true` or `false`. */
  cis_end_user_client?: 'true' | 'false';
  /** Boolean rendered as the string `true` or `false`. */
  permit_supplier_defined_milestones?: 'true' | 'false';
  /** Boolean rendered as the string `true` or `false`. */
  client_defined_milestones_mandatory?: 'true' | 'false';
  milestones?: Milestone[];
  job_line_items?: LineItem[];
  administrator?: User;
  client?: User;
  client_org?: ClientOrganisation;
  supplier?: SupplierSummary;
  cost_centers?: ProjectCostCentre[];
};
/** `Job` decoded to semantic values (`decode('Job', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type JobValue = {
  /** Opaque identifier. */
  id?: string;
  title?: string;
  description?: string;
  status?: 'draft' | 'pending' | 'new' | 'halted' | 'in_progress' | 'work_completed' | 'cancelled' | 'closed';
  /** Boolean rendered as the string `true` or `false`. */
  supplier_defined_milestones?: boolean;
  start_date?: string;
  due_on?: string;
  submission_deadline?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  budget?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  original_budget?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  rate?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  original_rate?: string;
  /** Percent-like value. Decimal rendered as a string, for example `10.0`. */
  fee?: string;
  /** Percent-like value. Decimal rendered as a string, for example `10.0`. */
  markup?: string;
  /**
   * Currency code.
   * Inferred: The samples show 3-letter codes; upper-case ISO 4217 codes are assumed.
   */
  ccy?: string;
  fee_methodology?: string;
  award_type?: string;
  visibility?: string;
  external_id?: string;
  /** Boolean rendered as the string `true` or `false`. */
  is_child?: boolean;
  /** Boolean rendered as the string `true` or `false`. */
  is_parent?: boolean;
  created_at?: string;
  updated_at?: string;
  location?: {
    type?: string;
    code?: string;
    name?: string;
    /** Subset of Address: line1, line2, city, region, postcode, country_code. */
    address?: {
      line1?: string;
      line2?: string;
      city?: string;
      region?: string;
      postcode?: string;
      country_code?: string;
    };
  };
  custom_fields?: Record<string, unknown>;
  /** Integer rendered as a string. */
  payment_terms_in_days?: number;
  /**
   * Integer rendered as a string.
   * Inferred: Its type is not given; it is named like `payment_terms_in_days`, an integer-like string.
   */
  client_payment_terms_in_days?: number;
  badges?: {
    /** Opaque identifier. */
    id?: string;
    name?: string;
  }[];
  /** Boolean rendered as the string `true` or `false`. */
  invoices_cis?: boolean;
  /** Boolean rendered as the string `true` or `false`. */
  cis_end_user_client?: boolean;
  /** Boolean rendered as the string `true` or `false`. */
  permit_supplier_defined_milestones?: boolean;
  /** Boolean rendered as the string `true` or `false`. */
  client_defined_milestones_mandatory?: boolean;
  milestones?: MilestoneValue[];
  job_line_items?: LineItemValue[];
  administrator?: UserValue;
  client?: UserValue;
  client_org?: ClientOrganisationValue;
  supplier?: SupplierSummaryValue;
  cost_centers?: ProjectCostCentreValue[];
};

/** A project that a client organisation publishes for suppliers to fulfil. v3 calls it a job. Shape returned in lists. */
export type JobListItem = {
  /** Opaque identifier. */
  id?: string;
  title?: string;
  description?: string;
  status?: 'draft' | 'pending' | 'new' | 'halted' | 'in_progress' | 'work_completed' | 'cancelled' | 'closed';
  /** Boolean rendered as the string `true` or `false`. */
  supplier_defined_milestones?: 'true' | 'false';
  start_date?: string;
  due_on?: string;
  submission_deadline?: string;
  bafo_submission_deadline?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  budget?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  original_budget?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  rate?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  original_rate?: string;
  /** Percent-like value. Decimal rendered as a string, for example `10.0`. */
  fee?: string;
  /** Percent-like value. Decimal rendered as a string, for example `10.0`. */
  markup?: string;
  /**
   * Currency code.
   * Inferred: The samples show 3-letter codes; upper-case ISO 4217 codes are assumed.
   */
  ccy?: string;
  award_type?: string;
  visibility?: string;
  external_id?: string;
  /** Boolean rendered as the string `true` or `false`. */
  is_child?: 'true' | 'false';
  /** Boolean rendered as the string `true` or `false`. */
  is_parent?: 'true' | 'false';
  created_at?: string;
  updated_at?: string;
  location?: {
    type?: string;
    code?: string;
    name?: string;
    /** Subset of Address: line1, line2, city, region, postcode, country_code. */
    address?: {
      line1?: string;
      line2?: string;
      city?: string;
      region?: string;
      postcode?: string;
      country_code?: string;
    };
  };
  custom_fields?: Record<string, unknown>;
  /** Integer rendered as a string. */
  payment_terms_in_days?: string;
  badges?: {
    /** Opaque identifier. */
    id?: string;
    name?: string;
  }[];
  milestones?: Milestone[];
  job_line_items?: LineItem[];
  administrator?: User;
  client?: User;
  client_org?: ClientOrganisation;
  supplier?: SupplierSummary;
  cost_centers?: ProjectCostCentre[];
  job_screening_questions?: ScreeningQuestion[];
};
/** `JobListItem` decoded to semantic values (`decode('JobListItem', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type JobListItemValue = {
  /** Opaque identifier. */
  id?: string;
  title?: string;
  description?: string;
  status?: 'draft' | 'pending' | 'new' | 'halted' | 'in_progress' | 'work_completed' | 'cancelled' | 'closed';
  /** Boolean rendered as the string `true` or `false`. */
  supplier_defined_milestones?: boolean;
  start_date?: string;
  due_on?: string;
  submission_deadline?: string;
  bafo_submission_deadline?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  budget?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  original_budget?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  rate?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the project's `ccy`, which is how the specification describes money.
   */
  original_rate?: string;
  /** Percent-like value. Decimal rendered as a string, for example `10.0`. */
  fee?: string;
  /** Percent-like value. Decimal rendered as a string, for example `10.0`. */
  markup?: string;
  /**
   * Currency code.
   * Inferred: The samples show 3-letter codes; upper-case ISO 4217 codes are assumed.
   */
  ccy?: string;
  award_type?: string;
  visibility?: string;
  external_id?: string;
  /** Boolean rendered as the string `true` or `false`. */
  is_child?: boolean;
  /** Boolean rendered as the string `true` or `false`. */
  is_parent?: boolean;
  created_at?: string;
  updated_at?: string;
  location?: {
    type?: string;
    code?: string;
    name?: string;
    /** Subset of Address: line1, line2, city, region, postcode, country_code. */
    address?: {
      line1?: string;
      line2?: string;
      city?: string;
      region?: string;
      postcode?: string;
      country_code?: string;
    };
  };
  custom_fields?: Record<string, unknown>;
  /** Integer rendered as a string. */
  payment_terms_in_days?: number;
  badges?: {
    /** Opaque identifier. */
    id?: string;
    name?: string;
  }[];
  milestones?: MilestoneValue[];
  job_line_items?: LineItemValue[];
  administrator?: UserValue;
  client?: UserValue;
  client_org?: ClientOrganisationValue;
  supplier?: SupplierSummaryValue;
  cost_centers?: ProjectCostCentreValue[];
  job_screening_questions?: ScreeningQuestionValue[];
};

/** A line item of a project. */
export type LineItem = {
  /** Opaque identifier. */
  id?: string;
  /** Id of the owning project. */
  job_id?: string;
  item_type?: string;
  name?: string;
  manufacturer_name?: string;
  manufacturer_part_number?: string;
  /** Decimal rendered as a string, for example `10.0`. */
  quantity?: string;
  /** Decimal rendered as a string, for example `10.0`. */
  quantity_delivered?: string;
  /** Decimal rendered as a string, for example `10.0`. */
  quantity_undelivered?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: Its type is not given; it is paired with `price_ccy`, which is how the specification describes money.
   */
  price?: string;
  /**
   * Currency code.
   * Inferred: Its type is not given; it is named like the `ccy` currency code fields.
   */
  price_ccy?: string;
  uom?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: Its type is not given; it is paired with `net_total_price_ccy`, which is how the specification describes money.
   */
  net_total_price?: string;
  /**
   * Currency code.
   * Inferred: Its type is not given; it is named like the `ccy` currency code fields.
   */
  net_total_price_ccy?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
  custom_fields?: Record<string, unknown>;
};
/** `LineItem` decoded to semantic values (`decode('LineItem', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type LineItemValue = {
  /** Opaque identifier. */
  id?: string;
  /** Id of the owning project. */
  job_id?: string;
  item_type?: string;
  name?: string;
  manufacturer_name?: string;
  manufacturer_part_number?: string;
  /** Decimal rendered as a string, for example `10.0`. */
  quantity?: string;
  /** Decimal rendered as a string, for example `10.0`. */
  quantity_delivered?: string;
  /** Decimal rendered as a string, for example `10.0`. */
  quantity_undelivered?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: Its type is not given; it is paired with `price_ccy`, which is how the specification describes money.
   */
  price?: string;
  /**
   * Currency code.
   * Inferred: Its type is not given; it is named like the `ccy` currency code fields.
   */
  price_ccy?: string;
  uom?: string;
  /**
   * Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: Its type is not given; it is paired with `net_total_price_ccy`, which is how the specification describes money.
   */
  net_total_price?: string;
  /**
   * Currency code.
   * Inferred: Its type is not given; it is named like the `ccy` currency code fields.
   */
  net_total_price_ccy?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
  custom_fields?: Record<string, unknown>;
};

/** A project milestone. */
export type Milestone = {
  /** Opaque identifier. */
  id?: string;
  /** Appears when embedded in a project. Boolean rendered as the string `true` or `false`. */
  client_suggested?: 'true' | 'false';
  title?: string;
  details?: string;
  /**
   * Rate. Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the currency field `ccy`, which is how the specification describes money.
   */
  rate?: string;
  /**
   * Currency code, 3 letters in the samples. Currency code.
   * Inferred: The samples show 3-letter codes; upper-case ISO 4217 codes are assumed.
   */
  ccy?: string;
  due_on?: string;
  notes?: string;
  comments?: string;
  /** Id of the owning project. */
  job_id?: string;
  job_summary?: string;
  created_at?: string;
  updated_at?: string;
  /** Not shown in the specification: The full set of milestone status values and their transitions are not shown. */
  status?: string;
  approved_at?: string;
  approved_by?: User;
  level_1_approved_at?: string;
  level_1_approved_by?: User;
  /** Ids of child milestones. */
  children?: string[];
  /** Ids of parent milestones. */
  parents?: string[];
  custom_fields?: Record<string, unknown>;
};
/** `Milestone` decoded to semantic values (`decode('Milestone', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type MilestoneValue = {
  /** Opaque identifier. */
  id?: string;
  /** Appears when embedded in a project. Boolean rendered as the string `true` or `false`. */
  client_suggested?: boolean;
  title?: string;
  details?: string;
  /**
   * Rate. Money amount as a decimal string with two decimals, paired with a currency code field.
   * Inferred: The specification calls it a decimal string; it is paired with the currency field `ccy`, which is how the specification describes money.
   */
  rate?: string;
  /**
   * Currency code, 3 letters in the samples. Currency code.
   * Inferred: The samples show 3-letter codes; upper-case ISO 4217 codes are assumed.
   */
  ccy?: string;
  due_on?: string;
  notes?: string;
  comments?: string;
  /** Id of the owning project. */
  job_id?: string;
  job_summary?: string;
  created_at?: string;
  updated_at?: string;
  /** Not shown in the specification: The full set of milestone status values and their transitions are not shown. */
  status?: string;
  approved_at?: string;
  approved_by?: UserValue;
  level_1_approved_at?: string;
  level_1_approved_by?: UserValue;
  /** Ids of child milestones. */
  children?: string[];
  /** Ids of parent milestones. */
  parents?: string[];
  custom_fields?: Record<string, unknown>;
};

/** A unit of an organisation. */
export type OrgUnit = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  unit_type?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
  /**
   * Id of a org unit.
   * Inferred: Its target is not given; the parent of an org unit is assumed to be an org unit.
   */
  parent_id?: string;
};
/** `OrgUnit` decoded to semantic values (`decode('OrgUnit', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type OrgUnitValue = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  unit_type?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
  /**
   * Id of a org unit.
   * Inferred: Its target is not given; the parent of an org unit is assumed to be an org unit.
   */
  parent_id?: string;
};

/** An organisation. */
export type Organisation = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  is_external_client?: string;
  url?: string;
  billing_email?: string;
  created_at?: string;
  /** Not shown in the specification: One sample shows a date-only `updated_at`; whether date-only values are valid is not shown. */
  updated_at?: string;
  address?: Address;
  invoice_address?: Address;
  custom_fields?: Record<string, unknown>;
  settings?: {
    default_fee_methodology?: string;
    /** Boolean rendered as the string `true` or `false`. */
    cis_contractor?: 'true' | 'false';
    /**
     * Integer rendered as a string.
     * Inferred: Its type is not given; it is named like the project's `payment_terms_in_days`, an integer-like string.
     */
    payment_terms_in_days?: string;
  };
};
/** `Organisation` decoded to semantic values (`decode('Organisation', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type OrganisationValue = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  is_external_client?: string;
  url?: string;
  billing_email?: string;
  created_at?: string;
  /** Not shown in the specification: One sample shows a date-only `updated_at`; whether date-only values are valid is not shown. */
  updated_at?: string;
  address?: AddressValue;
  invoice_address?: AddressValue;
  custom_fields?: Record<string, unknown>;
  settings?: {
    default_fee_methodology?: string;
    /** Boolean rendered as the string `true` or `false`. */
    cis_contractor?: boolean;
    /**
     * Integer rendered as a string.
     * Inferred: Its type is not given; it is named like the project's `payment_terms_in_days`, an integer-like string.
     */
    payment_terms_in_days?: number;
  };
};

/** A cost centre allocation of a project. */
export type ProjectCostCentre = {
  /** Id of the cost centre. Opaque identifier. */
  cost_center_id?: string;
  /** Id of the owning project. */
  job_id?: string;
  /** Decimal rendered as a string, for example `10.0`. */
  allocation_percentage?: string;
  name?: string;
  code?: string;
  /**
   * Object with key and value.
   * Inferred: The specification says "object with key and value"; two string fields `key` and `value` are assumed.
   */
  admin_custom_fields?: {
    key?: string;
    value?: string;
  };
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
};
/** `ProjectCostCentre` decoded to semantic values (`decode('ProjectCostCentre', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type ProjectCostCentreValue = {
  /** Id of the cost centre. Opaque identifier. */
  cost_center_id?: string;
  /** Id of the owning project. */
  job_id?: string;
  /** Decimal rendered as a string, for example `10.0`. */
  allocation_percentage?: string;
  name?: string;
  code?: string;
  /**
   * Object with key and value.
   * Inferred: The specification says "object with key and value"; two string fields `key` and `value` are assumed.
   */
  admin_custom_fields?: {
    key?: string;
    value?: string;
  };
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
};

/** A purchase order. */
export type PurchaseOrder = {
  /** Opaque identifier. */
  id?: string;
  external_provider?: string;
  external_id?: string;
  po_number?: string;
  /** One of the two numeric JSON values in v3 payloads. */
  version?: number;
  /** Not shown in the specification: The status value set and transitions of purchase orders are not shown. */
  status?: string;
  owners?: {
    job?: {
      /** Id of a project. */
      id?: string;
    };
    supplier?: {
      /** Id of a supplier summary. */
      id?: string;
    };
  };
};
/** `PurchaseOrder` decoded to semantic values (`decode('PurchaseOrder', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type PurchaseOrderValue = {
  /** Opaque identifier. */
  id?: string;
  external_provider?: string;
  external_id?: string;
  po_number?: string;
  /** One of the two numeric JSON values in v3 payloads. */
  version?: number;
  /** Not shown in the specification: The status value set and transitions of purchase orders are not shown. */
  status?: string;
  owners?: {
    job?: {
      /** Id of a project. */
      id?: string;
    };
    supplier?: {
      /** Id of a supplier summary. */
      id?: string;
    };
  };
};

/** A screening question of a project. */
export type ScreeningQuestion = {
  /** Opaque identifier. */
  id?: string;
  /** The question text. */
  key?: string;
  control_type?: string;
  /** Comma-separated options. */
  values?: string;
  value_conversion_type?: string;
  /** Boolean rendered as the string `true` or `false`. */
  mandatory?: 'true' | 'false';
  hint?: string;
  /** Integer rendered as a string. */
  order?: string;
};
/** `ScreeningQuestion` decoded to semantic values (`decode('ScreeningQuestion', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type ScreeningQuestionValue = {
  /** Opaque identifier. */
  id?: string;
  /** The question text. */
  key?: string;
  control_type?: string;
  /** Comma-separated options. */
  values?: string;
  value_conversion_type?: string;
  /** Boolean rendered as the string `true` or `false`. */
  mandatory?: boolean;
  hint?: string;
  /** Integer rendered as a string. */
  order?: number;
};

/** A skill category or subcategory of an EOI. */
export type SkillCategorySummary = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  slug?: string;
};
/** `SkillCategorySummary` decoded to semantic values (`decode('SkillCategorySummary', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type SkillCategorySummaryValue = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  slug?: string;
};

/** A skill taxonomy. */
export type SkillTaxonomy = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
};
/** `SkillTaxonomy` decoded to semantic values (`decode('SkillTaxonomy', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type SkillTaxonomyValue = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
};

/** A supplier's catalog. */
export type SupplierCatalog = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  /** Not shown in the specification: The status value set and transitions of catalogs are not shown. */
  status?: string;
  /**
   * Currency code.
   * Inferred: The samples show 3-letter codes; upper-case ISO 4217 codes are assumed.
   */
  ccy?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
};
/** `SupplierCatalog` decoded to semantic values (`decode('SupplierCatalog', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type SupplierCatalogValue = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  /** Not shown in the specification: The status value set and transitions of catalogs are not shown. */
  status?: string;
  /**
   * Currency code.
   * Inferred: The samples show 3-letter codes; upper-case ISO 4217 codes are assumed.
   */
  ccy?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
};

/** A supplier resource (a worker). */
export type SupplierResource = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  resourceable_type?: string;
  /** Opaque identifier. */
  resourceable_id?: string;
  /** Inferred: Its type is not given; named like the other `_at` timestamp fields. */
  archived_at?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
};
/** `SupplierResource` decoded to semantic values (`decode('SupplierResource', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type SupplierResourceValue = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  resourceable_type?: string;
  /** Opaque identifier. */
  resourceable_id?: string;
  /** Inferred: Its type is not given; named like the other `_at` timestamp fields. */
  archived_at?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
};

/** The supplier of a project or EOI response. */
export type SupplierSummary = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  email?: string;
  vetting_status?: string;
  /** Inferred: Its type is not given; v3 renders every scalar as a string. */
  tax_number?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
};
/** `SupplierSummary` decoded to semantic values (`decode('SupplierSummary', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type SupplierSummaryValue = {
  /** Opaque identifier. */
  id?: string;
  name?: string;
  email?: string;
  vetting_status?: string;
  /** Inferred: Its type is not given; v3 renders every scalar as a string. */
  tax_number?: string;
  /** Inferred: Its type is not given; named like the created_at fields the specification calls timestamps. */
  created_at?: string;
  /** Inferred: Its type is not given; named like the updated_at fields the specification calls timestamps. */
  updated_at?: string;
};

/** A user, embedded in other objects. */
export type User = {
  /** Opaque identifier. */
  id?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  /** Organisation name. */
  org_name?: string;
  /** Organisation id. */
  org_id?: string;
  business_unit?: string;
  division?: string;
  department?: string;
  vetting_status?: string;
  /**
   * Appears in milestone request payloads and supplier objects.
   * Inferred: Its type is not given; v3 renders every scalar as a string.
   */
  tax_number?: string;
  created_at?: string;
  updated_at?: string;
  /** Object of key to value. */
  custom_fields?: Record<string, unknown>;
  /** Boolean rendered as the string `true` or `false`. */
  has_oversight?: 'true' | 'false';
};
/** `User` decoded to semantic values (`decode('User', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type UserValue = {
  /** Opaque identifier. */
  id?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  /** Organisation name. */
  org_name?: string;
  /** Organisation id. */
  org_id?: string;
  business_unit?: string;
  division?: string;
  department?: string;
  vetting_status?: string;
  /**
   * Appears in milestone request payloads and supplier objects.
   * Inferred: Its type is not given; v3 renders every scalar as a string.
   */
  tax_number?: string;
  created_at?: string;
  updated_at?: string;
  /** Object of key to value. */
  custom_fields?: Record<string, unknown>;
  /** Boolean rendered as the string `true` or `false`. */
  has_oversight?: boolean;
};
