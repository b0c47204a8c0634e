"""Perft (as in chess engines): the number of legal action sequences of a given length.

From a :class:`tute.HandState`, count the leaves of the tree whose edges are
:meth:`~tute.HandState.legal_actions` and whose children come from :meth:`~tute.HandState.apply`
on a copy: every kind of action (plays, declarations, swaps, bids, namings) is one edge. A
finished hand has no legal action, so a sequence that ends the hand early is not counted at the
depths beyond its end. The pinned roots and counts are in tests/golden/perft (README there).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tute import HandState, deal_from_seed, find_ruleset, parse_actions

PERFT_DIR = Path(__file__).resolve().parents[1] / "golden" / "perft"


def perft(state: HandState, depth: int) -> int:
    """The number of legal action sequences of ``depth`` actions from ``state``."""
    if depth == 0:
        return 1
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    total = 0
    for action in actions:
        child = state.copy()
        child.apply(action)
        total += perft(child, depth - 1)
    return total


def root(ruleset_id: str, seed: int, dealer: int, after: str) -> HandState:
    """The hand of ``deal_from_seed(ruleset, seed, dealer)`` after the actions ``after``."""
    ruleset = find_ruleset(ruleset_id)
    state = HandState(ruleset, deal_from_seed(ruleset, seed, dealer))
    for action in parse_actions(after):
        state.apply(action)
    return state


@dataclass(frozen=True)
class PerftCase:
    file: str
    line: int
    ruleset: str
    seed: int
    dealer: int
    after: str
    counts: tuple[int, ...]

    @property
    def name(self) -> str:
        return f"{self.file}:{self.line}"


def read_perft(path: Path) -> list[PerftCase]:
    """``seed=7 dealer=0 after=<actions or -> => 8,64,...`` lines; ``#`` starts a comment; the
    ruleset is the file's stem. ``after`` runs to the ``=>`` (actions are space-separated)."""
    cases: list[PerftCase] = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        where = f"{path.name}:{number}"
        given, sep, expected = line.partition("=>")
        seed_field, dealer_field, after_field = [*given.split(maxsplit=2), "", "", ""][:3]
        if (not sep or not seed_field.startswith("seed=") or not dealer_field.startswith("dealer=")
                or not after_field.startswith("after=")):
            raise ValueError(f"{where}: expected 'seed=N dealer=N after=ACTIONS => N,N,...'")
        cases.append(PerftCase(
            path.name, number, path.stem, int(seed_field[5:]), int(dealer_field[7:]),
            after_field[6:].strip(), tuple(int(n) for n in expected.strip().split(","))))
    return cases


def counts(ruleset_id: str, seed: int, dealer: int, after: str, depth: int) -> tuple[int, ...]:
    """The perft counts at depths 1..``depth`` of a root."""
    state = root(ruleset_id, seed, dealer, after)
    return tuple(perft(state, d) for d in range(1, depth + 1))


if __name__ == "__main__":  # python -m tests.support.perft RULESET SEED DEALER DEPTH [ACTIONS]
    import sys

    ruleset_arg, seed_arg, dealer_arg, depth_arg, *after_arg = sys.argv[1:]
    after_text = " ".join(after_arg) or "-"
    found = counts(ruleset_arg, int(seed_arg), int(dealer_arg), after_text, int(depth_arg))
    print(f"seed={seed_arg} dealer={dealer_arg} after={after_text} => "
          f"{','.join(str(n) for n in found)}")
