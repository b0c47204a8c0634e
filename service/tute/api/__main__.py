"""``tute-rules`` / ``python -m tute.api``: print the OpenAPI document, or serve.

    tute-rules openapi [--output FILE]    the contract as YAML (scripts/generate.sh uses it)
    tute-rules serve [gunicorn options]   gunicorn with deploy/gunicorn.conf.py
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def _write_openapi(output: str | None) -> int:
    from tute.api.openapi import generate_yaml

    text = generate_yaml()
    if output is None or output == "-":
        sys.stdout.write(text)
    else:
        Path(output).write_text(text, encoding="utf-8")
    return 0


def _serve(extra: list[str]) -> int:
    config = os.environ.get("TUTE_GUNICORN_CONFIG", "deploy/gunicorn.conf.py")
    if not Path(config).is_file():
        print(f"tute-rules: no gunicorn config at {config} (set TUTE_GUNICORN_CONFIG)",
              file=sys.stderr)
        return 2
    argv = [sys.executable, "-m", "gunicorn", "-c", config, "--no-control-socket",
            *extra, "tute.api.wsgi:app"]
    os.execv(sys.executable, argv)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tute-rules", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    openapi = commands.add_parser("openapi", help="print the OpenAPI document (YAML)")
    openapi.add_argument("--output", "-o", help="write to FILE instead of standard output")
    commands.add_parser("serve", help="run gunicorn with deploy/gunicorn.conf.py")
    args, extra = parser.parse_known_args(argv)
    if args.command == "openapi":
        if extra:
            parser.error(f"unexpected arguments: {' '.join(extra)}")
        return _write_openapi(args.output)
    return _serve(extra)


if __name__ == "__main__":
    sys.exit(main())
