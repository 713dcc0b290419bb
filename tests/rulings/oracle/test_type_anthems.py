""" "Other Zombie creatures get +1/+1" (Lord of the Undead), "Minotaur creatures get +1/+0" (Anaba Spirit Crafter),
"Soldier creatures have vigilance" (Mobilization): every player's creatures of a type; "Attacking creatures get
+1/+0" (Mightstone), "Attacking creatures you control get +1/+0 and have menace" (Gruul War Chant); "Other
Mutants you control get +1/+1" (Colossus, Steel Stalwart: a creature type's regular plural); "All Sliver creatures
have "{2}: This creature gets +1/+1 until end of turn."" (Spectral Sliver: every player's Slivers have it):
rulings/oracle/type_anthems.py, played from real cards' Oracle text (type_anthems_cards.json: records copied
from the pool). A static ability's effect, applied as the characteristics are read (2007 418.5a; 2026 613.4c);
near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, pt, refused
from .test_attached_triggers import combat

CARDS = Path(__file__).parent / "type_anthems_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Lord of the Undead", "Field Marshal", "Anaba Spirit Crafter", "Mobilization", "Myr Matrix", "Mightstone", "Weakstone",
          "Gruul War Chant", "Colossus, Steel Stalwart", "Bebop, Warthog Warrior", "Darling of the Masses", "Akroma's Devoted",
          "Armor Sliver", "Spectral Sliver", "Barbed Sliver",
          "Glaive of the Guildpact"]  # "for each Gate you control and has vigilance and menace": Gate counted now (static_counts)
#: "Nonblack creatures get -1/-1" (a color a creature hasn't)
NEAR_MISSES = ["Ascendant Evincar"]
#: the combat damage step's damage (2007 310.1; 2026 510.1)
COMBAT_DAMAGE = {R2007: "310.1", R2026: "510.1"}
RESOLVES = {R2007: "413.2b", R2026: "608.2c"}


def board(cards, objects, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, [], rules, "type anthems"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_type_anthem_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_lord_of_the_undead_pumps_every_players_other_zombies(cards, rules):
    replay = board(cards, [obj("lord", "Lord of the Undead"), obj("a", "Walking Corpse"), obj("b", "Walking Corpse", owner="Bob"),
                           obj("g", "Grizzly Bears", owner="Bob")], rules)
    assert pt(replay, "a") == (3, 3) and pt(replay, "b") == (3, 3)
    assert pt(replay, "lord") == (2, 2) and pt(replay, "g") == (2, 2)  # not itself; not a Bear


@pytest.mark.parametrize("rules", EDITIONS)
def test_anaba_spirit_crafter_pumps_itself_as_a_minotaur(cards, rules):
    assert pt(board(cards, [obj("a", "Anaba Spirit Crafter")], rules), "a") == (2, 3)


@pytest.mark.parametrize("rules", EDITIONS)
def test_colossus_pumps_other_mutants_you_control(cards, rules):
    replay = board(cards, [obj("c", "Colossus, Steel Stalwart"), obj("b", "Bebop, Warthog Warrior"), obj("g", "Grizzly Bears")], rules)
    assert pt(replay, "b") == (6, 5) and pt(replay, "c") == (4, 5) and pt(replay, "g") == (2, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mightstone_pumps_an_attacking_creature_for_its_combat_damage(cards, rules):
    replay = combat(cards, [obj("m", "Mightstone"), obj("g", "Grizzly Bears"), obj("z", "Walking Corpse")], ["g"], rules)
    assert life(replay)["Bob"] == 17, log(replay)
    assert pt(replay, "z") == (2, 2)  # not attacking
    assert COMBAT_DAMAGE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_gruul_war_chant_gives_attacking_creatures_menace(cards, rules):
    objects = [obj("w", "Gruul War Chant"), obj("g", "Grizzly Bears"), obj("z", "Walking Corpse", owner="Bob")]
    actions = [{"type": "declare_attackers", "player": "Alice", "attackers": ["g"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "z", "attacker": "g"}]}]
    doc = {**in_main_phase(objects, actions, rules, "type anthems"),
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"}}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert [st.refused for st in replay.steps][1:] == [False, False, True], log(replay)  # one blocker: menace
    assert pt(replay, "g") == (3, 2) and "menace" in objects_in(replay.final_state)["g"]["keywords"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_bobs_spectral_sliver_gives_alices_sliver_its_ability(cards, rules):
    objects = [obj("a", "Armor Sliver"), obj("s", "Spectral Sliver", owner="Bob"), obj("m1", "Mountain"), obj("m2", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "m1", "ability": 0},
               {"type": "activate_ability", "player": "Alice", "object": "m2", "ability": 0},
               {"type": "activate_ability", "player": "Alice", "object": "a", "ability": 2},  # Spectral Sliver's, granted
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "type anthems"), cards=cards))
    assert not refused(replay), log(replay)
    assert pt(replay, "a") == (3, 3) and pt(replay, "s") == (2, 2), log(replay)
    assert RESOLVES[rules] in cited(replay), sorted(cited(replay))


def test_attacking_creatures_you_control_get_and_have_a_keyword():
    found = compile_card({"name": "Test Banner", "types": ["Enchantment"], "mana_cost": "{1}{G}",
                          "text": "Attacking creatures you control get +1/+0 and have flying."})
    assert found.played, found.why_not
    assert [(ab.get("filter"), ab.get("pump"), ab.get("gains")) for ab in found.definition["abilities"]] == [
        ({"attacking": True, "you_control": True}, {"power": 1, "toughness": 0}, {"kind": "keyword", "keyword": "flying"})]
