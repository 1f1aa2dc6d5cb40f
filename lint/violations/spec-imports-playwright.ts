// lint as: e2e/violations.spec.ts
// A spec takes test from e2e/support/test.ts, whose page is kept warm between tests.
import { expect, test } from "@playwright/test"; // refused: no-restricted-imports

export const used = [expect, test];
