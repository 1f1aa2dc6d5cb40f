// What each not-yet-built page will hold (DESIGN.md section 1).
import { PlannedPage } from "./planned-page";

const planned = {
  campaigns: {
    title: "Marketing Campaigns",
    summary: "Promote events and offers in every email your team sends.",
    items: [
      "Create banners with a landing page and call to action",
      "Schedule campaigns and target departments",
      "See impressions and clicks per campaign",
    ],
  },
  statistics: {
    title: "Statistics",
    summary: "How your signatures and campaigns perform.",
    items: [
      "Adoption: who has installed their signature",
      "Impressions, clicks and click-through rate over time",
      "Export the figures as CSV",
    ],
  },
} as const;

export type PlannedKey = keyof typeof planned;

export function plannedComponent(key: PlannedKey) {
  const spec = planned[key];
  return function Planned() {
    return <PlannedPage title={spec.title} summary={spec.summary} items={[...spec.items]} />;
  };
}
