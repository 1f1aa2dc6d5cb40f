// Lint rules, including the import boundaries of docs/ARCHITECTURE.md:
// shared -> (server | client); server never imports client; client imports server
// only as types; client features never import each other; server features import each
// other only through an entry module; server auth and db import no feature, campaigns
// don't import signature; routes don't touch the database; shared uses no Node or DOM
// APIs; process.env only in env.ts; query keys only from the client's resource layer;
// product code never imports the development and test servers (dev-servers/), which import
// only shared code.
// lint/violations/ holds one file of deliberate breaches per boundary, which
// lint/violations.test.ts lints (in npm test) and expects refused line by line.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { builtinModules } from "node:module";
import signetPlugin from "./lint/import-layers.js";
import { serverFeatureImportsAllowedToday } from "./lint/server-feature-imports-allowed.js";

const routeFiles = ["src/server/features/**/*-routes.ts", "src/server/features/**/routes.ts"];

// Hono's `c.var` builds a new object of every variable on each read (Object.fromEntries):
// a few percent of a request's CPU where a handler reads it a dozen times. `c.get` reads one.
const honoVarRule = {
  selector: "MemberExpression[property.name='var'][object.type!='ThisExpression']",
  message: 'Read a context variable with c.get("name"): c.var copies every variable on each read.',
};

const createRouteRule = {
  selector: "ImportDeclaration[source.value='@hono/zod-openapi'] ImportSpecifier[imported.name='createRoute']",
  message: "Import createRoute from src/server/lib/openapi.ts: it requires a summary and a description.",
};

const moduleAddressMessage =
  "In the built server every module's address is the bundle's: name the file from the project's folder with lib/project-files.ts's projectFile.";
const moduleAddressRules = [
  { selector: "NewExpression[callee.name='URL'] > MemberExpression.arguments[object.type='MetaProperty'][property.name='url']" },
  { selector: "CallExpression[callee.name='fileURLToPath'] > MemberExpression.arguments[object.type='MetaProperty']" },
  { selector: "MemberExpression[object.type='MetaProperty'][property.name=/^(dirname|filename)$/]" },
].map((rule) => ({ ...rule, message: moduleAddressMessage }));

export default tseslint.config(
  {
    ignores: [
      "lint/violations/",
      "dist/",
      ".tmp/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "src/server/db/migrations/",
    ],
  },
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
    // Every import boundary in one rule, configured once for every file (lint/import-layers.js):
    // a second block naming the same rule would replace these options for the files it covers.
    plugins: { signet: signetPlugin },
    rules: {
      "signet/import-layers": [
        "error",
        {
          zones: [
            {
              files: "src/shared/**",
              forbid: ["src/client/**", "src/server/**"],
              message: "shared imports nothing from client or server.",
            },
            { files: "src/server/**", forbid: ["src/client/**"], message: "The server never imports client code." },
            {
              files: "src/client/**",
              forbid: ["src/server/**"],
              allowTypeImports: true,
              message: "The client imports from the server only with `import type`.",
            },
            {
              files: "src/client/features/**",
              forbid: ["src/client/app/**"],
              message: "Client features do not import app/: compose them in src/client/app.",
            },
            {
              files: "src/server/{auth,db}/**",
              forbid: ["src/server/features/**"],
              message: "auth and db sit below the features: they never import one.",
            },
            {
              files: "src/server/features/campaigns/**",
              forbid: ["src/server/features/signature/**"],
              message: "features/signature renders and reads campaigns; campaigns never import it back.",
            },
            {
              files: "src/**",
              except: ["src/**/*.test.{ts,tsx}", "src/**/*-test-{helpers,setup}.ts", "src/server/test/**"],
              forbid: ["dev-servers/**"],
              message: "Product code never imports the development and test servers (dev-servers/): only tests do.",
            },
            {
              files: "dev-servers/**",
              forbid: ["src/server/**", "src/client/**"],
              message: "The development and test servers stand in for outside services: they import only src/shared.",
            },
            {
              files: routeFiles,
              forbid: ["src/server/db/client"],
              message: "Routes call services; services own database access.",
            },
          ],
          features: [
            {
              root: "src/client/features",
              message: "Client features do not import each other: compose them in src/client/app.",
            },
            {
              root: "src/server/features",
              entry: "index",
              allow: serverFeatureImportsAllowedToday,
              message:
                "A server feature imports another feature only through its entry module, features/<name>/index.ts: export what is needed there.",
            },
          ],
        },
      ],
    },
  },
  {
    // Packages and runtime globals shared code may not use: it runs in the browser and in Node.
    files: ["src/shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", ...builtinModules, ...builtinModules.map((name) => `${name}/*`)],
              message: "shared uses no Node APIs: it runs in the browser too.",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        ...["Buffer", "crypto", "process", "require", "module", "__dirname", "__filename", "global", "setImmediate"].map((name) => ({
          name,
          message: `shared uses no Node or DOM APIs (${name}): it runs on both sides. Pass what it needs in.`,
        })),
        ...["window", "document", "navigator", "localStorage", "sessionStorage"].map((name) => ({
          name,
          message: `shared uses no Node or DOM APIs (${name}): it runs on both sides. Pass what it needs in.`,
        })),
      ],
    },
  },
  {
    files: ["src/client/**"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // Query keys are made in one place, the resource layer, keyed by the API path they read,
    // so a write refreshes every view of what it changed (src/client/lib/resources/writes.ts).
    // An array literal as a key is refused however it is dressed (`as const`, `satisfies`).
    files: ["src/client/**"],
    ignores: ["src/client/lib/resources/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["key.name", "key.value"].flatMap((key) =>
          ["", " > TSAsExpression", " > TSSatisfiesExpression", " > TSAsExpression > TSAsExpression"].map((wrap) => ({
            selector: `Property[${key}='queryKey']${wrap} > ArrayExpression`,
            message: "Take query keys from src/client/lib/resources (one queryOptions per API resource), not a literal array.",
          })),
        ),
      ],
    },
  },
  {
    // A route is documented or it doesn't compile: lib/openapi.ts's createRoute asks for a summary and a description.
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/lib/openapi.ts"],
    rules: { "no-restricted-syntax": ["error", createRouteRule, honoVarRule] },
  },
  {
    // The server also runs as one bundle (scripts/build-server.js), where every module's address is
    // the bundle's: a file it reads is named from the project's folder (decision 080). Its tests run
    // from the sources.
    files: ["src/server/**/*.ts"],
    ignores: [
      "src/server/lib/openapi.ts",
      "src/server/lib/project-files.ts",
      "src/server/**/*.test.ts",
      "src/server/**/*-test-helpers.ts",
      "src/server/test/**",
    ],
    rules: { "no-restricted-syntax": ["error", createRouteRule, honoVarRule, ...moduleAddressRules] },
  },
  {
    files: ["src/server/lib/openapi.ts"],
    rules: { "no-restricted-syntax": ["error", honoVarRule] },
  },
  {
    // Packages some requests use are loaded on first use, not at every start (decision 070).
    files: ["src/server/**/*.ts"],
    ignores: [
      "src/server/**/*.test.ts",
      "src/server/**/*-test-helpers.ts",
      "src/server/test/**",
      "src/server/features/mail-relay/relay-child-process.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: ["juice", "caniemail", "@node-saml/node-saml", "@node-saml/node-saml/lib/xml", "sharp"].map((name) => ({
            name,
            allowTypeImports: true,
            message:
              "Loaded on first use (decision 070): take it from lib/on-first-use.ts's onFirstUse, lib/sharp.ts or sso/saml/node-saml.ts.",
          })),
          patterns: [
            {
              group: ["**/relay-server"],
              allowTypeImports: true,
              message:
                "The relay's modules load only in a process that runs it: start-relay.ts imports them when it starts the relay (decision 070).",
            },
          ],
        },
      ],
    },
  },
  {
    // Route files at any depth (features/integrations/outlook/addin-routes.ts too).
    files: routeFiles,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["drizzle-orm", "drizzle-orm/*"], message: "Routes call services; services own database access." }] },
      ],
    },
  },
  {
    // The specs' test keeps a warm page per worker and puts it back between tests (decision 081).
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@playwright/test", message: "Import from e2e/support/test.ts: its test keeps a warm page per worker (decision 081)." },
          ],
        },
      ],
    },
  },
);
