// @vitest-environment jsdom
// The signature page's states that the browser tests cannot reach with demo data:
// no template for the account, a preview that sanitizes to nothing, a failed load.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { Toaster } from "../../components/ui/toaster";
import { clientLog } from "../../lib/logger";
import { SIGNATURE_PAGE_TEXT, TOASTS } from "../../../shared/messages";
import { Component as SignaturePage } from "./signature-page";

const TEMPLATE_ID = "6f1c1d9e-8d1f-4f3e-9a51-1f4e8b3c2a10";
const ME = {
  user: { id: "u1", email: "member@example.com", name: "Mia Member" },
  profile: {},
  membership: { accountId: "a1", role: "user" },
  account: { id: "a1", name: "Example Co", website: null, logoUrl: null, employeeCount: null, status: "active", suspensionReason: null },
  supportEmail: "support@example.com",
};

type Route = { status: number; body: unknown };
let routes: Record<string, Route>;
let calls: string[];

const json = ({ status, body }: Route) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  calls = [];
  routes = {
    "GET /api/me": { status: 200, body: ME },
    "POST /api/signature/ensure": { status: 200, body: { signature: { id: "s1", templateId: TEMPLATE_ID, lastCopiedAt: null } } },
    "GET /api/signature": { status: 200, body: { templateId: TEMPLATE_ID, html: "<p>Mia Member</p>" } },
    "GET /api/campaign-selections/campaigns": { status: 200, body: { campaigns: [] } },
    "GET /api/campaign-selections": { status: 200, body: { campaignIds: [] } },
  };
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${input.split("?")[0]}`;
    calls.push(`${init?.method ?? "GET"} ${input}`);
    return json(routes[key] ?? { status: 404, body: { error: { code: "not_found", message: "No such route" } } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clientLog.clear();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SignaturePage />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it("shows the no-template message when the account has no template, and logs the failure", async () => {
  routes["POST /api/signature/ensure"] = { status: 404, body: { error: { code: "no_template", message: SIGNATURE_PAGE_TEXT.noTemplate } } };
  renderPage();
  expect(await screen.findByText(SIGNATURE_PAGE_TEXT.noTemplate)).toBeTruthy();
  expect(screen.queryByText(SIGNATURE_PAGE_TEXT.previewTitle)).toBeNull();
  expect(clientLog.entries().some((e) => e.level === "error" && e.message === "Signature ensuring failed")).toBe(true);
});

it("loads with the template id from ensuring, and shows the empty-campaigns text", async () => {
  renderPage();
  expect(screen.getByText(SIGNATURE_PAGE_TEXT.loading)).toBeTruthy();
  expect(await screen.findByText(SIGNATURE_PAGE_TEXT.noCampaigns)).toBeTruthy();
  const frame = await screen.findByTitle("Email signature preview");
  expect(frame.getAttribute("sandbox")).toBe("");
  expect(frame.getAttribute("srcdoc")).toContain("<p>Mia Member</p>");
  expect(calls).toContain(`GET /api/signature?template=${TEMPLATE_ID}`);
});

it("a member is not sent to create campaigns; an admin is told where, with the no-campaigns text kept exact", async () => {
  renderPage();
  const text = await screen.findByText(SIGNATURE_PAGE_TEXT.noCampaigns, { exact: false });
  expect(text.textContent).toBe(SIGNATURE_PAGE_TEXT.noCampaigns);
  expect(screen.queryByRole("link", { name: "Marketing Campaigns" })).toBeNull();
  cleanup();

  routes["GET /api/me"] = { status: 200, body: { ...ME, membership: { accountId: "a1", role: "admin" } } };
  renderPage();
  const link = await screen.findByRole("link", { name: "Marketing Campaigns" });
  expect(link.getAttribute("href")).toBe("/campaigns");
  expect(link.closest("p")?.textContent).toBe(`${SIGNATURE_PAGE_TEXT.noCampaigns} Create one on the Marketing Campaigns page.`);
});

it("says the preview is unavailable when sanitizing leaves nothing", async () => {
  routes["GET /api/signature"] = {
    status: 200,
    body: { templateId: TEMPLATE_ID, html: '<script>alert(1)</script><object data="x"></object>' },
  };
  renderPage();
  expect(await screen.findByText(SIGNATURE_PAGE_TEXT.previewUnavailable)).toBeTruthy();
  expect(screen.queryByTitle("Email signature preview")).toBeNull();
});

it("retries a failed load three times, then shows the 'Failed to load signature data' toast", async () => {
  routes["GET /api/signature"] = { status: 503, body: { error: { code: "server_error", message: "Down" } } };
  renderPage();
  expect(await screen.findByText(TOASTS.signatureLoadFailed)).toBeTruthy();
  expect(calls.filter((c) => c.startsWith("GET /api/signature?"))).toHaveLength(4);
  expect(screen.getByText(SIGNATURE_PAGE_TEXT.previewUnavailable)).toBeTruthy();
});
