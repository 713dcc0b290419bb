""" "Enchanted creature gets +1/+1 for each Plains you control and has flying" (Armored Ascension, Ethereal Armor,
Crystalline Armor: the counted static pump and the keyword) and "Target creature gains vigilance until end of turn
and can't be blocked this turn" (Pym Particles, Cephalid Inkshrouder, Apocalypse Runner: the grant and the
evasion, to the same creature); "This creature gets +1/+0 for each Equipment you control" (Militant Inquisitor: the
subtype's plural is its singular): rulings/oracle/pumps_and_keywords.py, played from real cards' Oracle text
(pumps_and_keywords_cards.json: records copied from the pool). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused

CARDS = Path(__file__).parent / "pumps_and_keywords_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Armored Ascension", "Claws of Valakut", "Crown of Skemfar", "Crystalline Armor", "Ethereal Armor",
          "Apocalypse Runner", "Break Through the Line", "Cephalid Inkshrouder", "Marchesa's Smuggler", "Pym Particles",
          "Militant Inquisitor", "Adelbert Steiner", "Swordsman's Steel",
          "Glaive of the Guildpact"]  # "for each Gate you control": a subtype counted now (static_counts)
#: "for each Aura attached to it" on an Aura, "for each creature in your party"
NEAR_MISSES = ["Auramancer's Guise", "Ravager's Mace"]
#: an attacking creature with vigilance doesn't tap (2007 502.14b; 2026 702.20b)
VIGILANCE = {R2007: "502.14b", R2026: "702.20b"}


@pytest.mark.parametrize("name", PLAYED)
def test_pump_and_keyword_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_armored_ascension_counts_plains_and_gives_flying(cards, rules):
    objects = [obj("g", "Grizzly Bears"), {**obj("a", "Armored Ascension"), "attached_to": "g"},
               *(obj(f"p{i}", "Plains") for i in range(3)), obj("bp", "Plains", owner="Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, [], rules, "pumps and keywords"), cards=cards))
    assert not refused(replay), log(replay)
    assert pt(replay, "g") == (5, 5) and "flying" in objects_in(replay.final_state)["g"]["keywords"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_pym_particles_gives_vigilance_and_the_creature_cant_be_blocked(cards, rules):
    objects = [obj("g", "Grizzly Bears"), obj("pym", "Pym Particles", zone="hand"), obj("i", "Island"),
               obj("z", "Walking Corpse", owner="Bob"), obj("lib", "Grizzly Bears", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "pym", "targets": ["g"], "mana_abilities": [{"object": "i"}]},
               p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["g"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "z", "attacker": "g"}]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "pumps and keywords"), cards=cards))
    assert [st.refused for st in replay.steps][-1] and not any(st.refused for st in replay.steps[:-1]), log(replay)
    assert "Grizzly Bears can't be blocked this turn." in log(replay)
    assert not objects_in(replay.final_state)["g"].get("tapped")  # vigilance
    assert VIGILANCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_militant_inquisitor_counts_the_equipment_you_control(cards, rules):
    objects = [obj("m", "Militant Inquisitor"), obj("b1", "Bonesplitter"), obj("b2", "Bonesplitter"),
               obj("b3", "Bonesplitter", owner="Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, [], rules, "pumps and keywords"), cards=cards))
    assert not refused(replay), log(replay)
    assert pt(replay, "m") == (4, 3)  # 2/3, +1/+0 for each of Alice's two Equipment (not Bob's)
