// @vitest-environment jsdom
// The form engine's timing: a field is checked on blur, then, once touched, 300 ms
// after the last change; submitting checks everything; the banner follows the values.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { z } from "zod";
import { FORM_MESSAGES } from "../../shared/auth/auth-schema";
import { EmailField, NewPasswordField, requiredText } from "../../shared/fields/fields";
import { useSchemaForm } from "./use-schema-form";

const Schema = z
  .object({ name: requiredText(), email: EmailField, password: NewPasswordField, confirm: z.string() })
  .refine((v) => v.confirm === v.password, { message: "Passwords do not match", path: ["confirm"] });
const RULES = [{ schema: z.object({ name: requiredText() }), message: FORM_MESSAGES.namesRequired }];

function TestForm({ onValid }: { onValid: (data: unknown) => void }) {
  const form = useSchemaForm(Schema, { name: "", email: "", password: "", confirm: "" }, { formRules: RULES });
  return (
    <form noValidate onSubmit={form.onSubmit(onValid)}>
      {form.banner && <p role="status">{form.banner}</p>}
      {(["name", "email", "password", "confirm"] as const).map((field) => (
        <div key={field}>
          <input aria-label={field} {...form.bind(field)} />
          {form.errorOf(field) && <span data-testid={`${field}-error`}>{form.errorOf(field)}</span>}
        </div>
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

const input = (name: string) => screen.getByLabelText(name);
const errorOf = (name: string) => screen.queryByTestId(`${name}-error`)?.textContent ?? null;
/** Lets timers and the resolver's promises run. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const type = (name: string, value: string) => act(() => void fireEvent.change(input(name), { target: { value } }));
const blur = async (name: string) => {
  await act(() => void fireEvent.blur(input(name)));
  await wait(0);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it("checks a field when it loses focus, and not while typing before that", async () => {
  render(<TestForm onValid={vi.fn()} />);
  await type("email", "jane@");
  await wait(1000);
  expect(errorOf("email")).toBeNull();
  await blur("email");
  expect(errorOf("email")).toBe("Please enter a valid email address (e.g., name@example.com)");
});

it("once touched, re-checks 300 ms after the last change, not before", async () => {
  render(<TestForm onValid={vi.fn()} />);
  await type("email", "jane@");
  await blur("email");
  await type("email", "jane@example");
  await wait(200);
  await type("email", "jane@example.com");
  await wait(299);
  expect(errorOf("email")).not.toBeNull();
  await wait(1);
  expect(errorOf("email")).toBeNull();
});

it("does not count leaving an empty, untyped field as touching it", async () => {
  render(<TestForm onValid={vi.fn()} />);
  await blur("name");
  expect(errorOf("name")).toBeNull();
  await type("name", "J");
  await type("name", "");
  await blur("name");
  expect(errorOf("name")).toBe("This field is required");
});

it("re-checks a touched confirmation when the password it depends on changes", async () => {
  render(<TestForm onValid={vi.fn()} />);
  await type("password", "Abcdefg1");
  await type("confirm", "Abcdefg2");
  await blur("confirm");
  expect(errorOf("confirm")).toBe("Passwords do not match");
  await type("password", "Abcdefg2");
  await wait(300);
  expect(errorOf("confirm")).toBeNull();
});

it("checks every field on submit, shows the form rule's banner and clears it once the cause is fixed", async () => {
  const onValid = vi.fn();
  render(<TestForm onValid={onValid} />);
  await act(() => void fireEvent.click(screen.getByText("Send")));
  await wait(0);
  expect(onValid).not.toHaveBeenCalled();
  expect(errorOf("name")).toBe("This field is required");
  expect(errorOf("email")).toBe("This field is required");
  expect(errorOf("confirm")).toBeNull();
  expect(screen.getByRole("status").textContent).toBe(FORM_MESSAGES.namesRequired);
  await type("name", "Jane");
  expect(screen.queryByRole("status")).toBeNull();
});

it("submits the schema's parsed output once every field is valid", async () => {
  const onValid = vi.fn();
  render(<TestForm onValid={onValid} />);
  await type("name", " Jane ");
  await type("email", "Jane@Example.com");
  await type("password", "Abcdefg1");
  await type("confirm", "Abcdefg1");
  await act(() => void fireEvent.click(screen.getByText("Send")));
  await wait(0);
  expect(onValid.mock.calls[0]?.[0]).toEqual({ name: "Jane", email: "jane@example.com", password: "Abcdefg1", confirm: "Abcdefg1" });
});

it("holds a check back while a pointer button is down, so the layout does not move under a click", async () => {
  render(<TestForm onValid={vi.fn()} />);
  await type("email", "jane@");
  await act(() => void fireEvent.pointerDown(window));
  await blur("email");
  expect(errorOf("email")).toBeNull();
  await act(() => void fireEvent.pointerUp(window));
  await wait(0);
  expect(errorOf("email")).toBe("Please enter a valid email address (e.g., name@example.com)");
});
