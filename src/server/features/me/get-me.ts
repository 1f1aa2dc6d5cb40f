// Everything the client needs to know about the signed-in user, in one answer.
import type { Database } from "../../db/client";
import type { SessionUser } from "../../context";
import { ensureProfile } from "../accounts/ensure-profile";
import { membershipOf } from "../accounts/membership-of";

export async function getMe({ db, supportEmail }: { db: Database; supportEmail: string }, user: SessionUser) {
  const [first, ...rest] = user.name.split(" ");
  const [profile, membership] = await Promise.all([
    ensureProfile(db, { userId: user.id, email: user.email, firstName: first || null, lastName: rest.join(" ") || null }),
    membershipOf(db, user.id),
  ]);
  return {
    user: { id: user.id, email: user.email, name: user.name },
    profile: {
      id: profile.id,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      jobTitle: profile.jobTitle,
      personalPhone: profile.personalPhone,
      officeId: profile.officeId,
      departmentId: profile.departmentId,
      linkedinUrl: profile.linkedinUrl,
      photoUrl: profile.photoUrl,
    },
    membership: membership ? { accountId: membership.accountId, role: membership.role } : null,
    account: membership?.account ?? null,
    supportEmail,
  };
}

export type Me = Awaited<ReturnType<typeof getMe>>;
