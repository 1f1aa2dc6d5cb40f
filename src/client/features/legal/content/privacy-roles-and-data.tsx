// Privacy Policy, sections 1 to 4: who is responsible, what data, and why.
import type { LegalSection } from "./types";

export const PRIVACY_ROLES_AND_DATA: LegalSection[] = [
  {
    id: "scope",
    title: "Who we are and what this covers",
    body: (
      <p>
        This policy explains how Signet (&quot;we&quot;, &quot;us&quot;) handles personal data in the Signet email signature service, its
        website and the emails it sends. It applies to the companies that use Signet (our &quot;Customers&quot;), to the people they invite
        (&quot;Members&quot;), and to anyone who visits our website or writes to us. It also serves as the data processing terms between us
        and our Customers.
      </p>
    ),
  },
  {
    id: "roles",
    title: "Controller and processor",
    body: (
      <>
        <h3>Member and company data: the Customer decides</h3>
        <p>
          When a company uses Signet, it decides whose data goes into its account and what its signatures and campaigns contain. For that
          data the Customer is the <strong>controller</strong> and Signet is its <strong>processor</strong> under the EU and UK General Data
          Protection Regulation (GDPR). We process it only on the Customer&apos;s documented instructions, which are given by using and
          configuring the Service, and for no purpose of our own.
        </p>
        <p>As processor we:</p>
        <ul>
          <li>make sure the people who can access the data are bound to confidentiality;</li>
          <li>apply the security measures described below;</li>
          <li>
            use subprocessors only under written terms that protect the data as this policy does, and inform Customers before adding or
            replacing one;
          </li>
          <li>
            help Customers answer requests from data subjects and meet their obligations on security, breach notification and impact
            assessments;
          </li>
          <li>notify the Customer without undue delay after becoming aware of a personal data breach affecting its data;</li>
          <li>delete the data when the account is deleted, as described under data retention;</li>
          <li>make available the information needed to show that we meet these obligations, and allow reasonable audits.</li>
        </ul>
        <h3>Our own data: Signet decides</h3>
        <p>
          Signet is the controller for the data we need to run our business: sign-in and security records, messages sent to us through the
          contact page, and records of the emails our service sends.
        </p>
      </>
    ),
  },
  {
    id: "data-we-process",
    title: "The data we process",
    body: (
      <>
        <ul>
          <li>
            <strong>Company data</strong>: company name, website, logo, number of employees, offices (name, address, phone number) and
            departments.
          </li>
          <li>
            <strong>Member profiles</strong>: first and last name, email address, job title, phone number, office, department, LinkedIn
            address, photo and role in the account.
          </li>
          <li>
            <strong>Signatures and images</strong>: templates, the signatures produced from them, and the logos, photos and campaign banners
            that are uploaded.
          </li>
          <li>
            <strong>Campaigns and statistics</strong>: campaign names, descriptions, images and landing pages, which campaigns each Member
            selected, and counts of impressions and clicks per campaign, Member and day. These counts come from banner images loaded from
            our servers and links that pass through our redirect. We do not record the email addresses of the people who receive your
            emails.
          </li>
          <li>
            <strong>Sign-in and security data</strong>: email address and password (stored only as a salted scrypt hash, never in readable
            form), sessions with the IP address and browser they were started from, and short-lived counters of sign-in and reset attempts,
            kept only as hashes, used for rate limiting.
          </li>
          <li>
            <strong>Emails we send</strong>: invitations, password-reset codes and notices about new signatures, with their recipient,
            subject and content.
          </li>
          <li>
            <strong>Messages to us</strong>: the name, email address, subject and message you enter on the contact page.
          </li>
          <li>
            <strong>Technical logs</strong>: time, requested address, result and error details of requests to our servers. Passwords, tokens
            and similar secrets are removed before anything is logged.
          </li>
        </ul>
        <p>We do not ask for, and ask Customers not to upload, special categories of personal data such as health data.</p>
      </>
    ),
  },
  {
    id: "purposes",
    title: "Why we use it",
    body: (
      <>
        <p>
          As processor, we use Customer data only to provide the Service to the Customer: to build, show, deploy and measure signatures.
        </p>
        <p>As controller, we use our own data on these legal bases:</p>
        <ul>
          <li>to create and secure accounts and sign people in: performance of our contract with the Customer;</li>
          <li>to protect the Service against abuse, such as password guessing: our legitimate interest in keeping it secure;</li>
          <li>to answer messages and support requests: our legitimate interest in helping the people who contact us;</li>
          <li>to send service emails that people need, such as invitations and password resets: performance of the contract;</li>
          <li>to meet legal obligations, such as tax and accounting rules for paid plans.</li>
        </ul>
        <p>We do not sell personal data, do not use it for advertising and do not make decisions about people by automated means alone.</p>
      </>
    ),
  },
];
