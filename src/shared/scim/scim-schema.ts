// SCIM 2.0 (RFC 7643, RFC 7644) as /scim/v2 speaks it: the schema URNs, what identity
// providers send (loose objects: they send attributes we don't keep, and names in any case;
// features/scim reads them case-insensitively) and what we answer.
import { z } from "zod";

export const SCIM_SCHEMAS = {
  user: "urn:ietf:params:scim:schemas:core:2.0:User",
  group: "urn:ietf:params:scim:schemas:core:2.0:Group",
  enterpriseUser: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
  listResponse: "urn:ietf:params:scim:api:messages:2.0:ListResponse",
  patchOp: "urn:ietf:params:scim:api:messages:2.0:PatchOp",
  error: "urn:ietf:params:scim:api:messages:2.0:Error",
  serviceProviderConfig: "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig",
  resourceType: "urn:ietf:params:scim:schemas:core:2.0:ResourceType",
  schema: "urn:ietf:params:scim:schemas:core:2.0:Schema",
} as const;

export const SCIM_CONTENT_TYPE = "application/scim+json";
/** A page holds at most this many resources, whatever `count` asks. */
export const SCIM_MAX_RESULTS = 200;

/** The `scimType` values of RFC 7644 §3.12 that we answer with. */
export type ScimType =
  "uniqueness" | "invalidFilter" | "invalidValue" | "invalidSyntax" | "invalidPath" | "noTarget" | "mutability" | "tooMany";

const Text = (max: number) => z.string().max(max);
const Flag = z.union([z.boolean(), Text(10)]);
const Schemas = z.array(Text(200)).max(10);

/** One value of a multi-valued attribute (emails, phoneNumbers). */
const MultiValue = z.looseObject({
  value: Text(254).nullable().optional(),
  type: Text(50).nullable().optional(),
  primary: Flag.nullable().optional(),
  display: Text(254).nullable().optional(),
});

const NameInput = z.looseObject({
  givenName: Text(200).nullable().optional(),
  familyName: Text(200).nullable().optional(),
  formatted: Text(400).nullable().optional(),
});

const EnterpriseInput = z.looseObject({
  department: Text(200).nullable().optional(),
  employeeNumber: Text(200).nullable().optional(),
});

/** A User as POST and PUT send it. Attributes we don't keep (addresses, locale...) are accepted and ignored. */
export const ScimUserInputSchema = z.looseObject({
  schemas: Schemas.optional(),
  userName: Text(254).optional(),
  externalId: Text(200).nullable().optional(),
  name: NameInput.nullable().optional(),
  displayName: Text(400).nullable().optional(),
  title: Text(200).nullable().optional(),
  /** Microsoft Entra sends "True" and "False" as strings. */
  active: Flag.optional(),
  emails: z.array(MultiValue).max(20).nullable().optional(),
  phoneNumbers: z.array(MultiValue).max(20).nullable().optional(),
  [SCIM_SCHEMAS.enterpriseUser]: EnterpriseInput.nullable().optional(),
});
export type ScimUserInput = z.infer<typeof ScimUserInputSchema>;

const MemberRef = z.looseObject({ value: Text(200), display: Text(400).nullable().optional(), $ref: Text(1000).nullable().optional() });

/** A Group (one department) as POST and PUT send it. */
export const ScimGroupInputSchema = z.looseObject({
  schemas: Schemas.optional(),
  displayName: Text(200).optional(),
  externalId: Text(200).nullable().optional(),
  members: z.array(MemberRef).max(10_000).nullable().optional(),
});
export type ScimGroupInput = z.infer<typeof ScimGroupInputSchema>;

/** One PATCH operation; `op` in any case (Entra sends "Replace"), `path` optional (the value is then an object of paths). */
export const ScimPatchOperationSchema = z.looseObject({
  op: Text(20).regex(/^(add|replace|remove)$/i, 'op must be "add", "replace" or "remove"'),
  path: Text(500).optional(),
  value: z.unknown().optional(),
});
export const ScimPatchSchema = z.looseObject({
  schemas: Schemas.optional(),
  Operations: z.array(ScimPatchOperationSchema).min(1, "Operations must hold at least one operation").max(1000),
});
export type ScimPatch = z.infer<typeof ScimPatchSchema>;
export type ScimPatchOperation = z.infer<typeof ScimPatchOperationSchema>;

const Count = z.coerce.number({ error: "must be a whole number" }).int("must be a whole number");

/** A list's query: a filter, a 1-based page (startIndex, count), and which attributes to answer. */
export const ScimListQuerySchema = z.object({
  filter: Text(1000).optional(),
  startIndex: Count.optional(),
  count: Count.optional(),
  attributes: Text(1000).optional(),
  excludedAttributes: Text(1000).optional(),
});
export type ScimListQuery = z.infer<typeof ScimListQuerySchema>;

/** What a single resource's GET may narrow. */
export const ScimAttributesQuerySchema = ScimListQuerySchema.pick({ attributes: true, excludedAttributes: true });

export const ScimMetaSchema = z.object({
  resourceType: z.string(),
  created: z.string(),
  lastModified: z.string(),
  location: z.string(),
  /** A weak ETag of the resource; also the ETag header. */
  version: z.string(),
});

export const ScimUserSchema = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  externalId: z.string().optional(),
  userName: z.string(),
  name: z.object({ givenName: z.string().optional(), familyName: z.string().optional(), formatted: z.string().optional() }).optional(),
  displayName: z.string(),
  title: z.string().optional(),
  active: z.boolean(),
  emails: z.array(z.object({ value: z.string(), type: z.string(), primary: z.boolean() })),
  phoneNumbers: z.array(z.object({ value: z.string(), type: z.string(), primary: z.boolean() })).optional(),
  [SCIM_SCHEMAS.enterpriseUser]: z.object({ department: z.string().optional(), employeeNumber: z.string().optional() }).optional(),
  meta: ScimMetaSchema,
});
export type ScimUser = z.infer<typeof ScimUserSchema>;

export const ScimGroupSchema = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  displayName: z.string(),
  members: z.array(z.object({ value: z.string(), display: z.string(), $ref: z.string() })).optional(),
  meta: ScimMetaSchema,
});
export type ScimGroup = z.infer<typeof ScimGroupSchema>;

export const scimListResponseSchema = <T extends z.ZodType>(resource: T) =>
  z.object({
    schemas: z.array(z.string()),
    totalResults: z.number().int(),
    startIndex: z.number().int(),
    itemsPerPage: z.number().int(),
    Resources: z.array(resource),
  });

export const ScimErrorSchema = z.object({
  schemas: z.array(z.string()),
  /** The HTTP status, as a string. */
  status: z.string(),
  scimType: z.string().optional(),
  detail: z.string(),
});
export type ScimErrorBody = z.infer<typeof ScimErrorSchema>;

/** Discovery answers (ServiceProviderConfig, ResourceTypes, Schemas) are fixed documents. */
export const ScimDocumentSchema = z.record(z.string(), z.unknown());
