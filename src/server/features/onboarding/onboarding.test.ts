import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { createCompany, signUpUser } from "../../test/factories";
import { accountUsers, companyOffices, companyTemplates, profiles } from "../../db/schema";

const company = (name = "Umbrella Labs") => ({
  companyName: name,
  website: "umbrella-labs.example",
  employeeCount: "42",
  office: { locationName: "Raccoon City HQ", address: "1 Main St, Raccoon City", phoneNumber: "+1 555 0100" },
});

describeEachDatabase("onboarding", (ctx) => {
  it("creates the company with its first office and default template, the user as admin", async () => {
    const { client, userId } = await signUpUser(ctx());
    const res = await client.post("/api/onboarding", company());
    expect(res.status).toBe(201);
    const accountId = res.json.account.id;
    const me = await client.get("/api/me");
    expect(me.json.membership).toEqual({ accountId, role: "admin" });
    expect(me.json.account).toMatchObject({
      name: "Umbrella Labs",
      website: "https://umbrella-labs.example",
      employeeCount: 42,
      status: "active",
    });
    const offices = await ctx().deps.db.select().from(companyOffices).where(eq(companyOffices.accountId, accountId));
    expect(offices).toEqual([
      expect.objectContaining({ locationName: "Raccoon City HQ", address: "1 Main St, Raccoon City", phoneNumber: "+1 555 0100" }),
    ]);
    const templates = await ctx().deps.db.select().from(companyTemplates).where(eq(companyTemplates.accountId, accountId));
    expect(templates.filter((t) => t.isDefault)).toHaveLength(1);
    expect(await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, userId))).toHaveLength(1);
  });

  it("makes the office named at onboarding the admin's own, so their signature shows its phone and address", async () => {
    const { client, userId } = await signUpUser(ctx());
    expect((await client.post("/api/onboarding", company())).status).toBe(201);
    const [profile] = await ctx().deps.db.select({ officeId: profiles.officeId }).from(profiles).where(eq(profiles.id, userId));
    const [office] = await ctx().deps.db.select().from(companyOffices).where(eq(companyOffices.id, profile.officeId!));
    expect(office.locationName).toBe("Raccoon City HQ");
    const signature = await client.get("/api/signature");
    expect(signature.status).toBe(200);
    expect(signature.json.html).toContain("+1 555 0100");
    expect(signature.json.html).toContain("1 Main St, Raccoon City");
  });

  it("refuses a user who already has an account, and a double submit creates one company", async () => {
    const { admin } = await createCompany(ctx());
    const again = await admin.client.post("/api/onboarding", company());
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("already_onboarded");

    const { client, userId } = await signUpUser(ctx());
    const results = await Promise.all([
      client.post("/api/onboarding", company("Twice Inc")),
      client.post("/api/onboarding", company("Twice Inc")),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, userId))).toHaveLength(1);
  });

  it("validates every field with a message naming it", async () => {
    const { client } = await signUpUser(ctx());
    const res = await client.post("/api/onboarding", {
      companyName: "Bad <Co>",
      website: "javascript:alert(1)",
      employeeCount: "-3",
      office: { locationName: "", phoneNumber: "call me" },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      companyName: "Company name contains invalid characters",
      website: "Please enter a valid website address (e.g., https://example.com)",
      employeeCount: "Employee count must be a whole number from 1 to 1,000,000",
      "office.locationName": "This field is required",
      "office.phoneNumber": "Please enter a valid phone number (digits, spaces, + ( ) - .)",
    });
    const empty = await client.post("/api/onboarding", { office: { locationName: "HQ" } });
    expect(empty.json.error.fields.companyName).toBe("This field is required");
  });

  it("needs a signed-in user", async () => {
    expect((await ctx().client().post("/api/onboarding", company())).status).toBe(401);
  });
});

describeEachDatabase(
  "onboarding with REQUIRE_ACCOUNT_ACTIVATION",
  (ctx) => {
    it("starts the new account pending activation", async () => {
      const { client } = await signUpUser(ctx());
      expect((await client.post("/api/onboarding", company())).status).toBe(201);
      expect((await client.get("/api/me")).json.account.status).toBe("pending_activation");
    });
  },
  { requireAccountActivation: true },
);
