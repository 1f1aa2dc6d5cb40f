// @vitest-environment jsdom
// The editor against an in-memory source: a designer change marks the draft unsaved, saving
// sends the design and its HTML and shows the server's report, and leaving with unsaved
// changes asks first. (Browser tests cover the real routes: e2e/templates-editor.spec.ts.)
import { afterEach, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { DEFAULT_DESIGN } from "../../../../../shared/templates/design/default-design";
import { designToHtml } from "../../../../../shared/templates/design/design-to-html";
import { SAMPLE_SIGNATURE_DATA } from "../../../../../shared/signature/sample-data";
import { TemplateEditor } from "./template-editor";
import type { EditorTemplate, TemplateEditorSource } from "./template-editor-source";
import type { ShapedQuery } from "../../../../lib/resources/shaped-query";

afterEach(cleanup);

const TEMPLATE: EditorTemplate = {
  id: "t1",
  name: "Sales team",
  isDefault: false,
  departments: [],
  updatedAt: "2026-11-20T10:00:00.000Z",
  updatedByName: "Ada Admin",
  version: 3,
  changedSinceDeployment: true,
  designed: true,
  previewHtml: "",
  html: designToHtml(DEFAULT_DESIGN),
  design: DEFAULT_DESIGN,
  reply: { mode: "none", html: null },
};

/** A read that answers `value` at once. */
function answer<T>(name: string, value: T): ShapedQuery<T> {
  const queryKey = [name];
  return { queryKey, queryFn: async () => value, select: (data) => data as T };
}
const failing: ShapedQuery<never> = { ...answer("failing", null as never), queryFn: () => Promise.reject(new Error("none")) };

/** `versioned`: the account's source has versions; the gallery's has none, nor members or campaigns. */
function setup({ versioned = true, saveEffect }: { versioned?: boolean; saveEffect?: string } = {}) {
  const save = vi.fn<TemplateEditorSource["save"]>(async (input) => ({
    template: { ...TEMPLATE, version: 4, html: input.html, design: input.design },
    removed: [{ kind: "attribute" as const, name: "onerror", where: "<img> on line 2" }],
    changed: ["1 image hosted as PNG"],
  }));
  const source: TemplateEditorSource = {
    detail: answer("detail", TEMPLATE),
    save,
    check: () => answer("check", { findings: [], gmail: { longest: 1234, limit: 10_000 } }),
    previewData: () => answer("preview-data", { data: SAMPLE_SIGNATURE_DATA, campaigns: [], assetBaseUrl: "https://app.signet.example" }),
    back: { href: "/templates", label: "All templates" },
    saveEffect,
    changes: "templates.save",
    ...(versioned && {
      versions: { list: answer("versions", []), get: () => failing, restore: async () => TEMPLATE },
    }),
  };
  const router = createMemoryRouter(
    [
      { path: "/templates/t1", element: <TemplateEditor source={source} template={TEMPLATE} /> },
      { path: "/templates", element: <p>The library</p> },
    ],
    { initialEntries: ["/templates/t1"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { save };
}

it("hiding a block makes the draft unsaved; saving sends the design with its HTML and shows the report", async () => {
  const { save } = setup();
  expect(screen.getByTestId("template-version").textContent).toBe("Version 3");
  expect(screen.getByRole("tab", { name: /Versions/ })).toBeTruthy();
  expect(screen.getByText("Changed since the last deployment")).toBeTruthy();
  expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole("switch", { name: "Show Photo" }));
  expect(screen.getByText("Unsaved changes")).toBeTruthy();

  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  const dialog = await screen.findByRole("dialog", { name: "Save template" });
  fireEvent.change(within(dialog).getByLabelText("Note (optional)"), { target: { value: "No photo" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Save version" }));

  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  const sent = save.mock.calls[0][0];
  const hidden = { ...DEFAULT_DESIGN, blocks: DEFAULT_DESIGN.blocks.map((b) => (b.type === "photo" ? { ...b, visible: false } : b)) };
  expect(sent).toEqual({ html: designToHtml(hidden), design: hidden, note: "No photo" });
  const removed = await screen.findByRole("list", { name: "Removed on save" });
  expect(removed.textContent).toContain("onerror");
  expect(removed.textContent).toContain("<img> on line 2");
  expect(screen.getByRole("list", { name: "Changed on save" }).textContent).toContain("1 image hosted as PNG");
  expect(screen.queryByText("Unsaved changes")).toBeNull();
});

it("without versions (the gallery): no Versions tab or version words, and the source's words on what a save changes", async () => {
  const effect = "Saving changes this template for accounts that pick it from now on.";
  const { save } = setup({ versioned: false, saveEffect: effect });
  expect(screen.queryByRole("tab", { name: /Versions/ })).toBeNull();
  expect(screen.queryByTestId("template-version")).toBeNull();
  expect(screen.getByText(effect)).toBeTruthy();
  fireEvent.click(screen.getByRole("switch", { name: "Show Photo" }));
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  const dialog = await screen.findByRole("dialog", { name: "Save template" });
  expect(within(dialog).getByText(effect)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect((await screen.findByRole("heading", { name: /^Saved\. Some content was removed/ })).textContent).not.toContain("version");
});

it("leaving with unsaved changes asks first, and staying keeps the draft", async () => {
  setup();
  fireEvent.click(screen.getByRole("switch", { name: "Show Photo" }));
  fireEvent.click(screen.getByRole("link", { name: /All templates/ }));
  const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
  fireEvent.click(within(dialog).getByRole("button", { name: "Stay and keep editing" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(screen.getByText("Unsaved changes")).toBeTruthy();

  fireEvent.click(screen.getByRole("link", { name: /All templates/ }));
  fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Leave and discard changes" }));
  expect(await screen.findByText("The library")).toBeTruthy();
});
