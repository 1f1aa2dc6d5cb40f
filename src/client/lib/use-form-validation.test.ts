// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useFormValidation } from "./use-form-validation";
import { validateConfirmPassword, validateEmail } from "../../shared/auth/validation";

type Values = { email: string; password: string; confirm: string };
const validators = {
  email: validateEmail,
  password: () => null,
  confirm: (v: string, all: Values) => validateConfirmPassword(all.password, v),
};
const setup = () => renderHook(() => useFormValidation<Values>({ email: "", password: "", confirm: "" }, validators));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("checks a field when it loses focus, and not before", () => {
  const { result } = setup();
  act(() => result.current.setValue("email", "jane@"));
  act(() => vi.advanceTimersByTime(1000));
  expect(result.current.errorOf("email")).toBeUndefined();
  act(() => result.current.touch("email"));
  expect(result.current.errorOf("email")).toBe("Please enter a valid email address (e.g., name@example.com)");
});

it("once touched, re-checks 300 ms after the last change", () => {
  const { result } = setup();
  act(() => result.current.setValue("email", "jane@"));
  act(() => result.current.touch("email"));
  act(() => result.current.setValue("email", "jane@example.com"));
  act(() => vi.advanceTimersByTime(299));
  expect(result.current.errorOf("email")).toBeDefined();
  act(() => vi.advanceTimersByTime(1));
  expect(result.current.errorOf("email")).toBeUndefined();
});

it("does not count leaving an empty, untyped field as touching it", () => {
  const { result } = setup();
  act(() => result.current.touch("email"));
  expect(result.current.errorOf("email")).toBeUndefined();
  act(() => result.current.setValue("email", "j"));
  act(() => result.current.setValue("email", ""));
  act(() => result.current.touch("email"));
  expect(result.current.errorOf("email")).toBe("This field is required");
});

it("re-checks a touched confirmation when the field it depends on changes", () => {
  const { result } = setup();
  act(() => result.current.setValue("password", "Abcdefg1"));
  act(() => result.current.setValue("confirm", "Abcdefg2"));
  act(() => result.current.touch("confirm"));
  expect(result.current.errorOf("confirm")).toBe("Passwords do not match");
  act(() => result.current.setValue("password", "Abcdefg2"));
  act(() => vi.advanceTimersByTime(300));
  expect(result.current.errorOf("confirm")).toBeUndefined();
});

it("checks every field on submit and shows server messages on their fields", () => {
  const { result } = setup();
  let found = {};
  act(() => {
    found = result.current.validateAll();
  });
  expect(found).toEqual({ email: "This field is required", confirm: "This field is required" });
  act(() => result.current.reset({ email: "a@b.co", password: "", confirm: "" }));
  expect(result.current.errorOf("email")).toBeUndefined();
  act(() => {
    result.current.applyServerErrors({ email: "Taken", unknown: "ignored" });
  });
  expect(result.current.errorOf("email")).toBe("Taken");
});
