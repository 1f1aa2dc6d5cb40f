import { AppWindowMac } from "lucide-react";
import { guideImage, type GuideClient } from "../guide-types";
import { CopyFirst, Kbd, Ui } from "../components/guide-text";

export const appleMail: GuideClient = {
  id: "apple-mail",
  name: "Apple Mail on the Mac",
  tab: { label: "Apple Mail", platform: "Mac" },
  icon: AppWindowMac,
  support: { label: "Pictures and formatting", tone: "success" },
  steps: [
    { text: <CopyFirst>open Mail on your Mac.</CopyFirst> },
    {
      text: (
        <>
          Choose <Ui>Mail</Ui> &gt; <Ui>Settings...</Ui> (called Preferences in macOS Monterey and earlier) and open the <Ui>Signatures</Ui>{" "}
          tab.
        </>
      ),
      path: ["Mail", "Settings...", "Signatures"],
    },
    {
      text: (
        <>
          Select your account in the left column, click <Ui>+</Ui> below the middle column and type a name for the signature.
        </>
      ),
    },
    {
      text: (
        <>
          Untick <Ui>Always match my default message font</Ui>, so Mail keeps your signature&apos;s own fonts and colors.
        </>
      ),
      image: guideImage(
        "apple-mail",
        1,
        "Apple Mail Settings on the Signatures tab: the plus button and the Always match my default message font checkbox highlighted, unticked, beside the signature preview",
      ),
    },
    {
      text: (
        <>
          Click in the right-hand column, select the placeholder text and paste with <Kbd>Cmd+V</Kbd>.
        </>
      ),
    },
    {
      text: (
        <>
          Pick the signature in <Ui>Choose Signature</Ui> at the bottom and close the window. Mail saves as you go.
        </>
      ),
    },
  ],
  notes: [
    <>
      Mail shows HTML signatures accurately, rounded photos included. Pictures are linked from their https addresses, so they must stay
      publicly reachable.
    </>,
    <>
      With Mail Privacy Protection, pictures load through Apple&apos;s servers. Recipients who turned off remote content see them only after
      choosing to load it.
    </>,
  ],
};
