import { Smartphone } from "lucide-react";
import { guideImage, type GuideClient } from "../guide-types";
import { CopyFirst, Ui } from "../components/guide-text";

export const androidGmail: GuideClient = {
  id: "android-gmail",
  name: "Gmail app for Android",
  tab: { label: "Gmail app", platform: "Android" },
  icon: Smartphone,
  support: { label: "Plain text only", tone: "danger" },
  steps: [
    {
      text: (
        <CopyFirst>
          open the Gmail app. Copy it in your phone&apos;s browser, or simply type the lines yourself: only the text is used.
        </CopyFirst>
      ),
    },
    {
      text: (
        <>
          Tap the menu (<Ui>☰</Ui>) at the top left, scroll down and tap <Ui>Settings</Ui>.
        </>
      ),
      path: ["Menu (☰)", "Settings"],
      image: guideImage(
        "android-gmail",
        1,
        "Gmail app menu with Settings highlighted, then the Settings list with the email account highlighted",
      ),
    },
    { text: <>Tap the account you want to set up.</> },
    {
      text: (
        <>
          Under <Ui>General</Ui>, tap <Ui>Mobile signature</Ui>.
        </>
      ),
      image: guideImage(
        "android-gmail",
        2,
        "Gmail app account settings with Mobile signature highlighted, and the Mobile signature box holding a plain-text name, title and phone number",
      ),
    },
    {
      text: (
        <>
          Touch and hold in the box, tap <Ui>Paste</Ui>, tidy up the lines and tap <Ui>OK</Ui>.
        </>
      ),
    },
  ],
  notes: [
    <>
      The mobile signature is plain text only: no photo, logo, colors or campaign banner, and links show as plain addresses (most apps still
      make them tappable).
    </>,
    <>
      It is used only for email you send from the Gmail app. Email you send from a computer keeps your full signature from Gmail on the web.
    </>,
  ],
};
