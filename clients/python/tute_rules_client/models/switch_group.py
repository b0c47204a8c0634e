from enum import StrEnum


class SwitchGroup(StrEnum):
    AUCTION = "auction"
    DECLARATIONS = "declarations"
    DUTIES = "duties"
    RESULTS = "results"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
