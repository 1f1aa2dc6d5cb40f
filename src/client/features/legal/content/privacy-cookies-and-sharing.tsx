// Privacy Policy, sections 5 to 8: cookies, subprocessors, transfers and retention.
import type { LegalSection } from "./types";
import { SIDEBAR } from "../../../../shared/limits";

export const PRIVACY_COOKIES_AND_SHARING: LegalSection[] = [
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: (
      <>
        <p>Signet uses exactly two things that are stored in your browser, both strictly necessary for the Service:</p>
        <ul>
          <li>
            <strong>A session cookie</strong>, set when you sign in. It keeps you signed in and cannot be read by scripts on the page (it is
            httpOnly). It ends when you sign out, after a period of inactivity, and at the latest seven days after you signed in.
          </li>
          <li>
            <strong>A local storage entry</strong> named{" "}
            <code className="rounded bg-slate-100 px-1 py-0.5 text-sm">{SIDEBAR.storageKey}</code> that remembers whether you collapsed the
            sidebar. It never leaves your browser.
          </li>
        </ul>
        <p>
          We use no analytics, advertising or third-party tracking cookies, which is why we do not show a cookie banner. You can delete both
          entries in your browser settings at any time; you will then need to sign in again.
        </p>
      </>
    ),
  },
  {
    id: "subprocessors",
    title: "Who we share data with",
    body: (
      <>
        <p>We share personal data only with service providers that help us run Signet, as our subprocessors:</p>
        <ul>
          <li>
            <strong>Hosting providers</strong>, who run the servers, databases and file storage the Service runs on;
          </li>
          <li>
            <strong>Email delivery providers</strong>, who deliver the emails the Service sends, such as invitations and password-reset
            codes.
          </li>
        </ul>
        <p>
          Each is bound by a written agreement to process the data only on our instructions and to protect it. The current list of
          subprocessors, with their locations, is available on request through the contact page, and we inform Customers before we add or
          replace one so that they can object.
        </p>
        <p>
          We may also disclose data when the law requires it, for example to answer a binding request from a court or authority, and in that
          case only what is required. If Signet is merged or sold, the data passes to the successor under this policy, and we will tell
          Customers beforehand.
        </p>
      </>
    ),
  },
  {
    id: "transfers",
    title: "International transfers",
    body: (
      <p>
        Where personal data from the European Economic Area, the United Kingdom or Switzerland is processed in a country without an adequacy
        decision, we protect the transfer with the European Commission&apos;s Standard Contractual Clauses (or the UK equivalent) and
        additional measures where needed.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep data",
    body: (
      <ul>
        <li>
          <strong>Account data</strong> (company details, Member profiles, signatures, templates, images, campaigns and statistics) is kept
          for as long as the account exists.
        </li>
        <li>
          <strong>Deleting an account</strong> deletes all of its data from our live systems at once. Backups that still contain it expire
          within 30 days.
        </li>
        <li>
          <strong>Removing a Member</strong> deletes their signature and campaign choices. A person who deletes their own user also deletes
          their profile and sessions.
        </li>
        <li>
          <strong>Sessions</strong> end on sign-out or expiry, at the latest after seven days.
        </li>
        <li>
          <strong>Messages to us</strong> and records of emails we sent are kept for up to 24 months, so that we can follow up on questions
          and problems.
        </li>
        <li>
          <strong>Technical logs</strong> are kept for up to 30 days, unless we need them longer to investigate a security incident.
        </li>
      </ul>
    ),
  },
];
