// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { RequireAuth } from "./require-auth";
import { RequireAccount } from "./require-account";
import { RequireAdmin, RequireSuperAdmin } from "./require-role";
import { meQueryKey, type Me } from "../../lib/session";

afterEach(cleanup);

function me(role: "user" | "admin" | "super_admin" | null, status: "active" | "pending_activation" | "suspended" = "active"): Me {
  return {
    user: { id: "u1", email: "u@example.com", name: "U One" },
    profile: {
      id: "u1",
      email: "u@example.com",
      firstName: "U",
      lastName: "One",
      jobTitle: null,
      personalPhone: null,
      officeId: null,
      departmentId: null,
      linkedinUrl: null,
      photoUrl: null,
    },
    membership: role ? { accountId: "a1", role } : null,
    account: role
      ? { id: "a1", name: "Acme", website: null, logoUrl: null, employeeCount: null, status, suspensionReason: null, timeZone: "UTC" }
      : null,
    supportEmail: "help@signet.test",
  };
}

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname} from {(location.state as { from?: string } | null)?.from ?? "-"}
    </p>
  );
}

function renderAt(path: string, session: Me | null | "loading") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session !== "loading") client.setQueryData(meQueryKey, session);
  else client.setQueryDefaults(meQueryKey, { queryFn: () => new Promise(() => {}) });
  const router = createMemoryRouter(
    [
      { path: "/auth", element: <Where /> },
      { path: "/signature", element: <Where /> },
      { path: "/onboarding", element: <Where /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireAccount />,
            children: [
              { path: "/profile", element: <p>profile page</p> },
              { element: <RequireAdmin />, children: [{ path: "/users", element: <p>users page</p> }] },
              { element: <RequireSuperAdmin />, children: [{ path: "/admin", element: <p>admin page</p> }] },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("route guards", () => {
  it("sends a signed-out visitor to /auth and remembers the page", async () => {
    renderAt("/profile?tab=x", null);
    expect(await screen.findByText("at /auth from /profile?tab=x")).toBeTruthy();
  });

  it("sends a member who opens an admin page to /signature", async () => {
    renderAt("/users", me("user"));
    expect(await screen.findByText("at /signature from -")).toBeTruthy();
  });

  it("lets admins into admin pages but not into the super admin area", async () => {
    renderAt("/users", me("admin"));
    expect(await screen.findByText("users page")).toBeTruthy();
    cleanup();
    renderAt("/admin", me("admin"));
    expect(await screen.findByText("at /signature from -")).toBeTruthy();
  });

  it("lets super admins into the super admin area", async () => {
    renderAt("/admin", me("super_admin"));
    expect(await screen.findByText("admin page")).toBeTruthy();
  });

  it("sends a user without an account to onboarding", async () => {
    renderAt("/profile", me(null));
    expect(await screen.findByText("at /onboarding from -")).toBeTruthy();
  });

  it("shows the blocking screens for pending and suspended accounts", async () => {
    renderAt("/profile", me("admin", "pending_activation"));
    expect(await screen.findByRole("heading", { name: "Account Pending Activation" })).toBeTruthy();
    expect(screen.getByText("help@signet.test")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Back to Login" })).toBeTruthy();
    cleanup();
    renderAt("/profile", me("user", "suspended"));
    expect(await screen.findByRole("heading", { name: "Account Suspended" })).toBeTruthy();
  });

  it("redirects to /auth when the authentication check takes longer than 10 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt("/profile", "loading");
    expect(screen.getByText("Loading...")).toBeTruthy();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(screen.queryByText(/at \/auth/)).toBeNull();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await screen.findByText("at /auth from /profile")).toBeTruthy();
    vi.useRealTimers();
  });
});
