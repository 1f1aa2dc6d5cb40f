// /design-system: the UI kit as the app uses it. Every specimen renders the real
// component from components/ui, so this page cannot drift from the product. What runs on it (the
// colors read from the style sheet, the switch, the toasts) is in islands: a visitor without a
// session cookie gets the page's HTML and their code only (components/layout/island.tsx).
import { Island } from "../../components/layout/island";
import { PageHeader } from "../../components/layout/page-header";
import { ButtonGallery } from "./components/button-gallery";
import { CardGallery } from "./components/card-gallery";
import { ColorPalette } from "./components/color-palette";
import { DsSection } from "./components/ds-section";
import { BadgesAndAlerts, LoadingAndEmpty, ToastDemo } from "./components/feedback-gallery";
import { FormGallery } from "./components/form-gallery";
import { TypeScale } from "./components/type-scale";
import { TableGallery } from "./components/table-gallery";

const SECTIONS = [
  {
    id: "colors",
    title: "Colors",
    description: "Indigo brand, slate neutrals and three status colors. Text on white uses slate-500 or darker.",
    content: (
      <Island name="color-palette">
        <ColorPalette />
      </Island>
    ),
  },
  { id: "type", title: "Typography", description: "One family, a short scale, semibold for headings.", content: <TypeScale /> },
  {
    id: "buttons",
    title: "Buttons",
    description: "One primary action per view; secondary and ghost for the rest; danger only for destructive actions.",
    content: <ButtonGallery />,
  },
  {
    id: "forms",
    title: "Form controls",
    description: "Every control sits in a Field: label, hint and error are wired for screen readers.",
    content: <FormGallery />,
  },
  { id: "cards", title: "Cards", description: "White surfaces with a hairline border on the slate-50 page.", content: <CardGallery /> },
  {
    id: "tables",
    title: "Tables",
    description: "Lists of records. Below 640 px each row stacks into labelled lines, so nothing runs off a phone's screen.",
    content: <TableGallery />,
  },
  {
    id: "feedback",
    title: "Badges and alerts",
    description: "Status at a glance; alerts explain what happened and what to do.",
    content: <BadgesAndAlerts />,
  },
  {
    id: "states",
    title: "Loading and empty states",
    description: "Say what is loading; when a list is empty, say why and offer the next step.",
    content: <LoadingAndEmpty />,
  },
  {
    id: "toasts",
    title: "Toasts",
    description: "Short confirmations and errors after an action.",
    content: (
      <Island name="toast-demo">
        <ToastDemo />
      </Island>
    ),
  },
];

export function Component() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <PageHeader title="Design system" description="The components, colors and type that Signet is built from, rendered live." />
      <nav aria-label="Design system sections" className="-mx-4 mb-10 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="inline-flex h-8 items-center rounded-full border border-slate-200 bg-white px-3 text-sm whitespace-nowrap text-slate-600 hover:border-slate-300 hover:text-slate-900"
              >
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map((s) => (
        <DsSection key={s.id} id={s.id} title={s.title} description={s.description}>
          {s.content}
        </DsSection>
      ))}
    </div>
  );
}
