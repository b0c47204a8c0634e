"""Loading request bodies by plans derived from the marshmallow schemas.

marshmallow is the one description of the contract: the spec is generated from it and it
writes every field error. But it loads a body field by field through several layers of calls
(an adjudication's 40 actions were over half of its request), so the hot path runs a *plan*
instead: closures built once per schema, by reading the schema's own fields, their types,
``required``, ``allow_none`` and validators. A plan either returns exactly what
``Schema.load`` would, or gives up (:class:`Doubt`) on anything it is not sure of: an error,
a field or validator of a kind it does not know. Then marshmallow loads the body and writes
the errors, so a refused body is answered word for word as before. There is no second
hand-written copy of the contract; ``tests/api/test_fastload.py`` holds the plans to
marshmallow's answers on valid and broken bodies of every request schema.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, missing, validate
from marshmallow.decorators import POST_LOAD, PRE_LOAD, VALIDATES, VALIDATES_SCHEMA


class Doubt(Exception):
    """The plan cannot vouch for this input: let marshmallow load it."""


#: A plan for one value: its loaded form, or :class:`Doubt`. ``parent`` is the object that
#: holds the value (marshmallow hands it to a field's ``deserialize``).
Plan = Callable[[Any, Mapping[str, Any]], Any]
Check = Callable[[Any], None]


def schema_plan(schema: Schema) -> Callable[..., dict[str, Any]] | None:
    """A plan that loads a body as ``schema.load(body)`` does, or None for a schema it cannot
    follow (hooks other than plain schema validators, ``many``, ``partial``, unknown fields
    allowed, load defaults, dotted attributes)."""
    hooks = schema._hooks
    if (schema.many or schema.partial or schema.unknown != RAISE or hooks[PRE_LOAD]
            or hooks[POST_LOAD] or hooks[VALIDATES]):
        return None
    validators: list[Callable[..., Any]] = []
    for name, pass_collection, options in hooks[VALIDATES_SCHEMA]:
        if pass_collection or options.get("pass_original"):
            return None
        validators.append(getattr(schema, name))
    members: dict[str, tuple[str, Plan]] = {}
    required: set[str] = set()
    absent_if_null = null_means_absent(schema)
    for name, field in schema.load_fields.items():
        target = field.attribute or name
        found = field_plan(field)
        if found is None or field.load_default is not missing or "." in target:
            return None
        key = field.data_key or name
        members[key] = (target, found)
        if field.required:
            required.add(key)
    needed = frozenset(required)

    def load(data: Any, parent: Mapping[str, Any] | None = None) -> dict[str, Any]:
        if type(data) is not dict or not needed <= data.keys():
            raise Doubt
        loaded: dict[str, Any] = {}
        # in the body's order, not the schema's: the views read the loaded body by key
        for key, item in data.items():
            member = members.get(key)
            if member is None:  # an unknown field
                raise Doubt
            if item is None and key in absent_if_null:
                continue
            loaded[member[0]] = member[1](item, data)
        if validators:
            try:
                for validator in validators:
                    validator(loaded, partial=None, many=False, unknown=RAISE)
            except ValidationError:
                raise Doubt from None
        return loaded

    return load


def null_means_absent(schema: Schema) -> frozenset[str]:
    """The members of ``schema`` for which an explicit null means absent: the optional
    nullable ones (a generated client sends null for every unset nullable field, issue 25).
    Both loaders drop such a null before they load the object."""
    return frozenset(field.data_key or name for name, field in schema.load_fields.items()
                     if field.allow_none and not field.required)


def field_plan(field: fields.Field[Any]) -> Plan | None:
    """The plan of one field: null where allowed, else its value plan (which refuses null
    by its type test)."""
    value = _value_plan(field)
    if value is None or not field.allow_none:
        return value

    def plan(item: Any, parent: Mapping[str, Any]) -> Any:
        return None if item is None else value(item, parent)

    return plan


def _value_plan(field: fields.Field[Any]) -> Plan | None:
    kind = type(field)
    check = _validators_check(field.validators)
    if kind._deserialize is fields.String._deserialize:
        return _typed(str, check)
    if (isinstance(field, fields.Integer) and field.strict and not field.as_string
            and kind._deserialize is fields.Number._deserialize
            and getattr(kind, "_validated", None) is fields.Integer._validated):
        return _typed(int, check)  # bool is an int subclass; the type test refuses it
    if kind is fields.Nested:
        nested: Any = field
        if nested.many or nested.unknown is not None:
            return None
        return _nested_plan(nested.schema, check)
    if kind is fields.List or (isinstance(field, fields.List)
                               and getattr(kind, "length_first", False)):
        inner = field_plan(field.inner)  # type: ignore[attr-defined]
        return None if inner is None else _list_plan(inner, check)
    return _deserialize_plan(field, check)


def _typed(kind: type, check: Check | None) -> Plan:
    if check is None:
        def plain(item: Any, parent: Mapping[str, Any]) -> Any:
            if type(item) is not kind:
                raise Doubt
            return item
        return plain

    def checked(item: Any, parent: Mapping[str, Any]) -> Any:
        if type(item) is not kind:
            raise Doubt
        check(item)
        return item
    return checked


def _nested_plan(schema: Schema, check: Check | None) -> Plan | None:
    load = schema_plan(schema)
    if load is None or check is None:
        return load

    def nested(item: Any, parent: Mapping[str, Any]) -> Any:
        loaded = load(item)
        check(loaded)
        return loaded

    return nested


def _list_plan(inner: Plan, check: Check | None) -> Plan:
    def items(item: Any, parent: Mapping[str, Any]) -> Any:
        if type(item) is not list:
            raise Doubt
        if check is not None:
            check(item)  # the length, before the items: the same answer at a bounded cost
        return [inner(each, item) for each in item]  # type: ignore[arg-type]

    return items


def _deserialize_plan(field: fields.Field[Any], check: Check | None) -> Plan:
    """Any other field (this service's one-pass fields among them) through its own
    ``_deserialize`` (marshmallow's extension point for a field's reading; ``deserialize``
    around it only handles the null and missing values the plans handle already), then its
    validators."""
    deserialize = field._deserialize

    def plan(item: Any, parent: Mapping[str, Any]) -> Any:
        try:
            loaded = deserialize(item, None, parent)
        except ValidationError:
            raise Doubt from None
        if check is not None:
            check(loaded)
        return loaded

    return plan


def _validators_check(validators: list[Any]) -> Check | None:
    """One check for a field's validators; the common ones compiled to comparisons, others
    called and their refusal turned into a :class:`Doubt`."""
    checks = [_validator_check(v) for v in validators]
    if not checks:
        return None
    if len(checks) == 1:
        return checks[0]

    def every(value: Any) -> None:
        for check in checks:
            check(value)

    return every


def _validator_check(validator: Any) -> Check:
    kind = type(validator)
    if kind is validate.Range:
        return _range_check(validator)
    if kind is validate.Length:
        return _length_check(validator)
    if kind is validate.OneOf and all(type(c) in (str, int) for c in validator.choices):
        choices = frozenset(validator.choices)

        def one_of(value: Any) -> None:
            if value not in choices:
                raise Doubt

        return one_of

    def call(value: Any) -> None:
        try:
            validator(value)
        except ValidationError:
            raise Doubt from None

    return call


def _range_check(rule: validate.Range) -> Check:
    low, high = rule.min, rule.max
    low_in, high_in = rule.min_inclusive, rule.max_inclusive

    def in_range(value: Any) -> None:
        if low is not None and (value < low if low_in else value <= low):
            raise Doubt
        if high is not None and (value > high if high_in else value >= high):
            raise Doubt

    return in_range


def _length_check(rule: validate.Length) -> Check:
    low, high, equal = rule.min, rule.max, rule.equal

    def length(value: Any) -> None:
        size = len(value)
        if equal is not None:
            if size != equal:
                raise Doubt
            return
        if (low is not None and size < low) or (high is not None and size > high):
            raise Doubt

    return length
