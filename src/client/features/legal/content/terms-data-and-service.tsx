// Terms of Service, sections 8 to 14: data, our commitments, suspension and termination.
import { Link } from "react-router";
import type { LegalSection } from "./types";
import { paths } from "../../../lib/paths";

export const TERMS_DATA_AND_SERVICE: LegalSection[] = [
  {
    id: "customer-data",
    title: "Customer Data",
    body: (
      <>
        <p>
          The Customer owns its Customer Data. The Customer gives us a worldwide, non-exclusive licence to host, copy, process and display
          Customer Data only as needed to provide, secure and support the Service, and for no other purpose. We do not sell Customer Data
          and do not use it for advertising.
        </p>
        <p>
          The Customer confirms that it has the rights to the logos, photos, banners and other material it uploads, and a lawful basis for
          the personal data of its Members and other people that it puts into the Service.
        </p>
        <p>
          For personal data in Customer Data, the Customer is the controller and Signet is its processor. Our processing terms, the
          subprocessors we use and the security measures we apply are described in the <Link to={paths.privacy}>Privacy Policy</Link>, which
          forms our data processing agreement with the Customer.
        </p>
      </>
    ),
  },
  {
    id: "our-commitments",
    title: "Our commitments",
    body: (
      <>
        <p>We will:</p>
        <ul>
          <li>provide the Service with reasonable skill and care, and make commercially reasonable efforts to keep it available;</li>
          <li>plan maintenance for quiet hours where we can, and announce longer maintenance in advance;</li>
          <li>protect Customer Data with the technical and organisational measures described in the Privacy Policy;</li>
          <li>
            answer support requests sent through the <Link to={paths.contact}>contact page</Link>.
          </li>
        </ul>
        <p>
          We may improve and change the Service over time. We will not remove a core feature of a paid plan during its billing period
          without offering a reasonable alternative or a pro-rata refund.
        </p>
      </>
    ),
  },
  {
    id: "email-clients",
    title: "Email clients",
    body: (
      <p>
        Signatures are built to display correctly in the widely used email clients, including Gmail, Outlook, Apple Mail, Thunderbird, Yahoo
        Mail and the mail apps on iOS and Android. Email clients are made by third parties, change their rendering without notice and may
        show signatures differently or block images until the reader allows them. We therefore cannot promise that a signature looks
        identical everywhere, and we are not responsible for how third-party software displays it.
      </p>
    ),
  },
  {
    id: "confidentiality",
    title: "Confidentiality",
    body: (
      <p>
        Each party keeps the other&apos;s non-public information confidential, uses it only for the purposes of these Terms and shares it
        only with people who need it for those purposes and are bound by similar duties. This does not cover information that is or becomes
        public without fault of the receiving party, that was known to it before, that it develops independently, or that it must disclose
        by law, in which case it will give notice where it lawfully can.
      </p>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    body: (
      <>
        <p>
          The Service, its software, design and the templates in our gallery belong to Signet or its licensors. While the Customer uses the
          Service, it may use gallery templates, and the signatures it builds from them, in its own emails, also after the subscription ends
          for signatures already installed.
        </p>
        <p>
          If you send us feedback or suggestions, we may use them to improve the Service without obligation to you. These Terms do not
          transfer any other intellectual property between the parties.
        </p>
      </>
    ),
  },
  {
    id: "suspension",
    title: "Suspension",
    body: (
      <>
        <p>We may suspend an Account, in whole or in part, if:</p>
        <ul>
          <li>
            it is used in breach of the acceptable use rules, or in a way that puts the Service, other Customers or third parties at risk;
          </li>
          <li>fees for a paid plan remain unpaid 14 days after we have reminded the Customer;</li>
          <li>we are required to do so by law or by a competent authority.</li>
        </ul>
        <p>
          We tell the admins why and, where we reasonably can, give them the chance to fix the problem first. A suspended Account keeps its
          data; we lift the suspension once its cause is resolved.
        </p>
      </>
    ),
  },
  {
    id: "termination",
    title: "Term, termination and deletion",
    body: (
      <>
        <p>
          These Terms apply from the moment you first use the Service until your Account is deleted. Either party may end them for a
          material breach that the other party has not fixed within 30 days of notice.
        </p>
        <p>
          An admin can delete the Account at any time in the company settings. Deleting an Account permanently deletes its company details,
          Members&apos; profiles and signatures, templates, campaigns, images and statistics from our live systems at once, and from backups
          when they expire, within 30 days. Deleted data cannot be restored, so keep any copies you need before deleting.
        </p>
        <p>
          Sections that by their nature should survive, such as confidentiality, liability and governing law, continue after these Terms
          end.
        </p>
      </>
    ),
  },
];
