import { Laptop } from "lucide-react";
import { guideImage, type GuideClient } from "../guide-types";
import { CopyFirst, Kbd, Ui } from "../components/guide-text";

export const outlookMac: GuideClient = {
  id: "outlook-mac",
  name: "Outlook for Mac",
  tab: { label: "Outlook", platform: "Mac" },
  icon: Laptop,
  support: { label: "Pictures and formatting", tone: "success" },
  steps: [
    { text: <CopyFirst>open Outlook on your Mac.</CopyFirst> },
    {
      text: (
        <>
          In the menu bar choose <Ui>Outlook</Ui> &gt; <Ui>Settings...</Ui> (called Preferences in older versions), then click{" "}
          <Ui>Signatures</Ui> under Email.
        </>
      ),
      path: ["Outlook", "Settings...", "Signatures"],
      image: guideImage(
        "outlook-mac",
        1,
        "The Outlook menu with Settings highlighted, and the Outlook Settings window with Signatures highlighted under Email",
      ),
    },
    {
      text: (
        <>
          Click <Ui>+</Ui> below the list of signatures and replace Untitled with a name, such as Work.
        </>
      ),
      image: guideImage(
        "outlook-mac",
        2,
        "Outlook for Mac Signatures window: the plus button highlighted under the list, the signature editor, and the default signature drop-downs highlighted",
      ),
    },
    {
      text: (
        <>
          Select the placeholder text in the editor, paste with <Kbd>Cmd+V</Kbd>, then save: the <Ui>Save</Ui> button, or close the editor
          and confirm.
        </>
      ),
    },
    {
      text: (
        <>
          Under <Ui>Choose default signature</Ui>, pick your account and the signature for <Ui>New messages</Ui> and{" "}
          <Ui>Replies/forwards</Ui>, then close Settings.
        </>
      ),
    },
  ],
  notes: [
    <>
      Outlook for Mac shows HTML signatures well, including rounded photos. Recipients on classic Outlook for Windows may still see them
      square.
    </>,
    <>Like other Outlook apps, it can block pictures from the internet for unknown senders until the reader chooses to download them.</>,
  ],
};
