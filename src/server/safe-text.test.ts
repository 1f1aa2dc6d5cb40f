// The shared text rule on every route: a NUL or a lone surrogate in any string
// field of any route, in the body, the query or the path, answers 400 whose `fields` names
// that field, and nothing is stored. The fields come from the OpenAPI document.
import { expect, it } from "vitest";
import { describeEachDatabase, type TestContext } from "./test/test-app";
import { addMember, createCompany } from "./test/factories";
import { acceptsString, bodyWith, fillPath, readOperations, stringFields } from "./test/openapi-walk";
import * as schema from "./db/schema";

const NUL = "a\u0000b";
const LONE_SURROGATE = "a\ud800b";

// Everything a request could store; sessions and rate-limit counters are left out.
const STORED = [
  schema.users,
  schema.accounts,
  schema.accountUsers,
  schema.companyOffices,
  schema.profiles,
  schema.userInvitations,
  schema.contactMessages,
  schema.outgoingEmails,
  schema.auditLog,
  schema.userCampaignSelections,
];

async function snapshot(ctx: TestContext) {
  const tables = await Promise.all(STORED.map((table) => ctx.deps.db.select().from(table)));
  return JSON.stringify(tables.map((rows) => rows.map((row) => JSON.stringify(row)).sort()));
}

describeEachDatabase("control characters and lone surrogates", (ctx) => {
  it("are refused in every string field of every route, naming the field, and nothing is stored", async () => {
    const { accountId } = await createCompany(ctx());
    const { client } = await addMember(ctx(), accountId, "super_admin");
    const { operations } = await readOperations();
    const before = await snapshot(ctx());
    let checked = 0;
    for (const op of operations) {
      const cases: { label: string; field: string; send: () => ReturnType<typeof client.request> }[] = [];
      for (const name of op.pathParams)
        cases.push({
          label: "NUL",
          field: name,
          send: () => client.request(op.method, fillPath(op, { [name]: NUL }), op.body ? {} : undefined),
        });
      for (const { name, schema: s } of op.queryParams)
        if (acceptsString(s))
          cases.push({
            label: "NUL",
            field: name,
            send: () => client.request(op.method, `${fillPath(op)}?${name}=${encodeURIComponent(NUL)}`),
          });
      if (op.bodyType === "application/json")
        for (const field of stringFields(op.body))
          for (const [label, value] of [
            ["NUL", NUL],
            ["lone surrogate", LONE_SURROGATE],
          ])
            cases.push({ label, field, send: () => client.request(op.method, fillPath(op), bodyWith(field, value)) });
      for (const { label, field, send } of cases) {
        const res = await send();
        const where = `${op.method} ${op.template} ${field} with a ${label}`;
        expect(res.status, where).toBe(400);
        expect(res.json.error.fields?.[field], where).toMatch(new RegExp(`^${field.replace(".", "\\.")} contains characters`));
        checked += 1;
      }
    }
    // Sign-up, contact, offices, profile, invitations, onboarding, admin search, ...: dozens of fields.
    expect(checked).toBeGreaterThan(40);
    expect(await snapshot(ctx())).toBe(before);
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("lets line breaks and tabs through where a field is multi-line, and nowhere else", async () => {
    const client = ctx().client();
    const message = "Hello,\n\tthis is line two.\r\nThanks";
    const ok = await client.post("/api/contact", { name: "Ada", email: "ada@example.com", subject: "Hi", message });
    expect(ok.status).toBe(201);
    const bad = await client.post("/api/contact", { name: "Ada\nLovelace", email: "ada@example.com", subject: "Hi", message });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(["name"]);
  });
});
