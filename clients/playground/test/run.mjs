// Runs the playground's TypeScript tests (test/*.test.ts): esbuild bundles each into a
// temporary folder, node's test runner runs them. Exits with the runner's status.
import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const out = await mkdtemp(join(tmpdir(), "playground-tests-"));
try {
  const tests = (await readdir(here)).filter((name) => name.endsWith(".test.ts"));
  await esbuild.build({
    absWorkingDir: here, entryPoints: tests, bundle: true, platform: "node", format: "esm",
    target: "node20", outdir: out, outExtension: { ".js": ".mjs" }, logLevel: "warning",
  });
  const files = tests.map((name) => join(out, name.replace(/\.ts$/, ".mjs")));
  const run = spawnSync(process.execPath, ["--test", ...files], { stdio: "inherit", cwd: join(here, "..") });
  process.exitCode = run.status ?? 1;
} finally {
  await rm(out, { recursive: true, force: true });
}
