// Generated from spec/ by the API contract toolchain: do not edit.
import type { RouteSpec, VersionFacts } from '../runtime/plugin.js';

/** Operations of Sourcing Platform API v3. */
export type OperationId = "listJobs" | "getJob" | "createJob" | "updateJob" | "deleteJob" | "uploadJobFile" | "approveJobApproval" | "rejectJobApproval" | "createMilestone" | "deleteMilestone" | "listEois" | "getOrg" | "listOrgUnits" | "getPurchaseOrder" | "deletePurchaseOrder" | "listSupplierCatalogs" | "getSupplierCatalog" | "getSupplierResource" | "listSupplierUsersBySupplier" | "listSkillTaxonomies" | "getInvoiceFile";

/** What the request pipeline needs to know about v3. */
export const FACTS: VersionFacts = {
  "root": "/api/v3",
  "tenantHeader": "service-tenant-id",
  "tenantUnknownBody": "Tenant Unknown",
  "errorStyle": "message",
  "codes": {
    "invalidRequest": "invalid_request",
    "invalidToken": "invalid_token",
    "insufficientScope": "insufficient_scope",
    "notFound": "not_found",
    "methodNotAllowed": "method_not_allowed",
    "validationFailed": "validation_failed"
  }
};

/** Every operation of v3: URL, method, auth, scope, request schemas, success status. */
export const ROUTES: readonly RouteSpec[] = [
  {
    "operationId": "listJobs",
    "method": "GET",
    "url": "/jobs",
    "authenticated": true,
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    }
  },
  {
    "operationId": "getJob",
    "method": "GET",
    "url": "/jobs/:id",
    "authenticated": true,
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    "operationId": "createJob",
    "method": "POST",
    "url": "/jobs",
    "authenticated": true,
    "bodyMediaType": "application/json",
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    "bodyValidationStatus": 400,
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
    "bodyValidationStatus": 400,
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
    "operationId": "uploadJobFile",
    "method": "POST",
    "url": "/jobs/:id/file_upload",
    "authenticated": true,
    "bodyMediaType": "multipart/form-data",
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    "bodyValidationStatus": 400,
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
    "bodyValidationStatus": 400,
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
    }
  },
  {
    "operationId": "createMilestone",
    "method": "POST",
    "url": "/milestones",
    "authenticated": true,
    "bodyMediaType": "application/json",
    "successStatus": 200,
    "bodyValidationStatus": 400,
    "schema": {
      "body": {
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
          },
          "level_1_approved_at": {
            "type": "string",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"
          },
          "level_1_approved_by": {
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
      }
    }
  },
  {
    "operationId": "deleteMilestone",
    "method": "DELETE",
    "url": "/milestones/:id",
    "authenticated": true,
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    "operationId": "listEois",
    "method": "GET",
    "url": "/eois",
    "authenticated": true,
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    }
  },
  {
    "operationId": "getOrg",
    "method": "GET",
    "url": "/orgs/:id",
    "authenticated": true,
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    "operationId": "listOrgUnits",
    "method": "GET",
    "url": "/orgs/:org_id/org_units",
    "authenticated": true,
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    }
  },
  {
    "operationId": "getPurchaseOrder",
    "method": "GET",
    "url": "/purchase_orders/:id",
    "authenticated": true,
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    "operationId": "deletePurchaseOrder",
    "method": "DELETE",
    "url": "/purchase_orders/:id",
    "authenticated": true,
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    "operationId": "listSupplierCatalogs",
    "method": "GET",
    "url": "/suppliers/:id/catalogs",
    "authenticated": true,
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    "bodyValidationStatus": 400,
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
    }
  },
  {
    "operationId": "getSupplierResource",
    "method": "GET",
    "url": "/suppliers/:id/resources/:resource_id",
    "authenticated": true,
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    }
  },
  {
    "operationId": "listSupplierUsersBySupplier",
    "method": "GET",
    "url": "/suppliers/:id/supplier_users",
    "authenticated": true,
    "successStatus": 200,
    "bodyValidationStatus": 400,
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
    "bodyValidationStatus": 400,
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
    }
  },
  {
    "operationId": "getInvoiceFile",
    "method": "GET",
    "url": "/invoices/:id/file",
    "authenticated": true,
    "successStatus": 302,
    "bodyValidationStatus": 400,
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
