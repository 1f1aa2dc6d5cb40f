// The events a company's webhook endpoints can subscribe to, each with the schema of its
// payload's `data`. Every delivery's body is `{ type, timestamp, data }` (the Standard
// Webhooks envelope), signed as the Standard Webhooks specification says. The OpenAPI
// document lists each under `webhooks` with this schema.
import { z } from "zod";

// Bounded like every string the API answers.
const id = z.string().max(100);
const text = z.string().max(500);
const instant = z.string().max(40);

const MemberRef = z.object({
  id: id.describe("The member's user id"),
  email: z.string().max(320).describe("The member's address"),
});
const MemberData = MemberRef.extend({
  firstName: text.nullable(),
  lastName: text.nullable(),
  role: z.enum(["user", "admin", "super_admin"]).describe("`user` is a plain member"),
});
const TemplateRef = z.object({ id, name: text });
const CampaignData = z.object({
  id,
  name: text,
  startsAt: instant.nullable().describe("ISO 8601 instant"),
  endsAt: instant.nullable().describe("ISO 8601 instant"),
});
const SyncData = z.object({
  sync: z.object({
    id: id.describe("The sync's id in the sync history"),
    provider: z.enum(["google", "microsoft"]).describe("The directory synced"),
    trigger: z.enum(["schedule", "admin"]).describe("`schedule`: the company's sync schedule; `admin`: an admin applied it"),
    counts: z
      .object({
        created: z.number().int(),
        updated: z.number().int(),
        deactivated: z.number().int(),
        unchanged: z.number().int(),
        departments: z.number().int(),
      })
      .describe("What the sync changed (held: the deactivations waiting are not counted)"),
    error: text.nullable().describe("Why it failed or was held; null when it completed"),
  }),
});
const PushData = z.object({
  member: MemberRef,
  provider: z.enum(["google"]).describe("The mail service the signature was put into"),
  version: id.describe("A hash of the signature's HTML"),
});

export const WEBHOOK_EVENTS = {
  "member.created": {
    label: "Member created",
    description: "Someone joined the company by accepting an invitation, or a directory sync added them.",
    data: z.object({ member: MemberData }),
  },
  "member.updated": {
    label: "Member updated",
    description:
      "A member's details changed: an admin's change (details or role), the member's own on their profile, or a directory sync's (`status` when it deactivates or reactivates them).",
    data: z.object({ member: MemberRef, fields: z.array(z.string().max(50)).max(20).describe("The names of the fields that changed") }),
  },
  "member.removed": {
    label: "Member removed",
    description: "A member was removed from the company.",
    data: z.object({ member: MemberRef }),
  },
  "invitation.accepted": {
    label: "Invitation accepted",
    description: "An invited person accepted and joined the company.",
    data: z.object({ invitation: z.object({ id }), member: MemberData }),
  },
  "template.saved": {
    label: "Template saved",
    description: "A template's content was saved (a new version).",
    data: z.object({ template: TemplateRef.extend({ version: z.number().int() }) }),
  },
  "template.set_default": {
    label: "Template set as default",
    description: "A template became the company's default.",
    data: z.object({ template: TemplateRef }),
  },
  "deployment.completed": {
    label: "Deployment completed",
    description: "Every member of a deployment to the team was done.",
    data: z.object({
      deployment: z.object({
        id,
        finishedAt: instant,
        members: z.number().int(),
        updated: z.number().int(),
        skipped: z.number().int(),
        failed: z.number().int(),
      }),
    }),
  },
  "campaign.started": {
    label: "Campaign started",
    description: "An active campaign's start time passed: it is in members' signatures from now on.",
    data: z.object({ campaign: CampaignData }),
  },
  "campaign.ended": {
    label: "Campaign ended",
    description: "An active campaign's end time passed: it is no longer in signatures.",
    data: z.object({ campaign: CampaignData }),
  },
  "directory.sync.completed": {
    label: "Directory sync completed",
    description: "A directory sync (Google Workspace or Microsoft 365) was applied, by the schedule or an admin.",
    data: SyncData,
  },
  "directory.sync.failed": {
    label: "Directory sync failed",
    description: "A scheduled directory sync could not read the directory; `error` says why. Nothing changed.",
    data: SyncData,
  },
  "directory.sync.held": {
    label: "Directory sync held",
    description:
      "A scheduled directory sync would deactivate more than 10 % of the members: it applied the rest, and the deactivations wait for an admin to confirm.",
    data: SyncData,
  },
  "signature.pushed": {
    label: "Signature pushed to a mail client",
    description: "A member's signature was put into their mailbox (Gmail).",
    data: PushData,
  },
  "signature.failed": {
    label: "Signature push failed",
    description: "A member's signature could not be put into their mailbox; `error` says why.",
    data: PushData.extend({ error: z.string().max(1000) }),
  },
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];

/** Sent only by "Send test event", to the one endpoint asked; no endpoint subscribes to it. */
export const TEST_EVENT = {
  type: "webhook.test",
  description: "A test event an admin sent from the Webhooks tab, to check the endpoint.",
  data: z.object({ endpoint: z.object({ id }), message: text }),
} as const;

export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENTS)[T]["data"]>;

/** The body of every delivery. */
export const webhookEnvelope = <T extends z.ZodType>(type: string, data: T) =>
  z.object({
    type: z.literal(type),
    timestamp: instant.describe("When the event happened, ISO 8601"),
    data,
  });
