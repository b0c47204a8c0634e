// `npm run prepare`: builds dist/ from src/. npm runs it on `npm ci` and `npm install` in this
// folder, on `npm pack` and `npm publish`, and when an app installs this folder as a dependency
// (`npm install path/to/clients/typescript`). In that last case npm installs none of the
// folder's devDependencies, so the pinned compiler is installed here first (`npm ci` from the
// lock file, scripts off) when it is missing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
const npm = process.env.npm_execpath;

if (!existsSync(tsc)) {
  console.error("tute-rules-client: installing the build tools (npm ci) to build dist/");
  const args = ["ci", "--ignore-scripts", "--include=dev", "--no-audit", "--no-fund", "--prefix", root];
  if (npm && npm.endsWith(".js")) {
    execFileSync(process.execPath, [npm, ...args], { cwd: root, stdio: "inherit" });
  } else {
    execFileSync(process.platform === "win32" ? "npm.cmd" : "npm", args, { cwd: root, stdio: "inherit" });
  }
}
execFileSync(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: root, stdio: "inherit" });
