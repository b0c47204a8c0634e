"""``tute-rules`` / ``python -m tute.api``: print the OpenAPI document, or serve.

    tute-rules openapi [--output FILE]    the contract as YAML (scripts/generate.sh uses it)
    tute-rules serve [gunicorn options]   gunicorn with the service's gunicorn config

``serve`` runs the config named by TUTE_GUNICORN_CONFIG, else the one installed with the
package (``tute/api/gunicorn.conf.py``, a copy of the repository's deploy/gunicorn.conf.py made
by the build), else, in a source tree or an editable install, deploy/gunicorn.conf.py itself.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def _write_openapi(output: str | None) -> int:
    from tute.api import generate_yaml

    text = generate_yaml()
    if output is None or output == "-":
        sys.stdout.write(text)
    else:
        Path(output).write_text(text, encoding="utf-8")
    return 0


# the copy a built package carries, and the repository's own (a source tree's layout)
PACKAGED_CONFIG = Path(__file__).with_name("gunicorn.conf.py")
SOURCE_TREE_CONFIG = Path(__file__).resolve().parents[3] / "deploy" / "gunicorn.conf.py"


def gunicorn_config() -> Path | None:
    """The gunicorn config ``serve`` runs (see the module's doc); None when there is none."""
    named = os.environ.get("TUTE_GUNICORN_CONFIG", "").strip()
    if named:
        return Path(named) if Path(named).is_file() else None
    for config in (PACKAGED_CONFIG, SOURCE_TREE_CONFIG):
        if config.is_file():
            return config
    return None


def _serve(extra: list[str]) -> int:
    config = gunicorn_config()
    if config is None:
        named = os.environ.get("TUTE_GUNICORN_CONFIG", "").strip()
        where = f"at TUTE_GUNICORN_CONFIG={named}" if named else "installed with the package"
        print(f"tute-rules: no gunicorn config {where} (set TUTE_GUNICORN_CONFIG to one)",
              file=sys.stderr)
        return 2
    argv = [sys.executable, "-m", "gunicorn", "-c", str(config), "--no-control-socket",
            *extra, "tute.api.wsgi:app"]
    os.execv(sys.executable, argv)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tute-rules", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    openapi = commands.add_parser("openapi", help="print the OpenAPI document (YAML)")
    openapi.add_argument("--output", "-o", help="write to FILE instead of standard output")
    commands.add_parser("serve", help="run gunicorn with the service's gunicorn config")
    args, extra = parser.parse_known_args(argv)
    if args.command == "openapi":
        if extra:
            parser.error(f"unexpected arguments: {' '.join(extra)}")
        return _write_openapi(args.output)
    return _serve(extra)


if __name__ == "__main__":
    sys.exit(main())
