import { TabletSmartphone } from "lucide-react";
import { guideImage, type GuideClient } from "../guide-types";
import { CopyFirst, Ui } from "../components/guide-text";

export const iosMail: GuideClient = {
  id: "ios-mail",
  name: "Mail on iPhone and iPad",
  tab: { label: "Mail", platform: "iPhone and iPad" },
  icon: TabletSmartphone,
  support: { label: "Text and links; pictures unreliable", tone: "warning" },
  steps: [
    {
      text: (
        <CopyFirst>
          open the Settings app. Copy it in Safari on the same iPhone or iPad, or on a Mac signed in to the same Apple Account (Universal
          Clipboard).
        </CopyFirst>
      ),
    },
    {
      text: (
        <>
          Go to <Ui>Apps</Ui> &gt; <Ui>Mail</Ui> &gt; <Ui>Signature</Ui>. On iOS 17 and earlier it&apos;s <Ui>Mail</Ui> &gt;{" "}
          <Ui>Signature</Ui>.
        </>
      ),
      path: ["Settings", "Apps", "Mail", "Signature"],
      image: guideImage(
        "ios-mail",
        1,
        "iPhone Settings: Mail highlighted in the Apps list, then Signature highlighted under Composing in the Mail settings",
      ),
    },
    {
      text: (
        <>
          Choose <Ui>All Accounts</Ui>, or <Ui>Per Account</Ui> to give each address its own signature.
        </>
      ),
    },
    {
      text: (
        <>
          Delete &quot;Sent from my iPhone&quot;, touch and hold in the box and tap <Ui>Paste</Ui>.
        </>
      ),
      image: guideImage(
        "ios-mail",
        2,
        "The iPhone Signature screen with All Accounts ticked and the signature box highlighted for pasting",
      ),
    },
    {
      text: (
        <>
          If the formatting disappears, shake the iPhone right away and tap <Ui>Undo</Ui>: Mail puts back the formatting it just removed.
        </>
      ),
    },
    {
      text: (
        <>
          Tap <Ui>Back</Ui> (the arrow at the top left). The signature is saved.
        </>
      ),
    },
  ],
  notes: [
    <>
      Pictures don&apos;t paste well on iOS: the photo, logo and banners are often dropped, or arrive as broken images or attachments. The
      Signature setting has no way to add them.
    </>,
    <>
      If pictures don&apos;t come through, use a plain-text signature instead: type your name, job title, phone number and website in the
      box. It reads cleanly in every app.
    </>,
    <>The signature lives on the device: set it on each iPhone and iPad you send from.</>,
  ],
};
