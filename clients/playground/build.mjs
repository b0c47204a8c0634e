// Builds the playground into service/tute/api/playground_static/ (or the folder given):
// playground.js (esbuild: src/main.ts with the TypeScript SDK from clients/typescript/src),
// playground.css and index.html as they are. scripts/generate.sh runs it; a test compares a
// fresh build with the committed files.
import { copyFile, mkdir } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(process.argv[2] ?? join(here, "../../service/tute/api/playground_static"));

await mkdir(out, { recursive: true });
await esbuild.build({
  absWorkingDir: here,
  entryPoints: ["src/main.ts"],
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  charset: "utf8",
  legalComments: "none",
  outfile: join(out, "playground.js"),
  logLevel: "warning",
});
for (const name of ["index.html", "playground.css", "favicon.svg"]) {
  await copyFile(join(here, "src", name), join(out, name));
}
console.log(`built the playground into ${out}`);
