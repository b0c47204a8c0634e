"""Metric labels take values from fixed sets only (the live check is
tests/deploy/test_hostile_live.py): every verdict a view records is in the set, and anything
else is counted as ``other``; the scrape reads the workers' files even while one is being
created."""

from __future__ import annotations

import re
import struct
from pathlib import Path

import pytest
from prometheus_client import REGISTRY, CollectorRegistry, generate_latest
from prometheus_client.mmap_dict import MmapedDict, mmap_key
from prometheus_client.multiprocess import MultiProcessCollector
from tute import ruleset_ids
from tute.api import metrics

API = Path(__file__).resolve().parents[2] / "service" / "tute" / "api"


def test_every_verdict_the_views_record_is_a_known_label() -> None:
    recorded = set()
    for source in API.glob("*.py"):
        for line in source.read_text(encoding="utf-8").splitlines():
            if re.search(r"\b(counted|self)\.verdict = ", line):
                recorded.update(re.findall(r'"([a-z_]+)"', line))
    assert {"judged", "legal", "illegal", "error"} <= recorded
    assert recorded <= metrics.VERDICTS


def test_rulesets_are_the_registry_ids() -> None:
    assert {*ruleset_ids(), "unknown"} == metrics.RULESETS


def test_unknown_labels_are_counted_as_other() -> None:
    def value(ruleset: str, verdict: str) -> float:
        found = REGISTRY.get_sample_value(
            "tute_rule_evaluations_total",
            {"operation": "listLegalPlays", "ruleset": ruleset, "verdict": verdict})
        return found or 0.0

    before = value("other", "other")
    metrics.count_evaluation("listLegalPlays", "made-up-ruleset", "made-up-verdict")
    metrics.count_evaluation("listLegalPlays", "another-one", "judged!")
    assert value("other", "other") == before + 2
    assert value("made-up-ruleset", "made-up-verdict") == 0


def test_a_metric_file_a_worker_is_creating_does_not_fail_the_scrape(tmp_path: Path) -> None:
    """A worker creates each metric file empty and sizes it just after; prometheus-client's own
    collector fails on the empty file (prometheus/client_python#1199: the 500 a scrape got
    while a worker booted), the service's leaves it out and reads the others."""
    written = MmapedDict(str(tmp_path / "counter_101.db"))
    key = mmap_key("tute_demo_total", "tute_demo_total", [], [], "a demo counter")
    written.write_value(key, 3.0, 0.0)
    written.close()
    (tmp_path / "counter_102.db").touch()  # the moment between creating and sizing

    upstream = CollectorRegistry()
    MultiProcessCollector(upstream, path=str(tmp_path))
    with pytest.raises(struct.error):  # when this no longer fails, the workaround can go
        generate_latest(upstream)

    collected = CollectorRegistry()
    metrics.WrittenFilesCollector(collected, path=str(tmp_path))
    assert collected.get_sample_value("tute_demo_total") == 3.0
