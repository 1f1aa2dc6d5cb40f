import { expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { contactMessages, outgoingEmails } from "../../db/schema";

describeEachDatabase("contact form", (ctx) => {
  it("stores the message and emails support", async () => {
    const res = await ctx().client().post("/api/contact", {
      name: "Ada Lovelace",
      email: "ADA@Example.com",
      subject: "Pricing",
      message: "Do you offer a nonprofit discount?",
    });
    expect(res.status).toBe(201);
    const [stored] = await ctx().deps.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.id));
    expect(stored).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", subject: "Pricing" });
    const [mail] = await ctx().deps.db.select().from(outgoingEmails).orderBy(desc(outgoingEmails.createdAt)).limit(1);
    expect(mail.toAddress).toBe("support@signet.test");
    expect(mail.textBody).toContain("Do you offer a nonprofit discount?");
  });

  it("rejects bad input field by field and stores nothing", async () => {
    const before = (await ctx().deps.db.select().from(contactMessages)).length;
    const res = await ctx().client().post("/api/contact", { name: " ", email: "nope", subject: "", message: "short" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(["email", "message", "name", "subject"]);
    expect(res.json.error.fields.message).toBe("Message must be at least 10 characters");
    expect((await ctx().deps.db.select().from(contactMessages)).length).toBe(before);
  });
});

describeEachDatabase("public config", (ctx) => {
  it("tells signed-out visitors the support address", async () => {
    const res = await ctx().client().get("/api/config");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ supportEmail: "support@signet.test" });
  });
});

describeEachDatabase("contact form rate limit", (ctx) => {
  it("answers 429 with the 'Too many attempts' message after ten messages an hour from one address", async () => {
    const message = { name: "Spam Bot", email: "bot@example.com", subject: "Offer", message: "Buy our wonderful things today" };
    for (let i = 0; i < 10; i += 1) expect((await ctx().client().post("/api/contact", message)).status).toBe(201);
    const limited = await ctx().client().post("/api/contact", message);
    expect(limited.status).toBe(429);
    expect(limited.json.error.message).toMatch(/^Too many attempts/);
  });
});
