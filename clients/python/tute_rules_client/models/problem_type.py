from enum import StrEnum
from typing import Any


class ProblemType(StrEnum):
    ABOUTBLANK = "about:blank"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSBODY_TOO_LARGE = "https://tute-rules.example/problems/body-too-large"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSIMPOSSIBLE_POSITION = "https://tute-rules.example/problems/impossible-position"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSINTERNAL_ERROR = "https://tute-rules.example/problems/internal-error"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSINVALID_FIELDS = "https://tute-rules.example/problems/invalid-fields"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSINVALID_INPUT = "https://tute-rules.example/problems/invalid-input"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSINVALID_OVERRIDES = "https://tute-rules.example/problems/invalid-overrides"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSMALFORMED_JSON = "https://tute-rules.example/problems/malformed-json"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSMETHOD_NOT_ALLOWED = "https://tute-rules.example/problems/method-not-allowed"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSNOT_ACCEPTABLE = "https://tute-rules.example/problems/not-acceptable"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSNOT_FOUND = "https://tute-rules.example/problems/not-found"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSNOT_READY = "https://tute-rules.example/problems/not-ready"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSUNKNOWN_RULESET = "https://tute-rules.example/problems/unknown-ruleset"
    HTTPSTUTE_RULES_EXAMPLEPROBLEMSUNSUPPORTED_MEDIA_TYPE = "https://tute-rules.example/problems/unsupported-media-type"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "ProblemType | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
