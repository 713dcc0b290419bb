"""A token creation joined to one other instruction by "and", both the effect's controller's, followed in
the order written (2007 413.2b; 2026 608.2c):

- "At the beginning of your upkeep, you lose 1 life and create a 1/1 black Faerie Rogue creature token
  with flying." (Bitterblossom), "Draw two cards and create a 1/1 white Human Soldier creature token."
  (Quarrel's End), "Draw three cards and create a 0/1 colorless Eldrazi Spawn creature token with
  "Sacrifice this token: Add {C}."" (Unfathomable Truths): the first instruction (losing or gaining life,
  drawing, scrying, surveilling: the controller's own, with nothing else), then the creation.
- "When this creature deals combat damage to a player, create two 1/1 red Goblin creature tokens and
  sacrifice this creature." (Kathari Bomber), "create a 1/1 white Rabbit creature token and scry 1"
  (Carrot Cake), "create a tapped 4/4 green Beast creature token and untap this creature" (Baloth Prime):
  the creation, then the instruction after it (sacrificing or untapping this permanent, scrying).
- "{X}, {T}: Create a 0/0 green and blue Fractal creature token and put X +1/+1 counters on it." (Berta, Wise
  Extrapolator): the one token, then the counters on it.

Each part must be read whole by the templates on its own: the creation one create_token instruction of the
controller's (the token templates'), the other one instruction of the kinds above. "That player discards a
card and you create ..." (another player's instruction first), "..., gain 3 life, draw a card, and create
..." (a list) and any "may" stay text only."""
from __future__ import annotations

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, parse_branch
from .token_counts import _or_pass_on

#: the instructions that may come before "and create": the controller's own, read whole on their own
_BEFORE = {"lose_life", "gain_life", "draw", "scry", "surveil"}
#: "... and [instruction]" after the creation
_AFTER = r"sacrifice ~|untap ~|scry \d+"


def _creation(eff, words: str, whole: str) -> list[dict]:
    """The one create_token instruction of the controller's `words` reads."""
    steps = parse_branch(eff, words)
    if len(steps) != 1 or steps[0].get("do") != "create_token" or "player" in steps[0]:
        raise NotUnderstood(whole)
    return steps


def _other(eff, words: str, whole: str, kinds: set[str]) -> list[dict]:
    """The one instruction of `kinds` `words` reads, the controller's own."""
    steps = parse_branch(eff, words)
    if len(steps) != 1 or steps[0].get("do") not in kinds or steps[0].get("player", "you") != "you":
        raise NotUnderstood(whole)
    return steps


@effect_template(r"((?:you )?(?:lose|gain|draw|scry|surveil) [^,\"]+?) and (?:you )?(create (?:a|an|one|two|three|four|five) [^,]+? tokens?"
                 r"(?: with [^,]+?)?)")
@_or_pass_on
def instruction_and_create(eff, m):
    """ "You lose 1 life and create a 1/1 black Faerie Rogue creature token with flying": the instruction,
    then the creation."""
    if " and " in m.group(1):
        raise NotUnderstood(m.group(0))  # "gain 3 life and draw a card and ...": which "and" joins what?
    first = _other(eff, m.group(1), m.group(0), _BEFORE)
    eff.steps += first + _creation(eff, m.group(2), m.group(0))


@effect_template(rf"(create (?:a|an|one|two|three|four|five) (?:tapped )?\d+/\d+ [^,\"]+? tokens?(?: with [a-z ,]+?)?) and ({_AFTER})")
@_or_pass_on
def create_and_instruction(eff, m):
    """ "Create two 1/1 red Goblin creature tokens and sacrifice this creature": the creation, then the
    instruction. The token's keywords may not end in "and" (a keyword list: "with flying and haste")."""
    made = _creation(eff, m.group(1), m.group(0))
    if "~" in m.group(2) and ({"Instant", "Sorcery"} & set(eff.card.types) or not eff.card.types):
        raise NotUnderstood(m.group(0))  # "~" a permanent: a spell's "~" is the spell
    second = parse_branch(eff, m.group(2))
    if len(second) != 1 or second[0].get("player", "you") != "you":
        raise NotUnderstood(m.group(0))
    eff.steps += made + second


@effect_template(r"(create (?:a|an) [^,\"]+? creature token(?: with [a-z ,]+?)?) and put (X|a|an|one|two|three|four|five) "
                 r"\+1/\+1 (counters?) on it")
@_or_pass_on
def create_and_put_counters_on_it(eff, m):
    """ "{X}, {T}: Create a 0/0 green and blue Fractal creature token and put X +1/+1 counters on it." (Berta, Wise
    Extrapolator): the one token, then the counters on it (the engine's "it": the token just made), as the same
    ability resolves, before state-based actions would see a 0/0 (2007 408.2c; 2026 704.3: checked only when a
    player would receive priority). X only where one is announced (an {X} in the cost)."""
    from .damage import _amount
    made = _creation(eff, m.group(1), m.group(0))
    n = _amount(eff, m.group(2))
    if made[0].get("count") != 1 or (n == 1) != (m.group(3) == "counter"):
        raise NotUnderstood(m.group(0))
    eff.steps += made + [{"do": "put_counters", "counter": "+1/+1", "amount": n, "to": "it"}]


# read first, passing on what they don't read whole ("you lose 1 life and ..." is life_more's shape too)
for _fn in (instruction_and_create, create_and_instruction, create_and_put_counters_on_it):
    EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is _fn)))
