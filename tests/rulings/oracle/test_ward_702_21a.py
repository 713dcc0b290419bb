"""Ward (2026: 702.21a) and "When this creature becomes the target of a spell or
ability, ..." played from real cards' compiled Oracle text (ward_cards.json: records
copied from the pool). Ward came later than February 2007: under those rules it does
nothing and the replay says so; the older "becomes the target" triggers are played
under both editions."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in

CARDS = Path(__file__).parent / "ward_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"


def passes(*players) -> list[dict]:
    return [{"type": "pass_priority", "player": p} for p in players]


def play(cards, objects, actions, rules, refused_ok=False, attached=None):
    """`attached`: {aura_id: id of the permanent it enchants}."""
    attached = attached or {}
    sc = {"format": 1, "rules": rules, "name": "ward", "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [{"id": i, "card": c, "owner": o, "zone": z, **({"attached_to": attached[i]} if i in attached else {})}
                      for i, c, o, *zone in objects for z in (zone or ["in_play"])],
          "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    if not refused_ok:
        assert not any(st.refused for st in replay.steps), log
    found = objects_in(replay.final_state)
    players = {p["name"]: p for p in replay.final_state["players"]}
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return found, players, cites, log


def bob_shocks(target: str, choices=None) -> list[dict]:
    """Bob casts Shock at `target`; a trigger resolves during Alice's pass (carrying `choices`), then the spell."""
    after = {"type": "pass_priority", "player": "Alice", **({"choices": choices} if choices else {})}
    return [*passes("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": [target]},
            *passes("Bob"), after, *passes("Alice", "Bob")]


SHOCK = ("shock", "Shock", "Bob", "hand")
MOUNTAINS = [("m1", "Mountain", "Bob"), ("m2", "Mountain", "Bob"), ("m3", "Mountain", "Bob")]


def test_the_ward_cards_are_fully_played(compiled):
    assert [n for n, c in compiled.items() if not c.played] == []


def test_tomakul_honor_guard_ward_counters_shock_when_bob_doesnt_pay(cards):
    found, _, cites, log = play(cards, [("guard", "Tomakul Honor Guard", "Alice"), SHOCK, *MOUNTAINS], bob_shocks("guard"), R2026)
    assert found["guard"]["zone"] == "in_play" and found["shock"]["zone"] == "graveyard", log
    assert {"702.21a", "601.2c", "701.6a"} <= cites
    assert "Bob doesn't pay {2}" in log


def test_tomakul_honor_guard_ward_paid_shock_resolves(cards):
    found, _, _, log = play(cards, [("guard", "Tomakul Honor Guard", "Alice"), SHOCK, *MOUNTAINS],
                            bob_shocks("guard", {"guard": {"pays": True}}), R2026)
    assert found["guard"]["zone"] == "graveyard", log
    assert sum(found[m]["tapped"] for m in ("m1", "m2", "m3")) == 3  # {R} for Shock, {2} for ward


def test_tomakul_honor_guard_ward_does_nothing_under_2007(cards):
    found, _, cites, log = play(cards, [("guard", "Tomakul Honor Guard", "Alice"), SHOCK, *MOUNTAINS], bob_shocks("guard"), R2007)
    assert found["guard"]["zone"] == "graveyard", log
    assert "has ward, a keyword those rules do not have" in log and "702.21a" not in cites


def test_owlin_shieldmage_ward_pay_3_life(cards):
    found, players, cites, log = play(cards, [("owl", "Owlin Shieldmage", "Alice"), SHOCK, *MOUNTAINS],
                                      bob_shocks("owl", {"owl": {"pays": True}}), R2026)
    assert players["Bob"]["life"] == 17 and found["owl"]["damage"] == 2, log
    assert {"702.21a", "119.4"} <= cites


def test_spectral_snatcher_ward_discard_a_card(cards):
    objs = [("snatcher", "Spectral Snatcher", "Alice"), SHOCK, *MOUNTAINS, ("card", "Mountain", "Bob", "hand")]
    found, _, _, log = play(cards, objs, bob_shocks("snatcher", {"snatcher": {"pays": True, "cards": ["card"]}}), R2026)
    assert found["card"]["zone"] == "graveyard", log
    assert found["snatcher"]["zone"] == "in_play" and found["snatcher"]["damage"] == 2


def test_tyrranax_rex_ward_in_a_keyword_line_counters_an_activated_ability(cards):
    objs = [("rex", "Tyrranax Rex", "Alice"), ("sorcerer", "Prodigal Sorcerer", "Bob")]
    actions = [*passes("Alice"), {"type": "activate_ability", "player": "Bob", "object": "sorcerer", "ability": 0, "targets": ["rex"]},
               *passes("Bob", "Alice", "Alice", "Bob")]
    found, _, cites, log = play(cards, objs, actions, R2026)
    assert found["rex"]["damage"] == 0 and "Prodigal Sorcerer's ability is countered" in log, log
    assert "701.6a" in cites


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_skulking_ghost_is_sacrificed_and_shock_has_no_legal_target(cards, rules):
    found, players, _, log = play(cards, [("ghost", "Skulking Ghost", "Alice"), SHOCK, *MOUNTAINS], bob_shocks("ghost"), rules)
    assert found["ghost"]["zone"] == "graveyard" and found["ghost"]["damage"] == 0, log
    assert "Skulking Ghost's ability triggers" in log and players["Alice"]["life"] == 20


def test_skulking_ghost_triggers_on_its_controllers_own_spell_too(cards):
    objs = [("ghost", "Skulking Ghost", "Bob"), SHOCK, *MOUNTAINS]
    actions = [*passes("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["ghost"]}, *passes("Bob", "Alice")]
    found, _, _, log = play(cards, objs, actions, R2026)
    assert found["ghost"]["zone"] == "graveyard", log


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_spectral_prison_is_sacrificed_when_the_enchanted_creature_becomes_a_spells_target(cards, rules):
    objs = [("guard", "Tomakul Honor Guard", "Bob"), ("prison", "Spectral Prison", "Alice"), SHOCK, *MOUNTAINS]
    actions = [*passes("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["guard"]}, *passes("Bob", "Alice")]
    found, _, _, log = play(cards, objs, actions, rules, attached={"prison": "guard"})
    assert found["prison"]["zone"] == "graveyard" and found["guard"]["zone"] == "in_play", log
    assert "Spectral Prison's ability triggers" in log


def test_spectral_prison_ignores_an_ability_targeting_the_creature(cards):
    objs = [("guard", "Owlin Shieldmage", "Bob"), ("prison", "Spectral Prison", "Alice"), ("sorcerer", "Prodigal Sorcerer", "Bob")]
    actions = [*passes("Alice"), {"type": "activate_ability", "player": "Bob", "object": "sorcerer", "ability": 0, "targets": ["guard"]},
               *passes("Bob", "Alice")]
    found, _, _, log = play(cards, objs, actions, R2026, attached={"prison": "guard"})
    assert "Spectral Prison's ability triggers" not in log and found["guard"]["damage"] == 1, log


def test_illusionary_armor_goes_and_the_creature_stays(cards):
    objs = [("guard", "Tomakul Honor Guard", "Bob"), ("armor", "Illusionary Armor", "Alice"), SHOCK, *MOUNTAINS]
    actions = [*passes("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["guard"]}, *passes("Bob", "Alice")]
    found, _, _, log = play(cards, objs, actions, R2026, attached={"armor": "guard"})
    assert found["armor"]["zone"] == "graveyard" and found["guard"]["zone"] == "in_play", log
    assert "Shock (Bob's spell) resolves" not in log  # the Aura's ability resolved first; Shock waits


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_crystallization_exiles_the_enchanted_creature(cards, rules):
    objs = [("guard", "Tomakul Honor Guard", "Bob"), ("crystal", "Crystallization", "Alice"), SHOCK, *MOUNTAINS]
    actions = [*passes("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["guard"]}, *passes("Bob", "Alice")]
    found, _, _, log = play(cards, objs, actions, rules, attached={"crystal": "guard"})
    assert found["guard"]["zone"] == "removed_from_game", log


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_segmented_wurm_gets_a_minus_one_counter_when_targeted(cards, rules):
    objs = [("wurm", "Segmented Wurm", "Bob"), SHOCK, *MOUNTAINS]
    actions = [*passes("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["wurm"]}, *passes("Bob", "Alice")]
    found, _, _, log = play(cards, objs, actions, rules)
    assert found["wurm"]["counters"] == {"-1/-1": 1}, log


def test_warden_of_the_woods_draws_only_when_an_opponent_targets_it(cards):
    objs = [("warden", "Warden of the Woods", "Alice"), SHOCK, *MOUNTAINS, ("l1", "Mountain", "Alice", "library"),
            ("l2", "Mountain", "Alice", "library"), ("l3", "Mountain", "Alice", "library")]
    found, _, _, log = play(cards, objs, bob_shocks("warden", {"warden": {"may": True}}), R2026)
    assert sorted(found[c]["zone"] for c in ("l1", "l2", "l3")) == ["hand", "hand", "library"], log


@pytest.mark.parametrize("text", [
    "Whenever this creature becomes the target of a spell or ability an opponent controls, counter that spell or ability "
    "unless its controller pays {2}.",
    "Valiant — Whenever this creature becomes the target of a spell or ability an opponent controls for the first time each turn, "
    "put a +1/+1 counter on it.",
    "Whenever this creature becomes the target of a spell for the first time each turn, counter that spell.",
    "Whenever a creature you control becomes the target of an instant or sorcery spell, that creature gets +1/+1 until end of turn.",
    "Ward—Pay life equal to this creature's power.",
    "Ward—Sacrifice a Food.",
    "Ward {X}",
])
def test_near_miss_phrasings_stay_text_only(text):
    c = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Creature"], "supertypes": [], "subtypes": [],
                      "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"})
    assert not c.played


def test_ward_on_an_instant_stays_text_only():
    c = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Instant"], "supertypes": [], "subtypes": [],
                      "power": None, "toughness": None, "loyalty": None, "text": "Ward—Pay 2 life.", "layout": "normal"})
    assert not c.played


def test_lavaspur_boots_give_the_equipped_creature_ward_which_triggers_for_it(cards):
    objs = [("bears", "Grizzly Bears", "Alice"), ("boots", "Lavaspur Boots", "Alice"), SHOCK, *MOUNTAINS]
    found, _, cites, log = play(cards, objs, bob_shocks("bears"), R2026, attached={"boots": "bears"})
    assert found["bears"]["zone"] == "in_play" and found["shock"]["zone"] == "graveyard", log
    assert "Grizzly Bears's ability triggers" in log and "702.21a" in cites


def test_giant_ankheg_gives_ward_to_other_creatures_alice_controls_not_to_bobs(cards):
    objs = [("ankheg", "Giant Ankheg", "Alice"), ("bears", "Grizzly Bears", "Alice"), ("theirs", "Grizzly Bears", "Bob"),
            SHOCK, *MOUNTAINS]
    found, _, _, log = play(cards, objs, bob_shocks("bears"), R2026)
    assert found["bears"]["zone"] == "in_play" and found["shock"]["zone"] == "graveyard", log
    found, _, _, log = play(cards, objs, bob_shocks("theirs"), R2026)
    assert found["theirs"]["zone"] == "graveyard" and "ward" not in log.split("Bob casts Shock")[1], log


def test_granted_ward_does_nothing_under_2007(cards):
    objs = [("bears", "Grizzly Bears", "Alice"), ("boots", "Lavaspur Boots", "Alice"), SHOCK, *MOUNTAINS]
    found, _, _, log = play(cards, objs, bob_shocks("bears"), R2007, attached={"boots": "bears"})
    assert found["bears"]["zone"] == "graveyard", log
    assert "Lavaspur Boots) gives or refers to ward, a keyword those rules do not have" in log


def test_shimmering_glasskite_counters_only_the_first_spell_to_target_it_each_turn(cards):
    objs = [("kite", "Shimmering Glasskite", "Alice"), SHOCK, ("shock2", "Shock", "Bob", "hand"), *MOUNTAINS]
    actions = [*passes("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["kite"]}, *passes("Bob", "Alice"),
               *passes("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock2", "targets": ["kite"]}, *passes("Bob", "Alice")]
    found, _, _, log = play(cards, objs, actions, R2026)
    assert found["shock"]["zone"] == "graveyard" and found["kite"]["damage"] == 2 and found["shock2"]["zone"] == "graveyard", log
    assert log.count("Shimmering Glasskite's ability triggers") == 1 and "Shock is countered" in log


def test_seedglaive_mentor_valiant_counts_only_its_controllers_spells_the_first_time_each_turn(cards):
    objs = [("mentor", "Seedglaive Mentor", "Alice"), ("g1", "Giant Growth", "Alice", "hand"), ("g2", "Giant Growth", "Alice", "hand"),
            ("f1", "Forest", "Alice"), ("f2", "Forest", "Alice"), ("sorcerer", "Prodigal Sorcerer", "Bob")]
    actions = [*passes("Alice"), {"type": "activate_ability", "player": "Bob", "object": "sorcerer", "ability": 0, "targets": ["mentor"]},
               *passes("Bob", "Alice"),
               {"type": "play_spell", "player": "Alice", "object": "g1", "targets": ["mentor"]}, *passes("Alice", "Bob", "Alice", "Bob"),
               {"type": "play_spell", "player": "Alice", "object": "g2", "targets": ["mentor"]}, *passes("Alice", "Bob")]
    found, _, _, log = play(cards, objs, actions, R2026)
    assert found["mentor"]["counters"] == {"+1/+1": 1}, log
    assert log.count("Seedglaive Mentor's ability triggers") == 1
