// The import boundaries of docs/ARCHITECTURE.md as one ESLint rule, `signet/import-layers`.
//
// Every import (static, `export ... from`, and `import("...")` with a literal path) is resolved
// against the importing file, so `../../other-feature/x` and `../../../client/x` are judged by
// where they land, not by how the path is spelled. All boundaries live in one rule's options,
// set once for every file: ESLint's flat config replaces a rule's options when a later block
// names the same rule for the same files, so a boundary split over several blocks can be
// silently dropped for some files.
//
// Options:
// - zones: `{ files, except?, forbid, allowTypeImports?, message }`: a file matching `files`
//   (and not `except`) may not import a module matching one of `forbid` (globs on paths relative
//   to the project root: `*`, `**`, `{a,b}`; `files` and `except` with the file's extension,
//   `forbid` without).
// - features: `{ root, entry?, allow?, message }`: a file in `<root>/<a>/` may not import
//   `<root>/<b>/...` for another feature b, except b's entry module (`<root>/<b>` or
//   `<root>/<b>/<entry>`, when `entry` is given) and the modules listed in `allow`
//   (paths relative to root, without extension).
// Bare package names are left to no-restricted-imports.
import path from "node:path";

const escape = (text) => text.replace(/[.+^${}()|[\]\\?]/g, "\\$&");

/**
 * A glob as a RegExp: `**` any folders, `*` one path segment's characters, `{a,b}` alternatives.
 * A trailing `/**` matches the folder itself too: importing `../signature` imports its index.
 */
export function globToRegExp(glob) {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "/" && glob.slice(i) === "/**") {
      re += "(?:/.*)?";
      break;
    } else if (c === "*" && glob[i + 1] === "*") {
      i++;
      if (glob[i + 1] === "/") {
        i++;
        re += "(?:.*/)?";
      } else re += ".*";
    } else if (c === "*") re += "[^/]*";
    else if (c === "{") {
      const end = glob.indexOf("}", i);
      re += `(?:${glob
        .slice(i + 1, end)
        .split(",")
        .map((part) => part.split("*").map(escape).join("[^/]*"))
        .join("|")})`;
      i = end;
    } else re += escape(c);
  }
  return new RegExp(`^${re}$`);
}

const matcher = (globs) => {
  const res = [globs].flat().map(globToRegExp);
  return (file) => res.some((re) => re.test(file));
};

const withoutExtension = (file) => file.replace(/\.(?:[cm]?[jt]sx?|d\.ts)$/, "");

/** Type-only: `import type`, `export type`, or every named specifier marked `type`. */
function isTypeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === "type" || s.exportKind === "type");
}

/** The feature a project path belongs to under root, and the rest of its path. */
function featureOf(root, file) {
  if (!file.startsWith(`${root}/`)) return null;
  const [name, ...rest] = file.slice(root.length + 1).split("/");
  return { name, rest: rest.join("/") };
}

export const importLayers = {
  meta: {
    type: "problem",
    docs: { description: "Enforce the import boundaries between shared, server, client and features." },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          zones: {
            type: "array",
            items: {
              type: "object",
              additionalProperties: false,
              required: ["files", "forbid", "message"],
              properties: {
                files: { type: ["string", "array"] },
                except: { type: ["string", "array"] },
                forbid: { type: ["string", "array"] },
                allowTypeImports: { type: "boolean" },
                message: { type: "string" },
              },
            },
          },
          features: {
            type: "array",
            items: {
              type: "object",
              additionalProperties: false,
              required: ["root", "message"],
              properties: {
                root: { type: "string" },
                entry: { type: "string" },
                allow: { type: "array", items: { type: "string" } },
                message: { type: "string" },
              },
            },
          },
        },
      },
    ],
    messages: { layer: "{{message}} ({{target}})" },
  },
  create(context) {
    const { zones = [], features = [] } = context.options[0] ?? {};
    const cwd = context.cwd;
    // The importing file with its extension (zones may name `*-routes.ts`); imported modules without.
    const file = path.relative(cwd, context.filename).split(path.sep).join("/");
    const activeZones = zones
      .filter((zone) => matcher(zone.files)(file) && !(zone.except && matcher(zone.except)(file)))
      .map((zone) => ({ ...zone, forbids: matcher(zone.forbid) }));
    const activeFeatures = features
      .map((rule) => ({ ...rule, own: featureOf(rule.root, file), allowed: new Set(rule.allow ?? []) }))
      .filter((rule) => rule.own);
    if (!activeZones.length && !activeFeatures.length) return {};

    function check(node, source) {
      if (!source || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const absolute = path.resolve(path.dirname(context.filename), source.value);
      const target = withoutExtension(path.relative(cwd, absolute).split(path.sep).join("/"));
      const typeOnly = isTypeOnly(node);
      for (const zone of activeZones) {
        if (zone.allowTypeImports && typeOnly) continue;
        if (zone.forbids(target)) {
          context.report({ node: source, messageId: "layer", data: { message: zone.message, target } });
          return;
        }
      }
      for (const rule of activeFeatures) {
        const other = featureOf(rule.root, target);
        if (!other || other.name === rule.own.name) continue;
        const isEntry = rule.entry !== undefined && (other.rest === "" || other.rest === rule.entry);
        if (isEntry) continue;
        if (rule.allowed.has(`${other.name}/${other.rest}`)) continue;
        context.report({ node: source, messageId: "layer", data: { message: rule.message, target } });
        return;
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === "Literal" ? node.source : null),
    };
  },
};

export default { rules: { "import-layers": importLayers } };
