// Lint rules, including the import boundaries of docs/ARCHITECTURE.md:
// shared -> (server | client); server never imports client; client imports server
// only as types; client features never import each other; server auth and db import no
// feature, campaigns don't import signature; process.env only in env.ts; query keys only
// from the client's resource layer.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

// Every folder of src/client/features is a feature: a new one is covered the day it is added.
const clientFeatures = readdirSync(new URL("./src/client/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  { ignores: ["dist/", ".tmp/", "node_modules/", "data/", "test-results/", "playwright-report/", "src/server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read environment variables in src/server/env.ts only." },
      ],
    },
  },
  {
    files: ["src/server/env.ts", "scripts/**", "e2e/**", "bench/**", "*.config.ts", "*.config.js", "src/server/test/**"],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["src/shared/**"],
    rules: restrict([
      {
        group: ["**/client/**", "**/server/**", "node:*", "fs", "path"],
        message: "shared imports nothing from client or server and no Node APIs.",
      },
    ]),
  },
  {
    files: ["src/server/**"],
    rules: restrict([{ group: ["**/client/**"], message: "The server never imports client code." }]),
  },
  {
    files: ["src/client/**"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], allowTypeImports: true, message: "The client imports from the server only with `import type`." },
          ],
        },
      ],
    },
  },
  ...clientFeatures.map((feature) => ({
    files: [`src/client/features/${feature}/**`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], allowTypeImports: true, message: "The client imports from the server only with `import type`." },
            {
              group: clientFeatures
                .filter((f) => f !== feature)
                .map((f) => `**/features/${f}/**`)
                .concat(["**/app/**"]),
              message: "Client features do not import each other or app/: compose them in src/client/app.",
            },
          ],
        },
      ],
    },
  })),
  {
    // Query keys are made in one place, the resource layer, keyed by the API path they read,
    // so a write refreshes every view of what it changed (src/client/lib/resources/writes.ts).
    files: ["src/client/**"],
    ignores: ["src/client/lib/resources/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Take query keys from src/client/lib/resources (one queryOptions per API resource), not a literal array.",
        },
      ],
    },
  },
  {
    // Layers below the features (decision 027). A second rule name, so the server-wide and
    // route rules of no-restricted-imports still apply to the same files.
    files: ["src/server/auth/**", "src/server/db/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/features/**"], message: "auth and db sit below the features: they never import one." }] },
      ],
    },
  },
  {
    files: ["src/server/features/campaigns/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/features/signature/**", "../signature/**"],
              message: "features/signature renders and reads campaigns; campaigns never import it back.",
            },
          ],
        },
      ],
    },
  },
  {
    // A route is documented or it doesn't compile: lib/openapi.ts's createRoute asks for a summary and a description.
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/lib/openapi.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='@hono/zod-openapi'] ImportSpecifier[imported.name='createRoute']",
          message: "Import createRoute from src/server/lib/openapi.ts: it requires a summary and a description.",
        },
      ],
    },
  },
  {
    files: ["src/server/features/*/*-routes.ts", "src/server/features/*/routes.ts"],
    rules: restrict([
      { group: ["**/db/client*", "drizzle-orm", "drizzle-orm/*"], message: "Routes call services; services own database access." },
    ]),
  },
);
