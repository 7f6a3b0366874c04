// Generated from spec/ by the API contract toolchain: do not edit.
import type { RouteSpec, SharedSchema, VersionFacts } from '../runtime/facts.js';

/** Operations of Sourcing Platform API v3. */
export type OperationId = "listJobs" | "getJob" | "createJob" | "updateJob" | "deleteJob" | "uploadJobFile" | "approveJobApproval" | "rejectJobApproval" | "createMilestone" | "deleteMilestone" | "listEois" | "getOrg" | "listOrgUnits" | "getPurchaseOrder" | "deletePurchaseOrder" | "listSupplierCatalogs" | "getSupplierCatalog" | "getSupplierResource" | "listSupplierUsersBySupplier" | "listSkillTaxonomies" | "getInvoiceFile";

/** What the request pipeline needs to know about v3. */
export const FACTS: VersionFacts = {
  "root": "/api/v3",
  "tenantHeader": "service-tenant-id",
  "tenantUnknown": {
    "status": 404,
    "mediaType": "text/plain",
    "body": "Tenant Unknown"
  },
  "errorStyle": "message",
  "problems": {
    "invalidRequest": {
      "status": 400,
      "error": "invalid_request"
    },
    "invalidToken": {
      "status": 401,
      "error": "invalid_token"
    },
    "insufficientScope": {
      "status": 403,
      "error": "insufficient_scope"
    },
    "notFound": {
      "status": 404,
      "error": "not_found"
    },
    "methodNotAllowed": {
      "status": 405,
      "error": "method_not_allowed"
    },
    "validationFailed": {
      "status": 422,
      "error": "validation_failed"
    }
  }
};

/** Components the routes reference (`$ref` by `$id`), registered once per server. */
export const SCHEMAS: readonly SharedSchema[] = [
  {
    "$id": "v3.Address",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "line1": {
        "type": "string"
      },
      "line2": {
        "type": "string"
      },
      "city": {
        "type": "string"
      },
      "region": {
        "type": "string"
      },
      "postcode": {
        "type": "string"
      },
      "country_code": {
        "type": "string"
      },
      "formatted": {
        "type": "string"
      }
    }
  },
  {
    "$id": "v3.ClientOrganisation",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "is_external_client": {
        "type": "string"
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      }
    }
  },
  {
    "$id": "v3.Eoi",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "title": {
        "type": "string"
      },
      "description": {
        "type": "string"
      },
      "status": {
        "type": "string"
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "ended_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "submission_deadline": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "time_zone": {
        "type": "string"
      },
      "eoi_matches_count": {
        "type": "string",
        "pattern": "^-?[0-9]+$"
      },
      "skill_category": {
        "$ref": "v3.SkillCategorySummary"
      },
      "skill_subcategory": {
        "$ref": "v3.SkillCategorySummary"
      },
      "owner": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "first_name": {
            "type": "string"
          },
          "last_name": {
            "type": "string"
          },
          "email": {
            "type": "string"
          },
          "vetting_status": {
            "type": "string"
          },
          "created_at": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
          },
          "updated_at": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
          }
        }
      },
      "job": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "description": {
            "type": "string"
          }
        }
      },
      "eoi_responses": {
        "type": "array",
        "items": {
          "$ref": "v3.EoiResponse"
        }
      }
    }
  },
  {
    "$id": "v3.EoiResponse",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "proposal": {
        "type": "string"
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "shortlisted_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "rejected_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "supplier": {
        "$ref": "v3.SupplierSummary"
      }
    }
  },
  {
    "$id": "v3.Job",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "title": {
        "type": "string"
      },
      "description": {
        "type": "string"
      },
      "status": {
        "type": "string",
        "enum": [
          "draft",
          "pending",
          "new",
          "halted",
          "in_progress",
          "work_completed",
          "cancelled",
          "closed"
        ]
      },
      "supplier_defined_milestones": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      },
      "start_date": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
      },
      "due_on": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
      },
      "submission_deadline": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "budget": {
        "type": "string",
        "pattern": "^-?[0-9]+\\.[0-9]{2}$"
      },
      "original_budget": {
        "type": "string",
        "pattern": "^-?[0-9]+\\.[0-9]{2}$"
      },
      "rate": {
        "type": "string",
        "pattern": "^-?[0-9]+\\.[0-9]{2}$"
      },
      "original_rate": {
        "type": "string",
        "pattern": "^-?[0-9]+\\.[0-9]{2}$"
      },
      "fee": {
        "type": "string",
        "pattern": "^-?[0-9]+(\\.[0-9]+)?$"
      },
      "markup": {
        "type": "string",
        "pattern": "^-?[0-9]+(\\.[0-9]+)?$"
      },
      "ccy": {
        "type": "string",
        "pattern": "^[A-Z]{3}$"
      },
      "fee_methodology": {
        "type": "string"
      },
      "award_type": {
        "type": "string"
      },
      "visibility": {
        "type": "string"
      },
      "external_id": {
        "type": "string"
      },
      "is_child": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      },
      "is_parent": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "location": {
        "type": "object",
        "properties": {
          "type": {
            "type": "string"
          },
          "code": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "address": {
            "type": "object",
            "properties": {
              "line1": {
                "type": "string"
              },
              "line2": {
                "type": "string"
              },
              "city": {
                "type": "string"
              },
              "region": {
                "type": "string"
              },
              "postcode": {
                "type": "string"
              },
              "country_code": {
                "type": "string"
              }
            }
          }
        }
      },
      "custom_fields": {
        "type": "object",
        "additionalProperties": {}
      },
      "payment_terms_in_days": {
        "type": "string",
        "pattern": "^-?[0-9]+$"
      },
      "client_payment_terms_in_days": {
        "type": "string",
        "pattern": "^-?[0-9]+$"
      },
      "badges": {
        "type": "array",
        "items": {
          "type": "object",
          "properties": {
            "id": {
              "type": "string"
            },
            "name": {
              "type": "string"
            }
          }
        }
      },
      "invoices_cis": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      },
      "cis_end_user_client": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      },
      "permit_supplier_defined_milestones": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      },
      "client_defined_milestones_mandatory": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      },
      "milestones": {
        "type": "array",
        "items": {
          "$ref": "v3.Milestone"
        }
      },
      "job_line_items": {
        "type": "array",
        "items": {
          "$ref": "v3.LineItem"
        }
      },
      "administrator": {
        "$ref": "v3.User"
      },
      "client": {
        "$ref": "v3.User"
      },
      "client_org": {
        "$ref": "v3.ClientOrganisation"
      },
      "supplier": {
        "$ref": "v3.SupplierSummary"
      },
      "cost_centers": {
        "type": "array",
        "items": {
          "$ref": "v3.ProjectCostCentre"
        }
      }
    }
  },
  {
    "$id": "v3.JobListItem",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "title": {
        "type": "string"
      },
      "description": {
        "type": "string"
      },
      "status": {
        "type": "string",
        "enum": [
          "draft",
          "pending",
          "new",
          "halted",
          "in_progress",
          "work_completed",
          "cancelled",
          "closed"
        ]
      },
      "supplier_defined_milestones": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      },
      "start_date": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
      },
      "due_on": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
      },
      "submission_deadline": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "bafo_submission_deadline": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "budget": {
        "type": "string",
        "pattern": "^-?[0-9]+\\.[0-9]{2}$"
      },
      "original_budget": {
        "type": "string",
        "pattern": "^-?[0-9]+\\.[0-9]{2}$"
      },
      "rate": {
        "type": "string",
        "pattern": "^-?[0-9]+\\.[0-9]{2}$"
      },
      "original_rate": {
        "type": "string",
        "pattern": "^-?[0-9]+\\.[0-9]{2}$"
      },
      "fee": {
        "type": "string",
        "pattern": "^-?[0-9]+(\\.[0-9]+)?$"
      },
      "markup": {
        "type": "string",
        "pattern": "^-?[0-9]+(\\.[0-9]+)?$"
      },
      "ccy": {
        "type": "string",
        "pattern": "^[A-Z]{3}$"
      },
      "award_type": {
        "type": "string"
      },
      "visibility": {
        "type": "string"
      },
      "external_id": {
        "type": "string"
      },
      "is_child": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      },
      "is_parent": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "location": {
        "type": "object",
        "properties": {
          "type": {
            "type": "string"
          },
          "code": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "address": {
            "type": "object",
            "properties": {
              "line1": {
                "type": "string"
              },
              "line2": {
                "type": "string"
              },
              "city": {
                "type": "string"
              },
              "region": {
                "type": "string"
              },
              "postcode": {
                "type": "string"
              },
              "country_code": {
                "type": "string"
              }
            }
          }
        }
      },
      "custom_fields": {
        "type": "object",
        "additionalProperties": {}
      },
      "payment_terms_in_days": {
        "type": "string",
        "pattern": "^-?[0-9]+$"
      },
      "badges": {
        "type": "array",
        "items": {
          "type": "object",
          "properties": {
            "id": {
              "type": "string"
            },
            "name": {
              "type": "string"
            }
          }
        }
      },
      "milestones": {
        "type": "array",
        "items": {
          "$ref": "v3.Milestone"
        }
      },
      "job_line_items": {
        "type": "array",
        "items": {
          "$ref": "v3.LineItem"
        }
      },
      "administrator": {
        "$ref": "v3.User"
      },
      "client": {
        "$ref": "v3.User"
      },
      "client_org": {
        "$ref": "v3.ClientOrganisation"
      },
      "supplier": {
        "$ref": "v3.SupplierSummary"
      },
      "cost_centers": {
        "type": "array",
        "items": {
          "$ref": "v3.ProjectCostCentre"
        }
      },
      "job_screening_questions": {
        "type": "array",
        "items": {
          "$ref": "v3.ScreeningQuestion"
        }
      }
    }
  },
  {
    "$id": "v3.LineItem",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "job_id": {
        "type": "string"
      },
      "item_type": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "manufacturer_name": {
        "type": "string"
      },
      "manufacturer_part_number": {
        "type": "string"
      },
      "quantity": {
        "type": "string",
        "pattern": "^-?[0-9]+(\\.[0-9]+)?$"
      },
      "quantity_delivered": {
        "type": "string",
        "pattern": "^-?[0-9]+(\\.[0-9]+)?$"
      },
      "quantity_undelivered": {
        "type": "string",
        "pattern": "^-?[0-9]+(\\.[0-9]+)?$"
      },
      "price": {
        "type": "string",
        "pattern": "^-?[0-9]+\\.[0-9]{2}$"
      },
      "price_ccy": {
        "type": "string",
        "pattern": "^[A-Z]{3}$"
      },
      "uom": {
        "type": "string"
      },
      "net_total_price": {
        "type": "string",
        "pattern": "^-?[0-9]+\\.[0-9]{2}$"
      },
      "net_total_price_ccy": {
        "type": "string",
        "pattern": "^[A-Z]{3}$"
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "custom_fields": {
        "type": "object",
        "additionalProperties": {}
      }
    }
  },
  {
    "$id": "v3.Milestone",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "client_suggested": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      },
      "title": {
        "type": "string"
      },
      "details": {
        "type": "string"
      },
      "rate": {
        "type": "string",
        "pattern": "^-?[0-9]+\\.[0-9]{2}$"
      },
      "ccy": {
        "type": "string",
        "pattern": "^[A-Z]{3}$"
      },
      "due_on": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "notes": {
        "type": "string"
      },
      "comments": {
        "type": "string"
      },
      "job_id": {
        "type": "string"
      },
      "job_summary": {
        "type": "string"
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "status": {
        "type": "string"
      },
      "approved_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "approved_by": {
        "$ref": "v3.User"
      },
      "level_1_approved_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "level_1_approved_by": {
        "$ref": "v3.User"
      },
      "children": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "parents": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "custom_fields": {
        "type": "object",
        "additionalProperties": {}
      }
    }
  },
  {
    "$id": "v3.OrgUnit",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "unit_type": {
        "type": "string"
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "parent_id": {
        "type": "string"
      }
    }
  },
  {
    "$id": "v3.Organisation",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "is_external_client": {
        "type": "string"
      },
      "url": {
        "type": "string"
      },
      "billing_email": {
        "type": "string"
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "address": {
        "$ref": "v3.Address"
      },
      "invoice_address": {
        "$ref": "v3.Address"
      },
      "custom_fields": {
        "type": "object",
        "additionalProperties": {}
      },
      "settings": {
        "type": "object",
        "properties": {
          "default_fee_methodology": {
            "type": "string"
          },
          "cis_contractor": {
            "type": "string",
            "enum": [
              "true",
              "false"
            ]
          },
          "payment_terms_in_days": {
            "type": "string",
            "pattern": "^-?[0-9]+$"
          }
        }
      }
    }
  },
  {
    "$id": "v3.ProjectCostCentre",
    "type": "object",
    "properties": {
      "cost_center_id": {
        "type": "string"
      },
      "job_id": {
        "type": "string"
      },
      "allocation_percentage": {
        "type": "string",
        "pattern": "^-?[0-9]+(\\.[0-9]+)?$"
      },
      "name": {
        "type": "string"
      },
      "code": {
        "type": "string"
      },
      "admin_custom_fields": {
        "type": "object",
        "properties": {
          "key": {
            "type": "string"
          },
          "value": {
            "type": "string"
          }
        }
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      }
    }
  },
  {
    "$id": "v3.PurchaseOrder",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "external_provider": {
        "type": "string"
      },
      "external_id": {
        "type": "string"
      },
      "po_number": {
        "type": "string"
      },
      "version": {
        "type": "integer"
      },
      "status": {
        "type": "string"
      },
      "owners": {
        "type": "object",
        "properties": {
          "job": {
            "type": "object",
            "properties": {
              "id": {
                "type": "string"
              }
            }
          },
          "supplier": {
            "type": "object",
            "properties": {
              "id": {
                "type": "string"
              }
            }
          }
        }
      }
    }
  },
  {
    "$id": "v3.ScreeningQuestion",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "key": {
        "type": "string"
      },
      "control_type": {
        "type": "string"
      },
      "values": {
        "type": "string"
      },
      "value_conversion_type": {
        "type": "string"
      },
      "mandatory": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      },
      "hint": {
        "type": "string"
      },
      "order": {
        "type": "string",
        "pattern": "^-?[0-9]+$"
      }
    }
  },
  {
    "$id": "v3.SkillCategorySummary",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "slug": {
        "type": "string"
      }
    }
  },
  {
    "$id": "v3.SkillTaxonomy",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      }
    }
  },
  {
    "$id": "v3.SupplierCatalog",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "status": {
        "type": "string"
      },
      "ccy": {
        "type": "string",
        "pattern": "^[A-Z]{3}$"
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      }
    }
  },
  {
    "$id": "v3.SupplierResource",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "resourceable_type": {
        "type": "string"
      },
      "resourceable_id": {
        "type": "string"
      },
      "archived_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      }
    }
  },
  {
    "$id": "v3.SupplierSummary",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "email": {
        "type": "string"
      },
      "vetting_status": {
        "type": "string"
      },
      "tax_number": {
        "type": "string"
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      }
    }
  },
  {
    "$id": "v3.User",
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "first_name": {
        "type": "string"
      },
      "last_name": {
        "type": "string"
      },
      "email": {
        "type": "string"
      },
      "org_name": {
        "type": "string"
      },
      "org_id": {
        "type": "string"
      },
      "business_unit": {
        "type": "string"
      },
      "division": {
        "type": "string"
      },
      "department": {
        "type": "string"
      },
      "vetting_status": {
        "type": "string"
      },
      "tax_number": {
        "type": "string"
      },
      "created_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "updated_at": {
        "type": "string",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
      },
      "custom_fields": {
        "type": "object",
        "additionalProperties": {}
      },
      "has_oversight": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      }
    }
  }
];

/** Every operation of v3: URL, method, auth, scope, request and success-body schemas, success status. */
export const ROUTES: readonly RouteSpec[] = [
  {
    "operationId": "listJobs",
    "method": "GET",
    "url": "/jobs",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "created": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}\\+TO\\+[0-9]{4}-[0-9]{2}-[0-9]{2}$"
          },
          "updated": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}\\+TO\\+[0-9]{4}-[0-9]{2}-[0-9]{2}$"
          },
          "limit": {
            "type": "integer"
          },
          "page": {
            "type": "integer"
          },
          "sort": {
            "type": "string",
            "pattern": "^[a-z_]+:(asc|desc)(,[a-z_]+:(asc|desc))*$"
          }
        }
      }
    },
    "responseSchema": {
      "type": "object",
      "properties": {
        "jobs": {
          "type": "array",
          "items": {
            "$ref": "v3.JobListItem"
          }
        }
      }
    }
  },
  {
    "operationId": "getJob",
    "method": "GET",
    "url": "/jobs/:id",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      }
    },
    "responseSchema": {
      "$ref": "v3.Job"
    }
  },
  {
    "operationId": "createJob",
    "method": "POST",
    "url": "/jobs",
    "authenticated": true,
    "bodyMediaType": "application/json",
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "body": {}
    }
  },
  {
    "operationId": "updateJob",
    "method": "PATCH",
    "url": "/jobs/:id",
    "authenticated": true,
    "bodyMediaType": "application/json",
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      },
      "body": {}
    }
  },
  {
    "operationId": "deleteJob",
    "method": "DELETE",
    "url": "/jobs/:id",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      }
    },
    "responseSchema": {
      "type": "object",
      "properties": {
        "message": {
          "type": "string"
        }
      }
    }
  },
  {
    "operationId": "uploadJobFile",
    "method": "POST",
    "url": "/jobs/:id/file_upload",
    "authenticated": true,
    "bodyMediaType": "multipart/form-data",
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      }
    }
  },
  {
    "operationId": "approveJobApproval",
    "method": "PATCH",
    "url": "/job_approvals/:id/approve",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      }
    }
  },
  {
    "operationId": "rejectJobApproval",
    "method": "PATCH",
    "url": "/job_approvals/:id/reject",
    "authenticated": true,
    "bodyMediaType": "application/x-www-form-urlencoded",
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      },
      "body": {
        "type": "object",
        "properties": {
          "rejection_reason": {
            "type": "string"
          }
        }
      }
    },
    "responseSchema": {
      "type": "object",
      "properties": {
        "message": {
          "type": "string"
        }
      }
    }
  },
  {
    "operationId": "createMilestone",
    "method": "POST",
    "url": "/milestones",
    "authenticated": true,
    "bodyMediaType": "application/json",
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "body": {
        "$ref": "v3.Milestone"
      }
    },
    "responseSchema": {
      "$ref": "v3.Milestone"
    }
  },
  {
    "operationId": "deleteMilestone",
    "method": "DELETE",
    "url": "/milestones/:id",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      }
    },
    "responseSchema": {
      "type": "object",
      "properties": {
        "message": {
          "type": "string"
        }
      }
    }
  },
  {
    "operationId": "listEois",
    "method": "GET",
    "url": "/eois",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "created": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}\\+TO\\+[0-9]{4}-[0-9]{2}-[0-9]{2}$"
          },
          "updated": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}\\+TO\\+[0-9]{4}-[0-9]{2}-[0-9]{2}$"
          },
          "limit": {
            "type": "integer"
          },
          "page": {
            "type": "integer"
          },
          "sort": {
            "type": "string",
            "pattern": "^(created|updated|ended):(asc|desc)(,(created|updated|ended):(asc|desc))*$"
          }
        }
      }
    },
    "responseSchema": {
      "type": "object",
      "properties": {
        "eois": {
          "type": "array",
          "items": {
            "$ref": "v3.Eoi"
          }
        }
      }
    }
  },
  {
    "operationId": "getOrg",
    "method": "GET",
    "url": "/orgs/:id",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      }
    },
    "responseSchema": {
      "$ref": "v3.Organisation"
    }
  },
  {
    "operationId": "listOrgUnits",
    "method": "GET",
    "url": "/orgs/:org_id/org_units",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "org_id": {
            "type": "string"
          }
        },
        "required": [
          "org_id"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "created": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}\\+TO\\+[0-9]{4}-[0-9]{2}-[0-9]{2}$"
          },
          "updated": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}\\+TO\\+[0-9]{4}-[0-9]{2}-[0-9]{2}$"
          },
          "limit": {
            "type": "integer"
          },
          "page": {
            "type": "integer"
          }
        }
      }
    },
    "responseSchema": {
      "type": "array",
      "items": {
        "$ref": "v3.OrgUnit"
      }
    }
  },
  {
    "operationId": "getPurchaseOrder",
    "method": "GET",
    "url": "/purchase_orders/:id",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      }
    },
    "responseSchema": {
      "$ref": "v3.PurchaseOrder"
    }
  },
  {
    "operationId": "deletePurchaseOrder",
    "method": "DELETE",
    "url": "/purchase_orders/:id",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      }
    },
    "responseSchema": {
      "type": "object",
      "properties": {
        "message": {
          "type": "string"
        }
      }
    }
  },
  {
    "operationId": "listSupplierCatalogs",
    "method": "GET",
    "url": "/suppliers/:id/catalogs",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "created": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}\\+TO\\+[0-9]{4}-[0-9]{2}-[0-9]{2}$"
          },
          "updated": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}\\+TO\\+[0-9]{4}-[0-9]{2}-[0-9]{2}$"
          },
          "sort": {
            "type": "string",
            "pattern": "^(created|updated):(asc|desc)(,(created|updated):(asc|desc))*$"
          },
          "limit": {
            "type": "integer"
          },
          "page": {
            "type": "integer"
          }
        }
      }
    }
  },
  {
    "operationId": "getSupplierCatalog",
    "method": "GET",
    "url": "/suppliers/:id/catalogs/:catalog_id",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "catalog_id": {
            "type": "string"
          }
        },
        "required": [
          "id",
          "catalog_id"
        ]
      }
    },
    "responseSchema": {
      "$ref": "v3.SupplierCatalog"
    }
  },
  {
    "operationId": "getSupplierResource",
    "method": "GET",
    "url": "/suppliers/:id/resources/:resource_id",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "resource_id": {
            "type": "string"
          }
        },
        "required": [
          "id",
          "resource_id"
        ]
      }
    },
    "responseSchema": {
      "$ref": "v3.SupplierResource"
    }
  },
  {
    "operationId": "listSupplierUsersBySupplier",
    "method": "GET",
    "url": "/suppliers/:id/supplier_users",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      }
    }
  },
  {
    "operationId": "listSkillTaxonomies",
    "method": "GET",
    "url": "/skill_taxonomies",
    "authenticated": true,
    "successStatus": 200,
    "invalidBody": "invalidRequest",
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "created": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}\\+TO\\+[0-9]{4}-[0-9]{2}-[0-9]{2}$"
          },
          "updated": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}\\+TO\\+[0-9]{4}-[0-9]{2}-[0-9]{2}$"
          },
          "sort": {
            "type": "string",
            "pattern": "^(created|updated):(asc|desc)(,(created|updated):(asc|desc))*$"
          },
          "limit": {
            "type": "integer"
          },
          "page": {
            "type": "integer"
          }
        }
      }
    },
    "responseSchema": {
      "type": "object",
      "properties": {
        "skill_taxonomies": {
          "type": "array",
          "items": {
            "$ref": "v3.SkillTaxonomy"
          }
        }
      }
    }
  },
  {
    "operationId": "getInvoiceFile",
    "method": "GET",
    "url": "/invoices/:id/file",
    "authenticated": true,
    "successStatus": 302,
    "invalidBody": "invalidRequest",
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      }
    }
  }
];

/** What each `/help` operation answers: filterable attributes, operators and enum values, from the model. */
export const HELP: Readonly<Record<string, unknown>> = {};
