import { Globe } from "lucide-react";
import { guideImage, type GuideClient } from "../guide-types";
import { CopyFirst, Kbd, Ui } from "../components/guide-text";

export const outlookNew: GuideClient = {
  id: "outlook-new",
  name: "New Outlook for Windows and Outlook on the web",
  tab: { label: "New Outlook", platform: "Windows and web" },
  icon: Globe,
  support: { label: "Pictures and formatting", tone: "success" },
  steps: [
    { text: <CopyFirst>open the new Outlook for Windows, or Outlook on the web in your browser.</CopyFirst> },
    {
      text: (
        <>
          Select <Ui>Settings</Ui> (the gear at the top right), then <Ui>Account</Ui> &gt; <Ui>Signatures</Ui>.
        </>
      ),
      path: ["Settings (gear)", "Account", "Signatures"],
      image: guideImage(
        "outlook-new",
        1,
        "Outlook settings with Account and Signatures selected, the New signature button highlighted above the name field and the editor",
      ),
    },
    {
      text: (
        <>
          Click <Ui>+ New signature</Ui> and type a name for it, such as Work.
        </>
      ),
    },
    {
      text: (
        <>
          Click in the editor box below the name, paste with <Kbd>Ctrl+V</Kbd> (<Kbd>Cmd+V</Kbd> on a Mac) and click <Ui>Save</Ui>.
        </>
      ),
    },
    {
      text: (
        <>
          Under <Ui>Select default signatures</Ui>, choose it for <Ui>For New Messages</Ui> and <Ui>For Replies/Forwards</Ui>, then click{" "}
          <Ui>Save</Ui> again.
        </>
      ),
      image: guideImage(
        "outlook-new",
        2,
        "Outlook's Select default signatures section with both drop-downs set to Work and the Save button highlighted",
      ),
    },
  ],
  notes: [
    <>
      The new Outlook and Outlook on the web share their settings for Microsoft 365 and Outlook.com accounts, so setting it in one usually
      covers both.
    </>,
    <>
      They draw email like a browser, so the signature looks like the preview to you. Recipients on classic Outlook for Windows still see
      Word&apos;s rendering (square photos, no background images).
    </>,
    <>With several accounts, pick the account at the top of the Signatures page and set up each one.</>,
  ],
};
