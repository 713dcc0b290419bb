""" Opus: cast triggers whose instructions ask how much mana was spent to cast the spell
(rulings/oracle/mana_spent_conditions.py, rulings/engine/cast_spell_conditions.py), played from real cards' Oracle
text (mana_spent_conditions_cards.json: records copied from the pool): "... this creature gets +1/+1 until end of
turn. If five or more mana was spent to cast that spell, this creature gets +2/+2 until end of turn instead."
(Deluge Virtuoso), counters (Tackle Artist, Spectacular Skywhale), damage (Thunderdrum Soloist), a target player's
mill (Exhibition Tidecaller), "also gains double strike" (Expressive Firedancer), "Then discard a card unless ..."
(Muse Seeker). The mana is what was paid as the spell was cast (2007 409.1i; 2026 601.2i), read as the instruction
is followed (2007 413.2b; 2026 608.2c). Shock costs one mana, Lava Axe five."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, pt

CARDS = Path(__file__).parent / "mana_spent_conditions_cards.json"
POOL_TOO = True  # Shock, Lava Axe and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
FOLLOW = {R2007: "413.2b", R2026: "608.2c"}
PLAYED = ["Deluge Virtuoso", "Tackle Artist", "Spectacular Skywhale", "Thunderdrum Soloist", "Exhibition Tidecaller",
          "Expressive Firedancer", "Muse Seeker"]
#: "Whenever you cast a noncreature spell, if at least four mana was spent to cast it, ...": the trigger's spell_is
PLAYED += ["Prompto Argentum", "The Prima Vista"]
#: a token copy of the creature, an exile with a later play, mana added equal to its power: what this family leaves
NEAR_MISSES = ["Colorstorm Stallion", "Elemental Mascot", "Molten-Core Maestro"]
#: "put a +1/+1 counter on this creature and it can't be blocked this turn": "it" in a cast trigger's instruction
NEAR_MISSES += ["Sahagin"]
SPELLS = {"shock": ("Shock", 1), "axe": ("Lava Axe", 5)}


def cast(cards, rules, permanent, spell, library=0, hand=(), trigger_targets=None, more=None):
    """Alice controls `permanent` and five Mountains; she casts Shock or Lava Axe at Bob; the trigger resolves, then the spell."""
    card, mana = SPELLS[spell]
    objects = [obj("perm", permanent), obj("spell", card, zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(5)),
               *(obj(f"lib{i}", "Island", "Bob", "library") for i in range(library)),
               *(obj(f"alib{i}", "Island", zone="library") for i in range(2)), *(obj(h, "Forest", zone="hand") for h in hand)]
    first = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": ["Bob"],
             "mana_abilities": [{"object": f"m{i}"} for i in range(mana)],
             **({"trigger_targets": {"perm": trigger_targets}} if trigger_targets else {})}
    actions = [first, p("Alice"), p("Bob", **(more or {})), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "mana spent conditions"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_opus_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_opus_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_deluge_virtuoso_gets_plus_one_for_a_one_mana_spell(cards):
    """(Its enters ability puts a stun counter: a 2026 card; Thunderdrum Soloist is played under both editions.)"""
    rules = R2026
    replay = cast(cards, rules, "Deluge Virtuoso", "shock")
    assert pt(replay, "perm") == (3, 3), log(replay)
    assert "1 mana was spent" in log(replay) and FOLLOW[rules] in cited(replay), log(replay)


def test_deluge_virtuoso_gets_plus_two_instead_for_a_five_mana_spell(cards):
    replay = cast(cards, R2026, "Deluge Virtuoso", "axe")
    assert pt(replay, "perm") == (4, 4), log(replay)
    assert life(replay)["Bob"] == 15


@pytest.mark.parametrize("spell,counters", [("shock", 1), ("axe", 2)])
def test_tackle_artist_gets_two_counters_instead_for_five_mana(cards, spell, counters):
    replay = cast(cards, R2026, "Tackle Artist", spell)
    assert objects_in(replay.final_state)["perm"]["counters"].get("+1/+1") == counters, log(replay)


def test_spectacular_skywhale_gets_counters_instead_of_the_pump(cards):
    replay = cast(cards, R2026, "Spectacular Skywhale", "axe")
    assert pt(replay, "perm") == (4, 7), log(replay)
    assert pt(cast(cards, R2026, "Spectacular Skywhale", "shock"), "perm") == (4, 4)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("spell,bob", [("shock", 17), ("axe", 12)])
def test_thunderdrum_soloist_deals_three_to_each_opponent_instead_for_five_mana(cards, rules, spell, bob):
    replay = cast(cards, rules, "Thunderdrum Soloist", spell)
    assert life(replay)["Bob"] == bob, log(replay)
    assert FOLLOW[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("spell,milled", [("shock", 3), ("axe", 10)])
def test_exhibition_tidecaller_mills_ten_instead_for_five_mana(cards, spell, milled):
    replay = cast(cards, R2026, "Exhibition Tidecaller", spell, library=12, trigger_targets=["Bob"])
    assert len(replay.final_state["zones"]["Bob"]["graveyard"]) == milled, log(replay)


def test_expressive_firedancer_also_gains_double_strike_for_five_mana(cards):
    replay = cast(cards, R2026, "Expressive Firedancer", "axe")
    assert pt(replay, "perm") == (3, 3), log(replay)
    assert "Expressive Firedancer gains double strike until end of turn" in log(replay), log(replay)
    shocked = cast(cards, R2026, "Expressive Firedancer", "shock")
    assert pt(shocked, "perm") == (3, 3) and "Expressive Firedancer gains double strike" not in log(shocked), log(shocked)
    assert "not 5 or more, so nothing more is done" in log(shocked)


def test_muse_seeker_keeps_the_card_for_five_mana(cards):
    replay = cast(cards, R2026, "Muse Seeker", "axe", hand=("h0",))
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 2, log(replay)


def test_muse_seeker_discards_after_a_cheap_spell(cards):
    replay = cast(cards, R2026, "Muse Seeker", "shock", hand=("h0",), more={"choices": {"perm": {"cards": ["h0"]}}})
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 1, log(replay)
    assert "h0" in [o["id"] for o in replay.final_state["zones"]["Alice"]["graveyard"]], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("spell,treasures", [("shock", 0), ("axe", 1)])
def test_prompto_argentum_makes_a_treasure_only_if_four_mana_was_spent(cards, rules, spell, treasures):
    replay = cast(cards, rules, "Prompto Argentum", spell)
    made = [o for o in objects_in(replay.final_state).values() if o.get("token") and "Treasure" in (o.get("subtypes") or [])]
    assert len(made) == treasures, log(replay)
    if treasures:
        assert {"603.4" if rules == R2026 else "404.3"} <= cited(replay), sorted(cited(replay))
    else:
        assert "Prompto Argentum's ability triggers" not in log(replay), log(replay)
