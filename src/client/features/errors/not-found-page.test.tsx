// @vitest-environment jsdom
import { afterEach, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { NotFoundPage } from "./not-found-page";
import { clientLog } from "../../lib/logger";

afterEach(() => {
  cleanup();
  clientLog.clear();
});

it("shows 'Oops! Page not found' with a link home, and writes an error log entry", async () => {
  const router = createMemoryRouter([{ path: "*", element: <NotFoundPage /> }], { initialEntries: ["/missing/page"] });
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
  const [entry] = clientLog.entries();
  expect(entry).toMatchObject({ level: "error", data: { path: "/missing/page" } });
  expect(entry.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});
