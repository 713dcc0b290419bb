"""Requirements and restrictions on attacking and blocking from real cards' compiled
Oracle text (combat_requirements_cards.json: records copied from the pool), played
under both editions: "Target creature attacks this turn if able" (2007 500.4; 2026
508.1d), "can't attack this turn" (308.2a / 508.1c), "All creatures able to block
target creature this turn do so", "blocks this creature this turn if able", "must be
blocked this turn if able", "blocks this turn if able" (500.4 / 509.1c), "can't
block this creature this turn", "Up to three target creatures can't block this
turn", "Creatures without flying can't block this turn", "can't be blocked by red
creatures", "can't be blocked except by ..." (309.2a / 509.1b), and "can attack this
turn as though it didn't have defender" (502.41b / 702.3b)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import compiled_records, log, objects_in, p

CARDS = Path(__file__).parent / "combat_requirements_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
RULES = {"attack_requirements": {R2007: "500.4", R2026: "508.1d"}, "block_requirements": {R2007: "500.4", R2026: "509.1c"},
         "attacking_restrictions": {R2007: "308.2a", R2026: "508.1c"}, "blocking_restrictions": {R2007: "309.2a", R2026: "509.1b"},
         "defender": {R2007: "502.41b", R2026: "702.3b"}}
BOTH = pytest.mark.parametrize("rules", [R2007, R2026])


@pytest.fixture(scope="module")
def cards():
    pool = compiled_records(CARDS)
    return lambda name: pool[name].definition if name in pool else None


def run(cards, objects, actions, rules, phase="combat", step="beginning_of_combat"):
    sc = {"format": 1, "rules": rules, "name": "combat_requirements", "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
          "turn": {"number": 3, "active_player": "Alice", "phase": phase, "step": step},
          "objects": [{"id": i, "card": c, "owner": o, "zone": z} for i, c, o, z in objects], "actions": actions}
    return run_scenario(load_scenario(sc, cards=cards))


def attack(*ids):
    return {"type": "declare_attackers", "player": "Alice", "attackers": list(ids)}


def block(*pairs):
    return {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": a} for b, a in pairs]}


def cited(step):
    return {c.rule for ev in step.events for c in ev.citations}


def lands(owner, *names):
    return [(f"{owner[0]}{i}", n, owner, "in_play") for i, n in enumerate(names)]


def test_every_card_of_the_family_is_fully_played():
    for name, c in compiled_records(CARDS).items():
        assert c.played, (name, c.why_not, [a["text"] for a in c.abilities if not a["played"]])


# --- "Target creature attacks this turn if able" / "can't attack this turn" ---------------------------------

def boiling_blood(cards, rules, declared):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("blood", "Boiling Blood", "Bob", "hand"),
            ("lib", "Island", "Bob", "library")] + lands("Bob", "Mountain", "Mountain", "Mountain")
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "blood", "targets": ["bears"]}, p("Bob"), p("Alice"),
               p("Alice"), p("Bob"), attack(*declared)]
    return run(cards, objs, actions, rules)


@BOTH
def test_boiling_blood_makes_the_target_attack_if_able(cards, rules):
    replay = boiling_blood(cards, rules, [])
    assert replay.steps[-1].refused, log(replay)
    assert RULES["attack_requirements"][rules] in cited(replay.steps[-1])
    assert "attacks this turn if able" in replay.steps[-1].events[-1].text


@BOTH
def test_boiling_blood_is_obeyed_when_the_target_attacks(cards, rules):
    replay = boiling_blood(cards, rules, ["bears"])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert RULES["attack_requirements"][rules] in cited(replay.steps[-1])


@BOTH
def test_heckling_fiends_ability_makes_the_target_attack_if_able(cards, rules):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("fiends", "Heckling Fiends", "Bob", "in_play")] + lands(
        "Bob", "Mountain", "Mountain", "Mountain")
    actions = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "fiends", "ability": 0, "targets": ["bears"]},
               p("Bob"), p("Alice"), p("Alice"), p("Bob"), attack()]
    replay = run(cards, objs, actions, rules)
    assert replay.steps[-1].refused and RULES["attack_requirements"][rules] in cited(replay.steps[-1]), log(replay)


@BOTH
def test_martyred_rusalka_stops_the_target_attacking_this_turn(cards, rules):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("rusalka", "Martyred Rusalka", "Bob", "in_play"),
            ("corpse", "Walking Corpse", "Bob", "in_play")] + lands("Bob", "Plains")
    actions = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "rusalka", "ability": 0, "targets": ["bears"],
                            "pay": {"sacrifice": ["corpse"]}}, p("Bob"), p("Alice"), p("Alice"), p("Bob"), attack("bears")]
    replay = run(cards, objs, actions, rules)
    assert replay.steps[-1].refused and RULES["attacking_restrictions"][rules] in cited(replay.steps[-1]), log(replay)
    assert "can't attack this turn" in replay.steps[-1].events[-1].text


@BOTH
def test_wall_of_wonder_attacks_as_though_it_didnt_have_defender(cards, rules):
    objs = [("wall", "Wall of Wonder", "Alice", "in_play")] + lands("Alice", "Island", "Island", "Island", "Island")
    actions = [{"type": "activate_ability", "player": "Alice", "object": "wall", "ability": 1}, p("Alice"), p("Bob"),
               p("Alice"), p("Bob"), attack("wall")]
    replay = run(cards, objs, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert RULES["defender"][rules] in cited(replay.steps[-1])
    assert "as though it didn't" in log(replay)


def test_wall_of_wonder_cant_attack_without_its_ability(cards):
    objs = [("wall", "Wall of Wonder", "Alice", "in_play")]
    replay = run(cards, objs, [p("Alice"), p("Bob"), attack("wall")], R2026)
    assert replay.steps[-1].refused and "702.3b" in cited(replay.steps[-1])


# --- blocking requirements ----------------------------------------------------------------------------------

def to_blocks(cards, rules, objs, before, attackers, blocks):
    """`before` in Alice's precombat main phase, then the attack and Bob's blocks."""
    actions = before + [p("Alice"), p("Bob"), p("Alice"), p("Bob"), attack(*attackers), p("Alice"), p("Bob"), block(*blocks)]
    return run(cards, objs, actions, rules, phase="precombat_main", step=None)


def alluring_scent(cards, rules, blocks):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("scent", "Alluring Scent", "Alice", "hand"),
            ("giant", "Hill Giant", "Bob", "in_play"), ("elves", "Llanowar Elves", "Bob", "in_play")] + lands("Alice", "Forest", "Forest", "Forest")
    cast = [{"type": "play_spell", "player": "Alice", "object": "scent", "targets": ["bears"]}, p("Alice"), p("Bob")]
    return to_blocks(cards, rules, objs, cast, ["bears"], blocks)


@BOTH
def test_alluring_scent_makes_every_creature_able_to_block_the_target_do_so(cards, rules):
    replay = alluring_scent(cards, rules, [("giant", "bears")])
    assert replay.steps[-1].refused, log(replay)
    assert RULES["block_requirements"][rules] in cited(replay.steps[-1])
    assert "all creatures able to block Grizzly Bears do so" in replay.steps[-1].events[-1].text


@BOTH
def test_alluring_scent_is_obeyed_when_all_block_the_target(cards, rules):
    replay = alluring_scent(cards, rules, [("giant", "bears"), ("elves", "bears")])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert RULES["block_requirements"][rules] in cited(replay.steps[-1])


@BOTH
def test_culling_mark_makes_the_target_block_if_able(cards, rules):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("mark", "Culling Mark", "Alice", "hand"),
            ("giant", "Hill Giant", "Bob", "in_play")] + lands("Alice", "Forest", "Forest", "Forest")
    cast = [{"type": "play_spell", "player": "Alice", "object": "mark", "targets": ["giant"]}, p("Alice"), p("Bob")]
    refused = to_blocks(cards, rules, objs, cast, ["bears"], [])
    assert refused.steps[-1].refused and RULES["block_requirements"][rules] in cited(refused.steps[-1]), log(refused)
    assert not any(st.refused for st in to_blocks(cards, rules, objs, cast, ["bears"], [("giant", "bears")]).steps)


@BOTH
def test_compelled_duel_pumps_the_target_and_it_must_be_blocked(cards, rules):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("duel", "Compelled Duel", "Alice", "hand"),
            ("giant", "Hill Giant", "Bob", "in_play"), ("corpse", "Walking Corpse", "Bob", "in_play")] + lands("Alice", "Forest", "Forest")
    cast = [{"type": "play_spell", "player": "Alice", "object": "duel", "targets": ["bears"]}, p("Alice"), p("Bob")]
    refused = to_blocks(cards, rules, objs, cast, ["bears"], [])
    assert refused.steps[-1].refused and RULES["block_requirements"][rules] in cited(refused.steps[-1]), log(refused)
    assert "Grizzly Bears gets +3/+3 until end of turn." in log(refused)
    one = to_blocks(cards, rules, objs, cast, ["bears"], [("corpse", "bears")])  # one blocker is enough
    assert not any(st.refused for st in one.steps), log(one)


def armodon(cards, rules, blocks, attackers=("armodon",)):
    objs = [("armodon", "Trumpeting Armodon", "Alice", "in_play"), ("bears", "Grizzly Bears", "Alice", "in_play"),
            ("giant", "Hill Giant", "Bob", "in_play")] + lands("Alice", "Forest", "Forest")
    act = [{"type": "activate_ability", "player": "Alice", "object": "armodon", "ability": 0, "targets": ["giant"]}, p("Alice"), p("Bob")]
    return to_blocks(cards, rules, objs, act, attackers, blocks)


@BOTH
def test_trumpeting_armodon_makes_the_target_block_it(cards, rules):
    replay = armodon(cards, rules, [("giant", "bears")], attackers=("armodon", "bears"))
    assert replay.steps[-1].refused and RULES["block_requirements"][rules] in cited(replay.steps[-1]), log(replay)
    assert "Hill Giant blocks Trumpeting Armodon this turn if able" in replay.steps[-1].events[-1].text
    assert not any(st.refused for st in armodon(cards, rules, [("giant", "armodon")]).steps)


def test_trumpeting_armodon_asks_nothing_when_it_doesnt_attack(cards):
    replay = armodon(cards, R2026, [], attackers=("bears",))
    assert not any(st.refused for st in replay.steps), log(replay)


# --- blocking restrictions ----------------------------------------------------------------------------------

@BOTH
def test_duct_crawler_stops_the_target_blocking_it(cards, rules):
    objs = [("crawler", "Duct Crawler", "Alice", "in_play"), ("giant", "Hill Giant", "Bob", "in_play")] + lands("Alice", "Mountain", "Mountain")
    act = [{"type": "activate_ability", "player": "Alice", "object": "crawler", "ability": 0, "targets": ["giant"]}, p("Alice"), p("Bob")]
    replay = to_blocks(cards, rules, objs, act, ["crawler"], [("giant", "crawler")])
    assert replay.steps[-1].refused and RULES["blocking_restrictions"][rules] in cited(replay.steps[-1]), log(replay)
    assert "Hill Giant can't block Duct Crawler this turn" in replay.steps[-1].events[-1].text


@BOTH
def test_panic_attack_stops_up_to_three_targets_blocking(cards, rules):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("panic", "Panic Attack", "Alice", "hand"),
            ("giant", "Hill Giant", "Bob", "in_play"), ("corpse", "Walking Corpse", "Bob", "in_play")] + lands("Alice", "Mountain", "Mountain", "Mountain")
    cast = [{"type": "play_spell", "player": "Alice", "object": "panic", "targets": ["giant"]}, p("Alice"), p("Bob")]
    refused = to_blocks(cards, rules, objs, cast, ["bears"], [("giant", "bears")])
    assert refused.steps[-1].refused and RULES["blocking_restrictions"][rules] in cited(refused.steps[-1]), log(refused)
    untargeted = to_blocks(cards, rules, objs, cast, ["bears"], [("corpse", "bears")])
    assert not any(st.refused for st in untargeted.steps), log(untargeted)


@BOTH
def test_magmatic_chasm_lets_only_creatures_with_flying_block(cards, rules):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("chasm", "Magmatic Chasm", "Alice", "hand"),
            ("giant", "Hill Giant", "Bob", "in_play"), ("angel", "Serra Angel", "Bob", "in_play")] + lands("Alice", "Mountain", "Mountain")
    cast = [{"type": "play_spell", "player": "Alice", "object": "chasm", "targets": []}, p("Alice"), p("Bob")]
    refused = to_blocks(cards, rules, objs, cast, ["bears"], [("giant", "bears")])
    assert refused.steps[-1].refused and RULES["blocking_restrictions"][rules] in cited(refused.steps[-1]), log(refused)
    assert "creatures without flying can't block this turn" in refused.steps[-1].events[-1].text
    assert not any(st.refused for st in to_blocks(cards, rules, objs, cast, ["bears"], [("angel", "bears")]).steps)


@BOTH
def test_vectis_agents_cant_be_blocked_this_turn(cards, rules):
    objs = [("agents", "Vectis Agents", "Alice", "in_play"), ("giant", "Hill Giant", "Bob", "in_play")] + lands("Alice", "Island", "Swamp")
    act = [{"type": "activate_ability", "player": "Alice", "object": "agents", "ability": 0}, p("Alice"), p("Bob")]
    replay = to_blocks(cards, rules, objs, act, ["agents"], [("giant", "agents")])
    assert replay.steps[-1].refused and RULES["blocking_restrictions"][rules] in cited(replay.steps[-1]), log(replay)
    assert "Vectis Agents gets -2/-0 until end of turn." in log(replay)  # -0 and +0 are one number


@pytest.mark.parametrize("attacker, blocker, legal", [("Barrenton Cragtreads", "Hill Giant", False), ("Barrenton Cragtreads", "Grizzly Bears", True),
                                                      ("Dread Warlock", "Hill Giant", False), ("Dread Warlock", "Walking Corpse", True),
                                                      ("Orchard Spirit", "Grizzly Bears", False), ("Orchard Spirit", "Giant Spider", True),
                                                      ("Orchard Spirit", "Serra Angel", True)])
@BOTH
def test_can_t_be_blocked_by_a_color_or_except_by(cards, rules, attacker, blocker, legal):
    objs = [("at", attacker, "Alice", "in_play"), ("b", blocker, "Bob", "in_play")]
    replay = run(cards, objs, [p("Alice"), p("Bob"), attack("at"), p("Alice"), p("Bob"), block(("b", "at"))], rules)
    assert replay.steps[-1].refused is not legal, log(replay)
    if not legal:
        assert RULES["blocking_restrictions"][rules] in cited(replay.steps[-1])


# --- precision: near misses stay text only ------------------------------------------------------------------

@pytest.mark.parametrize("types, text", [
    (["Instant"], "Target creature blocks this creature this turn if able."),  # no "this creature" on a spell
    (["Creature"], "You may have target creature block it this turn if able."),  # a choice
    (["Creature"], "This creature can't be blocked by colorless creatures."),
    (["Sorcery"], "Up to two target creatures attacks this turn if able."),
    (["Sorcery"], "Creatures without flying can't block this combat."),
    (["Enchantment"], "This creature can't be blocked except by creatures with flying."),
    (["Instant"], "Target creature loses flying and gains reach until end of turn."),
    (["Sorcery"], "Target creature gets +1/+1 until end of turn for each creature blocking it."),  # not "~"
])
def test_a_near_miss_stays_text_only(types, text):
    c = compile_card({"name": "Near Miss", "mana_cost": "{1}{R}", "types": types, "supertypes": [], "subtypes": [], "power": "2" if "Creature" in types else None,
                      "toughness": "2" if "Creature" in types else None, "loyalty": None, "layout": "normal", "text": text})
    assert not c.played, text


# --- "for each creature blocking it"; "loses flying / defender until end of turn" ----------------------------

def blocked_by(cards, rules, attacker, blockers):
    objs = [("at", attacker, "Alice", "in_play")] + [(b, "Grizzly Bears", "Bob", "in_play") for b in blockers]
    actions = [p("Alice"), p("Bob"), attack("at"), p("Alice"), p("Bob"), block(*((b, "at") for b in blockers)), p("Alice"), p("Bob")]
    return run(cards, objs, actions, rules)


INFORMATION_ONCE = {R2007: "413.2f", R2026: "608.2h"}


@BOTH
def test_elvish_berserker_gets_plus_one_for_each_creature_blocking_it(cards, rules):
    replay = blocked_by(cards, rules, "Elvish Berserker", ["b1", "b2"])
    resolved = next(st for st in replay.steps if any("gets +2/+2 until end of turn" in ev.text for ev in st.events))
    assert INFORMATION_ONCE[rules] in cited(resolved), log(replay)


@BOTH
def test_johtull_wurm_gets_minus_for_each_blocker_beyond_the_first(cards, rules):
    replay = blocked_by(cards, rules, "Johtull Wurm", ["b1", "b2", "b3"])
    assert "Johtull Wurm gets -4/-2 until end of turn." in log(replay)


def test_johtull_wurm_blocked_by_one_gets_nothing(cards):
    replay = blocked_by(cards, R2026, "Johtull Wurm", ["b1"])
    assert "Johtull Wurm gets no bonus (1 creature blocks it now, counted beyond the first)." in log(replay)


@BOTH
def test_radjan_spirit_makes_a_flyer_blockable_by_a_creature_without_flying(cards, rules):
    objs = [("angel", "Serra Angel", "Alice", "in_play"), ("spirit", "Radjan Spirit", "Bob", "in_play"), ("bears", "Grizzly Bears", "Bob", "in_play")]
    actions = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "spirit", "ability": 0, "targets": ["angel"]},
               p("Bob"), p("Alice"), p("Alice"), p("Bob"), attack("angel"), p("Alice"), p("Bob"), block(("bears", "angel"))]
    replay = run(cards, objs, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "Serra Angel loses flying until end of turn" in log(replay)


@BOTH
def test_tidewater_minion_attacks_after_it_loses_defender(cards, rules):
    objs = [("minion", "Tidewater Minion", "Alice", "in_play")] + lands("Alice", "Island", "Island", "Island", "Island")
    actions = [{"type": "activate_ability", "player": "Alice", "object": "minion", "ability": 1}, p("Alice"), p("Bob"),
               p("Alice"), p("Bob"), attack("minion")]
    replay = run(cards, objs, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)


# --- blocking more than one attacker (2007: 309.2a, 310.2d; 2026: 509.1a, 510.1d) ---------------------------

def bears_blocked_by(cards, rules, blocker, n, more=(), before=()):
    objs = [(f"a{i}", "Grizzly Bears", "Alice", "in_play") for i in range(n)] + [("g", blocker, "Bob", "in_play"), *more]
    actions = [*before, p("Alice"), p("Bob"), attack(*(f"a{i}" for i in range(n))), p("Alice"), p("Bob"), block(*(("g", f"a{i}") for i in range(n)))]
    return run(cards, objs, actions, rules)


BLOCKS_ONE = {R2007: "309.2a", R2026: "509.1a"}


@BOTH
def test_night_market_guard_blocks_two_attackers_not_three(cards, rules):
    two = bears_blocked_by(cards, rules, "Night Market Guard", 2)
    assert not two.steps[-1].refused and BLOCKS_ONE[rules] in cited(two.steps[-1]), log(two)
    assert "Night Market Guard can block one additional creature: it blocks two" in {c.reason for ev in two.steps[-1].events for c in ev.citations}
    assert bears_blocked_by(cards, rules, "Night Market Guard", 3).steps[-1].refused


@BOTH
def test_palace_guard_blocks_any_number_of_creatures(cards, rules):
    replay = bears_blocked_by(cards, rules, "Palace Guard", 3)
    assert not replay.steps[-1].refused, log(replay)


@BOTH
def test_high_ground_lets_each_creature_you_control_block_an_additional_creature(cards, rules):
    replay = bears_blocked_by(cards, rules, "Walking Corpse", 2, more=[("ground", "High Ground", "Bob", "in_play")])
    assert not replay.steps[-1].refused, log(replay)
    assert bears_blocked_by(cards, rules, "Walking Corpse", 2).steps[-1].refused


@BOTH
def test_coastline_chimera_blocks_an_additional_creature_after_its_ability(cards, rules):
    more = lands("Bob", "Plains", "Island")
    activate = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "g", "ability": 1}, p("Bob"), p("Alice")]
    replay = bears_blocked_by(cards, rules, "Coastline Chimera", 2, more=more, before=activate)
    assert not replay.steps[-1].refused, log(replay)
    assert "Coastline Chimera can block an additional creature this turn." in log(replay)
    assert bears_blocked_by(cards, rules, "Coastline Chimera", 2, more=more).steps[-1].refused


# --- removed from combat (2007: 306.2; 2026: 506.4) ---------------------------------------------------------

REMOVED = {R2007: "306.2", R2026: "506.4"}


def gustcloak(cards, rules, may):
    objs = [("gust", "Gustcloak Sentinel", "Alice", "in_play"), ("giant", "Hill Giant", "Bob", "in_play")]
    actions = [p("Alice"), p("Bob"), attack("gust"), p("Alice"), p("Bob"), block(("giant", "gust")), p("Alice"),
               {"type": "pass_priority", "player": "Bob", "choices": {"gust": {"may": may}}}]
    return run(cards, objs, actions, rules)


@BOTH
def test_gustcloak_sentinel_may_untap_and_leave_combat_when_blocked(cards, rules):
    replay = gustcloak(cards, rules, True)
    last = replay.steps[-1]
    assert not any(st.refused for st in replay.steps), log(replay)
    assert REMOVED[rules] in cited(last)
    gust = objects_in(last.state)["gust"]
    assert not gust["tapped"] and not gust["attacking"]


@BOTH
def test_gustcloak_sentinel_stays_in_combat_if_its_controller_doesnt(cards, rules):
    gust = objects_in(gustcloak(cards, rules, False).steps[-1].state)["gust"]
    assert gust["tapped"] and gust["attacking"]


@BOTH
def test_hollowhenge_spirit_removes_an_attacker_from_combat(cards, rules):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("spirit", "Hollowhenge Spirit", "Bob", "hand")] + lands(
        "Bob", "Plains", "Plains", "Plains", "Plains")
    actions = [p("Alice"), p("Bob"), attack("bears"), p("Alice"), {"type": "play_spell", "player": "Bob", "object": "spirit"},
               p("Bob"), {"type": "pass_priority", "player": "Alice", "trigger_targets": {"spirit": ["bears"]}}, p("Alice"), p("Bob")]
    replay = run(cards, objs, actions, rules)
    assert "Grizzly Bears is removed from combat." in log(replay), log(replay)
    assert not objects_in(replay.steps[-1].state)["bears"]["attacking"]


# --- more of the family: an animated land that must be blocked, opponents' creatures can't block, statics -----

@BOTH
def test_elemental_uprising_animates_a_land_that_must_be_blocked(cards, rules):
    objs = lands("Alice", "Forest", "Forest") + [("land", "Plains", "Alice", "in_play"), ("rising", "Elemental Uprising", "Alice", "hand"),
                                                 ("giant", "Hill Giant", "Bob", "in_play")]
    cast = [{"type": "play_spell", "player": "Alice", "object": "rising", "targets": ["land"]}, p("Alice"), p("Bob")]
    refused = to_blocks(cards, rules, objs, cast, ["land"], [])
    assert refused.steps[-1].refused and RULES["block_requirements"][rules] in cited(refused.steps[-1]), log(refused)
    assert not any(st.refused for st in to_blocks(cards, rules, objs, cast, ["land"], [("giant", "land")]).steps)


@BOTH
def test_cosmotronic_wave_stops_the_opponents_creatures_blocking(cards, rules):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("wave", "Cosmotronic Wave", "Alice", "hand"),
            ("giant", "Hill Giant", "Bob", "in_play")] + lands("Alice", "Mountain", "Mountain", "Mountain", "Mountain")
    cast = [{"type": "play_spell", "player": "Alice", "object": "wave"}, p("Alice"), p("Bob")]
    replay = to_blocks(cards, rules, objs, cast, ["bears"], [("giant", "bears")])
    assert replay.steps[-1].refused and RULES["blocking_restrictions"][rules] in cited(replay.steps[-1]), log(replay)
    assert "Cosmotronic Wave deals 1 damage to Hill Giant" in log(replay)


@BOTH
def test_familiar_ground_lets_no_two_creatures_block_one_of_yours(cards, rules):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("ground", "Familiar Ground", "Alice", "in_play"),
            ("b1", "Walking Corpse", "Bob", "in_play"), ("b2", "Hill Giant", "Bob", "in_play")]
    two = run(cards, objs, [p("Alice"), p("Bob"), attack("bears"), p("Alice"), p("Bob"), block(("b1", "bears"), ("b2", "bears"))], rules)
    assert two.steps[-1].refused and RULES["blocking_restrictions"][rules] in cited(two.steps[-1]), log(two)
    one = run(cards, objs, [p("Alice"), p("Bob"), attack("bears"), p("Alice"), p("Bob"), block(("b1", "bears"))], rules)
    assert not one.steps[-1].refused


@pytest.mark.parametrize("aura", ["Cloak of Mists", "Whispersilk Cloak"])
@BOTH
def test_an_enchanted_or_equipped_creature_cant_be_blocked(cards, rules, aura):
    objs = [("bears", "Grizzly Bears", "Alice", "in_play"), ("cloak", aura, "Alice", "in_play"), ("giant", "Hill Giant", "Bob", "in_play")]
    sc = {"format": 1, "rules": rules, "name": "cloak", "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
          "objects": [{"id": i, "card": c, "owner": o, "zone": z, **({"attached_to": "bears"} if i == "cloak" else {})} for i, c, o, z in objs],
          "actions": [p("Alice"), p("Bob"), attack("bears"), p("Alice"), p("Bob"), block(("giant", "bears"))]}
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert replay.steps[-1].refused and RULES["blocking_restrictions"][rules] in cited(replay.steps[-1]), log(replay)


# --- "target creature defending player controls" (the target grammar's "defending": while there is one) ------

@BOTH
def test_fiend_binder_taps_a_creature_the_defending_player_controls(cards, rules):
    objs = [("binder", "Fiend Binder", "Alice", "in_play"), ("bears", "Grizzly Bears", "Alice", "in_play"), ("giant", "Hill Giant", "Bob", "in_play")]
    actions = [p("Alice"), p("Bob"), {**attack("binder"), "trigger_targets": {"binder": ["giant"]}}, p("Alice"), p("Bob")]
    replay = run(cards, objs, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.steps[-1].state)["giant"]["tapped"]
    own = run(cards, objs, [p("Alice"), p("Bob"), {**attack("binder"), "trigger_targets": {"binder": ["bears"]}}], rules)
    assert own.steps[-1].refused, log(own)  # Alice's own creature is not the defending player's


@BOTH
def test_swathcutter_giant_deals_damage_to_each_creature_the_defending_player_controls(cards, rules):
    objs = [("giant", "Swathcutter Giant", "Alice", "in_play"), ("bears", "Grizzly Bears", "Alice", "in_play"),
            ("corpse", "Walking Corpse", "Bob", "in_play"), ("elves", "Llanowar Elves", "Bob", "in_play")]
    replay = run(cards, objs, [p("Alice"), p("Bob"), attack("giant"), p("Alice"), p("Bob")], rules)
    state = objects_in(replay.steps[-1].state)
    assert state["corpse"]["damage"] == 1 and state["bears"]["damage"] == 0, log(replay)
    assert "elves" not in [o["id"] for o in replay.steps[-1].state["zones"]["Bob"]["in_play"]]


# --- "All creatures attack / block each combat if able" (a static ability's requirement) --------------------

@BOTH
def test_grand_melee_makes_every_creature_attack_and_block_if_able(cards, rules):
    objs = [("melee", "Grand Melee", "Bob", "in_play"), ("bears", "Grizzly Bears", "Alice", "in_play"), ("giant", "Hill Giant", "Bob", "in_play")]
    no_attack = run(cards, objs, [p("Alice"), p("Bob"), attack()], rules)
    assert no_attack.steps[-1].refused and RULES["attack_requirements"][rules] in cited(no_attack.steps[-1]), log(no_attack)
    no_block = run(cards, objs, [p("Alice"), p("Bob"), attack("bears"), p("Alice"), p("Bob"), block()], rules)
    assert no_block.steps[-1].refused and RULES["block_requirements"][rules] in cited(no_block.steps[-1]), log(no_block)
    both = run(cards, objs, [p("Alice"), p("Bob"), attack("bears"), p("Alice"), p("Bob"), block(("giant", "bears"))], rules)
    assert not any(st.refused for st in both.steps), log(both)


def test_angler_turtle_makes_only_its_controllers_opponents_creatures_attack(cards):
    objs = [("turtle", "Angler Turtle", "Bob", "in_play"), ("bears", "Grizzly Bears", "Alice", "in_play")]
    assert run(cards, objs, [p("Alice"), p("Bob"), attack()], R2026).steps[-1].refused
    mine = [("turtle", "Angler Turtle", "Alice", "in_play"), ("bears", "Grizzly Bears", "Alice", "in_play")]
    assert not run(cards, mine, [p("Alice"), p("Bob"), attack()], R2026).steps[-1].refused


@pytest.mark.parametrize("artifact, legal", [(True, False), (False, True)])
@BOTH
def test_neurok_spy_cant_be_blocked_while_the_defending_player_controls_an_artifact(cards, rules, artifact, legal):
    objs = [("spy", "Neurok Spy", "Alice", "in_play"), ("giant", "Hill Giant", "Bob", "in_play")]
    objs += [("thopter", "Ornithopter", "Bob", "in_play")] if artifact else []
    replay = run(cards, objs, [p("Alice"), p("Bob"), attack("spy"), p("Alice"), p("Bob"), block(("giant", "spy"))], rules)
    assert replay.steps[-1].refused is not legal, log(replay)
    if not legal:
        assert RULES["blocking_restrictions"][rules] in cited(replay.steps[-1])
