"""A pytest plugin that reports the CPU time each test and each file take, xdist or not.

Wall times (``--durations``) say little on a shared machine; CPU time says what a test costs
whatever else runs. Loaded with ``-p tests.support.cputime``::

    .venv/bin/python -m pytest -p tests.support.cputime --cpu-report=reports/cpu.json tests/api

It prints the tests and the files that took the most CPU (``--cpu-top``, default 40) and, with
``--cpu-report``, writes every test's figures as JSON: its CPU and wall seconds, when it started
and ended (seconds since the epoch) and the worker that ran it, so that a run's timeline shows
which worker waited for which test. A test's CPU time is its process's
(every thread) plus that of the child processes it waited for during the test, servers
included (a server a fixture keeps for a module or a session counts for the test whose teardown
stops it); each xdist worker's collection is reported apart.
"""

from __future__ import annotations

import json
import os
import resource
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

_mark = [0.0]
_collection_started = [0.0]


def cpu_seconds() -> float:
    """This process's CPU time and that of its children it has waited for."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("cputime", "CPU time per test (tests/support/cputime.py)")
    group.addoption("--cpu-report", default=None, metavar="PATH",
                    help="write every test's CPU and wall seconds to PATH (JSON)")
    group.addoption("--cpu-top", type=int, default=40, metavar="N",
                    help="print the N tests and files that took the most CPU (default 40)")


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(_Collector(config), "tute-cputime-collector")


def pytest_collection(session: pytest.Session) -> None:
    _collection_started[0] = cpu_seconds()


def pytest_collection_finish(session: pytest.Session) -> None:
    spent = cpu_seconds() - _collection_started[0]
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:  # an xdist worker: the controller reads it when it ends
        workeroutput["tute_collection_cpu_s"] = spent
    else:
        session.config.stash[_COLLECTION] = spent


def pytest_runtest_logstart(nodeid: str, location: object) -> None:
    _mark[0] = cpu_seconds()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    now = cpu_seconds()
    report.cpu_s = now - _mark[0]  # plain float: xdist sends it to the controller with the rest
    _mark[0] = now
    return report


_COLLECTION = pytest.StashKey[float]()


class _Collector:
    """In the process that reports (the xdist controller, or the only process): the sums."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.cpu: dict[str, float] = defaultdict(float)
        self.wall: dict[str, float] = defaultdict(float)
        self.workers: dict[str, float] = {}
        self.span: dict[str, tuple[float, float, str]] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.cpu[report.nodeid] += float(getattr(report, "cpu_s", 0.0))
        self.wall[report.nodeid] += report.duration
        start, stop, _ = self.span.get(report.nodeid, (report.start, report.stop, ""))
        node = getattr(report, "node", None)
        self.span[report.nodeid] = (min(start, report.start), max(stop, report.stop),
                                    node.gateway.id if node is not None else "main")

    def pytest_testnodedown(self, node: Any, error: object) -> None:
        spent = getattr(node, "workeroutput", {}).get("tute_collection_cpu_s")
        if spent is not None:
            self.workers[node.gateway.id] = spent

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        top = self.config.getoption("cpu_top")
        files: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
        for nodeid, cpu in self.cpu.items():
            entry = files[nodeid.split("::")[0]]
            entry[0] += cpu
            entry[1] += self.wall[nodeid]
            entry[2] += 1
        write = terminalreporter.write_line
        terminalreporter.section(f"CPU time: the {top} costliest tests (cpu s, wall s)")
        for nodeid, cpu in sorted(self.cpu.items(), key=lambda kv: -kv[1])[:top]:
            write(f"{cpu:8.2f} {self.wall[nodeid]:8.2f}  {nodeid}")
        terminalreporter.section(f"CPU time: the {top} costliest files (cpu s, wall s, tests)")
        for path, (cpu, wall, count) in sorted(files.items(), key=lambda kv: -kv[1][0])[:top]:
            write(f"{cpu:8.2f} {wall:8.2f} {int(count):5d}  {path}")
        collection = dict(self.workers)
        if _COLLECTION in self.config.stash:
            collection["main"] = self.config.stash[_COLLECTION]
        tests_cpu = sum(self.cpu.values())
        write(f"tests: {tests_cpu:.1f} s of CPU in all; collection: "
              + ", ".join(f"{name} {spent:.1f} s" for name, spent in sorted(collection.items())))
        path = self.config.getoption("cpu_report")
        if path:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            Path(path).write_text(json.dumps({
                "pid": os.getpid(),
                "collection_cpu_s": collection,
                "tests": {nodeid: {"cpu_s": round(cpu, 3), "wall_s": round(self.wall[nodeid], 3),
                                   "started": round(self.span[nodeid][0], 3),
                                   "ended": round(self.span[nodeid][1], 3),
                                   "worker": self.span[nodeid][2]}
                          for nodeid, cpu in self.cpu.items()},
            }, indent=1, sort_keys=True), encoding="utf-8")
