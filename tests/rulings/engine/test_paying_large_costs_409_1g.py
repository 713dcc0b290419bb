"""409.1g (2007; 601.2g-h in 2026): an action that names no mana is paid with the fewest of the
player's mana abilities that pay it, however many lands they control: interchangeable lands are
searched as one group, and the search starts at the fewest sources that could make enough. If it
ever stops short, the refusal says so (not that the pool is empty)."""
from rulings.engine import payment
from rulings.engine.mana import parse_cost

from .conftest import act, make, obj, rules_of

BIG = {"name": "Big Spell", "mana_cost": "{3}{R}{R}{G}{G}", "types": ["Sorcery"], "effect": [{"do": "draw", "amount": 1}],
       "text": "Draw a card."}


def fifteen_lands():
    return [obj(f"f{i}", "Forest") for i in range(8)] + [obj(f"i{i}", "Island") for i in range(4)] + \
        [obj(f"m{i}", "Mountain") for i in range(3)]


def test_a_cost_of_seven_is_paid_from_fifteen_lands_with_its_colors(play):
    objs = fifteen_lands() + [obj("big", BIG, zone="hand"), obj("card", "Forest", zone="library")]
    s = play(make(objs, [act("play_spell", object="big")])).steps[1]
    assert not s.refused, [e.text for e in s.events]
    tapped = {o["id"] for o in s.state["zones"]["Alice"]["in_play"] if o["tapped"]}
    assert len(tapped) == 7 and len({t for t in tapped if t.startswith("m")}) >= 2 and len({t for t in tapped if t.startswith("f")}) >= 2
    assert "409.1g" in rules_of(s)


def _lands(n_each):
    """Fifteen distinct sources a search can't group: each its own dual-like options."""
    found = []
    for i in range(n_each):
        for a, b in (("G", "U"), ("U", "R"), ("R", "G")):
            found.append((f"{a}{b}{i}", [({"object": f"{a}{b}{i}", "choice": a}, {a: 1}), ({"object": f"{a}{b}{i}", "choice": b}, {b: 1})]))
    return found


def test_six_of_fifteen_dual_sources_are_found_for_a_six_mana_cost():
    ways = payment.payments(dict.fromkeys("CWUBRG", 0), parse_cost("{2}{R}{R}{G}{U}"), 0, _lands(5), limit=1)
    assert len(ways) == 1 and len(ways[0]) == 6


def test_a_search_that_stops_short_says_so_and_the_engine_refuses_truthfully(play, monkeypatch):
    monkeypatch.setattr(payment, "MAX_PAYMENT_SEARCH", 1)
    ways = payment.payments(dict.fromkeys("CWUBRG", 0), parse_cost("{R}{R}{R}"), 0, _lands(5), limit=1)
    assert ways == [] and ways.gave_up
    objs = fifteen_lands() + [obj("big", BIG, zone="hand")]
    s = play(make(objs, [act("play_spell", object="big")])).steps[1]
    reason = " ".join(e.text for e in s.events)
    assert s.refused and "stopped looking" in reason and "holds nothing" not in reason


def test_no_payment_is_not_a_search_that_gave_up():
    ways = payment.payments(dict.fromkeys("CWUBRG", 0), parse_cost("{B}"), 0, _lands(5), limit=1)
    assert ways == [] and not ways.gave_up
