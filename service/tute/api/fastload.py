"""Loading and dumping bodies by plans derived from the marshmallow schemas.

marshmallow is the one description of the contract: the spec is generated from it, it writes
every field error, and ``@blp.response`` serializes every answer through it. But it loads and
dumps field by field through several layers of calls (an adjudication's 40 actions were over
half of its request), so the hot path runs a *plan* instead: closures built once per schema,
by reading the schema's own fields (their types, ``required``, ``allow_none``, validators).

:class:`PlannedSchema` is where the plans plug in, through marshmallow's public methods: its
``load`` and ``dump``. A load plan either returns exactly what ``Schema.load`` would, or gives
up (:class:`Doubt`) on anything it is not sure of (an error, a field or validator of a kind it
does not know); then marshmallow loads the body and writes the errors, so a refused body is
answered word for word as before. A dump plan copies what each field's own ``_serialize`` would
make of a value (a string, integer or boolean of the field's type is its own JSON form) and
calls that ``_serialize`` for anything else. There is no second hand-written copy of the
contract; ``tests/api/test_fastload.py`` holds the plans to marshmallow's answers (errors
included) on valid and broken bodies of every request schema and on every answer schema.

A planned schema has no marshmallow hooks (``pre_load``, ``validates``, ``post_dump``, ...):
a rule across its fields is its :meth:`PlannedSchema.check_together`, which marshmallow runs as
the schema's one validator and the load plan after the fields (a test checks that no schema of
the API declares another hook).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cached_property
from operator import attrgetter
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, missing, validate, validates_schema


class Doubt(Exception):
    """The plan cannot vouch for this input: let marshmallow load it."""


#: A plan for one value: its loaded form, or :class:`Doubt`. ``parent`` is the object that
#: holds the value (marshmallow hands it to a field's ``deserialize``).
Plan = Callable[[Any, Mapping[str, Any]], Any]
Check = Callable[[Any], None]
Dump = Callable[[Any], Any]


class PlannedSchema(Schema):
    """A schema that loads and dumps by its plans (see the module docstring)."""

    def check_together(self, data: dict[str, Any]) -> None:
        """The rules across this schema's fields, on the loaded object: raise a
        ``ValidationError`` (by field) to refuse it. None here; a schema overrides it."""

    @validates_schema
    def _fields_together(self, data: dict[str, Any], **kwargs: Any) -> None:
        self.check_together(data)

    @cached_property
    def load_plan(self) -> Callable[..., dict[str, Any]] | None:
        return schema_plan(self)

    @cached_property
    def dump_plan(self) -> Dump | None:
        return schema_dump_plan(self)

    def load(self, data: Any, *, many: bool | None = None, partial: Any = None,
             unknown: Any = None) -> Any:
        if many is None and partial is None and unknown is None:
            plan = self.load_plan
            if plan is not None:
                try:
                    return plan(data)
                except Doubt:
                    pass
        return self.load_unplanned(data, many=many, partial=partial, unknown=unknown)

    def load_unplanned(self, data: Any, *, many: bool | None = None, partial: Any = None,
                       unknown: Any = None) -> Any:
        """marshmallow's own load."""
        return super().load(data, many=many, partial=partial, unknown=unknown)

    def dump(self, obj: Any, *, many: bool | None = None) -> Any:
        plan = None if (self.many if many is None else many) else self.dump_plan
        if plan is None:
            return super().dump(obj, many=many)
        try:
            return plan(obj)
        except Doubt:
            return super().dump(obj, many=many)

    def dump_unplanned(self, obj: Any, *, many: bool | None = None) -> Any:
        """marshmallow's own dump (nested schemas still dump by their plans)."""
        return super().dump(obj, many=many)


def _together(schema: Schema) -> Callable[[dict[str, Any]], None] | None:
    """The schema's rule across fields, when it has one."""
    if not isinstance(schema, PlannedSchema):
        return None
    check = type(schema).check_together
    return None if check is PlannedSchema.check_together else schema.check_together


def schema_plan(schema: Schema) -> Callable[..., dict[str, Any]] | None:
    """A plan that loads a body as ``schema.load(body)`` does, or None for a schema it cannot
    follow (not a :class:`PlannedSchema`, ``many``, ``partial``, unknown fields allowed, load
    defaults, dotted attributes)."""
    if (not isinstance(schema, PlannedSchema) or schema.many or schema.partial
            or schema.unknown != RAISE):
        return None
    together = _together(schema)
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
        if together is not None:
            try:
                together(loaded)
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
    if getattr(kind, "PLAIN_TYPE", None) is int and isinstance(field, fields.Integer) and (
            field.strict and not field.as_string):
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


# -- dumping -------------------------------------------------------------------------------------


def schema_dump_plan(schema: Schema) -> Dump | None:
    """A plan that dumps an object as ``schema.dump(obj)`` does, or None for a schema it cannot
    follow (not a :class:`PlannedSchema`, ``many``, ``only``/``exclude``, its own
    ``get_attribute``, dump defaults, fields that read no attribute).

    The plan reads a dict by key and any other object without ``__getitem__`` by attribute, as
    marshmallow's ``get_value`` does, and a dotted attribute (``judgement.legal``) by attribute
    from there on; an object it cannot read that way (a dict missing a key that dicts have as an
    attribute, a sequence) is a :class:`Doubt`."""
    if (not isinstance(schema, PlannedSchema) or schema.many or schema.only or schema.exclude
            or type(schema).get_attribute is not Schema.get_attribute):
        return None
    members: list[tuple[str, str, type, Dump]] = []
    dotted: list[tuple[str, str, Callable[[Any], Any], type, Dump]] = []
    for name, field in schema.dump_fields.items():
        attribute = getattr(field, "source", None) or field.attribute or name
        found = _dump_field(field)
        if found is None or field.dump_default is not missing or isinstance(field, _NO_ATTRIBUTE):
            return None
        if "." in attribute:
            first, rest = attribute.split(".", 1)
            dotted.append((field.data_key or name, first, attrgetter(rest), *found))
        else:
            members.append((field.data_key or name, attribute, *found))
    plan = tuple(members)
    # a dict without one of these keys would answer its method of that name
    dict_names = frozenset(name for name in (*(m[1] for m in plan), *(m[1] for m in dotted))
                           if hasattr(dict, name))
    order = tuple(field.data_key or name for name, field in schema.dump_fields.items())

    def dump(obj: Any) -> dict[str, Any]:
        found: dict[str, Any] = {}
        if type(obj) is dict:
            for key, attribute, kind, value in plan:
                if attribute in obj:
                    item = obj[attribute]
                    # null, and a value that is its own JSON form, inline (most of them)
                    found[key] = (item if item is None or kind is object
                                  or item.__class__ is kind else value(item))
                elif attribute in dict_names:
                    raise Doubt
            return found
        if hasattr(obj, "__getitem__"):
            raise Doubt
        for key, attribute, kind, value in plan:
            item = getattr(obj, attribute, missing)
            if item is not missing:
                found[key] = (item if item is None or kind is object
                              or item.__class__ is kind else value(item))
        return found

    if not dotted:
        return dump

    def dump_dotted(obj: Any) -> dict[str, Any]:
        """The members read through a nested object too, in the schema's order."""
        found = dump(obj)
        for key, first, rest, kind, value in dotted:
            outer = obj.get(first, missing) if type(obj) is dict else getattr(obj, first, missing)
            if outer is missing:
                continue
            item = rest(outer)
            found[key] = (item if item is None or kind is object
                          or item.__class__ is kind else value(item))
        return {key: found[key] for key in order if key in found}

    return dump_dotted


def _dump_field(field: fields.Field[Any]) -> tuple[type, Dump] | None:
    """What ``field._serialize`` makes of a value, by the field's kind: the type of the values
    kept as they are (besides null, which every field here keeps; ``object``: every value; a
    subclass is not the type: ``bool`` is not an integer here), and what makes the others."""
    kind = type(field)
    serialize = field._serialize

    def by_serialize(value: Any) -> Any:
        return serialize(value, None, None)

    # a field's json_form, where it has one, is its _serialize of one value without the call
    by_field: Dump = getattr(field, "json_form", None) or by_serialize

    if kind._serialize is fields.Field._serialize:  # Raw and the one-pass fields: the value
        return object, _same
    json_type = getattr(kind, "JSON_TYPE", None) or _JSON_TYPES.get(kind._serialize)
    if json_type is int and not (isinstance(field, fields.Integer) and not field.as_string):
        json_type = None
    if json_type is not None:
        return json_type, by_field
    if kind is fields.Nested:
        nested: Any = field
        inner = None if nested.many or nested.only or nested.exclude else nested.schema
        plan = inner.dump_plan if isinstance(inner, PlannedSchema) else None
        # the nested plan itself: its Doubt gives the whole answer to marshmallow, whose dump
        # of this object then tries the nested plan again
        return _NEVER, by_field if plan is None else plan
    if isinstance(field, fields.List) and kind._serialize is fields.List._serialize:
        inner_field = _dump_field(field.inner)
        if inner_field is None:
            return None
        each_kind, each = inner_field
        if each_kind is object:
            return _NEVER, list
        if each_kind is _NEVER:
            return _NEVER, lambda value: [None if item is None else each(item) for item in value]
        return _NEVER, lambda value: [item if item is None or item.__class__ is each_kind
                                      else each(item) for item in value]
    try:  # a field of its own: null is kept where its _serialize keeps it
        keeps_null = serialize(None, None, None) is None
    except Exception:
        keeps_null = False
    return (_NEVER, by_field) if keeps_null else None


def _same(value: Any) -> Any:
    return value


class _Never:
    """The type of no value: a field whose every value (but null) is made."""


_NEVER: type = _Never
#: the fields that read no attribute of the object (their value is computed or constant)
_NO_ATTRIBUTE = (fields.Method, fields.Function, fields.Constant)
#: what marshmallow's own scalar fields keep as they are
_JSON_TYPES: dict[Any, type] = {fields.String._serialize: str, fields.Number._serialize: int,
                                fields.Boolean._serialize: bool}
