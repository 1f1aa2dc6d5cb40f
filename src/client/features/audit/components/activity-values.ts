// How the Activity view words a change: field names as people say them, department and
// office ids as their names, times in the company's time zone, yes and no for switches.
export const FIELD_NAMES: Record<string, string> = {
  name: "Name",
  website: "Website",
  employeeCount: "Employees",
  logoUrl: "Logo",
  timeZone: "Time zone",
  locationName: "Office name",
  address: "Address",
  phoneNumber: "Phone",
  status: "Status",
  role: "Role",
  firstName: "First name",
  lastName: "Last name",
  jobTitle: "Job title",
  personalPhone: "Mobile phone",
  departmentId: "Department",
  officeId: "Office",
  departmentIds: "Departments",
  departments: "Departments",
  description: "Description",
  imageUrl: "Banner",
  imageUrlB: "Banner B",
  altText: "Alt text",
  altTextB: "Alt text B",
  landingPageUrl: "Landing page",
  landingPageUrlB: "Landing page B",
  ctaText: "Call to action",
  ctaTextB: "Call to action B",
  isRequired: "Required",
  isActive: "Active",
  startsAt: "Starts",
  endsAt: "Ends",
  url: "Address",
  events: "Events",
};

/** "departmentId" → "Department id"-like words for a field this list doesn't know. */
export function fieldName(field: string): string {
  const known = FIELD_NAMES[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type ValueWords = {
  departments: ReadonlyMap<string, string>;
  offices: ReadonlyMap<string, string>;
  dateTime: (value: string) => string;
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const ROLES: Record<string, string> = { user: "Member", admin: "Admin", super_admin: "Super admin" };

export function valueWords(field: string, value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === "") return "empty";
  if (Array.isArray(value)) return value.length ? value.map((v) => valueWords(field, v, words)).join(", ") : "none";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return value.toLocaleString();
  if (typeof value !== "string") return JSON.stringify(value);
  if (field === "departmentId" || field === "departmentIds") return words.departments.get(value) ?? "a removed department";
  if (field === "officeId") return words.offices.get(value) ?? "a removed office";
  if (field === "role") return ROLES[value] ?? value;
  if (ISO_TIME.test(value)) return words.dateTime(value);
  return value.startsWith("/files/") ? "new image" : value;
}
