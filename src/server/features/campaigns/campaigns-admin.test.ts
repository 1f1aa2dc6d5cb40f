import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, TEST_BASE_URL } from "../../test/test-app";
import { BROWSER, body, create, DAY, fromAddress, local, png, tokensIn, uploadBanner } from "../../test/campaign-fixtures";
import { addMember, createCompany } from "../../test/factories";
import { auditLog, campaignEvents, campaigns, departments, profiles, userCampaignSelections } from "../../db/schema";
import { variantOf } from "../../../shared/campaigns/campaign-variant";
import { readTrackingToken, signTrackingToken } from "../tracking/tracking-token";

describeEachDatabase("campaigns (admin)", (ctx) => {
  it("a required campaign counts the members it is in the signature of (no selection rows), everyone or its departments'", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const [sales] = await ctx().deps.db.insert(departments).values({ accountId, name: "Sales" }).returning();
    const seller = await addMember(ctx(), accountId);
    await addMember(ctx(), accountId);
    await ctx().deps.db.update(profiles).set({ departmentId: sales.id }).where(eq(profiles.id, seller.userId));
    const everyone = await create(ctx(), admin.client, { name: "For all", isRequired: true });
    const forSales = await create(ctx(), admin.client, {
      name: "For sales",
      altText: "Sales banner",
      isRequired: true,
      departmentIds: [sales.id],
    });
    const optional = await create(ctx(), admin.client, { name: "Optional" });
    const list = (await admin.client.get("/api/campaigns")).json.campaigns as { id: string; selectedCount: number }[];
    const count = (id: string) => list.find((c) => c.id === id)?.selectedCount;
    expect([count(everyone.id), count(forSales.id), count(optional.id)]).toEqual([3, 1, 0]);
    // The member sees it in their signature without having selected it.
    expect((await seller.client.get("/api/signature")).json.html).toContain("Sales banner");
  });

  it("creates, lists, edits, duplicates, pauses, resumes and deletes, with an audit entry for each change", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const [sales] = await ctx().deps.db.insert(departments).values({ accountId, name: "Sales" }).returning();
    const start = Date.now() + 2 * DAY;
    // Start and end are typed in the company's time zone.
    expect((await admin.client.request("PUT", "/api/company/time-zone", { timeZone: "Europe/Berlin" })).status).toBe(200);
    const created = await create(ctx(), admin.client, {
      startsAt: "2030-03-01T09:00",
      endsAt: "2030-03-31T18:00",
      departmentIds: [sales.id],
    });
    expect(created.status).toBe("scheduled");
    expect(created.startsAt).toBe("2030-03-01T08:00:00.000Z"); // 09:00 in Berlin (CET)
    expect(created.startsAtLocal).toBe("2030-03-01T09:00");
    expect(created.endsAt).toBe("2030-03-31T16:00:00.000Z"); // 18:00 in Berlin (CEST)
    expect(created.departmentIds).toEqual([sales.id]);

    const listed = await admin.client.get("/api/campaigns");
    expect(listed.status).toBe(200);
    expect(listed.json.campaigns).toHaveLength(1);
    expect(listed.json.campaigns[0]).toMatchObject({
      id: created.id,
      status: "scheduled",
      selectedCount: 0,
      impressions30d: 0,
      clicks30d: 0,
    });

    const updated = await admin.client.request(
      "PUT",
      `/api/campaigns/${created.id}`,
      body({ name: "Spring launch 2", startsAt: local(start - 4 * DAY), endsAt: "", departmentIds: [] }),
    );
    expect(updated.status).toBe(200);
    expect(updated.json.campaign).toMatchObject({ name: "Spring launch 2", status: "live", endsAt: null, departmentIds: [] });

    const copy = await admin.client.post(`/api/campaigns/${created.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.json.campaign).toMatchObject({ name: "Copy of Spring launch 2", status: "draft" });

    const paused = await admin.client.post(`/api/campaigns/${created.id}/pause`);
    expect(paused.json.campaign.status).toBe("paused");
    const resumed = await admin.client.post(`/api/campaigns/${created.id}/resume`);
    expect(resumed.json.campaign.status).toBe("live");

    const draft = await create(ctx(), admin.client, { publish: false, name: "Later" });
    expect(draft.status).toBe("draft");

    expect((await admin.client.delete(`/api/campaigns/${created.id}`)).status).toBe(204);
    expect((await admin.client.get(`/api/campaigns/${created.id}`)).status).toBe(404);

    const entries = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
    const actions = entries
      .map((e) => e.action)
      .filter((action) => action.startsWith("campaign."))
      .sort();
    expect(actions).toEqual(
      [
        "campaign.created",
        "campaign.created",
        "campaign.created",
        "campaign.deleted",
        "campaign.paused",
        "campaign.resumed",
        "campaign.updated",
      ].sort(),
    );
    const edit = entries.find((e) => e.action === "campaign.updated");
    expect((edit?.data as { changes: Record<string, unknown> }).changes.name).toEqual(["Spring launch", "Spring launch 2"]);
  });

  it("names each refused field: name, dates, landing page, banner, departments", async () => {
    const { admin } = await createCompany(ctx());
    const other = await createCompany(ctx(), "Other");
    const [theirs] = await ctx().deps.db.insert(departments).values({ accountId: other.accountId, name: "Theirs" }).returning();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: "" }, "name", /campaign name/],
      [{ name: "x".repeat(81) }, "name", /at most 80/],
      [{ description: "x".repeat(201) }, "description", /at most 200/],
      [{ ctaText: "x".repeat(41) }, "ctaText", /at most 40/],
      [{ landingPageUrl: "javascript:alert(1)" }, "landingPageUrl", /http/],
      [{ imageUrl: "http://cdn.example.com/a.png" }, "imageUrl", /https/],
      [{ startsAt: "2030-03-02T09:00", endsAt: "2030-03-01T09:00" }, "endsAt", /after the start/],
      [{ startsAt: "2030-02-30T09:00" }, "startsAt", /date and time/],
      [{ departmentIds: [theirs.id] }, "departmentIds", /departments/],
    ];
    for (const [values, field, message] of cases) {
      const res = await admin.client.post("/api/campaigns", body(values));
      expect(res.status, field).toBe(400);
      expect(res.json.error.fields[field], field).toMatch(message);
    }
    expect((await admin.client.get("/api/campaigns")).json.campaigns).toHaveLength(0);
  });

  it("isolation: members get 403, another company's admin 404 and changes nothing, no session 401", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const member = await addMember(ctx(), accountId);
    const stranger = await createCompany(ctx(), "Stranger");
    const campaign = await create(ctx(), admin.client);
    const anonymous = ctx().client();
    const before = await ctx().deps.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));

    const routes: [string, string, unknown?][] = [
      ["GET", "/api/campaigns"],
      ["POST", "/api/campaigns", body()],
      ["POST", "/api/campaigns/preview", { name: "x" }],
      ["GET", `/api/campaigns/${campaign.id}`],
      ["PUT", `/api/campaigns/${campaign.id}`, body({ name: "Hijacked" })],
      ["POST", `/api/campaigns/${campaign.id}/pause`, {}],
      ["POST", `/api/campaigns/${campaign.id}/resume`, {}],
      ["POST", `/api/campaigns/${campaign.id}/duplicate`, {}],
      ["DELETE", `/api/campaigns/${campaign.id}`],
      ["GET", "/api/statistics?from=2030-01-01&to=2030-01-31"],
    ];
    for (const [method, path, payload] of routes) {
      expect((await member.client.request(method, path, payload)).status, `${method} ${path} member`).toBe(403);
      expect((await anonymous.request(method, path, payload)).status, `${method} ${path} anonymous`).toBe(401);
      const theirs = await stranger.admin.client.request(method, path, payload);
      const isOwnList = path === "/api/campaigns" || path.startsWith("/api/statistics") || path === "/api/campaigns/preview";
      expect(theirs.status, `${method} ${path} stranger`).toBe(
        isOwnList ? (method === "POST" && path === "/api/campaigns" ? 201 : 200) : 404,
      );
    }
    const upload = await uploadBanner(ctx(), member.client.cookieHeader(), await png(300, 90));
    expect(upload.status).toBe(403);
    // The stranger's own list never shows the first company's campaign.
    const theirList = await stranger.admin.client.get("/api/campaigns");
    expect(theirList.json.campaigns.map((c: { id: string }) => c.id)).not.toContain(campaign.id);
    const after = await ctx().deps.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(after).toEqual(before);
    const entries = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
    expect(entries.map((e) => e.action)).toEqual(["campaign.created"]);
  });

  it("uploads a banner checked by content, re-encoded, with size warnings; refuses other files", async () => {
    const { admin } = await createCompany(ctx());
    const cookie = admin.client.cookieHeader();
    const small = await uploadBanner(ctx(), cookie, await png(400, 90));
    expect(small.status).toBe(201);
    expect(small.json.url).toMatch(/^\/files\/banners\/[a-f0-9-]+\.png$/);
    expect(small.json.warnings).toEqual([]);
    const wide = await uploadBanner(ctx(), cookie, await png(1400, 100));
    expect(wide.status).toBe(201);
    expect(wide.json.warnings.join(" ")).toMatch(/600 px/);
    const text = await uploadBanner(ctx(), cookie, "<svg onload=alert(1)>", "banner.png");
    expect(text.status).toBe(415);
    expect(text.json.error.fields.file).toMatch(/PNG, JPEG or GIF/);
    const huge = await uploadBanner(ctx(), cookie, new Uint8Array(1024 * 1024 + 10).fill(1));
    expect(huge.status).toBe(413);
    const served = await ctx().app.request(small.json.url);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("an uploaded banner gets its width in signatures from its stored size: 90 px high, at most 600 px wide", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const member = await addMember(ctx(), accountId);
    const cookie = admin.client.cookieHeader();
    const banner = await uploadBanner(ctx(), cookie, await png(800, 200));
    const wide = await uploadBanner(ctx(), cookie, await png(1400, 100));
    expect([banner.json.width, banner.json.height]).toEqual([800, 200]);
    await create(ctx(), admin.client, { name: "Sized", imageUrl: banner.json.url, imageUrlB: wide.json.url, isRequired: true });
    const shown = (await member.client.get("/api/signature")).json.html as string;
    // The member's variant: A's banner at 360 x 90, or B's capped at 600 x 43.
    expect(shown).toMatch(/<img [^>]*width="(360" height="90|600" height="43)" style="width:(360|600)px;max-width:100%;height:auto;/);
    const preview = await admin.client.post("/api/campaigns/preview", { name: "Sized", imageUrl: banner.json.url, variant: "a" });
    expect(preview.json.html).toContain('width="360" height="90" style="width:360px;max-width:100%;height:auto;');
    const previewB = await admin.client.post("/api/campaigns/preview", {
      name: "Sized",
      imageUrl: banner.json.url,
      imageUrlB: wide.json.url,
      variant: "b",
    });
    expect(previewB.json.html).toContain('width="600" height="43" style="width:600px;max-width:100%;height:auto;');
  });

  it("previews the unsaved campaign inside the default template, untracked", async () => {
    const { admin } = await createCompany(ctx());
    const res = await admin.client.post("/api/campaigns/preview", {
      name: "Preview me",
      imageUrl: "https://cdn.example.com/p.png",
      landingPageUrl: "https://example.com/p",
      ctaText: "Go",
      ctaTextB: "Go B",
      variant: "b",
    });
    expect(res.status).toBe(200);
    expect(res.json.html).toContain("https://cdn.example.com/p.png");
    expect(res.json.html).toContain("Go B");
    expect(res.json.html).not.toContain("/r/");
  });
});

describeEachDatabase("campaign availability, required campaigns and variants", (ctx) => {
  it("a campaign not started, ended, paused or for another department is absent from picker and signature", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const member = await addMember(ctx(), accountId);
    const [sales, legal] = await ctx()
      .deps.db.insert(departments)
      .values([
        { accountId, name: "Sales" },
        { accountId, name: "Legal" },
      ])
      .returning();
    await ctx().deps.db.update(profiles).set({ departmentId: sales.id }).where(eq(profiles.id, member.userId));
    const now = Date.now();
    const live = await create(ctx(), admin.client, { name: "Live", imageUrl: "https://cdn.example.com/live.png" });
    const future = await create(ctx(), admin.client, { name: "Future", startsAt: local(now + DAY) });
    const ended = await create(ctx(), admin.client, { name: "Ended", startsAt: local(now - 3 * DAY), endsAt: local(now - DAY) });
    const paused = await create(ctx(), admin.client, { name: "Paused", imageUrl: "https://cdn.example.com/paused.png" });
    const forLegal = await create(ctx(), admin.client, { name: "Legal only", departmentIds: [legal.id] });
    const forSales = await create(ctx(), admin.client, { name: "Sales only", departmentIds: [sales.id] });
    expect([future.status, ended.status, forLegal.status]).toEqual(["scheduled", "ended", "live"]);

    for (const c of [live, paused, forSales])
      expect((await member.client.post("/api/campaign-selections", { campaignId: c.id })).status).toBe(201);
    await admin.client.post(`/api/campaigns/${paused.id}/pause`);
    const picker = await member.client.get("/api/campaign-selections/campaigns");
    expect(picker.json.campaigns.map((c: { name: string }) => c.name).sort()).toEqual(["Live", "Sales only"]);
    const html = (await member.client.get("/api/signature")).json.html as string;
    expect(html).not.toContain("Paused");
    expect(tokensIn(html).images).toHaveLength(2); // Live and Sales only

    // Resumed: back in the signature; the member's selection was kept.
    await admin.client.post(`/api/campaigns/${paused.id}/resume`);
    const again = (await member.client.get("/api/signature")).json.html as string;
    expect(tokensIn(again).images).toHaveLength(3);
  });

  it("a required campaign is in every targeted member's signature, locked on in the picker", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const member = await addMember(ctx(), accountId);
    const required = await create(ctx(), admin.client, { name: "Must show", isRequired: true, ctaText: "Required CTA" });
    const picker = await member.client.get("/api/campaign-selections/campaigns");
    expect(picker.json.campaigns).toEqual([expect.objectContaining({ id: required.id, isRequired: true })]);
    expect((await member.client.get("/api/signature")).json.html).toContain("Required CTA");
    const off = await member.client.delete(`/api/campaign-selections/${required.id}`);
    expect(off.status).toBe(409);
    expect(off.json.error.code).toBe("campaign_required");
    // Paused: gone from the signature, and the member may switch it off.
    await admin.client.post(`/api/campaigns/${required.id}/pause`);
    expect((await member.client.get("/api/signature")).json.html).not.toContain("Required CTA");
  });

  it("each member sees one variant by a stable hash; about half each over 1,000 members", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const campaign = await create(ctx(), admin.client, {
      imageUrl: "https://cdn.example.com/a.png",
      imageUrlB: "https://cdn.example.com/b.png",
      ctaText: "CTA A",
      ctaTextB: "CTA B",
    });
    await admin.client.post("/api/campaign-selections", { campaignId: campaign.id });
    const first = (await admin.client.get("/api/signature")).json.html as string;
    const second = (await admin.client.get("/api/signature")).json.html as string;
    expect(second).toBe(first);
    const expected = variantOf(campaign.id, admin.userId);
    expect(first).toContain(expected === "a" ? "CTA A" : "CTA B");
    const claims = readTrackingToken(ctx().deps.tracking, tokensIn(first).images[0]);
    expect(claims).toEqual({ campaignId: campaign.id, userId: admin.userId, variant: expected });

    let b = 0;
    for (let i = 0; i < 1000; i++) if (variantOf(campaign.id, `user-${i}-${accountId}`) === "b") b++;
    expect(b).toBeGreaterThan(430);
    expect(b).toBeLessThan(570);
  });
});

describeEachDatabase("tracking /r and /i, and /statistics", (ctx) => {
  async function setup() {
    const { accountId, admin } = await createCompany(ctx());
    const upload = await uploadBanner(ctx(), admin.client.cookieHeader(), await png(300, 90));
    const campaign = await create(ctx(), admin.client, { imageUrl: upload.json.url, landingPageUrl: "https://example.com/landing" });
    await admin.client.post("/api/campaign-selections", { campaignId: campaign.id });
    const html = (await admin.client.get("/api/signature")).json.html as string;
    const { clicks, images } = tokensIn(html);
    expect(html).toContain(`${TEST_BASE_URL}/r/`);
    return { accountId, admin, campaign, click: clicks[0], image: images[0] };
  }
  const events = (campaignId: string) => ctx().deps.db.select().from(campaignEvents).where(eq(campaignEvents.campaignId, campaignId));
  // A visit, and the batch of events it joined written (decision 051: a few milliseconds later).
  const visit = async (path: string, headers: Record<string, string> = { "user-agent": BROWSER }, method = "GET", from = "203.0.113.5") => {
    const res = await ctx().app.request(path, { method, headers, redirect: "manual" }, fromAddress(from));
    await ctx().deps.campaignEvents.flush();
    return res;
  };

  it("/r 302s to the landing page and counts once per unique visitor; bots, HEAD and prefetch are not counted", async () => {
    const { campaign, click } = await setup();
    const first = await visit(`/r/${click}`);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("https://example.com/landing");
    await visit(`/r/${click}`);
    await visit(`/r/${click}`, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit(`/r/${click}`, { "user-agent": BROWSER, "sec-purpose": "prefetch" });
    await visit(`/r/${click}`, { "user-agent": BROWSER }, "HEAD");
    await visit(`/r/${click}`, {});
    const rows = await events(campaign.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "click", count: 2, variant: "a" });
    expect(rows[0].visitor).not.toContain("unknown");
  });

  it("forged, truncated and tampered tokens are 404 and redirect nowhere", async () => {
    const { click, campaign, admin } = await setup();
    const forged = signTrackingToken(
      { token: Buffer.alloc(32, 7), visitor: Buffer.alloc(32) },
      {
        campaignId: campaign.id,
        userId: admin.userId,
        variant: "a",
      },
    );
    const tampered = click.slice(0, -2) + (click.endsWith("AA") ? "BB" : "AA");
    for (const token of [forged, click.slice(0, -3), tampered, "x", "https:%2F%2Fevil.example", "a".repeat(500)]) {
      for (const prefix of ["/r/", "/i/"]) {
        const res = await visit(prefix + token);
        expect(res.status, token).toBe(404);
        expect(res.headers.get("location")).toBeNull();
      }
    }
    expect(await events(campaign.id)).toHaveLength(0);
  });

  it("/i serves the banner with its content type and counts the impression; a paused campaign lands but counts nothing", async () => {
    const { admin, campaign, click, image } = await setup();
    const res = await visit(`/i/${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    // Mail clients and the sandboxed preview frame load it from other origins.
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    // The app's own preview loads it from our pages: not counted.
    await visit(`/i/${image}`, { "user-agent": BROWSER, "sec-fetch-site": "same-origin" });
    expect((await events(campaign.id)).map((e) => [e.kind, e.count])).toEqual([["impression", 1]]);

    await admin.client.post(`/api/campaigns/${campaign.id}/pause`);
    const paused = await visit(`/r/${click}`);
    expect(paused.status).toBe(302);
    expect(paused.headers.get("location")).toBe("https://example.com/landing");
    expect((await events(campaign.id)).map((e) => e.kind)).toEqual(["impression"]);
  });

  it("/statistics sums impressions, clicks and unique clicks per day, campaign, department and member", async () => {
    const { admin, campaign, click, image } = await setup();
    await visit(`/r/${click}`);
    await visit(`/r/${click}`);
    await visit(`/r/${click}`, { "user-agent": BROWSER }, "GET", "198.51.100.7");
    await visit(`/i/${image}`);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 6 * DAY).toISOString().slice(0, 10);
    const res = await admin.client.get(`/api/statistics?from=${from}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.json.current).toEqual({ impressions: 1, clicks: 3, uniqueClicks: 2, discardedRepeats: 0 });
    expect(res.json.previous).toEqual({ impressions: 0, clicks: 0, uniqueClicks: 0, discardedRepeats: 0 });
    expect(res.json.daily).toHaveLength(7);
    expect(res.json.daily.at(-1)).toEqual({ day: today, impressions: 1, clicks: 3 });
    expect(res.json.campaigns[0]).toMatchObject({ id: campaign.id, clicks: 3, uniqueClicks: 2, impressions: 1, winner: null });
    expect(res.json.topMembers[0]).toMatchObject({ userId: admin.userId, clicks: 3 });
    expect(res.json.liveCampaigns).toBe(1);
    expect(res.json.members).toBe(1);
    const list = await admin.client.get("/api/campaigns");
    expect(list.json.campaigns[0]).toMatchObject({ impressions30d: 1, clicks30d: 3, selectedCount: 1 });

    const bad = await admin.client.get(`/api/statistics?from=${today}&to=${from}`);
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.to).toBeTruthy();
    // Deleting the campaign deletes its events.
    await admin.client.delete(`/api/campaigns/${campaign.id}`);
    expect(await events(campaign.id)).toHaveLength(0);
    expect(
      await ctx()
        .deps.db.select()
        .from(userCampaignSelections)
        .where(and(eq(userCampaignSelections.campaignId, campaign.id))),
    ).toHaveLength(0);
  });
});
