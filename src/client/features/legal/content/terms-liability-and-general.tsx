// Terms of Service, sections 15 to 20: warranties, liability, changes, law and contact.
import { Link } from "react-router";
import type { LegalSection } from "./types";
import { paths } from "../../../lib/paths";

export const TERMS_LIABILITY_AND_GENERAL: LegalSection[] = [
  {
    id: "warranties",
    title: "Warranties and disclaimers",
    body: (
      <p>
        Except as expressly stated in these Terms, the Service is provided &quot;as is&quot; and &quot;as available&quot;. To the extent the
        law allows, we disclaim all other warranties, express or implied, including warranties of merchantability, fitness for a particular
        purpose and non-infringement, and we do not promise that the Service will be uninterrupted or free of errors. Statistics are
        measurements made under the conditions described in these Terms; email clients that block images or links counted by other systems
        may lead to different figures.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <>
        <p>
          Neither party is liable for indirect or consequential loss, or for loss of profits, revenue, business or goodwill, arising from
          these Terms or the Service, even if it was told such loss was possible.
        </p>
        <p>
          Each party&apos;s total liability arising from these Terms or the Service in any twelve-month period is limited to the fees the
          Customer paid for the Service in the twelve months before the event that gave rise to the claim.
        </p>
        <p>
          These limits do not apply to liability that cannot be limited by law, such as liability for death or personal injury caused by
          negligence, or for fraud, nor to the Customer&apos;s payment obligations or its obligations under the indemnity below.
        </p>
      </>
    ),
  },
  {
    id: "indemnity",
    title: "Indemnity",
    body: (
      <p>
        The Customer will defend Signet against claims by third parties arising from Customer Data or from campaigns and signatures sent by
        its Members, including claims that such content infringes rights or breaks the law, and will pay the damages and reasonable costs
        finally awarded or agreed in a settlement. Signet will notify the Customer of such a claim promptly and give reasonable help, at the
        Customer&apos;s cost.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these Terms",
    body: (
      <p>
        We may update these Terms, for example when we add features or when the law changes. For changes that materially affect Customers,
        we notify admins by email at least 30 days before they take effect. The date at the top of this page shows when the Terms last
        changed. If you do not agree with a change, you may cancel before it takes effect; continuing to use the Service after that date
        means you accept the updated Terms.
      </p>
    ),
  },
  {
    id: "law",
    title: "Governing law and disputes",
    body: (
      <>
        <p>
          These Terms and any dispute arising from them are governed by the laws of the country in which Signet&apos;s contracting entity is
          registered, without regard to its conflict-of-law rules. The courts of the place of that registered office have exclusive
          jurisdiction, unless mandatory law gives the Customer the right to bring proceedings elsewhere.
        </p>
        <p>Before going to court, both parties will try in good faith to settle a dispute through discussion for at least 30 days.</p>
      </>
    ),
  },
  {
    id: "general",
    title: "General",
    body: (
      <ul>
        <li>
          <strong>Entire agreement.</strong> These Terms, the Privacy Policy and any order form are the whole agreement between the parties
          about the Service.
        </li>
        <li>
          <strong>Assignment.</strong> Neither party may transfer these Terms without the other&apos;s consent, except to a successor in a
          merger or sale of the relevant business, with notice.
        </li>
        <li>
          <strong>Force majeure.</strong> Neither party is liable for delays or failures caused by events beyond its reasonable control.
        </li>
        <li>
          <strong>Severability and waiver.</strong> If a provision is held unenforceable, the rest remains in force. Not enforcing a right
          is not a waiver of it.
        </li>
        <li>
          <strong>Notices.</strong> We send notices to the email addresses of the Account&apos;s admins. You send notices to us through the
          contact page.
        </li>
      </ul>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these Terms? Write to us through the <Link to={paths.contact}>contact page</Link> and we will get back to you.
      </p>
    ),
  },
];
