"""The running server checked against its own contract, from outside the process.

gunicorn serves the app exactly as in production (committed config, two sync workers) on a free
loopback port; the schemathesis CLI reads the committed ``openapi.yaml`` and sends every
operation its examples and fuzzed requests, and the single operations the coverage phase's
boundary and invalid values, with every check on every response and a fixed seed. Zero
failures are allowed.

The operations are dealt to three shards, each a test of its own with its own server, so that
pytest's workers run them side by side: one schemathesis process takes over two minutes of one
thread for the whole contract and would be the suite's longest test. Each operation's cases
come from the seed and that operation alone, so a shard makes exactly the cases the whole run
made for its operations. Each shard's JUnit report goes to
``reports/schemathesis-junit-K-of-3.xml`` (git-ignored) for CI to keep.
"""

from __future__ import annotations

import functools
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from .live_server import BIN, ROOT, live_server

SEED = 20251130
# Fuzzing sends 40 requests to each operation, 25 to each batch one, and the coverage phase
# skips the batches (schemathesis.toml): the 28 operations make about 17,000 cases, and each
# shard far more than this.
MIN_CASES_A_SHARD = 1000
SHARDS = 3
CONFIG = Path(__file__).with_name("schemathesis.toml")


def junit_path(shard: int) -> Path:
    return ROOT / "reports" / f"schemathesis-junit-{shard + 1}-of-{SHARDS}.xml"


def shard_operations(shard: int) -> list[str]:
    """The operations of ``shard``: every SHARDS-th of the spec's, in the spec's order (which
    spreads the costly ones: each shard took 42 to 47 s of the whole run's 136)."""
    return spec_operations()[shard::SHARDS]


def schemathesis_command(url: str, shard: int) -> list[str]:
    selected = [arg for name in shard_operations(shard) for arg in ("--include-name", name)]
    return [
        str(BIN / "schemathesis"), "--config-file", str(CONFIG), "--no-color",
        "run", str(ROOT / "openapi.yaml"), "--url", url,
        "--checks", "all",
        "--phases", "examples,coverage,fuzzing",
        "--seed", str(SEED),
        # One worker thread: CPython 3.11's ast module keeps its recursion count in state shared
        # by threads (python/cpython#106905), and hypothesis parses lambdas' source to describe
        # a strategy, so two threads at once could stop the run with "SystemError: AST
        # constructor recursion depth mismatch" with the server not at fault. One thread took
        # no longer here: 147 s, against 150-160 s with two (the server's two workers are busy).
        "--workers", "1",
        "--report", "junit", "--report-junit-path", str(junit_path(shard)),
        *selected,
    ]


def run_schemathesis(url: str, shard: int) -> subprocess.CompletedProcess[str]:
    junit_path(shard).unlink(missing_ok=True)
    return subprocess.run(schemathesis_command(url, shard), cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


def generated_cases(output: str) -> int:
    """The run's total from its summary line, e.g. ``2345 generated, 2345 passed``."""
    found = re.findall(r"^\s*(\d+) generated\b", output, flags=re.MULTILINE)
    assert found, f"no 'N generated' line in the schemathesis output:\n{output[-3000:]}"
    return int(found[-1])


@pytest.mark.live
@pytest.mark.timeout(360)  # the run's own limit is 300 s
@pytest.mark.parametrize("shard", range(SHARDS), ids=lambda k: f"shard-{k + 1}-of-{SHARDS}")
def test_live_server_honours_its_contract(tmp_path: Path, shard: int) -> None:
    report = junit_path(shard)
    report.parent.mkdir(exist_ok=True)
    report.unlink(missing_ok=True)
    with live_server(tmp_path, workers=2) as server:
        run = run_schemathesis(server.url, shard)
        tail = f"{run.stdout[-8000:]}\n{run.stderr[-2000:]}\n--- gunicorn log ---\n"
        assert run.returncode == 0, tail + server.log_tail()

    assert generated_cases(run.stdout) >= MIN_CASES_A_SHARD, run.stdout[-3000:]
    suite = ET.parse(report).getroot()
    assert suite.get("failures") == "0" and suite.get("errors") == "0", ET.tostring(suite)[:3000]
    tested = sorted(case.get("name") or "" for case in suite.iter("testcase"))
    assert tested == sorted(shard_operations(shard)), "each operation of the shard is tested"


def test_the_shards_deal_every_operation_once() -> None:
    dealt = [name for shard in range(SHARDS) for name in shard_operations(shard)]
    assert sorted(dealt) == sorted(spec_operations()) and len(set(dealt)) == len(dealt)
    assert all(len(shard_operations(shard)) > 1 for shard in range(SHARDS))


@functools.cache
def spec_operations() -> list[str]:
    """Every operation of the committed openapi.yaml, as schemathesis names them, in the
    spec's order."""
    import yaml

    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    methods = {"get", "put", "post", "delete", "patch", "head", "options"}
    return [
        f"{method.upper()} {path}"
        for path, item in spec["paths"].items()
        for method in item
        if method in methods
    ]
