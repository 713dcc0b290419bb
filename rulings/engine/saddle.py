"""Saddle (2026: 702.171; later than February 2007). 702.171a: "Saddle N" means
"Tap any number of other untapped creatures you control with total power N or
greater: This permanent becomes saddled until end of turn. Activate only as a
sorcery." 702.171b: saddled is a designation a permanent keeps until the end of
the turn or until it leaves the battlefield (a new object, 400.7), and it is no
copiable value (held as an effect on the object, never in its card). 702.171c:
the creatures tapped to pay the cost "saddle" it.

The creatures are named by the activation's `pay.tap`; like crew, tapping them
isn't the {T} symbol, so a creature that came under its controller's control
this turn can saddle (302.6 restricts only {T} and {Q} costs). "Whenever this
creature attacks while saddled" is the `attacks` trigger with `"saddled": true`,
a trigger condition checked as attackers are declared (not again on
resolution). Under the 2007 rules a saddle ability can't be activated, and the
replay says the keyword does nothing (engine.MODERN_ONLY_KEYWORDS)."""
from __future__ import annotations

from .continuous import characteristics
from .crew_power_bonus import counted_power, note
from .effects.base import effect
from .errors import IllegalAction
from .log import emit
from .state import Effect
from .targets import display


def saddle_ability(game, keyword: dict) -> dict:
    """The activated ability "Saddle N" stands for (702.171a)."""
    n = int(keyword.get("count") or 0)
    if not game.rules.applies("saddle"):
        raise IllegalAction("keyword_abilities", f"saddle {n} is later than February 2007: the {game.rules.title} have no "
                                                           f"saddle, so it does nothing and can't be {game.words.activated}")
    return {"kind": "activated", "cost": {"saddle": n}, "timing": "sorcery", "effect": [{"do": "become_saddled"}],
            "text": f"Saddle {n}: tap any number of other untapped creatures you control with total power {n} or greater: "
                    "this permanent becomes saddled until end of turn (only as a sorcery)"}


def is_saddled(game, obj) -> bool:
    """702.171b: saddled until the end of the turn, or until it leaves the battlefield."""
    return obj is not None and obj.zone == "in_play" and any(
        e.kind == "saddled" and e.target == obj.id and e.zcc == obj.zcc for e in game.effects)


def check_saddle(game, player, mount, n: int, pay: dict) -> list:
    """The creatures of `pay.tap`, if they can pay "tap any number of other untapped creatures you
    control with total power N or greater"."""
    from .total_power_cost import creatures_with_total_power
    return creatures_with_total_power(game, player, mount, n, pay, "tap", "saddle")


def pay_saddle(game, player, mount, n: int, pay: dict) -> None:
    """Tap the creatures that saddle the permanent (702.171c)."""
    chosen = check_saddle(game, player, mount, n, pay)
    for oid in chosen:
        game.objects[oid].tapped = True
    power = sum(counted_power(game, game.objects[o], "saddle") for o in chosen)  # as though greater (crew_power_bonus.py)
    emit(game, f"{player.name} taps {', '.join(display(game, game.objects[o]) for o in chosen)} (total power {power}) "
               f"to saddle {display(game, mount)}{note(game, [game.objects[o] for o in chosen], 'saddle')}.",
         ("saddle", f"saddle {n}: other untapped creatures with total power {n} or greater are tapped as the cost"),
         ("saddles", "each creature tapped to pay the cost saddles it"))


def saddle_choices(game, player, mount, n: int, limit: int = 6) -> list[list[str]]:
    """Sets of creatures that could saddle the permanent, the fewest creatures first (for `legal_actions`)."""
    from itertools import combinations
    riders = [(o.id, counted_power(game, o, "saddle")) for o in game.in_play(player.index)
              if o is not mount and not o.tapped and characteristics(game, o).is_creature]
    for k in range(1, len(riders) + 1):
        found = [[oid for oid, _ in group] for group in combinations(riders, k) if sum(p for _, p in group) >= n]
        if found:
            return found[:limit]
    return []


@effect("become_saddled", internal=True)
def become_saddled(game, st, ctx):
    """702.171a-b: "This permanent becomes saddled until end of turn"."""
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "in_play" or obj.zcc != ctx.data.get("source_zcc", obj.zcc):
        emit(game, f"{ctx.source_name} is no longer on the battlefield, so it doesn't become saddled.",
             ("saddled", "only permanents can be or become saddled"))
        return
    if not is_saddled(game, obj):
        game.effects = game.effects + (Effect(game.new_timestamp(), "saddled", obj.id, obj.zcc, (), "end_of_turn", ctx.source_name),)
        game.characteristics_changed()  # the state shows the designation
    emit(game, f"{display(game, obj)} becomes saddled until end of turn.",
         ("saddled", "it stays saddled until the end of the turn or until it leaves the battlefield"))
