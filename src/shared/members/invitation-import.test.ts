import { describe, expect, it } from "vitest";
import { parseInvitationText } from "./invitation-import";

const defaults = { role: "user" as const, department: null, office: null };

describe("parseInvitationText", () => {
  it("reads CSV with a BOM, semicolons, quoted separators, CRLF and empty lines, headers in any order and case", () => {
    const csv = '\uFEFFROLE;Job Title;E-Mail;first-name\r\nAdmin;"Sales; EMEA, North";Ann@Example.com;Ann\r\n\r\n;;bo@example.com;\r\n';
    const { rows, error, ignoredColumns } = parseInvitationText("csv", csv, defaults);
    expect(error).toBeNull();
    expect(ignoredColumns).toEqual([]);
    expect(rows.map((r) => [r.line, r.row])).toEqual([
      [
        2,
        {
          email: "ann@example.com",
          firstName: "Ann",
          lastName: null,
          jobTitle: "Sales; EMEA, North",
          department: null,
          office: null,
          role: "admin",
        },
      ],
      [4, { email: "bo@example.com", firstName: null, lastName: null, jobTitle: null, department: null, office: null, role: "user" }],
    ]);
  });

  it("marks invalid rows with a reason and repeats as duplicates, keeping the first", () => {
    const csv =
      "email,role,first_name,whatever\nnope,user,A,x\na@example.com,chief,B,x\nc@example.com,,C<,x\nd@example.com,,D,x\nD@example.com,,Dee,x\n";
    const { rows, ignoredColumns } = parseInvitationText("csv", csv, defaults);
    expect(ignoredColumns).toEqual(["whatever"]);
    expect(rows.map((r) => r.problem)).toEqual([
      { status: "invalid", reason: "not an email address" },
      { status: "invalid", reason: "unknown role: write Member or Admin" },
      { status: "invalid", reason: expect.stringMatching(/^first name: name can only contain/) },
      null,
      { status: "duplicate", reason: "duplicate in this file" },
    ]);
  });

  it("applies the dialog's role, department and office where a row names none", () => {
    const { rows } = parseInvitationText("csv", "email,department\na@example.com,\nb@example.com,Ops\n", {
      role: "admin",
      department: "Sales",
      office: "Paris",
    });
    expect(rows.map((r) => [r.row?.department, r.row?.office, r.row?.role])).toEqual([
      ["Sales", "Paris", "admin"],
      ["Ops", "Paris", "admin"],
    ]);
  });

  it("reads a pasted list separated by lines, commas, semicolons or tabs, with optional names", () => {
    const { rows } = parseInvitationText(
      "list",
      'a@example.com, b@example.com;\tc@example.com\n\n"Jane Q. Doe" <jane@example.com>\n',
      defaults,
    );
    expect(rows.map((r) => r.row?.email)).toEqual(["a@example.com", "b@example.com", "c@example.com", "jane@example.com"]);
    expect(rows[3].row).toMatchObject({ firstName: "Jane", lastName: "Q. Doe" });
  });

  it("refuses a file without an email column, an empty text, and more than 10,000 rows", () => {
    expect(parseInvitationText("csv", "name\nAnn\n", defaults).error).toMatch(/no email column/);
    expect(parseInvitationText("list", " \n ", defaults).error).toBe("Paste at least one email address, or choose a CSV file.");
    const many = ["email", ...Array.from({ length: 10_001 }, (_, i) => `p${i}@example.com`)].join("\n");
    expect(parseInvitationText("csv", many, defaults).error).toMatch(/At most 10,000 rows/);
  });
});
