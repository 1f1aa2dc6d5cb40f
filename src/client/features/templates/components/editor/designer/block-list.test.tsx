// @vitest-environment jsdom
// Reordering and hiding blocks by keyboard-reachable buttons, announced for screen readers.
import { afterEach, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { DesignBlock } from "../../../../../../shared/templates/design/design-schema";
import { BlockList } from "./block-list";

afterEach(cleanup);

const BLOCKS: DesignBlock[] = [
  { type: "photo", visible: true },
  { type: "name", visible: true },
  { type: "text", visible: false, text: "Hello {{full_name}}" },
];

it("moves a block down, announces it, and cannot move the last block further", () => {
  const onChange = vi.fn();
  const { rerender } = render(<BlockList blocks={BLOCKS} onChange={onChange} />);
  fireEvent.click(screen.getByRole("button", { name: "Move Photo down" }));
  expect(onChange).toHaveBeenLastCalledWith([BLOCKS[1], BLOCKS[0], BLOCKS[2]]);
  expect(screen.getByText("Photo moved to position 2 of 3.")).toBeTruthy();
  rerender(<BlockList blocks={onChange.mock.lastCall![0] as DesignBlock[]} onChange={onChange} />);
  expect((screen.getByRole("button", { name: "Move Free text down" }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole("button", { name: "Move Name and title up" }) as HTMLButtonElement).disabled).toBe(true);
});

it("hides a block with its switch and keeps the others", () => {
  const onChange = vi.fn();
  render(<BlockList blocks={BLOCKS} onChange={onChange} />);
  fireEvent.click(screen.getByRole("switch", { name: "Show Photo" }));
  expect(onChange).toHaveBeenLastCalledWith([{ type: "photo", visible: false }, BLOCKS[1], BLOCKS[2]]);
});

it("inserts a placeholder into a text block at the cursor", () => {
  const onChange = vi.fn();
  render(<BlockList blocks={BLOCKS} onChange={onChange} />);
  fireEvent.click(screen.getByRole("button", { name: /Edit text/ }));
  const box = screen.getByLabelText("Your text") as HTMLTextAreaElement;
  box.setSelectionRange(6, 6);
  fireEvent.click(screen.getByRole("button", { name: "Insert Job title placeholder" }));
  expect(onChange).toHaveBeenLastCalledWith([BLOCKS[0], BLOCKS[1], { ...BLOCKS[2], text: "Hello {{job_title}}{{full_name}}" }]);
});
