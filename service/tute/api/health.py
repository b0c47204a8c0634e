"""Liveness and readiness probes for Kubernetes (and any load balancer).

``/livez`` says the process answers HTTP at all. ``/readyz`` says it can do its job, and which
build of the engine answers (``"engine": "compiled"`` or ``"pure"``, ``tute.COMPILED``): the
rules engine loads every named ruleset and judges a position, and in multi-process mode the
metrics directory is usable: the answering worker's own metric files are where /metrics reads
them (:func:`tute.api.metrics.keep_counting` writes a removed one again, with its samples, or
says why it cannot), and the directory passes :func:`tute.api.metrics.metrics_dir_message`.
"""

from __future__ import annotations

import os

from flask import Flask, Response, jsonify

from tute import COMPILED, PlayPosition, Suit, judge_plays, named_rulesets, parse_card
from tute.api import problems
from tute.api.metrics import keep_counting, metrics_dir_message
from tute.api.problems import ProblemError, problem_response
from tute.messages import Message, msg

_PROBE = PlayPosition(trump=Suit.OROS, seat=0, hand=(parse_card("1O"),))


def _not_ready_reason() -> Message | None:
    lost = keep_counting()  # this worker's own files: re-created, or why they cannot be
    if lost is not None:
        return lost
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if directory:
        problem = metrics_dir_message(directory, create=False)
        if problem is not None:
            return problem
    try:
        for ruleset in named_rulesets():
            judge_plays(ruleset, _PROBE, check=False)
    except Exception as error:  # readiness reports any failure rather than raising it
        # Translators: {error} is the name of a Python exception class
        return msg("the rules engine failed its probe: {error}", error=type(error).__name__)
    return None


def livez() -> Response:
    return jsonify(status="alive")


def readyz() -> Response:
    reason = _not_ready_reason()
    if reason is not None:
        return problem_response(ProblemError(problems.NOT_READY, reason))
    return jsonify(status="ready", engine="compiled" if COMPILED else "pure")


def init_health(app: Flask) -> None:
    app.add_url_rule("/livez", "livez", livez, methods=["GET"])
    app.add_url_rule("/readyz", "readyz", readyz, methods=["GET"])
