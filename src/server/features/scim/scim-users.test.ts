// What provisioning does to members: a provisioned person is a member who never signs in,
// linked to SCIM; an address already of the company is linked, not duplicated; active
// false ends their sessions, keeps them out and drops their queued pushes; DELETE removes
// them as /users does; /api/team shows them as provisioned. Plus the protocol's edges:
// pages, ETags, content types, and errors that name the attribute.
import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, TEST_PASSWORD, uniqueEmail } from "../../test/factories";
import { accountUsers, auditLog, authAccounts, directoryMembers, mailboxPushes, sessions, users } from "../../db/schema";
import { makeScimTheSource, provisionedCompany } from "./scim-test-client";
import { addVerifiedDomain, fakeDns, uniqueDomain } from "../sso/sso-test-helpers";

const PATCH = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
const patch = (...Operations: unknown[]) => ({ schemas: [PATCH], Operations });

const linkOf = async (ctx: TestContext, userId: string) =>
  (await ctx.deps.db.select().from(directoryMembers).where(eq(directoryMembers.userId, userId)))[0];

describeEachDatabase("SCIM: provisioned members", (ctx) => {
  it("provisions a member who never signs in, shown on /users as provisioned", async () => {
    const { scim, admin, accountId } = await provisionedCompany(ctx());
    const email = uniqueEmail("provisioned");
    const created = await scim("POST", "/Users", {
      userName: email,
      externalId: "entra-1",
      name: { givenName: "Ada", familyName: "Lovelace" },
      title: "Analyst",
      [ENTERPRISE]: { department: "Engines", employeeNumber: "1815" },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toBe(created.json.meta.location);
    expect(created.headers.get("etag")).toBe(created.json.meta.version);
    const id = created.json.id;
    expect(await ctx().deps.db.select().from(authAccounts).where(eq(authAccounts.userId, id))).toHaveLength(0);
    expect(await linkOf(ctx(), id)).toMatchObject({
      provider: "scim",
      externalId: "entra-1",
      userName: email,
      employeeNumber: "1815",
      deactivatedAt: null,
    });
    const team = await admin.client.get(`/api/team?search=${encodeURIComponent(email)}`);
    expect(team.json.rows).toHaveLength(1);
    expect(team.json.rows[0]).toMatchObject({
      kind: "member",
      role: "user",
      firstName: "Ada",
      jobTitle: "Analyst",
      department: { name: "Engines" },
      directory: { provider: "scim", deactivated: false },
    });
    const [entry] = await ctx()
      .deps.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "provisioning.member_created")));
    expect(entry).toMatchObject({ actorUserId: null, actorEmail: "SCIM token “Microsoft Entra ID”", targetId: id });
  });

  it("answers 409 uniqueness for an existing member it does not manage, and links them only once SCIM is the source of truth", async () => {
    const { scim, accountId, admin } = await provisionedCompany(ctx());
    const member = await addMember(ctx(), accountId);
    await member.client.request("PUT", "/api/profile", {
      firstName: "Ann",
      lastName: "Lee",
      jobTitle: "Engineer",
      personalPhone: "+1 555 0101",
    });
    const before = await member.client.get("/api/profile");

    const refused = await scim("POST", "/Users", { userName: member.email, name: { givenName: "X", familyName: "Y" } });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"],
      scimType: "uniqueness",
      status: "409",
      detail: expect.stringContaining(member.email),
    });
    expect((await member.client.get("/api/profile")).json).toEqual(before.json);
    expect(await linkOf(ctx(), member.userId)).toBeUndefined();

    await makeScimTheSource(admin);
    const linked = await scim("POST", "/Users", { userName: member.email.toUpperCase(), name: { givenName: "Linked" } });
    expect(linked.status).toBe(201);
    // What it sends replaces; what it leaves empty keeps the member's value.
    expect(linked.json).toMatchObject({ id: member.userId, name: { givenName: "Linked", familyName: "Lee" }, title: "Engineer" });
    expect(await ctx().deps.db.select().from(users).where(eq(users.email, member.email))).toHaveLength(1);
    expect(await linkOf(ctx(), member.userId)).toMatchObject({ provider: "scim" });
    // Their password still works: they were a member who signs in, and stay one.
    expect((await member.client.get("/api/me")).status).toBe(200);
    // A second identity-provider user with the same address is refused.
    const again = await scim("POST", "/Users", { userName: "someone-else", emails: [{ type: "work", value: member.email }] });
    expect(again.json).toMatchObject({ status: "409", scimType: "uniqueness" });
  });

  it("refuses an address on a domain the company has not verified with 400 naming the domain; its website's domain only until it verifies one", async () => {
    const { scim, admin, accountId } = await provisionedCompany(ctx());
    const outside = await scim("POST", "/Users", { userName: "x@other.example" });
    expect(outside.status).toBe(400);
    expect(outside.json).toMatchObject({ status: "400", scimType: "invalidValue" });
    expect(outside.json.detail).toContain("userName: other.example is not a domain of the company");
    expect(outside.json.detail).toContain("its website's domain (example.com)");
    const work = await scim("POST", "/Users", { userName: "x", emails: [{ type: "work", value: "x@other.example" }] });
    expect(work.json.detail).toMatch(/^emails\[type eq "work"\]\.value: other\.example/);
    expect((await scim("POST", "/Users", { userName: uniqueEmail("website") })).status).toBe(201);

    fakeDns(ctx());
    const domain = uniqueDomain();
    await addVerifiedDomain(ctx(), admin.client, domain);
    const website = await scim("POST", "/Users", { userName: uniqueEmail("website") });
    expect(website.status).toBe(400);
    expect(website.json.detail).toContain(`example.com is not a verified domain of the company (verified: ${domain})`);
    expect((await scim("POST", "/Users", { userName: `ada@${domain}` })).status).toBe(201);
    const members = await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.accountId, accountId));
    expect(members).toHaveLength(3);
  });

  it("active false ends the member's sessions, refuses their sign-in and drops their queued pushes; true lets them back", async () => {
    const { scim, accountId, admin } = await provisionedCompany(ctx());
    await makeScimTheSource(admin);
    const member = await addMember(ctx(), accountId);
    const { json } = await scim("POST", "/Users", { userName: member.email });
    await ctx()
      .deps.db.insert(mailboxPushes)
      .values({ accountId, userId: member.userId, provider: "google", version: "v1", status: "queued" });
    expect((await member.client.get("/api/me")).status).toBe(200);

    const off = await scim("PATCH", `/Users/${json.id}`, patch({ op: "Replace", path: "active", value: "False" }));
    expect(off.json.active).toBe(false);
    expect(await ctx().deps.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(0);
    expect((await member.client.get("/api/me")).status).toBe(401);
    const signIn = await ctx().client().post("/api/session/sign-in", { email: member.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.json.error.code).toBe("member_deactivated");
    expect(await ctx().deps.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(0);
    const [push] = await ctx().deps.db.select().from(mailboxPushes).where(eq(mailboxPushes.userId, member.userId));
    expect(push.status).toBe("failed");
    // Still a member, kept with their history, shown as deactivated.
    expect(await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, member.userId))).toHaveLength(1);
    expect((await linkOf(ctx(), member.userId)).deactivatedAt).not.toBeNull();

    const on = await scim("PATCH", `/Users/${json.id}`, patch({ op: "replace", value: { active: true } }));
    expect(on.json.active).toBe(true);
    expect((await ctx().client().post("/api/session/sign-in", { email: member.email, password: TEST_PASSWORD })).status).toBe(200);
    const actions = await ctx()
      .deps.db.select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountId), eq(auditLog.targetId, member.userId)));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["provisioning.member_deactivated", "provisioning.member_reactivated"]),
    );
  });

  it("DELETE removes the member as /users does; never the last admin nor a super admin", async () => {
    const { scim, accountId, admin } = await provisionedCompany(ctx());
    await makeScimTheSource(admin);
    const { json } = await scim("POST", "/Users", { userName: uniqueEmail("leaver") });
    expect((await scim("DELETE", `/Users/${json.id}`)).status).toBe(204);
    expect(await ctx().deps.db.select().from(users).where(eq(users.id, json.id))).toHaveLength(0);
    expect(await ctx().deps.db.select().from(directoryMembers).where(eq(directoryMembers.userId, json.id))).toHaveLength(0);
    expect((await scim("GET", `/Users/${json.id}`)).status).toBe(404);
    const [removed] = await ctx()
      .deps.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "provisioning.member_removed")));
    expect(removed).toMatchObject({ targetId: json.id, data: { role: "user", userDeleted: true } });

    // The company's only admin: neither removed nor deactivated.
    const last = await scim("DELETE", `/Users/${admin.userId}`);
    expect(last.json).toMatchObject({ status: "409", detail: expect.stringMatching(/last admin/) });
    const off = await scim("PATCH", `/Users/${admin.userId}`, patch({ op: "replace", path: "active", value: false }));
    expect(off.json).toMatchObject({ status: "409" });
    expect((await admin.client.get("/api/me")).status).toBe(200);
    const boss = await addMember(ctx(), accountId, "super_admin");
    expect((await scim("DELETE", `/Users/${boss.userId}`)).json).toMatchObject({ status: "403" });
  });

  it("PUT replaces what it names and clears the rest; the department is created by name", async () => {
    const { scim } = await provisionedCompany(ctx());
    const email = uniqueEmail("put");
    const { json } = await scim("POST", "/Users", {
      userName: email,
      title: "Old title",
      phoneNumbers: [{ type: "work", value: "+1 555 0100" }],
      name: { givenName: "Old" },
    });
    const put = await scim("PUT", `/Users/${json.id}`, {
      userName: email,
      name: { givenName: "New" },
      [ENTERPRISE]: { department: "Brand New" },
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ name: { givenName: "New" }, active: true, [ENTERPRISE]: { department: "Brand New" } });
    expect(put.json.title).toBeUndefined();
    expect(put.json.phoneNumbers).toBeUndefined();
  });

  it("PATCH remove of externalId removes it, and a removed name is left out of the answer (RFC 7644 §3.5.2.2)", async () => {
    const { scim } = await provisionedCompany(ctx());
    const { json } = await scim("POST", "/Users", {
      userName: uniqueEmail("remove"),
      externalId: "entra-remove",
      name: { givenName: "Ada" },
    });
    expect(json.externalId).toBe("entra-remove");
    const removed = await scim("PATCH", `/Users/${json.id}`, patch({ op: "remove", path: "externalId" }, { op: "remove", path: "name" }));
    expect(removed.status).toBe(200);
    expect(removed.json.externalId).toBeUndefined();
    expect("name" in removed.json).toBe(false);
    const read = await scim("GET", `/Users/${json.id}`);
    expect(read.json.externalId).toBeUndefined();
    expect("name" in read.json).toBe(false);
    // The old externalId no longer finds the member, and is free for another user.
    expect((await scim("GET", '/Users?filter=externalId eq "entra-remove"')).json.totalResults).toBe(0);
    const other = await scim("POST", "/Users", { userName: uniqueEmail("reuse"), externalId: "entra-remove" });
    expect(other.status).toBe(201);
  });

  it("answers pages 1-based, with the total however far the page is", async () => {
    const { scim } = await provisionedCompany(ctx());
    for (let i = 0; i < 3; i++) await scim("POST", "/Users", { userName: uniqueEmail("page") });
    const second = await scim("GET", "/Users?startIndex=2&count=2");
    expect(second.json).toMatchObject({ totalResults: 4, startIndex: 2, itemsPerPage: 2 });
    expect((await scim("GET", "/Users?count=0")).json).toMatchObject({ totalResults: 4, itemsPerPage: 0, Resources: [] });
    expect((await scim("GET", "/Users?startIndex=10")).json).toMatchObject({ totalResults: 4, startIndex: 10, Resources: [] });
    expect((await scim("GET", "/Users?startIndex=0&count=1")).json).toMatchObject({ startIndex: 1, itemsPerPage: 1 });
    const narrow = await scim("GET", "/Users?attributes=userName&count=1");
    expect(Object.keys(narrow.json.Resources[0]).sort()).toEqual(["id", "meta", "schemas", "userName"]);
  });

  it("honours If-Match: another version is 412 and changes nothing", async () => {
    const { scim } = await provisionedCompany(ctx());
    const { json } = await scim("POST", "/Users", { userName: uniqueEmail("etag"), title: "Before" });
    const stale = await scim("PATCH", `/Users/${json.id}`, patch({ op: "replace", path: "title", value: "After" }), {
      "if-match": 'W/"stale"',
    });
    expect(stale.json).toMatchObject({ status: "412" });
    expect((await scim("GET", `/Users/${json.id}`)).json.title).toBe("Before");
    const fresh = await scim("PATCH", `/Users/${json.id}`, patch({ op: "replace", path: "title", value: "After" }), {
      "if-match": json.meta.version,
    });
    expect(fresh.json.title).toBe("After");
    expect(fresh.json.meta.version).not.toBe(json.meta.version);
  });

  it("takes application/json too, and refuses bodies that are not JSON with SCIM's error", async () => {
    const { scim } = await provisionedCompany(ctx());
    const plain = await scim("POST", "/Users", { userName: uniqueEmail("plain") }, { "content-type": "application/json" });
    expect(plain.status).toBe(201);
    expect(plain.headers.get("content-type")).toMatch(/^application\/scim\+json/);
    expect((await scim("POST", "/Users", "{", {})).json).toMatchObject({ status: "400", scimType: "invalidSyntax" });
    expect((await scim("POST", "/Users", "userName=x", { "content-type": "text/plain" })).json).toMatchObject({ status: "415" });
  });

  it("names the attribute in every refusal", async () => {
    const { scim } = await provisionedCompany(ctx());
    const cases: [unknown, RegExp][] = [
      [{ name: { givenName: "No user name" } }, /^userName/],
      [{ userName: "not-an-address" }, /^userName: must be an email address/],
      [{ userName: "x", emails: [{ type: "work", value: "still not" }] }, /^emails\[type eq "work"\]\.value/],
      [{ userName: uniqueEmail(), active: "maybe" }, /^active/],
      [{ userName: 42 }, /^userName/],
      [{ userName: "a\u0000b@example.com" }, /^userName/],
    ];
    for (const [body, detail] of cases) {
      const res = await scim("POST", "/Users", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.detail, JSON.stringify(body)).toMatch(detail);
    }
    expect((await scim("GET", '/Users?filter=title eq "x"')).json).toMatchObject({ scimType: "invalidFilter" });
    expect((await scim("PATCH", "/Users/x", { Operations: [] })).json).toMatchObject({
      status: "400",
      detail: expect.stringMatching(/Operations/),
    });
  });
});
