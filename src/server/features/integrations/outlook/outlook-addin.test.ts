import { expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { createTestContext, describeEachDatabase, type TestContext } from "../../../test/test-app";
import { addMember, createCompany, setAccountStatus } from "../../../test/factories";
import { auditLog, directoryMembers, outlookAddins, outlookFetches, profiles, rateLimits } from "../../../db/schema";
import { forgetReads } from "../../../lib/read-cache";
import { ADDIN_SIGNATURE_LIMITS, addinSignatureRules } from "../../../auth/rate-limit-rules";
import { rateLimitKey } from "../../../auth/rate-limit";

async function withAddin(ctx: TestContext) {
  const company = await createCompany(ctx);
  const res = await company.admin.client.post("/api/integrations/outlook");
  if (res.status !== 200) throw new Error(res.text);
  const [row] = await ctx.deps.db.select().from(outlookAddins).where(eq(outlookAddins.accountId, company.accountId));
  return { ...company, key: row.key, outlook: res.json.outlook };
}

/** The add-in's request, from an address of our choosing (Outlook's clients have their own). */
function fetchSignature(
  ctx: TestContext,
  key: string,
  email: string,
  options: { compose?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const query = new URLSearchParams({ email, ...(options.compose ? { compose: options.compose } : {}) });
  return ctx.app.request(
    `/addin/${key}/signature?${query}`,
    { headers: options.headers ?? {} },
    {
      incoming: { socket: { remoteAddress: options.ip ?? "198.51.100.7" } },
    },
  );
}

describeEachDatabase("Outlook add-in", (ctx) => {
  it("sets up a key, shows the manifest's address, and answers the signature of the company's member by address", async () => {
    const { admin, accountId, key, outlook } = await withAddin(ctx());
    expect(outlook).toMatchObject({ enabled: true, manifestProblem: null, version: 1, membersInOutlook: 0 });
    expect(outlook.manifestUrl).toBe(`http://localhost:3999/addin/${key}/manifest.xml`);
    // Setting it up again changes nothing.
    await admin.client.post("/api/integrations/outlook");
    expect((await admin.client.get("/api/integrations/outlook")).json.outlook.manifestUrl).toBe(outlook.manifestUrl);

    const res = await fetchSignature(ctx(), key, admin.email.toUpperCase());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { html: string };
    expect(body.html).toContain("Test User");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:3999");
    // The fetch is the member's "In Outlook" status.
    const [fetched] = await ctx().deps.db.select().from(outlookFetches).where(eq(outlookFetches.accountId, accountId));
    expect(fetched.userId).toBe(admin.userId);
    expect((await admin.client.get("/api/integrations/outlook")).json.outlook.membersInOutlook).toBe(1);
  });

  it("the add-in's fetch is the member's 'In Outlook' on /users and counts in Adoption; a fetch older than 30 days does not", async () => {
    const { admin, accountId, key } = await withAddin(ctx());
    const member = await addMember(ctx(), accountId);
    const before = await admin.client.get("/api/team");
    expect(before.json.outlookAddin).toBe(true);
    expect(before.json.rows.map((r: { outlook: unknown }) => r.outlook)).toEqual([null, null]);
    const day = new Date().toISOString().slice(0, 10);
    const stats = async () => (await admin.client.get(`/api/statistics?from=${day}&to=${day}`)).json;
    const adoptedBefore = (await stats()).membersAdopted;

    expect((await fetchSignature(ctx(), key, member.email)).status).toBe(200);
    forgetReads(ctx().deps.db);
    const team = async () => (await admin.client.get("/api/team")).json.rows as { id: string; outlook: unknown }[];
    const rows = await team();
    expect(rows.find((r) => r.id === member.userId)!.outlook).toEqual({ fetchedAt: expect.any(String), recent: true });
    expect(rows.find((r) => r.id === admin.userId)!.outlook).toBeNull();
    const after = await stats();
    expect(after.adoptedBy.outlook).toBe(1);
    expect(after.membersAdopted).toBe(adoptedBefore + 1);

    // A fetch 31 days ago: still shown with its date on /users, no longer counted as in Outlook.
    await ctx()
      .deps.db.update(outlookFetches)
      .set({ lastFetchedAt: sql`now() - interval '31 days'` })
      .where(eq(outlookFetches.userId, member.userId));
    forgetReads(ctx().deps.db);
    expect((await stats()).adoptedBy.outlook).toBe(0);
    expect((await team()).find((r) => r.id === member.userId)!.outlook).toEqual({ fetchedAt: expect.any(String), recent: false });
    // Without the add-in, no column.
    const other = await createCompany(ctx());
    expect((await other.admin.client.get("/api/team")).json.outlookAddin).toBe(false);
  });

  it("answers 304 to the ETag the client has, and a new one once the signature changed", async () => {
    const { admin, key } = await withAddin(ctx());
    const first = await fetchSignature(ctx(), key, admin.email);
    const etag = first.headers.get("etag")!;
    const again = await fetchSignature(ctx(), key, admin.email, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await fetchSignature(ctx(), key, admin.email, { headers: { "if-none-match": '"other"' } })).status).toBe(200);
    // A browser takes the answer compressed, with the ETag marked weak (W/"..."), and sends that back.
    const compressed = await fetchSignature(ctx(), key, admin.email, { headers: { "accept-encoding": "gzip" } });
    const weak = compressed.headers.get("etag")!;
    expect(weak).toMatch(/^W\/"/);
    const revalidated = await fetchSignature(ctx(), key, admin.email, { headers: { "accept-encoding": "gzip", "if-none-match": weak } });
    expect(revalidated.status).toBe(304);
    await ctx().deps.db.update(profiles).set({ jobTitle: "Chief Signature Officer" }).where(eq(profiles.id, admin.userId));
    forgetReads(ctx().deps.db);
    const after = await fetchSignature(ctx(), key, admin.email, { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(((await after.json()) as { html: string }).html).toContain("Chief Signature Officer");
  });

  it("answers nothing for another company's member, a deactivated member, an unknown key or a suspended company", async () => {
    const { accountId, key } = await withAddin(ctx());
    const other = await withAddin(ctx());
    const member = await addMember(ctx(), accountId);
    expect((await fetchSignature(ctx(), key, member.email)).status).toBe(200);
    // Another company's member, through this company's key: 404, and the other way round.
    const foreign = await fetchSignature(ctx(), key, other.admin.email);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe("No signature for this address.");
    expect((await fetchSignature(ctx(), other.key, member.email)).status).toBe(404);
    expect((await fetchSignature(ctx(), key, "nobody@example.com")).status).toBe(404);
    expect((await fetchSignature(ctx(), "x".repeat(43), member.email)).status).toBe(404);
    expect((await fetchSignature(ctx(), "short", member.email)).status).toBe(404);
    // A member the directory deactivated gets no signature.
    await ctx()
      .deps.db.insert(directoryMembers)
      .values({ accountId, userId: member.userId, provider: "microsoft", externalId: "gone", deactivatedAt: new Date() });
    forgetReads(ctx().deps.db);
    expect((await fetchSignature(ctx(), key, member.email)).status).toBe(404);
    // A suspended company: nothing, not even its manifest.
    await setAccountStatus(ctx(), other.accountId, "suspended");
    forgetReads(ctx().deps.db);
    expect((await fetchSignature(ctx(), other.key, other.admin.email)).status).toBe(404);
    expect((await ctx().app.request(`/addin/${other.key}/manifest.xml`)).status).toBe(404);
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const { admin, key } = await withAddin(ctx());
    for (const [email, compose, field] of [
      ["not-an-address", undefined, "email"],
      ["", undefined, "email"],
      [`${"a".repeat(300)}@example.com`, undefined, "email"],
      [admin.email, "draft", "compose"],
    ] as const) {
      const res = await fetchSignature(ctx(), key, email, { compose });
      expect(res.status, `${email} ${compose}`).toBe(400);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields[field]).toBeTruthy();
    }
  });

  const RULES = addinSignatureRules(ADDIN_SIGNATURE_LIMITS);

  it("is limited per IP address and per key, with Retry-After", async () => {
    const { admin, key } = await withAddin(ctx());
    const fill = (name: string, subject: string, max: number) =>
      ctx()
        .deps.db.insert(rateLimits)
        .values({ key: rateLimitKey({ name, max, windowSeconds: 60 }, subject), count: max, resetAt: sql`now() + interval '60 seconds'` })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: max, resetAt: sql`now() + interval '60 seconds'` } });
    await fill(RULES.perIp.name, "203.0.113.50", RULES.perIp.max);
    const byIp = await fetchSignature(ctx(), key, admin.email, { ip: "203.0.113.50" });
    expect(byIp.status).toBe(429);
    expect(Number(byIp.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not held back by that one.
    expect((await fetchSignature(ctx(), key, admin.email, { ip: "203.0.113.51" })).status).toBe(200);
    // A key's window, full: every address is refused for that key; another key is not.
    const full = await withAddin(ctx());
    await fill(RULES.perKey.name, full.key, RULES.perKey.max);
    expect((await fetchSignature(ctx(), full.key, full.admin.email, { ip: "203.0.113.52" })).status).toBe(429);
    expect((await fetchSignature(ctx(), full.key, full.admin.email, { ip: "203.0.113.53" })).status).toBe(429);
    expect((await fetchSignature(ctx(), key, admin.email, { ip: "203.0.113.52" })).status).toBe(200);
  });

  it("counts requests in the database a lease at a time: the limit holds over many requests", async () => {
    const { admin, key } = await withAddin(ctx());
    const ip = "192.0.2.99";
    const max = RULES.perIp.max;
    // Leave 30 slots in the window: 30 answers, then 429, however the process leases them.
    await ctx()
      .deps.db.insert(rateLimits)
      .values({ key: rateLimitKey(RULES.perIp, ip), count: max - 30, resetAt: sql`now() + interval '60 seconds'` });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await fetchSignature(ctx(), key, admin.email, { ip })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it("takes its limits from the settings (ADDIN_SIGNATURE_IP_RATE_LIMIT, ADDIN_SIGNATURE_KEY_RATE_LIMIT)", async () => {
    const { admin, key } = await withAddin(ctx());
    const tight = createTestContext(ctx().kind, ctx().deps.db, { addinSignatureLimits: { perIp: 3, perKey: 5 } });
    const byIp = [];
    for (let i = 0; i < 4; i++) byIp.push((await fetchSignature(tight, key, admin.email, { ip: "198.51.100.70" })).status);
    expect(byIp).toEqual([200, 200, 200, 429]);
    // Two more from another address reach the key's 5.
    const byKey = [];
    for (let i = 0; i < 3; i++) byKey.push((await fetchSignature(tight, key, admin.email, { ip: "198.51.100.71" })).status);
    expect(byKey).toEqual([200, 200, 429]);
  });

  it("rotating the key stops the old manifest and signatures; the page's state says so", async () => {
    const { admin, accountId, key } = await withAddin(ctx());
    expect((await ctx().app.request(`/addin/${key}/manifest.xml`)).status).toBe(200);
    const rotated = await admin.client.post("/api/integrations/outlook/key-rotation");
    expect(rotated.status).toBe(200);
    expect(rotated.json.outlook).toMatchObject({ enabled: true, version: 2 });
    expect(rotated.json.outlook.rotatedAt).toBeTruthy();
    const [row] = await ctx().deps.db.select().from(outlookAddins).where(eq(outlookAddins.accountId, accountId));
    expect(row.key).not.toBe(key);
    expect(rotated.json.outlook.manifestUrl).toContain(row.key);
    expect((await fetchSignature(ctx(), key, admin.email)).status).toBe(404);
    expect((await ctx().app.request(`/addin/${key}/manifest.xml`)).status).toBe(404);
    expect((await fetchSignature(ctx(), row.key, admin.email)).status).toBe(200);
    const manifest = await (await ctx().app.request(`/addin/${row.key}/manifest.xml`)).text();
    expect(manifest).toContain("<Version>1.0.2.0</Version>");
    const actions = (await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["outlook_addin.enabled", "outlook_addin.key_rotated"]));
    expect(JSON.stringify(await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId)))).not.toContain(row.key);
    // Turned off: nothing answers.
    expect((await admin.client.delete("/api/integrations/outlook")).json.outlook).toEqual({ enabled: false });
    expect((await fetchSignature(ctx(), row.key, admin.email)).status).toBe(404);
    expect((await admin.client.post("/api/integrations/outlook/key-rotation")).status).toBe(404);
  });

  it("lets no member and no other company near the add-in's settings", async () => {
    const { accountId, key } = await withAddin(ctx());
    const member = await addMember(ctx(), accountId);
    for (const [method, path] of [
      ["GET", "/api/integrations/outlook"],
      ["POST", "/api/integrations/outlook"],
      ["POST", "/api/integrations/outlook/key-rotation"],
      ["DELETE", "/api/integrations/outlook"],
    ] as const)
      expect((await member.client.request(method, path, method === "POST" ? {} : undefined)).status, `${method} ${path}`).toBe(403);
    const other = await createCompany(ctx(), "Other");
    expect((await other.admin.client.get("/api/integrations/outlook")).json.outlook).toEqual({ enabled: false });
    expect((await other.admin.client.post("/api/integrations/outlook/key-rotation")).status).toBe(404);
    expect((await other.admin.client.delete("/api/integrations/outlook")).status).toBe(404);
    const [still] = await ctx()
      .deps.db.select()
      .from(outlookAddins)
      .where(and(eq(outlookAddins.accountId, accountId)));
    expect(still.key).toBe(key);
  });

  it("serves the runtime page with its own policy, the script, and the list of allowed scripts", async () => {
    const page = await ctx().app.request("/addin/runtime.html");
    expect(page.status).toBe(200);
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self' https://appsforoffice.microsoft.com");
    expect(csp).toContain("frame-ancestors 'self' https://outlook.office.com");
    expect(page.headers.get("x-frame-options")).toBeNull();
    const html = await page.text();
    expect(html).toContain('<script src="https://appsforoffice.microsoft.com/lib/1/hosted/office.js"></script>');
    expect(html).toContain('<script src="http://localhost:3999/addin/launchevent.js"></script>');
    const script = await ctx().app.request("/addin/launchevent.js");
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('Office.actions.associate("onNewMessageComposeHandler"');
    const allowed = await ctx().app.request("/.well-known/microsoft-officeaddins-allowed.json");
    expect(await allowed.json()).toEqual({
      allowed: ["http://localhost:3999/addin/launchevent.js", "http://localhost:3999/addin/launchevent/*"],
    });
    // Every other page keeps the app's policy.
    expect((await ctx().app.request("/")).headers.get("content-security-policy")).not.toContain("appsforoffice");
  });

  it("refuses to make a manifest from an http address outside development, and says why", async () => {
    const { key, accountId } = await withAddin(ctx());
    const production = createTestContext(ctx().kind, ctx().deps.db, { isProduction: true, baseUrl: "http://signet.example.com" });
    const res = await production.app.request(`/addin/${key}/manifest.xml`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/only over https/);
    const secure = createTestContext(ctx().kind, ctx().deps.db, { isProduction: true, baseUrl: "https://signet.example.com" });
    const ok = await secure.app.request(`/addin/${key}/manifest.xml`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(`https://signet.example.com/addin/launchevent/${key}.js`);
    expect(accountId).toBeTruthy();
  });
});
