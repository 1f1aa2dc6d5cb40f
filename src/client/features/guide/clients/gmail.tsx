import { Mail } from "lucide-react";
import { guideImage, type GuideClient } from "../guide-types";
import { CopyFirst, Kbd, Ui } from "../components/guide-text";

export const gmail: GuideClient = {
  id: "gmail",
  name: "Gmail on the web",
  tab: { label: "Gmail", platform: "Web" },
  icon: Mail,
  support: { label: "Pictures and formatting", tone: "success" },
  steps: [
    { text: <CopyFirst>open Gmail in a browser on your computer.</CopyFirst> },
    {
      text: (
        <>
          Click the <Ui>Settings</Ui> gear at the top right, then <Ui>See all settings</Ui>.
        </>
      ),
      path: ["Settings (gear)", "See all settings"],
      image: guideImage(
        "gmail",
        1,
        "Gmail with the Settings gear highlighted and its Quick settings panel open, the See all settings button highlighted",
      ),
    },
    {
      text: (
        <>
          On the <Ui>General</Ui> tab, scroll down to <Ui>Signature</Ui> and click <Ui>Create new</Ui>. Name it, for example Work, and click{" "}
          <Ui>Create</Ui>.
        </>
      ),
      path: ["General", "Signature", "Create new"],
      image: guideImage(
        "gmail",
        2,
        "Gmail settings, General tab: the Signature section with the Create new button highlighted and the signature editor beside the list",
      ),
    },
    {
      text: (
        <>
          Click in the editor box beside the name and paste with <Kbd>Ctrl+V</Kbd> (<Kbd>Cmd+V</Kbd> on a Mac). Your photo, logo and links
          appear as on the preview.
        </>
      ),
    },
    {
      text: (
        <>
          Under <Ui>Signature defaults</Ui>, choose the signature for <Ui>For new emails use</Ui> and for <Ui>On reply/forward use</Ui>.
        </>
      ),
      tip: (
        <>
          Tick <Ui>Insert signature before quoted text in replies</Ui> if you want it above the quoted message rather than at the very
          bottom.
        </>
      ),
      image: guideImage(
        "gmail",
        3,
        "Gmail signature defaults with the new-emails and reply/forward drop-downs set to Work, and the Save Changes button highlighted",
      ),
    },
    {
      text: (
        <>
          Scroll to the bottom of the page and click <Ui>Save Changes</Ui>. Gmail discards the signature if you leave without saving.
        </>
      ),
    },
  ],
  notes: [
    <>
      Gmail accepts signatures of up to 10,000 characters, and the HTML behind the formatting counts. If it says your signature is too long,
      see the FAQ below.
    </>,
    <>
      Pictures are linked, not attached: Gmail loads them from their https addresses through its own image proxy, so a changed logo can take
      a while to show everywhere.
    </>,
    <>
      Each address you send from (including <Ui>Send mail as</Ui> addresses) has its own default: pick it in the drop-down above the
      defaults and repeat step 5.
    </>,
    <>This signature is for Gmail on a computer. The Gmail apps on phones use their own mobile signature.</>,
  ],
};
