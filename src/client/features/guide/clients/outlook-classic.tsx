import { Monitor } from "lucide-react";
import { guideImage, type GuideClient } from "../guide-types";
import { CopyFirst, Kbd, Ui } from "../components/guide-text";

export const outlookClassic: GuideClient = {
  id: "outlook-classic",
  name: "Outlook for Windows (classic)",
  tab: { label: "Outlook", platform: "Windows (classic)" },
  icon: Monitor,
  support: { label: "Pictures and formatting; some CSS ignored", tone: "warning" },
  steps: [
    { text: <CopyFirst>open Outlook on your Windows computer.</CopyFirst> },
    {
      text: (
        <>
          Go to <Ui>File</Ui> &gt; <Ui>Options</Ui> &gt; <Ui>Mail</Ui> and click <Ui>Signatures...</Ui> in the Compose messages section.
        </>
      ),
      path: ["File", "Options", "Mail", "Signatures..."],
      tip: (
        <>
          Shortcut: in a new email, choose <Ui>Signature</Ui> &gt; <Ui>Signatures...</Ui> on the Message tab.
        </>
      ),
      image: guideImage("outlook-classic", 1, "Outlook Options with Mail selected in the left list and the Signatures button highlighted"),
    },
    {
      text: (
        <>
          On the <Ui>E-mail Signature</Ui> tab, click <Ui>New</Ui>, type a name such as Work and click <Ui>OK</Ui>.
        </>
      ),
    },
    {
      text: (
        <>
          Click in the <Ui>Edit signature</Ui> box and paste with <Kbd>Ctrl+V</Kbd>.
        </>
      ),
    },
    {
      text: (
        <>
          Under <Ui>Choose default signature</Ui>, pick your email account, then your signature for <Ui>New messages</Ui> and for{" "}
          <Ui>Replies/forwards</Ui>.
        </>
      ),
      image: guideImage(
        "outlook-classic",
        2,
        "The Signatures and Stationery window: the New button, the Edit signature box with the pasted signature, and the default signature drop-downs highlighted",
      ),
    },
    {
      text: (
        <>
          Click <Ui>OK</Ui> to save and close the window.
        </>
      ),
    },
  ],
  notes: [
    <>
      Classic Outlook draws email with Microsoft Word&apos;s engine, so it ignores some CSS: rounded corners (a round photo shows square),
      background images, some spacing, and web fonts (it falls back to a standard font).
    </>,
    <>
      By default Outlook doesn&apos;t download pictures from the internet: recipients may see empty boxes until they click the bar to
      download pictures.
    </>,
    <>
      Every account has its own default: repeat step 5 for each account you send from. With Microsoft 365, Outlook may also sync signatures
      to your other Outlook apps.
    </>,
  ],
};
