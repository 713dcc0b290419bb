"""A permanent's "can't cast more than one spell each turn" (the "can't" wins: 2007 103.2; 2026 101.2;
rulings/engine/casting_restrictions.py): the keyword says whose casting it limits; a spell an effect
casts while something resolves is limited as well (cant_cast_now)."""
import pytest

from rulings.engine import load_scenario, run_scenario

R26 = "2026-06-19"
FREE = {"name": "Free", "types": ["Sorcery"], "mana_cost": "{0}", "effect": [{"do": "draw", "amount": 1}]}


def limiter(kw):
    return {"name": "Limiter", "types": ["Enchantment"], "abilities": [{"kind": "keyword", "keyword": kw}]}


def two_spells(kw, caster="Alice", owner="Alice"):
    cards = {"Limiter": limiter(kw), "Free": FREE}
    objects = [{"id": "a", "card": "Free", "owner": caster, "zone": "hand"}, {"id": "b", "card": "Free", "owner": caster, "zone": "hand"},
               {"id": "l1", "card": "Grizzly Bears", "owner": caster, "zone": "library"},
               {"id": "l2", "card": "Grizzly Bears", "owner": caster, "zone": "library"},
               {"id": "lim", "card": "Limiter", "owner": owner, "zone": "in_play"}]
    actions = []
    for s in ("a", "b"):
        actions += [{"type": "play_spell", "player": caster, "object": s},
                    {"type": "pass_priority", "player": caster}, {"type": "pass_priority", "player": "Bob"}]
    data = {"format": 1, "rules": R26, "name": "one spell", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": caster, "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=cards.get))


def refused(replay):
    return [st.action["object"] for st in replay.steps if st.refused]


@pytest.mark.parametrize("kw, owner, second_refused", [
    ("each_player_one_spell_each_turn", "Alice", True), ("each_player_one_spell_each_turn", "Bob", True),
    ("you_one_spell_each_turn", "Alice", True), ("you_one_spell_each_turn", "Bob", False),
    ("opponents_one_spell_each_turn", "Alice", False), ("opponents_one_spell_each_turn", "Bob", True)])
def test_the_second_spell_of_a_turn_is_refused_for_the_players_the_ability_names(kw, owner, second_refused):
    replay = two_spells(kw, owner=owner)
    assert refused(replay) == (["b"] if second_refused else [])
    if second_refused:
        assert "101.2" in {c.rule for st in replay.steps if st.refused for ev in st.events for c in ev.citations}


def test_a_card_cast_by_its_last_time_counter_is_the_turns_one_spell():
    cards = {"Limiter": limiter("each_player_one_spell_each_turn"), "Free": FREE}
    objects = [{"id": "rift", "card": "Rift Bolt", "owner": "Alice", "zone": "removed_from_game", "counters": {"time": 1}},
               {"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"},
               {"id": "a", "card": "Free", "owner": "Alice", "zone": "hand"},
               {"id": "l1", "card": "Grizzly Bears", "owner": "Alice", "zone": "library"},
               {"id": "lim", "card": "Limiter", "owner": "Bob", "zone": "in_play"}]
    passes = [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * 3]
    actions = [*passes, {"type": "pass_until", "player": "Alice", "phase": "precombat_main"},
               {"type": "play_spell", "player": "Alice", "object": "a"}]
    data = {"format": 1, "rules": R26, "name": "suspend then one spell", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "untap"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=cards.get))
    assert [st.action["object"] for st in replay.steps if st.refused] == ["a"]
    assert any(o["id"] == "bears" for o in replay.final_state["zones"]["Bob"]["graveyard"])
