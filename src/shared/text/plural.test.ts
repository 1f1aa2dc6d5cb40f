import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  it("uses the singular for exactly one and the plural otherwise", () => {
    expect(plural(1, "click")).toBe("1 click");
    expect(plural(0, "click")).toBe("0 clicks");
    expect(plural(1204, "impression")).toBe("1,204 impressions");
    expect(plural(2, "repeat")).toBe("2 repeats");
  });
});
