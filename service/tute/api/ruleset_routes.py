"""Operations on rulesets: list them, show one with every switch.

Both answers come from the rules registry alone, in the language ``Accept-Language`` chooses
(the names and descriptions: :mod:`tute.api.ruleset_texts`), so they are cacheable: each
carries ``Content-Language``, ``Vary: Accept-Language``, an ``ETag`` (a digest of the answer's
content: one per language, the same in every process that runs the same registry) and
``Cache-Control: public, max-age=300``, and a request whose ``If-None-Match`` names the current
tag gets a bodiless 304 (:class:`tute.api.caching.CachedAnswer`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from flask import Response

from tute import SWITCHES, Ruleset, named_rulesets
from tute.api import caching, schemas
from tute.api import engine_calls as ec
from tute.api import ruleset_texts as texts
from tute.api.language import current as current_language
from tute.api.smorest import TuteBlueprint, alt_response, doc, problem_responses, response, route
from tute.messages import ENGLISH

F = TypeVar("F", bound=Callable[..., Any])

blp = TuteBlueprint("rulesets", __name__, url_prefix="/v1",
                    description="The named rulesets and their rule switches.")

_CACHING = (
    " Names and descriptions are in the language `Accept-Language` chooses (en, es, it or pt; "
    "ids, switch names, values and sources are never translated), named in `Content-Language` "
    "with `Vary: Accept-Language`. The answer depends only on the service's rules registry "
    "and the language: it carries an `ETag` (one per language) and `Cache-Control: public, "
    "max-age=300`, and a request whose `If-None-Match` names the current `ETag` is answered "
    "304 Not Modified, without a body."
)
_CACHE_HEADERS = {
    "ETag": {
        "description": "A digest of the answer's content: the same wherever the same rules "
                       "registry runs. Send it back in `If-None-Match` to get a 304 while it "
                       "holds.",
        "schema": {"type": "string"},
    },
    "Content-Language": {
        "description": "The language of the names and descriptions (en, es, it or pt).",
        "schema": {"type": "string"},
    },
    "Vary": {
        "description": "`Accept-Language`: a cache keeps one answer per language.",
        "schema": {"type": "string"},
    },
    "Cache-Control": {
        "description": "`public, max-age=300`: any cache may keep the answer five minutes, "
                       "then revalidates it with `If-None-Match`.",
        "schema": {"type": "string"},
    },
}

_IF_NONE_MATCH_PARAMETER = {
    "in": "header",
    "name": "If-None-Match",
    "required": False,
    "description": "The `ETag` of an answer the caller holds (or `*`): while it is still the "
                   "current one, the answer is a 304 without a body, and the held one stands.",
    "schema": {"type": "string"},
}

_RULESET_ID_PARAMETER = {
    "in": "path",
    "name": "ruleset_id",
    "required": True,
    "description": "A ruleset id or alias, e.g. tute-dos or tute.",
    "schema": {"type": "string", "minLength": 1, "maxLength": 64},
    "example": "tute-dos",
}


def summary(ruleset: Ruleset, language: str = ENGLISH) -> dict[str, Any]:
    """A ruleset's identity (a Ruleset also holds every switch and its rule components), its
    name and description in ``language``."""
    return {
        "id": ruleset.id,
        "version": ruleset.version,
        "name": texts.name(ruleset, language),
        "description": texts.description(ruleset, language),
        "aliases": list(ruleset.aliases),
        "player_options": list(ruleset.player_options),
    }


def detail(ruleset: Ruleset, language: str = ENGLISH) -> dict[str, Any]:
    """The identity and every switch, from the switch declarations: a Switch holds its type and
    applicability besides, and its value is the ruleset's; the texts in ``language``."""
    values = ruleset.switch_values()
    switches = []
    for name, switch in SWITCHES.items():
        bounds = switch.int_range
        switches.append({
            "name": name,
            "group": switch.group,
            "value": values[name],
            "allowed_values": switch.choices,
            "minimum": None if bounds is None else bounds[0],
            "maximum": None if bounds is None else bounds[1],
            "description": texts.switch_description(switch.description, language),
            "sources": switch.sources,
        })
    return {**summary(ruleset, language), "switches": switches}


def list_all(language: str = ENGLISH) -> dict[str, Any]:
    return {"rulesets": [summary(ruleset, language) for ruleset in named_rulesets()]}


def show(ruleset_id: str, language: str = ENGLISH) -> dict[str, Any]:
    return detail(ec.choose_ruleset({"ruleset": ruleset_id}, pointer=None), language)


#: the answers, made once per process and language (and named ruleset)
_LISTS: dict[str, caching.CachedAnswer] = {}
_DETAILS: dict[tuple[str, str], caching.CachedAnswer] = {}
_LIST_SCHEMA = schemas.RulesetListSchema()
_DETAIL_SCHEMA = schemas.RulesetDetailSchema()


def _in_language(response: Response, language: str) -> Response:
    """The answer (or its 304) names its language, and that it follows Accept-Language."""
    response.headers["Content-Language"] = language
    response.headers["Vary"] = "Accept-Language"
    return response


def _documented_response(schema: type[Any], example: dict[str, Any],
                         description: str) -> Callable[[F], F]:
    """``@blp.response``: the 200 answer by its schema and example, and the 304 to a
    conditional request, both with the caching headers. The view answers the cached
    :class:`~tute.api.caching.CachedAnswer` (made once by ``schema``'s dump), which
    flask-smorest passes on as it is."""
    answer: Callable[[F], F] = response(blp, 200, schema(), example=example,
                                        description=description, headers=_CACHE_HEADERS)
    not_modified: Callable[[F], F] = alt_response(
        blp, 304, headers=_CACHE_HEADERS,
        description="Not Modified: the `ETag` in `If-None-Match` is still the current one; no "
                    "body (the answer the caller holds stands).")

    def decorate(func: F) -> F:
        return not_modified(answer(func))

    return decorate


@route(blp, "/rulesets", methods=["GET"], parameters=[_IF_NONE_MATCH_PARAMETER])
@doc(blp, operationId="listRulesets", summary="List the rulesets",
     description="Every named ruleset with its id, version, aliases and seat counts. Any "
                 "request body names one by id or alias in `ruleset`." + _CACHING,
     responses=problem_responses("NotAcceptable", "InternalError"))
@_documented_response(schemas.RulesetListSchema, example=list_all(),
                      description="The named rulesets.")
def rulesets_view() -> Response:
    language = current_language()
    cached = _LISTS.get(language)
    if cached is None:
        cached = _LISTS[language] = caching.CachedAnswer.json(
            _LIST_SCHEMA.dump(list_all(language)))
    return _in_language(cached.response(), language)


@route(blp, "/rulesets/<ruleset_id>", methods=["GET"],
       parameters=[_RULESET_ID_PARAMETER, _IF_NONE_MATCH_PARAMETER])
@doc(blp, operationId="getRuleset", summary="Show a ruleset with every switch",
     description="The ruleset's identity and every rule switch: its value here, the values it "
                 "can take (any of them may be sent in `overrides`), what it means and which "
                 "source documents it comes from. An unknown id is a 404 that lists the known "
                 "ids." + _CACHING,
     responses=problem_responses("UnknownRuleset", "NotAcceptable", "InternalError"))
@_documented_response(schemas.RulesetDetailSchema, example=_DETAIL_SCHEMA.dump(show("tute-dos")),
                      description="The ruleset and its switches.")
def ruleset_view(ruleset_id: str) -> Response:
    ruleset = ec.choose_ruleset({"ruleset": ruleset_id}, pointer=None)
    language = current_language()
    cached = _DETAILS.get((ruleset.id, language))
    if cached is None:
        cached = _DETAILS[ruleset.id, language] = caching.CachedAnswer.json(
            _DETAIL_SCHEMA.dump(detail(ruleset, language)))
    return _in_language(cached.response(), language)
