import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A schematic picture from public/static/guide; every one is drawn at 640 x 400. */
export type GuideImage = { src: string; alt: string };

export type GuideStep = {
  text: ReactNode;
  /** The menu path to follow, shown as breadcrumbs: ["File", "Options", "Mail"]. */
  path?: string[];
  tip?: ReactNode;
  image?: GuideImage;
};

/** How much of an HTML signature the client keeps, shown as a badge. */
export type GuideSupport = { label: string; tone: "success" | "warning" | "danger" };

export type GuideClient = {
  /** Also the URL hash (/guide#outlook-mac) and the prefix of its pictures. */
  id: string;
  name: string;
  /** The tab's two lines: a short name and the platform. */
  tab: { label: string; platform: string };
  icon: LucideIcon;
  support: GuideSupport;
  steps: GuideStep[];
  /** Honest notes on what the client shows and where it falls short. */
  notes: ReactNode[];
};

export const guideImage = (clientId: string, n: number, alt: string): GuideImage => ({ src: `/static/guide/${clientId}-${n}.svg`, alt });
