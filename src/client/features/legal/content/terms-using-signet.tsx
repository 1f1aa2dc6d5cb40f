// Terms of Service, sections 1 to 7: the agreement, accounts, trial, fees and acceptable use.
import { Link } from "react-router";
import type { LegalSection } from "./types";
import { paths } from "../../../lib/paths";

export const TERMS_USING_SIGNET: LegalSection[] = [
  {
    id: "agreement",
    title: "The agreement",
    body: (
      <>
        <p>
          These Terms of Service (the &quot;Terms&quot;) govern your use of Signet, the web application for creating, deploying and managing
          email signatures and signature campaigns, together with its website, APIs and emails (the &quot;Service&quot;), provided by Signet
          (&quot;Signet&quot;, &quot;we&quot;, &quot;us&quot;).
        </p>
        <p>
          The Service is made for businesses. By creating a company account, accepting an invitation or otherwise using the Service, you
          agree to these Terms on behalf of the company or organisation you represent (the &quot;Customer&quot;, &quot;you&quot;), and you
          confirm that you have the authority to do so. If you do not agree, do not use the Service.
        </p>
        <p>
          Our <Link to={paths.privacy}>Privacy Policy</Link> explains how we handle personal data and forms part of these Terms. Where you
          and we have signed an order form or a separate agreement, that document prevails over these Terms where the two conflict.
        </p>
      </>
    ),
  },
  {
    id: "definitions",
    title: "Definitions",
    body: (
      <ul>
        <li>
          <strong>Account</strong>: the Customer&apos;s company workspace in the Service, with its templates, campaigns, offices,
          departments and members.
        </li>
        <li>
          <strong>Member</strong>: a person the Customer invites or admits to its Account, in the role of member or admin.
        </li>
        <li>
          <strong>Customer Data</strong>: everything the Customer and its Members put into the Service, such as company details, profile
          data, templates, images, campaign content, and the signatures and statistics produced from them.
        </li>
        <li>
          <strong>Campaign</strong>: a banner or link, with its landing page and call to action, that Members can add to their signatures.
        </li>
        <li>
          <strong>Trial</strong>: the free period of use offered when an Account is created.
        </li>
      </ul>
    ),
  },
  {
    id: "accounts",
    title: "Accounts and members",
    body: (
      <>
        <p>
          To use the Service, a person signs up with a valid email address and a password and either creates an Account or joins one by
          invitation. The person who creates an Account becomes its admin.
        </p>
        <ul>
          <li>Keep the information in your Account accurate and up to date.</li>
          <li>
            Keep passwords confidential and do not share sign-ins. Each Member uses their own sign-in; tell us without delay through the{" "}
            <Link to={paths.contact}>contact page</Link> if you suspect unauthorised access.
          </li>
          <li>
            Admins decide who is invited, which role each Member has and what each template and campaign contains. The Customer is
            responsible for everything done in its Account by its Members.
          </li>
          <li>An Account always keeps at least one admin, so that someone can manage it.</li>
        </ul>
      </>
    ),
  },
  {
    id: "trial",
    title: "Free trial",
    body: (
      <>
        <p>
          New Accounts start with a free Trial. No credit card is required to start it, and nothing is charged automatically when it ends.
          To keep using the Service after the Trial, an admin chooses a paid plan.
        </p>
        <p>
          During the Trial the Service is provided as it is, with the features described when you signed up. We may limit or end Trials that
          are used to get around these Terms, for example by creating repeated Accounts.
        </p>
      </>
    ),
  },
  {
    id: "fees",
    title: "Plans, fees and cancellation",
    body: (
      <>
        <p>
          If you choose a paid plan, its price, billing period and included features are those shown to you when you order it or stated in
          your order form. Fees are payable in advance for each billing period and are exclusive of taxes, which we add where the law
          requires.
        </p>
        <p>
          You can cancel at any time. Cancellation takes effect at the end of the current billing period, and you keep access until then.
          Fees already paid are not refunded for a partial period, except where the law requires it or we end the Service without cause.
        </p>
        <p>We give admins at least 30 days&apos; notice by email before a price change applies to an existing subscription.</p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>You agree not to use the Service, and not to let anyone use your Account, to:</p>
        <ul>
          <li>
            send or support spam, phishing or any message that breaks email and marketing laws, such as rules on consent and unsubscribing;
          </li>
          <li>
            impersonate a person or company, or put content in signatures or campaigns that is misleading, unlawful, defamatory or
            infringing;
          </li>
          <li>upload malicious code, or try to run scripts or other active content in templates and signatures;</li>
          <li>
            probe, scan or test the Service for vulnerabilities without our written permission, or get around its security, roles or limits;
          </li>
          <li>
            access another Customer&apos;s data, or collect data from the Service by automated means other than the interfaces we provide;
          </li>
          <li>overload the Service, or resell or sublicense it without our written agreement.</li>
        </ul>
        <p>
          The Service removes unsafe content from templates and signatures (for example scripts and links with unsafe addresses). That
          protection does not make the Customer any less responsible for what it publishes.
        </p>
      </>
    ),
  },
  {
    id: "campaigns",
    title: "Campaigns and statistics",
    body: (
      <>
        <p>
          To count how campaigns perform, links in signatures pass through a short redirect on our servers, and banner images are loaded
          from our servers. Each time this happens we count an impression or a click for the campaign and the Member concerned. The Customer
          sees these counts in its statistics.
        </p>
        <p>
          The Customer decides whether to run campaigns and is responsible for their content and landing pages, and for telling the people
          its Members write to about this measurement where the law requires it.
        </p>
      </>
    ),
  },
];
