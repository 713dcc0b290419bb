"""Real cards that exile the top of your library and let you play those cards ("impulse
draw"): Reckless Impulse (a sorcery, "until the end of your next turn"), Dark-Dweller Oracle
(an activated ability, "this turn"), Abbot of Keral Keep (an enters trigger, "until end of
turn") and Commune with Lava (X cards). Played under both editions (2026 601.3, 116.2a;
2007 103.1); near misses stay text only."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26, number=3):
    return {"format": 1, "rules": rules, "name": "impulse", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": number, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def library():
    return [obj("shock", "Shock", zone="library"), obj("mtn", "Mountain", zone="library"), obj("lions", "Savannah Lions", zone="library")]


def zone_of(replay, oid):
    return next((zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                 if any(o["id"] == oid for o in objs)), None)


def concepts(step):
    return {c.concept: c.rule for ev in step.events for c in ev.citations}


@pytest.mark.parametrize("name", ["Reckless Impulse", "Dark-Dweller Oracle", "Abbot of Keral Keep", "Commune with Lava", "Elkin Bottle"])
def test_impulse_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].abilities


def test_reckless_impulse_compiles_to_two_cards_until_your_next_turn(pool):
    assert pool["Reckless Impulse"].definition["effect"] == [{"do": "exile_top", "amount": 2, "may_play": "end_of_your_next_turn"}]


@pytest.mark.parametrize("rules,spell_rule,land_rule", [(R26, "601.3", "116.2a"), (R07, "103.1", "103.1")])
def test_reckless_impulse_plays_both_cards_on_the_next_turn(lookup, rules, spell_rule, land_rule):
    """The two exiled cards, a land and an instant, are played from exile the turn the sorcery resolves."""
    objects = [obj("impulse", "Reckless Impulse", zone="hand"), *library()] + [obj(f"m{i}", "Mountain") for i in range(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "impulse"}, *passes(),
               {"type": "play_land", "player": "Alice", "object": "mtn"},
               {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]}, *passes()]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "mtn") == "in_play" and zone_of(replay, "shock") == "graveyard"
    assert zone_of(replay, "lions") == "library"
    assert replay.final_state["players"][1]["life"] == 18
    assert concepts(replay.steps[4])["land_from_other_zone"] == land_rule
    assert concepts(replay.steps[5])["spell_from_other_zone"] == spell_rule


def test_dark_dweller_oracles_card_cant_be_played_after_the_turn(lookup):
    objects = [obj("oracle", "Dark-Dweller Oracle"), obj("lions0", "Savannah Lions"), *library(),
               obj("m0", "Mountain"), obj("m1", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "oracle", "pay": {"sacrifice": ["lions0"]}}, *passes(),
               {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, *passes(), {"type": "pass_priority", "player": "Bob"},
               {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]}]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    assert not any(st.refused for st in replay.steps[:-1])
    assert zone_of(replay, "shock") == "removed_from_game"
    refused = replay.steps[-1]
    assert refused.refused and refused.citations[0].concept == "effect_lasts_as_stated"


def test_abbot_of_keral_keep_exiles_on_entering(lookup):
    objects = [obj("abbot", "Abbot of Keral Keep", zone="hand"), *library()] + [obj(f"m{i}", "Mountain") for i in range(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "abbot"}, *passes(), *passes(),
               {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]}]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "abbot") == "in_play" and zone_of(replay, "mtn") == "library"


def test_commune_with_lava_exiles_x_cards(lookup):
    objects = [obj("commune", "Commune with Lava", zone="hand"), *library()] + [obj(f"m{i}", "Mountain") for i in range(4)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "commune", "x": 2}, *passes()]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "shock") == zone_of(replay, "mtn") == "removed_from_game" and zone_of(replay, "lions") == "library"


def elkin_bottle(lookup, then, rules):
    objects = [obj("bottle", "Elkin Bottle"), obj("shock", "Shock", zone="library"), obj("a2", "Savannah Lions", zone="library"),
               obj("b1", "Savannah Lions", owner="Bob", zone="library")] + [obj(f"m{i}", "Mountain") for i in range(4)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "bottle"}, *passes(),
               {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, *passes(), *then]
    return run_scenario(load_scenario(scenario(objects, actions, rules), cards=lookup))


@pytest.mark.parametrize("rules", [R26, R07])
def test_elkin_bottles_card_is_played_on_the_next_players_turn(lookup, rules):
    """A card of 1997 under both editions: the permission lasts until Alice's next upkeep."""
    shock = {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]}
    replay = elkin_bottle(lookup, [{"type": "pass_priority", "player": "Bob"}, shock], rules)
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "shock") is None  # on the stack, during Bob's upkeep


def test_elkin_bottles_permission_ends_as_the_next_upkeep_begins(lookup):
    shock = {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]}
    bobs_turn = [{"type": "pass_until", "player": "Bob", "step": "end_of_turn"}, {"type": "pass_priority", "player": "Bob"},
                 {"type": "pass_priority", "player": "Alice"}]
    replay = elkin_bottle(lookup, [*bobs_turn, shock], R26)
    assert not any(st.refused for st in replay.steps[:-1])
    ended = [ev for st in replay.steps for ev in st.events if ev.text.startswith("The permission to")]
    assert ended and {c.rule for c in ended[0].citations} == {"611.2a"}
    refused = replay.steps[-1]
    assert refused.refused and refused.citations[0].concept == "effect_lasts_as_stated"
    assert "until the beginning of Alice's next upkeep" in refused.events[0].text


@pytest.mark.parametrize("text", [
    "Exile the top card of your library. You may play that card until you exile another card with ~.",  # Furious Rise
    "Exile the top card of your library. You may play that card this turn without paying its mana cost.",
    "Exile the top two cards of your library. You may play that card this turn.",  # "that card" after two
    "Exile the top card of your library. You may play those cards this turn.",
    "Exile the top two cards of your library. Until the end of your next turn, you may play one of those cards.",
    "You may play that card this turn.",  # no card was exiled
    "Exile the top card of your library face down. You may play that card this turn.",
    "Exile the top two cards of your library. Until end of turn, you may cast noncreature spells from among them.",
])
def test_near_misses_stay_text_only(text):
    compiled = compile_card({"name": "Near Miss", "mana_cost": "{1}{R}", "types": ["Sorcery"], "text": text})
    assert not compiled.played


@pytest.mark.parametrize("rules,says", [(R26, "Alice may cast them or play them as lands until the end of Alice's next turn"),
                                        (R07, "Alice may play them until the end of Alice's next turn")])
def test_the_log_says_the_permission_in_each_editions_verbs(lookup, rules, says):
    """2026 casts a spell and plays a land (601, 305); 2007 plays both (409.1, 212.6a)."""
    objects = [obj("impulse", "Reckless Impulse", zone="hand"), *library()] + [obj(f"m{i}", "Mountain") for i in range(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "impulse"}, *passes()]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=lookup))
    assert any(says in ev.text for st in replay.steps for ev in st.events), [ev.text for st in replay.steps for ev in st.events]
