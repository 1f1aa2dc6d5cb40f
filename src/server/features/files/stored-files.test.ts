// Stored files belong to the company that uploaded them: a campaign or template can't point
// to another company's file, deleting a company deletes only its own files, the daily
// clean-up deletes what nothing points to any more, and uploads stop at the company's quota.
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import sharp from "sharp";
import { eq, inArray, sql } from "drizzle-orm";
import { describeEachDatabase, TEST_BASE_URL, type TestClient, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { body, create, png, uploadBanner } from "../../test/campaign-fixtures";
import { accounts, accountUsers, campaigns, galleryTemplates, storedFiles, userSignatures } from "../../db/schema";
import { CAMPAIGN_MESSAGES } from "../../../shared/campaigns/campaign-schema";
import { MB } from "../../../shared/files/storage-quota";
import { cleanStoredFiles, CLEANUP_QUEUE, defineFileQueues, startFileWorkers } from "./clean-stored-files";
import { storedPathsIn } from "./own-files";
import { until } from "../../test/until";

type Company = Awaited<ReturnType<typeof createCompany>>;

async function banner(ctx: TestContext, company: Company, width = 40) {
  const res = await uploadBanner(ctx, company.admin.client.cookieHeader(), await png(width, 20));
  expect(res.status).toBe(201);
  return res.json.url as string;
}

async function dataImage() {
  const bytes = await sharp({ create: { width: 6, height: 6, channels: 3, background: "#22aa66" } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

async function newTemplate(client: TestClient) {
  const res = await client.post("/api/templates", { name: `T ${randomUUID().slice(0, 6)}` });
  expect(res.status).toBe(201);
  return res.json.template.id as string;
}

const saveTemplate = (client: TestClient, id: string, html: string) =>
  client.request("PUT", `/api/templates/${id}/content`, { html, design: null, note: "" });

/** The template's hosted image path, from a save that hosted one data: image. */
function hostedPath(html: string): string {
  const [path] = storedPathsIn(html, TEST_BASE_URL);
  expect(path).toMatch(/^\/files\/template-images\/[a-f0-9-]+\.png$/);
  return path;
}

async function served(ctx: TestContext, path: string) {
  return (await ctx.app.request(path)).status;
}

async function rowOf(ctx: TestContext, path: string) {
  const [row] = await ctx.deps.db.select().from(storedFiles).where(eq(storedFiles.path, path));
  return row ?? null;
}

async function deleteCompany(ctx: TestContext, company: Company) {
  const [{ name }] = await ctx.deps.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, company.accountId));
  const res = await company.admin.client.request("DELETE", "/api/company", { confirmName: name });
  expect(res.status).toBe(204);
}

async function superAdmin(ctx: TestContext) {
  const home = await createCompany(ctx, "Operator");
  return addMember(ctx, home.accountId, "super_admin");
}

describeEachDatabase("stored files: owners", (ctx) => {
  it("records each upload with its company, kind, size and uploader", async () => {
    const a = await createCompany(ctx(), "Recorder");
    const path = await banner(ctx(), a);
    expect(await rowOf(ctx(), path)).toMatchObject({
      accountId: a.accountId,
      kind: "banner",
      contentType: "image/png",
      uploadedBy: a.admin.userId,
    });
    expect((await rowOf(ctx(), path))!.byteSize).toBe((await ctx().deps.storage.read(path))!.byteLength);
  });

  it("refuses a campaign banner (A and B variants, create and update) that is another company's file", async () => {
    const a = await createCompany(ctx(), "Borrower");
    const b = await createCompany(ctx(), "Victim");
    const theirs = await banner(ctx(), b);
    const mine = await banner(ctx(), a);
    const client = a.admin.client;
    for (const [field, value] of [
      ["imageUrl", theirs],
      ["imageUrlB", theirs],
      ["imageUrl", `${TEST_BASE_URL.replace("http:", "https:")}${theirs}`],
      ["imageUrlB", `https://LOCALHOST:3999${theirs.replace("banners", "banner%73")}`],
      ["imageUrl", `/files/banners/${randomUUID()}.png`],
    ]) {
      const res = await client.post("/api/campaigns", body({ [field]: value }));
      expect([field, value, res.status]).toEqual([field, value, 400]);
      expect(res.json.error.fields).toEqual({ [field]: CAMPAIGN_MESSAGES.bannerNotOwned });
    }
    expect(await ctx().deps.db.select().from(campaigns).where(eq(campaigns.accountId, a.accountId))).toEqual([]);

    const campaign = await create(ctx(), client, { imageUrl: mine, imageUrlB: "https://cdn.example.com/b.png" });
    for (const field of ["imageUrl", "imageUrlB"]) {
      const res = await client.request("PUT", `/api/campaigns/${campaign.id}`, body({ imageUrl: mine, [field]: theirs }));
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.json.error.fields[field]).toBe(CAMPAIGN_MESSAGES.bannerNotOwned);
    }
    const [row] = await ctx().deps.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect([row.imageUrl, row.imageUrlB]).toEqual([mine, "https://cdn.example.com/b.png"]);
    // Its own upload and outside addresses, as before.
    const ok = await client.request(
      "PUT",
      `/api/campaigns/${campaign.id}`,
      body({ imageUrl: "https://cdn.example.com/a.png", imageUrlB: mine }),
    );
    expect(ok.status).toBe(200);
  });

  it("refuses a template that points to another company's image; gallery images may be shown by every company", async () => {
    const a = await createCompany(ctx(), "Copier");
    const b = await createCompany(ctx(), "Original");
    const bTemplate = await newTemplate(b.admin.client);
    const hosted = await saveTemplate(b.admin.client, bTemplate, `<p>{{full_name}}</p><img src="${await dataImage()}" width="6" alt="B">`);
    expect(hosted.status).toBe(200);
    const theirs = hostedPath(hosted.json.template.html);
    expect(await rowOf(ctx(), theirs)).toMatchObject({ accountId: b.accountId, kind: "template-image" });

    const aTemplate = await newTemplate(a.admin.client);
    const html = `<p>{{full_name}}</p>\n<img src="${TEST_BASE_URL}${theirs}" width="6" alt="Borrowed">`;
    const refused = await saveTemplate(a.admin.client, aTemplate, html);
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.html).toBe(
      `The template points to a file that is not your company's (line 2): ${theirs}. Upload the image again, or use an address outside Signet`,
    );

    // A gallery image is the platform's: every company may point to it, none may delete it.
    const root = await superAdmin(ctx());
    const [gallery] = await ctx().deps.db.select({ id: galleryTemplates.id }).from(galleryTemplates).limit(1);
    const galleryHtml = `<p>{{full_name}}</p><img src="${await dataImage()}" width="6" alt="G">`;
    const gallerySave = await root.client.request("PUT", `/api/admin/templates/${gallery.id}/content`, {
      html: galleryHtml,
      design: null,
      note: "",
    });
    expect(gallerySave.status).toBe(200);
    const platform = hostedPath(gallerySave.json.template.html);
    expect(await rowOf(ctx(), platform)).toMatchObject({ accountId: null, kind: "gallery-image" });
    const fromGallery = await saveTemplate(a.admin.client, aTemplate, `<img src="${TEST_BASE_URL}${platform}" width="6" alt="G">`);
    expect(fromGallery.status).toBe(200);
    // The gallery itself may point to the platform's files only.
    const galleryRefused = await root.client.request("PUT", `/api/admin/templates/${gallery.id}/content`, {
      html: `<img src="${TEST_BASE_URL}${theirs}" width="6" alt="B">`,
      design: null,
      note: "",
    });
    expect(galleryRefused.status).toBe(400);
    expect(galleryRefused.json.error.fields.html).toContain("not the gallery's own");
    await deleteCompany(ctx(), a);
    expect(await served(ctx(), platform)).toBe(200);
    expect(await served(ctx(), theirs)).toBe(200);
  });

  it("deleting company A deletes A's files only: B's banner that A's campaign pointed to is still served", async () => {
    const a = await createCompany(ctx(), "Leaver");
    const b = await createCompany(ctx(), "Keeper");
    const theirs = await banner(ctx(), b);
    const mineA = await banner(ctx(), a);
    const mineB = await banner(ctx(), a, 60);
    await create(ctx(), a.admin.client, { imageUrl: mineA, imageUrlB: mineB });
    // A campaign that points to B's banner, as one saved before ownership was checked.
    await ctx().deps.db.insert(campaigns).values({ accountId: a.accountId, name: "Borrowed", imageUrl: theirs, imageUrlB: theirs });
    const staying = await addMember(ctx(), a.accountId);
    await ctx().deps.db.insert(accountUsers).values({ userId: staying.userId, accountId: b.accountId });
    const photo = new FormData();
    photo.append("file", new Blob([(await png(30, 30)) as BlobPart], { type: "image/png" }), "me.png");
    const uploaded = await ctx().app.request("/api/profile/photo", {
      method: "POST",
      body: photo,
      headers: { cookie: staying.client.cookieHeader() },
    });
    expect(uploaded.status).toBe(200);
    const photoUrl = (await uploaded.json()).profile.photoUrl as string;

    await deleteCompany(ctx(), a);

    expect(await served(ctx(), theirs)).toBe(200);
    expect(await rowOf(ctx(), theirs)).toMatchObject({ accountId: b.accountId });
    expect(await served(ctx(), mineA)).toBe(404);
    expect(await served(ctx(), mineB)).toBe(404);
    expect(
      await ctx()
        .deps.db.select()
        .from(storedFiles)
        .where(inArray(storedFiles.path, [mineA, mineB])),
    ).toEqual([]);
    // The member who stays in B keeps their photo, now B's file.
    expect(await served(ctx(), photoUrl)).toBe(200);
    expect(await rowOf(ctx(), photoUrl)).toMatchObject({ accountId: b.accountId, kind: "photo" });
  });
});

describeEachDatabase("stored files: quota", (ctx) => {
  it("refuses an upload past the company's quota, naming the field; other companies still upload", async () => {
    const full = await createCompany(ctx(), "Full");
    const other = await createCompany(ctx(), "Roomy");
    // 200 MB less 10 bytes already stored (a row is what the quota counts).
    await ctx()
      .deps.db.insert(storedFiles)
      .values({
        path: `/files/banners/${randomUUID()}.png`,
        accountId: full.accountId,
        kind: "banner",
        byteSize: 200 * MB - 10,
        contentType: "image/png",
      });
    const res = await uploadBanner(ctx(), full.admin.client.cookieHeader(), await png(40, 20));
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe("storage_full");
    expect(res.json.error.fields.file).toMatch(
      /^Your company has used 200 MB of its 200 MB of storage, and this file needs [\d.]+ (B|KB) more\./,
    );

    const logo = new FormData();
    logo.append("file", new Blob([(await png(20, 20)) as BlobPart], { type: "image/png" }), "logo.png");
    const logoRes = await ctx().app.request("/api/company/logo", {
      method: "POST",
      body: logo,
      headers: { cookie: full.admin.client.cookieHeader() },
    });
    expect(logoRes.status).toBe(413);
    expect((await logoRes.json()).error.fields.file).toMatch(/^Your company has used/);
    const [account] = await ctx().deps.db.select({ logoUrl: accounts.logoUrl }).from(accounts).where(eq(accounts.id, full.accountId));
    expect(account.logoUrl).toBeNull();

    const template = await newTemplate(full.admin.client);
    const save = await saveTemplate(full.admin.client, template, `<img src="${await dataImage()}" width="6" alt="">`);
    expect(save.status).toBe(413);
    expect(save.json.error.fields.html).toMatch(/^Your company has used/);
    expect(await ctx().deps.db.select().from(storedFiles).where(eq(storedFiles.accountId, full.accountId))).toHaveLength(1);

    expect((await uploadBanner(ctx(), other.admin.client.cookieHeader(), await png(40, 20))).status).toBe(201);
  });

  it("shows the super admin each account's stored bytes and the quota, which the platform settings change", async () => {
    const root = await superAdmin(ctx());
    const a = await createCompany(ctx(), "Measured");
    const path = await banner(ctx(), a);
    const bytes = (await rowOf(ctx(), path))!.byteSize;
    const details = await root.client.get(`/api/admin/accounts/${a.accountId}`);
    expect(details.json.storage).toEqual({ bytes, files: 1, quotaMb: 200 });
    const list = await root.client.get(`/api/admin/accounts?search=${encodeURIComponent("Measured")}`);
    expect(list.json.accounts.find((r: { id: string }) => r.id === a.accountId).storageBytes).toBe(bytes);

    const settings = (await root.client.get("/api/admin/settings")).json.settings;
    const saved = await root.client.request("PUT", "/api/admin/settings", { ...settings, storageQuotaMb: 10 });
    expect(saved.status).toBe(200);
    expect((await root.client.get(`/api/admin/accounts/${a.accountId}`)).json.storage.quotaMb).toBe(10);
    await ctx()
      .deps.db.insert(storedFiles)
      .values({
        path: `/files/banners/${randomUUID()}.png`,
        accountId: a.accountId,
        kind: "banner",
        byteSize: 10 * MB - 10,
        contentType: "image/png",
      });
    const refused = await uploadBanner(ctx(), a.admin.client.cookieHeader(), await png(40, 20));
    expect(refused.status).toBe(413);
    expect(refused.json.error.fields.file).toMatch(/of its 10 MB of storage/);
    const tooSmall = await root.client.request("PUT", "/api/admin/settings", { ...settings, storageQuotaMb: 1 });
    expect(tooSmall.json.error.fields.storageQuotaMb).toBe("At least 10 MB");
    expect((await root.client.request("PUT", "/api/admin/settings", settings)).status).toBe(200);
  });
});

describeEachDatabase(
  "stored files: the daily clean-up",
  (ctx) => {
    it("deletes a day-old file nothing points to, keeps referenced ones (old versions too) and new uploads, and is idempotent", async () => {
      const a = await createCompany(ctx(), "Tidy");
      const unused = await banner(ctx(), a);
      const inCampaign = await banner(ctx(), a, 50);
      await create(ctx(), a.admin.client, { imageUrl: "https://cdn.example.com/a.png", imageUrlB: inCampaign });
      const template = await newTemplate(a.admin.client);
      const first = await saveTemplate(a.admin.client, template, `<p>{{full_name}}</p><img src="${await dataImage()}" width="6" alt="">`);
      const inOldVersion = hostedPath(first.json.template.html);
      expect((await saveTemplate(a.admin.client, template, "<p>{{full_name}}</p>")).status).toBe(200);
      // A template deleted with its versions: its image goes too.
      const gone = await newTemplate(a.admin.client);
      const goneSave = await saveTemplate(a.admin.client, gone, `<img src="${await dataImage()}" width="6" alt="">`);
      const inDeletedTemplate = hostedPath(goneSave.json.template.html);
      expect((await a.admin.client.delete(`/api/templates/${gone}`)).status).toBe(204);
      const old = [unused, inCampaign, inOldVersion, inDeletedTemplate];
      await ctx()
        .deps.db.update(storedFiles)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(inArray(storedFiles.path, old));
      const fresh = await banner(ctx(), a, 70);

      // Run by the queue, as the schedule (or a start) runs it: wait for that job to finish.
      const cleanUpsDone = async () => {
        const result = await ctx().deps.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = ${CLEANUP_QUEUE} and state = 'completed'`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0].n;
      };
      await defineFileQueues(ctx().deps);
      const doneBefore = await cleanUpsDone();
      await startFileWorkers(ctx().deps);
      await until(cleanUpsDone, (n) => n > doneBefore, "the clean-up job");
      expect(await served(ctx(), unused)).toBe(404);
      expect(await served(ctx(), inDeletedTemplate)).toBe(404);
      for (const kept of [inCampaign, inOldVersion, fresh]) {
        expect([kept, await served(ctx(), kept)]).toEqual([kept, 200]);
        expect(await rowOf(ctx(), kept)).not.toBeNull();
      }
      // Again: nothing more to delete.
      expect((await cleanStoredFiles(ctx().deps)).deleted).toEqual([]);
      const scheduled = await ctx().deps.db.execute(sql`select cron from pgboss.schedule where name = ${CLEANUP_QUEUE}`);
      const rows = (Array.isArray(scheduled) ? scheduled : (scheduled as { rows: unknown[] }).rows) as { cron: string }[];
      expect(rows.map((r) => r.cron)).toEqual(["17 3 * * *"]);
    });

    it("keeps a banner that only a member's stored reply version shows", async () => {
      const a = await createCompany(ctx(), "Replies");
      const inReply = await banner(ctx(), a);
      await ctx()
        .deps.db.insert(userSignatures)
        .values({
          userId: a.admin.userId,
          accountId: a.accountId,
          htmlContent: "<p>Full signature without the banner</p>",
          replyHtmlContent: `<p>Reply</p><img src="${TEST_BASE_URL}${inReply}" alt="">`,
        });
      await ctx()
        .deps.db.update(storedFiles)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(storedFiles.path, inReply));
      expect((await cleanStoredFiles(ctx().deps)).deleted).not.toContain(inReply);
      expect(await served(ctx(), inReply)).toBe(200);
      await ctx().deps.db.update(userSignatures).set({ replyHtmlContent: null }).where(eq(userSignatures.accountId, a.accountId));
      expect((await cleanStoredFiles(ctx().deps)).deleted).toContain(inReply);
      expect(await served(ctx(), inReply)).toBe(404);
    });

    it("measures files backfilled without a size, so the quota counts them", async () => {
      const a = await createCompany(ctx(), "Backfilled");
      const path = await banner(ctx(), a);
      const size = (await rowOf(ctx(), path))!.byteSize;
      await ctx().deps.db.update(storedFiles).set({ byteSize: null }).where(eq(storedFiles.path, path));
      await cleanStoredFiles(ctx().deps);
      expect((await rowOf(ctx(), path))!.byteSize).toBe(size);
    });
  },
  {},
  { queue: true },
);
