// "Installed" on /users and adoption on /statistics mean the same: a mailbox holds the
// signature (pushed into Gmail and confirmed, or served to the Outlook add-in lately), or the
// member copied it. A deployed signature of a provisioned member who never signed in nor
// copied anything is only "Has signature", and not adopted.
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { uniqueEmail } from "../../test/factories";
import { eq } from "drizzle-orm";
import { mailboxPushes, outlookFetches, userSignatures } from "../../db/schema";
import { provisionedCompany } from "../scim/scim-test-client";
import { ensureSignatureFor } from "./test-helpers";

describeEachDatabase("team adoption", (ctx) => {
  it("a deployed signature is 'Installed' only once a mailbox holds it or the member copied it, and adoption counts the same", async () => {
    const { scim, admin, accountId } = await provisionedCompany(ctx());
    const provision = async () => {
      const { json } = await scim("POST", "/Users", { userName: uniqueEmail("provisioned") });
      await ensureSignatureFor(ctx(), json.id, accountId, { deployedAt: new Date(Date.now() - 60_000) });
      return json.id as string;
    };
    const [deployedOnly, inGmail, inOutlook, queuedPush] = [await provision(), await provision(), await provision(), await provision()];
    const copied = await provision();
    const copiedAt = new Date();
    const now = new Date(Date.now() + 1000);
    await ctx()
      .deps.db.insert(mailboxPushes)
      .values([
        { accountId, userId: inGmail, provider: "google", version: "v1", status: "pushed", pushedAt: now },
        { accountId, userId: queuedPush, provider: "google", version: "v1", status: "queued" },
      ]);
    await ctx().deps.db.insert(outlookFetches).values({ accountId, userId: inOutlook, lastFetchedAt: now });
    await ctx().deps.db.update(userSignatures).set({ lastCopiedAt: copiedAt }).where(eq(userSignatures.userId, copied));

    const team = await admin.client.get("/api/team");
    expect(team.status).toBe(200);
    const stateOf = (id: string) => team.json.rows.find((r: { id: string }) => r.id === id).signature;
    expect(stateOf(deployedOnly)).toEqual({ state: "created", at: null });
    expect(stateOf(queuedPush)).toEqual({ state: "created", at: null });
    expect(stateOf(inGmail)).toMatchObject({ state: "installed", at: expect.any(String) });
    expect(new Date(stateOf(inGmail).at).getTime()).toBe(now.getTime());
    expect(stateOf(inOutlook)).toMatchObject({ state: "installed" });
    expect(stateOf(copied)).toMatchObject({ state: "copied" });
    expect(new Date(stateOf(copied).at).getTime()).toBe(copiedAt.getTime());

    const day = new Date().toISOString().slice(0, 10);
    const stats = await admin.client.get(`/api/statistics?from=${day}&to=${day}`);
    expect(stats.status).toBe(200);
    // Six members (the admin too), five with a signature; adopted: Gmail, Outlook and the copy.
    expect(stats.json).toMatchObject({ members: 6, membersWithSignature: 5, membersAdopted: 3 });
  });
});
