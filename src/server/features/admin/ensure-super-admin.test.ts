import { expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { accountUsers, outgoingEmails, users } from "../../db/schema";
import { ensureSuperAdmin } from "./ensure-super-admin";
import { findOutbox } from "../dev/find-outbox";

describeEachDatabase("the first super admin", (ctx) => {
  it("is created from SUPER_ADMIN_EMAIL on a database without one, and gets a link to set a password", async () => {
    expect(await ensureSuperAdmin(ctx().deps, "Root@Example.com")).toBe("created");
    const [user] = await ctx().deps.db.select().from(users).where(eq(users.email, "root@example.com"));
    const [membership] = await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, user.id));
    expect(membership.role).toBe("super_admin");
    const [mail] = await ctx()
      .deps.db.select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.toAddress, "root@example.com"))
      .orderBy(desc(outgoingEmails.createdAt));
    // Stored without the link (decision 007); the dev outbox of this process shows it.
    expect(mail.textBody).not.toMatch(/token=/);
    const [shown] = (await findOutbox(ctx().deps.db)).filter((row) => row.toAddress === "root@example.com");
    expect(shown.textBody).toMatch(/\/auth\?mode=reset-password&token=/);
    // Nobody knows the generated password: signing in without the reset fails.
    const signIn = await ctx().client().post("/api/session/sign-in", { email: "root@example.com", password: "Guess-password-1" });
    expect(signIn.status).toBe(401);
  });

  it("does nothing when a super admin exists", async () => {
    expect(await ensureSuperAdmin(ctx().deps, "someone-else@example.com")).toBe("exists");
    expect(await ctx().deps.db.select().from(users).where(eq(users.email, "someone-else@example.com"))).toHaveLength(0);
  });
});
