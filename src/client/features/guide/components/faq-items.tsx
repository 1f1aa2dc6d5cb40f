import type { ReactNode } from "react";
import { Kbd, SignatureLink, Ui } from "./guide-text";

export type FaqItem = { id: string; question: string; answer: ReactNode };

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: "images",
    question: "Why don't the pictures in my signature show?",
    answer: (
      <>
        <p>
          Many email apps block pictures from the internet until the reader allows them. Outlook shows a bar to <Ui>download pictures</Ui>;
          Gmail, Apple Mail and others may ask to display images or load remote content. Once a recipient allows them or trusts you as a
          sender, they appear.
        </p>
        <p>
          Signature pictures are linked, not attached, so they must be hosted at public https addresses. A picture behind a login, on a
          company network or on plain http won&apos;t show. If a picture is already missing on the <SignatureLink /> page, ask your admin to
          check the logo or your profile photo.
        </p>
      </>
    ),
  },
  {
    id: "gmail-too-long",
    question: "Gmail says my signature is too long",
    answer: (
      <p>
        Gmail allows 10,000 characters, and the HTML behind the formatting counts, so a signature that looks short can pass the limit. Turn
        off a campaign banner on the <SignatureLink /> page, or ask your admin to shorten a long disclaimer in the template (or link to it
        instead), then copy and paste again.
      </p>
    ),
  },
  {
    id: "dark-mode",
    question: "My signature looks wrong in dark mode",
    answer: (
      <p>
        In dark mode, Outlook, Apple Mail and the Gmail apps invert or darken colors in messages, and each does it differently. Dark text
        usually turns light and stays readable, but a logo saved as a transparent PNG with dark lettering can disappear on the dark
        background. The fix is in the picture: use a logo with a light background, or with some light padding around it. Your admin can
        change the company logo.
      </p>
    ),
  },
  {
    id: "formatting-lost",
    question: "The formatting is lost when I paste",
    answer: (
      <>
        <p>
          Paste into the app&apos;s rich signature editor, not into a plain-text field or a message written in plain-text mode. Use the copy
          button rather than selecting the preview by hand.
        </p>
        <p>
          Still plain? Click <Ui>Open in new tab</Ui> on the <SignatureLink /> page, press <Kbd>Ctrl+A</Kbd> then <Kbd>Ctrl+C</Kbd> (
          <Kbd>Cmd+A</Kbd>, <Kbd>Cmd+C</Kbd> on a Mac) in that tab, and paste again. Clipboard managers and some browser extensions strip
          formatting, so try without them. On an iPhone, shake right after pasting and tap Undo.
        </p>
      </>
    ),
  },
  {
    id: "update",
    question: "How do I update my signature when the company template changes?",
    answer: (
      <p>
        Your email app keeps its own copy, so it doesn&apos;t change by itself. When the template, your profile or your campaigns change,
        open the <SignatureLink /> page, copy again, and in each app delete the old signature and paste the new one. Admins can deploy the
        new version to the whole team, which emails everyone a link to install it.
      </p>
    ),
  },
];
