// Reading what identity providers send: attribute names in any case (SCIM's names are
// case-insensitive), text where a number or null may come, booleans as "True" and "False"
// (Microsoft Entra), and multi-valued attributes picked by type.
import { scimInvalidValue } from "./scim-errors";

type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** The value of `name` in `object`, whatever the case of the key. */
export function valueOf(object: unknown, name: string): unknown {
  if (!isObject(object)) return undefined;
  if (name in object) return object[name];
  const lower = name.toLowerCase();
  const key = Object.keys(object).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : object[key];
}

/** Text, or null for null, empty or absent; a number is taken as its digits. */
export function asText(value: unknown, attribute: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") throw scimInvalidValue(attribute, "must be a string.");
  return value.trim() || null;
}

/** A boolean, or "true" / "false" in any case. */
export function asFlag(value: unknown, attribute: string): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === "true";
  throw scimInvalidValue(attribute, "must be true or false.");
}

type MultiValue = { value: string | null; type: string | null; primary: boolean };

/** The entries of a multi-valued attribute (emails, phoneNumbers); a lone object or string counts as one. */
export function multiValues(value: unknown, attribute: string): MultiValue[] {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    if (typeof item === "string") return { value: asText(item, attribute), type: null, primary: false };
    if (!isObject(item)) throw scimInvalidValue(attribute, "must be a list of { value, type } objects.");
    const primary = valueOf(item, "primary");
    return {
      value: asText(valueOf(item, "value"), `${attribute}.value`),
      type: asText(valueOf(item, "type"), `${attribute}.type`)?.toLowerCase() ?? null,
      primary: primary === undefined || primary === null ? false : asFlag(primary, `${attribute}.primary`),
    };
  });
}

/** The value of the entry of this type; else (`fallback`) the primary one, else the first without a type. */
export function pickValue(values: MultiValue[], type: string, fallback: boolean): string | null {
  const typed = values.find((v) => v.type === type);
  if (typed) return typed.value;
  if (!fallback) return null;
  return (values.find((v) => v.primary) ?? values.find((v) => v.type === null))?.value ?? null;
}
