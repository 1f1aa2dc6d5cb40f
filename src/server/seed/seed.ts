// Data the app needs on every start (the template gallery) and the demo company that an
// empty embedded database gets on first start. Demo logins are fixed: see README.md.
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { hashPassword } from "../auth/password";
import { GALLERY_TEMPLATES } from "../../shared/signature/gallery";
import { createInvitation, type InvitationDelivery } from "../features/members/create-invitation";
import { seedGallery } from "./seed-gallery";
import { storedTemplateHtml } from "../lib/stored-template-html";

export const DEMO_PASSWORD = "Signet-demo-1";
// The first super admin comes from the seed (SUPER_ADMIN_EMAIL), never from sign-up.
export function demoLogins(superAdminEmail = "super@signet.test") {
  return [
    { email: superAdminEmail, role: "super_admin" },
    { email: "admin@acme.test", role: "admin" },
    { email: "member@acme.test", role: "user" },
    { email: "member2@acme.test", role: "user" },
  ] as const;
}

export { seedGallery } from "./seed-gallery";

export async function hasAnyUser(db: Database) {
  const rows = await db.select({ id: t.users.id }).from(t.users).limit(1);
  return rows.length > 0;
}

type DemoUser = { email: string; first: string; last: string; jobTitle: string; phone: string; linkedin: string | null };

async function createUser(db: Database, u: DemoUser, passwordHash: string, extra: Partial<typeof t.profiles.$inferInsert>) {
  const id = crypto.randomUUID();
  await db.insert(t.users).values({ id, name: `${u.first} ${u.last}`, email: u.email, emailVerified: true });
  await db
    .insert(t.authAccounts)
    .values({ id: crypto.randomUUID(), accountId: id, providerId: "credential", userId: id, password: passwordHash });
  await db.insert(t.profiles).values({
    id,
    email: u.email,
    firstName: u.first,
    lastName: u.last,
    jobTitle: u.jobTitle,
    personalPhone: u.phone,
    linkedinUrl: u.linkedin,
    ...extra,
  });
  return id;
}

// Removes the demo users and the two demo companies, so `npm run db:seed` starts clean.
export async function removeDemo(db: Database, superAdminEmail?: string) {
  await db.delete(t.accounts).where(inArray(t.accounts.name, ["Acme Inc.", "Signet"]));
  await db.delete(t.users).where(inArray(t.users.email, [...demoLogins(superAdminEmail).map((l) => l.email), "invited@acme.test"]));
}

// The demo invitation goes out like any other, through the app's mailer (SMTP or outbox).
export async function seedDemo(db: Database, options: { superAdminEmail?: string; delivery: InvitationDelivery }) {
  await seedGallery(db);
  const hash = await hashPassword(DEMO_PASSWORD);
  const gallery = await db.select().from(t.galleryTemplates);
  // The built-in HTML cleaned once, as a save would (stored with the rules' fingerprint, it compiles as it is).
  const stored = new Map(gallery.map((g) => [g.slug, storedTemplateHtml(g.htmlContent)]));
  const bySlug = (i: number) => {
    const row = gallery.find((g) => g.slug === GALLERY_TEMPLATES[i].slug)!;
    return { ...row, ...stored.get(row.slug)! };
  };

  // The operator's own company, home of the super admin.
  const [signet] = await db.insert(t.accounts).values({ name: "Signet", website: "https://signet.test", employeeCount: 12 }).returning();
  const superId = await createUser(
    db,
    {
      email: options.superAdminEmail ?? "super@signet.test",
      first: "Sam",
      last: "Rivera",
      jobTitle: "Platform Administrator",
      phone: "+1 415 555 0199",
      linkedin: null,
    },
    hash,
    {},
  );
  await db.insert(t.accountUsers).values({ userId: superId, accountId: signet.id, role: "super_admin" });
  // Dated like the account, as sign-up's default copy is: nobody has picked a template yet
  // (the getting-started checklist ticks "Pick or design a template" only after a change).
  await db.insert(t.companyTemplates).values({
    accountId: signet.id,
    name: bySlug(0).name,
    htmlContent: bySlug(0).htmlContent,
    sanitizedWith: bySlug(0).sanitizedWith,
    isDefault: true,
    gallerySlug: bySlug(0).slug,
    createdAt: signet.createdAt,
    updatedAt: signet.createdAt,
  });

  const [acme] = await db
    .insert(t.accounts)
    .values({
      name: "Acme Inc.",
      website: "https://www.acme-inc.example",
      logoUrl: "/static/demo/acme-logo.png",
      logoWidth: 320,
      logoHeight: 96,
      employeeCount: 250,
    })
    .returning();
  const [hq, london] = await db
    .insert(t.companyOffices)
    .values([
      {
        accountId: acme.id,
        locationName: "San Francisco HQ",
        address: "548 Market St, San Francisco, CA 94104",
        phoneNumber: "+1 415 555 0100",
      },
      { accountId: acme.id, locationName: "London Office", address: "1 Finsbury Avenue, London EC2M 2PF", phoneNumber: "+44 20 7946 0000" },
    ])
    .returning();
  const [sales, marketing, engineering] = await db
    .insert(t.departments)
    .values([
      { accountId: acme.id, name: "Sales" },
      { accountId: acme.id, name: "Marketing" },
      { accountId: acme.id, name: "Engineering" },
    ])
    .returning();

  const adminId = await createUser(
    db,
    {
      email: "admin@acme.test",
      first: "Alex",
      last: "Morgan",
      jobTitle: "Head of Marketing",
      phone: "+1 415 555 0142",
      linkedin: "https://www.linkedin.com/in/alex-morgan-demo",
    },
    hash,
    { officeId: hq.id, departmentId: marketing.id },
  );
  const memberId = await createUser(
    db,
    {
      email: "member@acme.test",
      first: "Jordan",
      last: "Lee",
      jobTitle: "Account Executive",
      phone: "+1 415 555 0173",
      linkedin: "https://www.linkedin.com/in/jordan-lee-demo",
    },
    hash,
    { officeId: hq.id, departmentId: sales.id },
  );
  const member2Id = await createUser(
    db,
    {
      email: "member2@acme.test",
      first: "Priya",
      last: "Shah",
      jobTitle: "Senior Software Engineer",
      phone: "+44 7700 900123",
      linkedin: "https://www.linkedin.com/in/priya-shah-demo",
    },
    hash,
    { officeId: london.id, departmentId: engineering.id },
  );
  await db.insert(t.accountUsers).values([
    { userId: adminId, accountId: acme.id, role: "admin" },
    { userId: memberId, accountId: acme.id, role: "user" },
    { userId: member2Id, accountId: acme.id, role: "user" },
  ]);

  // Two templates from the gallery: the default, and one for Engineering.
  const [, engineeringTemplate] = await db
    .insert(t.companyTemplates)
    .values([
      {
        accountId: acme.id,
        name: `${bySlug(0).name}`,
        htmlContent: bySlug(0).htmlContent,
        sanitizedWith: bySlug(0).sanitizedWith,
        design: bySlug(0).design,
        isDefault: true,
        gallerySlug: bySlug(0).slug,
      },
      {
        accountId: acme.id,
        name: `${bySlug(1).name} (Engineering)`,
        htmlContent: bySlug(1).htmlContent,
        sanitizedWith: bySlug(1).sanitizedWith,
        design: bySlug(1).design,
        isDefault: false,
        gallerySlug: bySlug(1).slug,
      },
    ])
    .returning();
  await db.insert(t.templateDepartments).values({ templateId: engineeringTemplate.id, departmentId: engineering.id });

  await db.insert(t.campaigns).values([
    {
      accountId: acme.id,
      name: "December webinar",
      description: "Invite contacts to our live webinar on signatures that sell, on December 10.",
      imageUrl: "/static/demo/banner-webinar.png",
      landingPageUrl: "https://www.acme-inc.example/webinar",
      ctaText: "Save your seat",
    },
    {
      accountId: acme.id,
      name: "Acme Cloud 3.0 launch",
      description: "Announce the new release: faster sync, offline mode and a fresh design.",
      imageUrl: "/static/demo/banner-launch.png",
      landingPageUrl: "https://www.acme-inc.example/cloud",
      ctaText: "See what's new",
    },
    {
      accountId: acme.id,
      name: "Customer survey",
      description: "Ask customers for two minutes of feedback, with a coffee voucher as thanks.",
      imageUrl: "/static/demo/banner-survey.png",
      landingPageUrl: "https://www.acme-inc.example/survey",
      ctaText: "Take the survey",
    },
  ]);
  // A pending invitation, so the invitation flow can be tried with the demo data.
  await createInvitation(
    { db, ...options.delivery },
    { accountId: acme.id, userId: adminId, role: "admin", ip: null },
    { email: "invited@acme.test", role: "user" },
  );
  return { acmeId: acme.id, signetId: signet.id };
}
