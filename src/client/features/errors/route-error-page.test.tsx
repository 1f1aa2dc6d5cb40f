// @vitest-environment jsdom
import { afterEach, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { RouteErrorPage } from "./route-error-page";
import { clientLog } from "../../lib/logger";

afterEach(() => {
  cleanup();
  clientLog.clear();
});

it("shows 'Unexpected Application Error!' when a route fails, and logs it", async () => {
  function Broken(): never {
    throw new Error("chunk failed to load");
  }
  const router = createMemoryRouter([{ path: "/", element: <Broken />, errorElement: <RouteErrorPage /> }]);
  const originalError = console.error;
  console.error = () => {}; // React reports the thrown error; the page is what matters here.
  try {
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
  } finally {
    console.error = originalError;
  }
  expect(screen.getByText("chunk failed to load")).toBeTruthy();
  await vi.waitFor(() => expect(clientLog.entries()).toMatchObject([{ level: "error", message: "Routing error" }]), {
    timeout: 60_000, // a backstop: vi.waitFor gives up after 1 s by default, which a busy machine may miss
  });
});
