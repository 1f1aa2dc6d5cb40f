// An address on a domain a company verified belongs to that company's people: what a person
// or an admin is told when another way in (sign-up, an invitation to another company, a
// password through an invitation) refuses it.
export const CLAIMED_DOMAIN_MESSAGES = {
  signUp: (domain: string) =>
    `${domain} is a verified domain of a company on Signet: sign in with single sign-on, or ask that company's admin for an invitation.`,
  invitation: (domain: string) => `${domain} is a verified domain of another company on Signet: its addresses can only join that company.`,
} as const;
