"""The running server checked against its own contract, from outside the process.

gunicorn serves the app exactly as in production (committed config, two sync workers) on a free
loopback port; the schemathesis CLI reads the committed ``openapi.yaml`` and sends every
operation its examples and fuzzed requests, and the single operations the coverage phase's
boundary and invalid values, with every check on every response and a fixed seed. Zero
failures are allowed. The JUnit report goes to ``reports/schemathesis-junit.xml`` (git-ignored)
for CI to keep.
"""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from .live_server import BIN, ROOT, live_server

SEED = 20251130
# Fuzzing sends 40 requests to each operation, 25 to each batch one, and the coverage phase
# skips the batches (schemathesis.toml): the 28 operations make about 17,000 cases.
MIN_CASES = 2000
CONFIG = Path(__file__).with_name("schemathesis.toml")
JUNIT = ROOT / "reports" / "schemathesis-junit.xml"


def schemathesis_command(url: str) -> list[str]:
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
        "--report", "junit", "--report-junit-path", str(JUNIT),
    ]


def run_schemathesis(url: str) -> subprocess.CompletedProcess[str]:
    JUNIT.unlink(missing_ok=True)
    return subprocess.run(schemathesis_command(url), cwd=ROOT, capture_output=True, text=True,
                          timeout=300)


def generated_cases(output: str) -> int:
    """The run's total from its summary line, e.g. ``2345 generated, 2345 passed``."""
    found = re.findall(r"^\s*(\d+) generated\b", output, flags=re.MULTILINE)
    assert found, f"no 'N generated' line in the schemathesis output:\n{output[-3000:]}"
    return int(found[-1])


@pytest.mark.live
@pytest.mark.timeout(360)  # the run's own limit is 300 s
def test_live_server_honours_its_contract(tmp_path: Path) -> None:
    JUNIT.parent.mkdir(exist_ok=True)
    JUNIT.unlink(missing_ok=True)
    with live_server(tmp_path, workers=2) as server:
        run = run_schemathesis(server.url)
        tail = f"{run.stdout[-8000:]}\n{run.stderr[-2000:]}\n--- gunicorn log ---\n"
        assert run.returncode == 0, tail + server.log_tail()

    assert generated_cases(run.stdout) >= MIN_CASES, run.stdout[-3000:]
    suite = ET.parse(JUNIT).getroot()
    assert suite.get("failures") == "0" and suite.get("errors") == "0", ET.tostring(suite)[:3000]
    tested = {case.get("name") for case in suite.iter("testcase")}
    assert tested == spec_operations(), "every operation of openapi.yaml must have been tested"


def spec_operations() -> set[str]:
    import yaml

    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    methods = {"get", "put", "post", "delete", "patch", "head", "options"}
    return {
        f"{method.upper()} {path}"
        for path, item in spec["paths"].items()
        for method in item
        if method in methods
    }
