import { Bird } from "lucide-react";
import { guideImage, type GuideClient } from "../guide-types";
import { SignatureLink, Ui } from "../components/guide-text";

// Thunderbird's signature box takes HTML source or a file, not the formatted text the copy
// button puts on the clipboard, so this guide starts from a saved file instead.
export const thunderbird: GuideClient = {
  id: "thunderbird",
  name: "Thunderbird",
  tab: { label: "Thunderbird", platform: "Windows, Mac, Linux" },
  icon: Bird,
  support: { label: "Pictures and formatting, from HTML", tone: "success" },
  steps: [
    {
      text: (
        <>
          On the <SignatureLink /> page, click <Ui>Download HTML</Ui>: your browser saves the signature as a file named signature.html.
        </>
      ),
      tip: <>Thunderbird needs the HTML itself: pasting what the copy button copies into its signature box gives plain text.</>,
    },
    {
      text: (
        <>
          Open the Thunderbird menu (<Ui>≡</Ui>, top right) and choose <Ui>Account Settings</Ui>. With the menu bar shown: <Ui>Tools</Ui>{" "}
          &gt; <Ui>Account Settings</Ui>.
        </>
      ),
      path: ["≡ menu", "Account Settings"],
      image: guideImage(
        "thunderbird",
        1,
        "Thunderbird's application menu opened from the three-line button, with Account Settings highlighted",
      ),
    },
    {
      text: (
        <>
          Select your email address in the left pane. <Ui>Signature text</Ui> is on that first page.
        </>
      ),
    },
    {
      text: (
        <>
          Simplest: tick <Ui>Attach the signature from a file instead</Ui>, click <Ui>Choose...</Ui> and pick signature.html.
        </>
      ),
    },
    {
      text: (
        <>
          Or paste the source: open signature.html in a text editor, copy everything, tick <Ui>Use HTML</Ui> and paste into the Signature
          text box.
        </>
      ),
      image: guideImage(
        "thunderbird",
        2,
        "Thunderbird Account Settings: the Use HTML checkbox highlighted above the signature text box holding HTML source, and the option to attach the signature from a file",
      ),
    },
    { text: <>Close the Account Settings tab; Thunderbird saves as you go. Repeat for each account you send from.</> },
  ],
  notes: [
    <>Thunderbird shows HTML signatures well when you write in HTML, its default. In plain-text messages only the text is sent.</>,
    <>
      With a signature file, Thunderbird reads the file again for each new message: save a new copy over it and the signature is up to date.
    </>,
  ],
};
