// @vitest-environment jsdom
import { act, useEffect } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { defineIsland } from "./define-island";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

it("hydrates an island only after the page's first frame, so the prerendered page paints before any island's work", async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  document.body.innerHTML = `<div data-island="greeting"><p>Hello</p></div>`;
  const hydrated = vi.fn();
  function Greeting() {
    useEffect(hydrated, []);
    return <p>Hello</p>;
  }

  defineIsland("greeting", () => <Greeting />);
  // Every task and scheduled render settled: without a frame, nothing of the island ran.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve));
  });
  expect(hydrated).not.toHaveBeenCalled();
  expect(frames).toHaveLength(1);

  // act() settles the hydration it started (a transition) before it returns: no waiting on a clock.
  await act(async () => {
    frames[0](0);
    await new Promise((resolve) => setTimeout(resolve));
  });
  // (Its effect runs twice in development: the island root is in StrictMode.)
  expect(hydrated).toHaveBeenCalled();
  // Hydrated, not rendered anew: the prerendered element is still the one on the page.
  expect(document.querySelector("[data-island=greeting]")?.innerHTML).toBe("<p>Hello</p>");
});
