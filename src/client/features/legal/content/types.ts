import type { ReactNode } from "react";

export type LegalSection = { id: string; title: string; body: ReactNode };

// One date for both documents: they were reviewed together.
export const LEGAL_LAST_UPDATED = { iso: "2026-11-21", label: "21 November 2026" } as const;
