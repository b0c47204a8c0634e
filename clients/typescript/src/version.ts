// Hand-written: the package's version, as in package.json (tests/sdk/test_sdk_docs.py checks
// that the two agree; a release sets both, see docs/versioning.md).
export const VERSION = "0.2.0";

/** What the client sends as `User-Agent` (outside browsers, which set their own). */
export const USER_AGENT = `tute-rules-client-typescript/${VERSION}`;
