// A prepared statement's rows mapped once per statement must be exactly drizzle's own mapping:
// the signature's query (columns, a left-joined office, a subquery's campaign and template,
// timestamps, computed columns) for members with and without an office and campaigns, and a
// plain select of one table.
import { expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { addMember } from "../../test/factories";
import { campaigns, companyOffices, profiles, userCampaignSelections } from "../../db/schema";
import { withCompiledRows } from "../../db/compiled-rows";
import { companyWithTeam } from "../deployments/deployment-test-helpers";
import { memberTemplate, selectSignatureData } from "./load-signature-data";

describeEachDatabase("rows mapped once per statement", (ctx) => {
  it("are drizzle's own rows, key for key and in the same order", async () => {
    const team = await companyWithTeam(ctx());
    const db = ctx().deps.db;
    const [office] = await db
      .insert(companyOffices)
      .values({ accountId: team.accountId, locationName: "Lisbon", phoneNumber: null, address: "Rua Augusta 1" })
      .returning();
    await db.update(profiles).set({ officeId: office.id }).where(eq(profiles.id, team.sellers[0].userId));
    const [required] = await db
      .insert(campaigns)
      .values({ accountId: team.accountId, name: "Launch", imageUrl: "/static/demo/banner-launch.png", isRequired: true })
      .returning();
    const [chosen] = await db
      .insert(campaigns)
      .values({ accountId: team.accountId, name: "Webinar", imageUrl: "/static/demo/banner-webinar.png", ctaTextB: "Join" })
      .returning();
    await db.insert(userCampaignSelections).values({ userId: team.sellers[1].userId, campaignId: chosen.id });
    const plain = await addMember(ctx(), team.accountId);
    const ids = [team.admin.userId, team.sellers[0].userId, team.sellers[1].userId, plain.userId];

    const query = () => selectSignatureData(db, memberTemplate(db), sql`${profiles.id} = any(${sql.placeholder("userIds")}::text[])`);
    const params = { accountId: team.accountId, userIds: ids };
    const theirs = await query().prepare("compiled_rows_theirs").execute(params);
    const ours = await withCompiledRows(query().prepare("compiled_rows_ours")).execute(params);

    expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs));
    expect(ours).toEqual(theirs);
    // What the rows hold, so that the comparison is of something: every member with the
    // required campaign, the second seller with the chosen one too, and the office only where set.
    const campaignsOf = (id: string) => ours.filter((r) => r.profile.id === id).map((r) => r.campaign?.id);
    expect(campaignsOf(team.sellers[1].userId).sort()).toEqual([required.id, chosen.id].sort());
    expect(campaignsOf(plain.userId)).toEqual([required.id]);
    const first = ours.find((r) => r.profile.id === team.sellers[0].userId)!;
    expect(first.office).toEqual({ locationName: "Lisbon", phoneNumber: null, address: "Rua Augusta 1" });
    expect(ours.find((r) => r.profile.id === plain.userId)!.office).toBeNull();
    expect(first.templateUpdatedAt).toEqual(expect.any(Date));
  });

  it("leave a statement without selected fields, and one already mapped, as they were", async () => {
    const db = ctx().deps.db;
    const team = await companyWithTeam(ctx());
    const select = () =>
      db
        .select({ id: profiles.id, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, sql.placeholder("id")))
        .orderBy(asc(profiles.id));
    const statement = withCompiledRows(select().prepare("compiled_rows_plain"));
    const mapper = (statement as unknown as { customResultMapper: unknown }).customResultMapper;
    expect(withCompiledRows(statement)).toBe(statement);
    expect((statement as unknown as { customResultMapper: unknown }).customResultMapper).toBe(mapper);
    expect(await statement.execute({ id: team.admin.userId })).toEqual(
      await select().prepare("compiled_rows_plain_theirs").execute({ id: team.admin.userId }),
    );
  });
});
