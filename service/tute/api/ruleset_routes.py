"""Operations on rulesets: list them, show one with every switch."""

from __future__ import annotations

from typing import Any

from tute import SWITCHES, Ruleset, named_rulesets
from tute.api import engine_calls as ec
from tute.api import schemas
from tute.api.encode import encode
from tute.api.smorest import TuteBlueprint, doc, problem_responses, response, route

blp = TuteBlueprint("rulesets", __name__, url_prefix="/v1",
                    description="The named rulesets and their rule switches.")

_RULESET_ID_PARAMETER = {
    "in": "path",
    "name": "ruleset_id",
    "required": True,
    "description": "A ruleset id or alias, e.g. tute-dos or tute.",
    "schema": {"type": "string", "minLength": 1, "maxLength": 64},
    "example": "tute-dos",
}


def summary(ruleset: Ruleset) -> dict[str, Any]:
    """A ruleset's identity (a Ruleset also holds every switch and its rule components)."""
    return {
        "id": ruleset.id,
        "version": ruleset.version,
        "name": ruleset.name,
        "description": ruleset.description,
        "aliases": list(ruleset.aliases),
        "player_options": list(ruleset.player_options),
    }


def detail(ruleset: Ruleset) -> dict[str, Any]:
    """The identity and every switch, from the switch declarations: a Switch holds its type and
    applicability besides, and its value is the ruleset's."""
    values = ruleset.switch_values()
    switches = []
    for name, switch in SWITCHES.items():
        bounds = switch.int_range
        switches.append({
            "name": name,
            "group": encode(switch.group),
            "value": encode(values[name]),
            "allowed_values": encode(switch.choices),
            "minimum": None if bounds is None else bounds[0],
            "maximum": None if bounds is None else bounds[1],
            "description": switch.description,
            "sources": switch.sources,
        })
    return {**summary(ruleset), "switches": switches}


def list_all() -> dict[str, Any]:
    return {"rulesets": [summary(ruleset) for ruleset in named_rulesets()]}


def show(ruleset_id: str) -> dict[str, Any]:
    return detail(ec.choose_ruleset({"ruleset": ruleset_id}, pointer=None))


@route(blp, "/rulesets", methods=["GET"])
@doc(blp, operationId="listRulesets", summary="List the rulesets",
     description="Every named ruleset with its id, version, aliases and seat counts. Any "
                 "request body names one by id or alias in `ruleset`.")
@problem_responses(blp, "NotAcceptable", "InternalError")
@response(blp, schemas.RulesetListSchema, example=list_all(),
          description="The named rulesets.")
def rulesets_view() -> dict[str, Any]:
    return list_all()


@route(blp, "/rulesets/<ruleset_id>", methods=["GET"],
       parameters=[_RULESET_ID_PARAMETER])
@doc(blp, operationId="getRuleset", summary="Show a ruleset with every switch",
     description="The ruleset's identity and every rule switch: its value here, the values it "
                 "can take (any of them may be sent in `overrides`), what it means and which "
                 "source documents it comes from. An unknown id is a 404 that lists the known "
                 "ids.")
@problem_responses(blp, "UnknownRuleset", "NotAcceptable", "InternalError")
@response(blp, schemas.RulesetDetailSchema, example=show("tute-dos"),
          description="The ruleset and its switches.")
def ruleset_view(ruleset_id: str) -> dict[str, Any]:
    return show(ruleset_id)
