"""What "Whenever this creature blocks or becomes blocked by a creature, ..." does to "that creature"
(rulings/oracle/blocking_partner_effects.py), played from real cards (blocking_partner_effects_cards.json: records
copied from the pool): Lim-Dûl's Cohort's "can't be regenerated this turn" (2007 419.6b; 2026 701.19a), Talruum
Champion's "loses first strike until end of turn", Aisling Leprechaun's "becomes green", Elven Warhounds' "put that
creature on top of its owner's library". The ability triggers once for each creature blocking or blocked (2007
309.3-309.4; 2026 509.3b, 509.3d) and resolves in the declare blockers step."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "blocking_partner_effects_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Aisling Leprechaun", "Lim-Dûl's Cohort", "Talruum Champion", "Elven Warhounds", "Barrow-Blade", "Wooden Stake",
          "Venom", "Mammoth Harness", "Shield of the Righteous", "Infiltration Lens"]
#: "destroy both creatures", "destroy all Auras attached to that creature", "put a -1/-1 counter on that creature":
#: wordings this family leaves
NEAR_MISSES = ["Dead-Iron Sledge", "Treefolk Mystic", "Quagmire Lamprey"]


@pytest.mark.parametrize("name", PLAYED)
def test_blocking_partner_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_blocking_partner_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def combat(cards, rules, objects, attacker, blocker, after_trigger=(), damage_steps=0, end_of_combat=False):
    """Alice attacks with `attacker`, Bob blocks with `blocker`; the block trigger resolves, then
    `after_trigger`, then `damage_steps` combat damage steps (2: a first-strike step too)."""
    damage = [{"type": "assign_combat_damage", "player": "Alice", "assignments": []},
              *[p("Alice"), p("Bob")] * (rules == R2007)]  # 2007 310.1: combat damage uses the stack
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": blocker, "attacker": attacker}]},
               *([p("Alice"), p("Bob")] if after_trigger is not None else []), *(after_trigger or ()),  # None: no trigger
               *([{"type": "pass_until", "player": "Alice", "step": "combat_damage"}] if damage_steps else []),
               *damage * damage_steps,
               *([{"type": "pass_until", "player": "Alice", "step": "end_of_combat"}, p("Alice"), p("Bob")] if end_of_combat else [])]
    data = in_main_phase(objects, actions, rules, "blocking partner")
    data["turn"].update({"phase": "combat", "step": "beginning_of_combat"})
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_lim_duls_cohort_keeps_the_blocking_skeleton_from_regenerating(cards, rules):
    objects = [obj("cohort", "Lim-Dûl's Cohort"), obj("skel", "Drudge Skeletons", owner="Bob"), obj("sw", "Swamp", owner="Bob")]
    regenerate = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "skel", "mana_abilities": [{"object": "sw"}]},
                  p("Bob"), p("Alice")]
    replay = combat(cards, rules, objects, "cohort", "skel", regenerate, damage_steps=1)
    assert zone_of(replay, "skel") == "graveyard", log(replay)
    assert {R2007: "419.6b", R2026: "701.19a"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_talruum_champion_strikes_first_alone_against_a_first_striker(cards, rules):
    objects = [obj("champ", "Talruum Champion"), obj("knight", "White Knight", owner="Bob")]
    replay = combat(cards, rules, objects, "champ", "knight", damage_steps=1)
    assert zone_of(replay, "knight") == "graveyard", log(replay)
    assert zone_of(replay, "champ") == "in_play"
    assert "White Knight loses first strike until end of turn" in log(replay)
    assert {R2007: "309.4", R2026: "509.3d"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_aisling_leprechaun_turns_its_blocker_green(cards, rules):
    objects = [obj("lep", "Aisling Leprechaun"), obj("giant", "Hill Giant", owner="Bob")]
    replay = combat(cards, rules, objects, "lep", "giant")
    assert "Hill Giant becomes green." in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_elven_warhounds_puts_its_blocker_on_top_of_its_owners_library(cards, rules):
    objects = [obj("hounds", "Elven Warhounds"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = combat(cards, rules, objects, "hounds", "bears")
    assert zone_of(replay, "bears") == "library", log(replay)
    assert zone_of(replay, "hounds") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_wooden_stake_destroys_the_vampire_blocking_the_equipped_creature(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("stake", "Wooden Stake", attached_to="bears"),
               obj("hawk", "Vampire Nighthawk", owner="Bob")]
    replay = combat(cards, rules, objects, "bears", "hawk")
    assert zone_of(replay, "hawk") == "graveyard", log(replay)
    assert "Wooden Stake's ability triggers" in log(replay)
    assert {R2007: "309.4", R2026: "509.3d"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_wooden_stake_doesnt_trigger_on_a_creature_that_isnt_a_vampire(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("stake", "Wooden Stake", attached_to="bears"),
               obj("giant", "Hill Giant", owner="Bob")]
    replay = combat(cards, rules, objects, "bears", "giant", after_trigger=None)
    assert "Wooden Stake's ability triggers" not in log(replay), log(replay)
    assert zone_of(replay, "giant") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_barrow_blade_strips_the_blocking_first_striker_of_its_abilities(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("blade", "Barrow-Blade", attached_to="bears"),
               obj("knight", "White Knight", owner="Bob")]
    replay = combat(cards, rules, objects, "bears", "knight", damage_steps=1)
    assert "White Knight loses all abilities until end of turn" in log(replay), log(replay)
    assert zone_of(replay, "knight") == "graveyard" and zone_of(replay, "bears") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_venom_destroys_the_creature_blocking_the_enchanted_creature_at_end_of_combat(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("venom", "Venom", attached_to="bears"), obj("giant", "Hill Giant", owner="Bob")]
    replay = combat(cards, rules, objects, "bears", "giant", damage_steps=1, end_of_combat=True)
    assert zone_of(replay, "giant") == "graveyard", log(replay)
    assert {R2007: "311.1", R2026: "511.2"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_mammoth_harness_gives_the_blocker_first_strike(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("harness", "Mammoth Harness", attached_to="bears"),
               obj("giant", "Hill Giant", owner="Bob")]
    replay = combat(cards, rules, objects, "bears", "giant")
    assert "Hill Giant gains first strike until end of turn" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("may, drawn", [(True, 2), (False, 0)])
def test_infiltration_lens_may_draw_two_when_the_equipped_creature_is_blocked(cards, rules, may, drawn):
    objects = [obj("bears", "Grizzly Bears"), obj("lens", "Infiltration Lens", attached_to="bears"),
               obj("giant", "Hill Giant", owner="Bob"), *(obj(f"c{k}", "Forest", zone="library") for k in range(3))]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "giant", "attacker": "bears"}]},
               p("Alice"), p("Bob", choices={"lens": {"may": may}})]
    data = in_main_phase(objects, actions, rules, "infiltration lens")
    data["turn"].update({"phase": "combat", "step": "beginning_of_combat"})
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    assert [zone_of(replay, f"c{k}") for k in range(3)].count("hand") == drawn, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_shield_of_the_righteous_keeps_the_blocked_attacker_tapped(cards, rules):
    objects = [obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("shield", "Shield of the Righteous", owner="Bob", attached_to="bears")]
    replay = combat(cards, rules, objects, "giant", "bears")
    assert "Hill Giant doesn't untap during its controller's next untap step" in log(replay), log(replay)
