// What other features may use of single sign-on: the domains a company verified and the rule
// that an address on another company's verified domain is that company's.
export { claimedDomainsOf, requireUnclaimedAddress } from "./claimed-domains";
export { domainOfEmail } from "./sso-domains";
export { findVerifiedDomains } from "./verified-domains";
