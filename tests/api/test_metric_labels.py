"""Metric labels take values from fixed sets only (the live check is
tests/deploy/test_hostile_live.py): every verdict a view records is in the set, and anything
else is counted as ``other``."""

from __future__ import annotations

import re
from pathlib import Path

from prometheus_client import REGISTRY
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
