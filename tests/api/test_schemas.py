"""The one-pass list fields answer exactly as the marshmallow fields they stand for.

``CardCodes`` and ``TrickCards`` check a hand and a trick without a field call per item (for
speed, bench/README.md); the spec describes them as ``BoundedList(CardCode())`` (marshmallow's
List, checking the length before the items) and
``BoundedList(Nested(TrickCardSchema))``. Hypothesis feeds both the same values, valid and not: the
errors (where, and what they say) must be the same. marshmallow's fields say theirs as English
texts (tute.api.field_messages reads them back), the one-pass fields as the Messages those texts
stand for: what is compared is the problem items a client reads, in English and Spanish.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError, fields, validate
from tute import DECK
from tute.api.problems import field_problems, problem_item
from tute.api.schemas import (
    MAX_HAND,
    MAX_TRICK,
    BoundedList,
    CardCode,
    CardCodes,
    StrictSchema,
    TrickCards,
    TrickCardSchema,
)

from tests.support.examples import scaled

codes = st.sampled_from([card.code for card in DECK])
near_codes = st.sampled_from(["12b", "8O", "1O\n", " 1O", "", "01O", "13E", "1", "O"])
scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 8), st.floats(0, 5),
                    codes, near_codes, st.text(max_size=3))
# JSON containers where a scalar belongs (unhashable: a set lookup must not choke on them)
odd = st.one_of(scalars, st.lists(scalars, max_size=1),
                st.dictionaries(st.text(max_size=1), scalars, max_size=1))
trick_items = st.one_of(
    st.fixed_dictionaries({"seat": st.integers(0, 5), "card": codes}),
    st.dictionaries(st.sampled_from(["seat", "card", "extra"]), odd, max_size=3),
    scalars,
    st.lists(scalars, max_size=2),
)


def errors(schema: Schema, value: Any) -> Any:
    """The problem items of the errors of loading ``value`` (None when it loads): the same
    Messages, pointers and codes, and the same JSON in each language."""
    try:
        schema.load({"items": value})
    except ValidationError as error:
        found = field_problems(error.messages)
        return found, [[problem_item(p, language) for p in found] for language in ("en", "es")]
    return None


def fast(field: fields.Field[Any]) -> Schema:
    return type("Fast", (StrictSchema,), {"items": field})()


CARDS_FAST = fast(CardCodes(max_items=MAX_HAND))
CARDS_REFERENCE = fast(BoundedList(CardCode(), validate=validate.Length(max=MAX_HAND)))
TRICK_FAST = fast(TrickCards())
TRICK_REFERENCE = fast(BoundedList(fields.Nested(TrickCardSchema),
                                   validate=validate.Length(max=MAX_TRICK)))


@settings(max_examples=scaled(300), deadline=None)
@given(st.one_of(st.lists(st.one_of(codes, near_codes, odd), max_size=MAX_HAND + 2), odd))
def test_card_codes_fail_where_a_list_of_card_codes_fails(value: Any) -> None:
    assert errors(CARDS_FAST, value) == errors(CARDS_REFERENCE, value)


@settings(max_examples=scaled(300), deadline=None)
@given(st.one_of(st.lists(trick_items, max_size=MAX_TRICK + 2), odd))
def test_trick_cards_answer_as_the_nested_schema(value: Any) -> None:
    assert errors(TRICK_FAST, value) == errors(TRICK_REFERENCE, value)
