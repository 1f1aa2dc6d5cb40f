// What /scim/v2 says about itself (RFC 7643 §5-7, RFC 7644 §4): what it supports, its two
// resource types, and the attributes of each that it keeps. Identity providers read these
// to know what to send; attributes not listed are accepted and ignored.
import type { AppConfig } from "../../context";
import { SCIM_MAX_RESULTS, SCIM_SCHEMAS } from "../../../shared/scim/scim-schema";
import { scimBaseUrl } from "./scim-location";

type Attribute = {
  name: string;
  type: "string" | "boolean" | "complex" | "reference";
  multiValued?: boolean;
  description: string;
  required?: boolean;
  caseExact?: boolean;
  mutability?: "readOnly" | "readWrite" | "immutable";
  uniqueness?: "none" | "server";
  subAttributes?: Attribute[];
  referenceTypes?: string[];
  canonicalValues?: string[];
  returned?: "default";
};

const attribute = (a: Attribute): Attribute => ({
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: "readWrite",
  returned: "default",
  uniqueness: "none",
  ...a,
});

const typedValues = (name: string, description: string, types: string[]) =>
  attribute({
    name,
    type: "complex",
    multiValued: true,
    description,
    subAttributes: [
      attribute({ name: "value", type: "string", description: `The ${name === "emails" ? "address" : "number"}.` }),
      { ...attribute({ name: "type", type: "string", description: `One of: ${types.join(", ")}.` }), canonicalValues: types },
      attribute({ name: "primary", type: "boolean", description: "The primary value." }),
    ],
  });

const USER_ATTRIBUTES = [
  attribute({
    name: "userName",
    type: "string",
    required: true,
    uniqueness: "server",
    description: "The identity provider's unique name for the person; the member's address unless a work email is sent.",
  }),
  attribute({
    name: "name",
    type: "complex",
    description: "The member's name.",
    subAttributes: [
      attribute({ name: "givenName", type: "string", description: "First name (at most 100 characters kept)." }),
      attribute({ name: "familyName", type: "string", description: "Last name (at most 100 characters kept)." }),
      attribute({ name: "formatted", type: "string", mutability: "readOnly", description: "First and last name." }),
    ],
  }),
  attribute({ name: "displayName", type: "string", mutability: "readOnly", description: "First and last name, else the address." }),
  attribute({ name: "title", type: "string", description: "Job title." }),
  attribute({ name: "active", type: "boolean", description: "False deactivates the member: signed out, no sign-in, no signature pushes." }),
  typedValues("emails", "The member's address: the work one (only one is kept).", ["work"]),
  typedValues("phoneNumbers", "The member's phone: the mobile number, else the work one (one is kept).", ["work", "mobile"]),
];

const ENTERPRISE_ATTRIBUTES = [
  attribute({ name: "department", type: "string", description: "The department, by name: created if the company has none of that name." }),
  attribute({ name: "employeeNumber", type: "string", description: "Kept as sent." }),
];

const GROUP_ATTRIBUTES = [
  attribute({ name: "displayName", type: "string", required: true, uniqueness: "server", description: "The department's name." }),
  attribute({
    name: "members",
    type: "complex",
    multiValued: true,
    description: "The members of the department; a member is in one department at a time.",
    subAttributes: [
      attribute({ name: "value", type: "string", mutability: "immutable", description: "The user's id." }),
      {
        ...attribute({ name: "$ref", type: "reference", mutability: "immutable", description: "The user's URI." }),
        referenceTypes: ["User"],
      },
      attribute({ name: "display", type: "string", mutability: "readOnly", description: "The user's name." }),
    ],
  }),
];

export function serviceProviderConfig(config: Pick<AppConfig, "baseUrl">) {
  return {
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    documentationUri: `${config.baseUrl.replace(/\/+$/, "")}/api/docs`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "Provisioning token",
        description: "A token made in Company Settings, Provisioning, sent as Authorization: Bearer <token>.",
        primary: true,
      },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${scimBaseUrl(config)}/ServiceProviderConfig` },
  };
}

export function resourceTypes(config: Pick<AppConfig, "baseUrl">) {
  const base = scimBaseUrl(config);
  return [
    {
      schemas: [SCIM_SCHEMAS.resourceType],
      id: "User",
      name: "User",
      endpoint: "/Users",
      description: "A member of the company",
      schema: SCIM_SCHEMAS.user,
      schemaExtensions: [{ schema: SCIM_SCHEMAS.enterpriseUser, required: false }],
      meta: { resourceType: "ResourceType", location: `${base}/ResourceTypes/User` },
    },
    {
      schemas: [SCIM_SCHEMAS.resourceType],
      id: "Group",
      name: "Group",
      endpoint: "/Groups",
      description: "A department of the company",
      schema: SCIM_SCHEMAS.group,
      meta: { resourceType: "ResourceType", location: `${base}/ResourceTypes/Group` },
    },
  ];
}

export function schemas(config: Pick<AppConfig, "baseUrl">) {
  const base = scimBaseUrl(config);
  const schema = (id: string, name: string, description: string, attributes: unknown[]) => ({
    schemas: [SCIM_SCHEMAS.schema],
    id,
    name,
    description,
    attributes,
    meta: { resourceType: "Schema", location: `${base}/Schemas/${id}` },
  });
  return [
    schema(SCIM_SCHEMAS.user, "User", "A member of the company", USER_ATTRIBUTES),
    schema(SCIM_SCHEMAS.enterpriseUser, "EnterpriseUser", "The department and employee number", ENTERPRISE_ATTRIBUTES),
    schema(SCIM_SCHEMAS.group, "Group", "A department of the company", GROUP_ATTRIBUTES),
  ];
}

export function listOf<T>(resources: T[]) {
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults: resources.length,
    startIndex: 1,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
