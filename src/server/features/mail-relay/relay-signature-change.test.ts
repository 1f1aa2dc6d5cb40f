// The relay keeps each member's rendered signature between messages; a change to it (here the
// member's own profile, through the API) is in the very next message.
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { profiles, users } from "../../db/schema";
import { parse, relayCompany, sendThroughRelay, simpleMessage, useRelayAndSink } from "./relay-test-helpers";

describeEachDatabase("mail relay: a changed signature", (ctx) => {
  const rig = useRelayAndSink(ctx);

  it("signs the next message with the member's changed profile", async () => {
    const c = await relayCompany(ctx(), rig.sink);
    // The company's admin sends, from an address on the verified domain, and edits their own profile.
    const email = `boss@${c.domain}`;
    await ctx().deps.db.update(users).set({ email }).where(eq(users.id, c.admin.userId));
    await ctx().deps.db.update(profiles).set({ email }).where(eq(profiles.id, c.admin.userId));
    const send = async (subject: string) => {
      await sendThroughRelay({
        port: rig.port,
        auth: { user: c.credential.username, pass: c.credential.password },
        from: email,
        to: ["bob@outside.example"],
        raw: simpleMessage(email, "bob@outside.example", { subject }),
      });
      const raw = rig.sink.messages.find((m) => m.raw.toString().includes(`Subject: ${subject}`))!.raw;
      return String((await parse(raw)).html);
    };

    const first = await send("before the change");
    expect(first).toContain("Test User");
    expect(await send("again before the change")).toContain("Test User");

    const res = await c.admin.client.request("PUT", "/api/profile", {
      firstName: "Renata",
      lastName: "Quill",
      jobTitle: "Head of Relays",
      personalPhone: "",
      officeId: null,
      departmentId: null,
      linkedinUrl: "",
    });
    expect(res.status).toBe(200);

    const after = await send("after the change");
    expect(after).toContain("Renata Quill");
    expect(after).not.toContain("Test User");
  });
});
