// Privacy Policy, sections 9 to 12: security, rights, children, changes and contact.
import { Link } from "react-router";
import type { LegalSection } from "./types";
import { paths } from "../../../lib/paths";

export const PRIVACY_SECURITY_AND_RIGHTS: LegalSection[] = [
  {
    id: "security",
    title: "How we protect data",
    body: (
      <ul>
        <li>All traffic to the Service is encrypted in transit with TLS.</li>
        <li>Passwords are stored only as salted scrypt hashes. Password-reset codes are short-lived and can be used once.</li>
        <li>Sessions live in httpOnly cookies, and requests from other websites that try to act on your behalf are refused.</li>
        <li>
          Every request is checked on our servers: who is signed in, which account they belong to and what their role allows. Data of one
          account is never returned to another.
        </li>
        <li>Repeated sign-in and reset attempts are rate limited.</li>
        <li>Templates and signatures are cleaned of scripts and unsafe links, and uploaded images are checked and re-encoded.</li>
        <li>Access to production systems is limited to the staff who need it, and logs have secrets removed.</li>
      </ul>
    ),
  },
  {
    id: "rights",
    title: "Your rights",
    body: (
      <>
        <p>
          Under the GDPR and similar laws you have the right to access your personal data, to have it corrected or deleted, to restrict or
          object to its processing, to receive it in a portable format, and to complain to a data protection supervisory authority.
        </p>
        <p>
          Much of this you can do yourself: Members can correct their details on their profile page and delete their own user in their
          settings, and admins can edit or remove Members and delete the whole account.
        </p>
        <p>
          If you are a Member, your company is the controller of your profile data, so please send other requests to your company first. If
          you write to us instead, we will pass your request on to them and help them answer it. For data we control, write to us through
          the <Link to={paths.contact}>contact page</Link>; we answer within one month.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: <p>Signet is a service for businesses and is not meant for anyone under 16. We do not knowingly process data of children.</p>,
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        When we change this policy, we update the date at the top of this page. For changes that materially affect how we process personal
        data, we notify Customers&apos; admins by email at least 30 days in advance.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        For questions about this policy or about your data, write to us through the <Link to={paths.contact}>contact page</Link>.
      </p>
    ),
  },
];
