"""More power/toughness changes (rulings/oracle/pump_more.py), played from real cards' Oracle text
(pump_more_cards.json: records copied from the pool): Nahiri's Stoneblades' "up to two target
creatures each get +2/+0", Dubious Delicacy's "up to one target creature gets -3/-3", Fourth Bridge
Prowler's "you may have target creature get -1/-1" (the choice made on resolution: 2007 413.2c,
2026 608.2d), Zelyon Sword's "for as long as this artifact remains tapped" (2007 418.3d), Electric
Eel's "gets +2/+0 until end of turn and deals 1 damage to you", Paragon of Eternal Wilds' "Other
green creatures you control get +1/+1" and Virulent Plague's "Creature tokens get -2/-2"; and near
misses that stay text only. Static ones: Divinity of Pride's "as long as you have 25 or more life", Dwarfhold
Champion's "As long as this creature is equipped, it gets +0/+2", Liliana's Elite's "for each creature card
in your graveyard", Bravado's "for each other creature you control", Castle's "Untapped creatures you
control get +0/+2", Mystic Subdual's "gets -2/-0 and loses all abilities"; Pendelhaven's "target 1/1
creature"."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p, pt

CARDS = Path(__file__).parent / "pump_more_cards.json"
POOL_TOO = True  # names not in CARDS come from the shared sample (conftest.cards)
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
ON_RESOLUTION = {R2007: "413.2c", R2026: "608.2d"}


def play(cards, objects, actions, rules, life=20):
    doc = {"format": 1, "rules": rules, "name": "pump more", "players": [{"name": "Alice", "life": life}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay



def cast(cards, rules, card, lands, others=(), choices=None, **how):
    objects = [obj("c", card, zone="hand")] + [obj(f"l{i}", land) for i, land in enumerate(lands)] + list(others)
    last = p("Bob", choices=choices) if choices is not None else p("Bob")
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", **how}, p("Alice"), p("Bob"), p("Alice"), last]
    return play(cards, objects, actions, rules)


def test_the_cards_compile(compiled):
    for name in compiled:
        assert compiled[name].played, name


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("chosen", [["bears", "lions"], ["bears"], []])
def test_nahiris_stoneblades_pumps_each_creature_chosen(cards, rules, chosen):
    replay = cast(cards, rules, "Nahiri's Stoneblades", ["Mountain"] * 2,
                  [obj("bears", "Grizzly Bears"), obj("lions", "Savannah Lions", "Bob")], targets=chosen)
    assert pt(replay, "bears") == ((4, 2) if "bears" in chosen else (2, 2)), log(replay)
    assert pt(replay, "lions") == ((4, 1) if "lions" in chosen else (2, 1))


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_same_creature_cant_be_chosen_twice_for_up_to_two_targets(cards, rules):
    objects = [obj("c", "Nahiri's Stoneblades", zone="hand"), obj("m", "Mountain"), obj("bears", "Grizzly Bears")]
    doc = {"format": 1, "rules": rules, "name": "twice", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
           "actions": [{"type": "play_spell", "player": "Alice", "object": "c", "targets": ["bears", "bears"]}]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused
    assert {R2007: "409.1c", R2026: "115.3"}[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dubious_delicacy_gives_up_to_one_creature_minus_three(cards, rules):
    objects = [obj("c", "Dubious Delicacy", zone="hand")] + [obj(f"s{i}", "Swamp") for i in range(3)] + [obj("bears", "Grizzly Bears", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c"}, p("Alice"), p("Bob", trigger_targets={"c": ["bears"]}),
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("may", [True, False])
def test_fourth_bridge_prowler_may_have_the_target_get_minus_one(cards, rules, may):
    objects = [obj("c", "Fourth Bridge Prowler", zone="hand"), obj("s", "Swamp"), obj("bears", "Grizzly Bears", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c"}, p("Alice"), p("Bob", trigger_targets={"c": ["bears"]}),
               p("Alice"), p("Bob", choices={"c": {"may": may}})]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "bears") == ((1, 1) if may else (2, 2)), log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_zelyon_sword_pumps_while_it_stays_tapped(cards, rules):
    objects = [obj("sword", "Zelyon Sword"), obj("bears", "Grizzly Bears")] + [obj(f"m{i}", "Mountain") for i in range(3)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "sword", "ability": 1, "targets": ["bears"]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "bears") == (4, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_electric_eel_pumps_itself_and_deals_one_damage_to_you(cards, rules):
    objects = [obj("eel", "Electric Eel"), obj("m1", "Mountain"), obj("m2", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "eel", "ability": 1}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "eel") == (3, 1), log(replay)  # a 1/1
    assert replay.final_state["players"][0]["life"] == 19


@pytest.mark.parametrize("rules", EDITIONS)
def test_paragon_of_eternal_wilds_pumps_other_green_creatures_you_control(cards, rules):
    objects = [obj("paragon", "Paragon of Eternal Wilds"), obj("bears", "Grizzly Bears"), obj("lions", "Savannah Lions"),
               obj("theirs", "Grizzly Bears", "Bob")]
    replay = play(cards, objects, [p("Alice")], rules)
    assert pt(replay, "bears") == (3, 3) and pt(replay, "paragon") == (2, 2), log(replay)
    assert pt(replay, "lions") == (2, 1) and pt(replay, "theirs") == (2, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_virulent_plague_shrinks_only_creature_tokens(cards, rules):
    token = obj("tok", "Grizzly Bears", "Bob", token=True)
    objects = [obj("plague", "Virulent Plague"), obj("bears", "Grizzly Bears", "Bob"), token]
    replay = play(cards, objects, [p("Alice")], rules)
    assert objects_in(replay.final_state).get("tok", {}).get("zone") != "in_play", log(replay)
    assert pt(replay, "bears") == (2, 2)


@pytest.mark.parametrize("text", [
    "Up to two target creatures each gets +1/+1 until end of turn.",  # the verb says one
    "Up to one target creature each get +1/+1 until end of turn.",
    "You may have target creature get -1/-1 until your next turn.",
    "Target creature gets +1/+1 for as long as you control ~.",
    "This creature gets +1/+1 until end of turn and deals 1 damage to any target.",
    "This creature gets +1/+1 for each creature card in their graveyards.",  # "their": whose? (static_counts.py reads "all graveyards")
    "This creature gets +2/+2 as long as an opponent has 25 or more life.",
    "Target 1/1 creature gets +1/+1 until your next turn.",
])
def test_a_near_miss_stays_text_only(text):
    record = {"name": "Near Miss", "mana_cost": "{1}", "types": ["Creature"], "supertypes": [], "subtypes": [], "power": "2",
              "toughness": "2", "loyalty": None, "text": text, "layout": "normal"}
    assert not compile_card(record).played


def _consume(cards, rules, targets):
    objects = [obj("c", "Consume Strength", zone="hand"), obj("f", "Forest"), obj("s", "Swamp"), obj("x", "Forest"),
               obj("bears", "Grizzly Bears"), obj("lions", "Savannah Lions", "Bob")]
    doc = {"format": 1, "rules": rules, "name": "another target", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
           "actions": [{"type": "play_spell", "player": "Alice", "object": "c", "targets": targets}, p("Alice"), p("Bob")]}
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_consume_strength_pumps_one_target_and_shrinks_another(cards, rules):
    replay = _consume(cards, rules, ["bears", "lions"])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "bears") == (4, 4), log(replay)
    assert objects_in(replay.final_state)["lions"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_consume_strengths_another_target_cant_be_the_first(cards, rules):
    replay = _consume(cards, rules, ["bears", "bears"])
    assert replay.steps[1].refused and "already chosen for an earlier target" in log(replay), log(replay)
    assert {R2007: "409.1c", R2026: "601.2c"}[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("life, size", [(25, (8, 8)), (24, (4, 4))])
def test_divinity_of_pride_is_bigger_while_you_have_25_or_more_life(cards, rules, life, size):
    replay = play(cards, [obj("god", "Divinity of Pride")], [p("Alice")], rules, life=life)
    assert pt(replay, "god") == size, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("equipped", [True, False])
def test_dwarfhold_champion_is_bigger_while_equipped(cards, rules, equipped):
    sword = {**obj("sword", "Leonin Scimitar"), **({"attached_to": "champ"} if equipped else {})}
    replay = play(cards, [obj("champ", "Dwarfhold Champion"), sword], [p("Alice")], rules)
    assert pt(replay, "champ") == ((4, 4) if equipped else (3, 1)), log(replay)  # a 3/1; the Scimitar +1/+1


@pytest.mark.parametrize("rules", EDITIONS)
def test_lilianas_elite_counts_the_creature_cards_in_your_graveyard(cards, rules):
    objects = [obj("elite", "Liliana's Elite"), obj("g1", "Grizzly Bears", zone="graveyard"), obj("g2", "Grizzly Bears", zone="graveyard"),
               obj("g3", "Forest", zone="graveyard"), obj("g4", "Grizzly Bears", "Bob", zone="graveyard")]
    replay = play(cards, objects, [p("Alice")], rules)
    assert pt(replay, "elite") == (3, 3), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("controller, size", [("Alice", (4, 4)), ("Bob", (4, 4))])  # Alice controls two others either way
def test_bravado_counts_the_other_creatures_its_controller_controls(cards, rules, controller, size):
    objects = [{**obj("aura", "Bravado"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", controller),
               obj("b2", "Grizzly Bears"), obj("b3", "Grizzly Bears"), obj("b4", "Grizzly Bears", "Bob")]
    replay = play(cards, objects, [p("Alice")], rules)
    assert pt(replay, "bears") == size, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_castle_gives_only_untapped_creatures_you_control_plus_two_toughness(cards, rules):
    objects = [obj("castle", "Castle"), obj("up", "Grizzly Bears"), obj("down", "Grizzly Bears", tapped=True),
               obj("theirs", "Grizzly Bears", "Bob")]
    replay = play(cards, objects, [p("Alice")], rules)
    assert (pt(replay, "up"), pt(replay, "down"), pt(replay, "theirs")) == ((2, 4), (2, 2), (2, 2)), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mystic_subdual_shrinks_and_removes_every_ability(cards, rules):
    objects = [{**obj("aura", "Mystic Subdual"), "attached_to": "sorc"}, obj("sorc", "Prodigal Sorcerer", "Bob")]
    actions = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "sorc", "ability": 0, "targets": ["Alice"]}]
    doc = {"format": 1, "rules": rules, "name": "subdual", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused, log(replay)
    assert pt(replay, "sorc") == (-1, 1)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("target, legal", [("elves", True), ("bears", False)])
def test_pendelhaven_targets_only_a_1_1_creature(cards, rules, target, legal):
    objects = [obj("pendel", "Pendelhaven"), obj("elves", "Llanowar Elves"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "pendel", "ability": 1, "targets": [target]}, p("Alice"), p("Bob")]
    doc = {"format": 1, "rules": rules, "name": "pendelhaven", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[1].refused != legal, log(replay)
    assert pt(replay, "elves") == ((2, 3) if legal else (1, 1))


def _spell(cards, rules, card, targets, lands):
    objects = [obj("c", card, zone="hand"), obj("bears", "Grizzly Bears"), obj("lions", "Savannah Lions", "Bob", tapped=True)]
    objects += [obj(f"l{i}", land) for i, land in enumerate(lands)]
    doc = {"format": 1, "rules": rules, "name": "n targets", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
           "actions": [{"type": "play_spell", "player": "Alice", "object": "c", "targets": targets}, p("Alice"), p("Bob")]}
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("card, lands, targets, sizes", [
    ("Symbiosis", ["Forest"] * 2, ["bears", "lions"], ((4, 4), (4, 3))),
    ("Hearts on Fire", ["Mountain"] * 2, ["bears", "lions"], ((4, 3), (4, 2))),
    ("Hearts on Fire", ["Mountain"] * 2, ["bears"], ((4, 3), (2, 1))),
    ("Synchronized Strike", ["Forest"] * 3, ["lions"], ((2, 2), (4, 3))),
])
def test_each_of_the_target_creatures_gets_the_bonus(cards, rules, card, lands, targets, sizes):
    replay = _spell(cards, rules, card, targets, lands)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (pt(replay, "bears"), pt(replay, "lions")) == sizes, log(replay)
    if card == "Synchronized Strike":
        assert not objects_in(replay.final_state)["lions"].get("tapped")


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("card, lands", [("Symbiosis", ["Forest"] * 2), ("Hearts on Fire", ["Mountain"] * 2)])
def test_one_creature_cant_be_both_targets_of_one_word_target(cards, rules, card, lands):
    replay = _spell(cards, rules, card, ["bears", "bears"], lands)
    assert replay.steps[1].refused and "already chosen for an earlier target" in log(replay), log(replay)


def _board(cards, rules, objects, active="Alice", actions=None):
    doc = {"format": 1, "rules": rules, "name": "board", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": active, "phase": "precombat_main"}, "objects": objects,
           "actions": actions or [p(active)]}
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("active, size, keywords", [("Alice", (4, 2), ["first strike"]), ("Bob", (2, 2), [])])
def test_quick_draw_katana_works_only_during_its_controllers_turn(cards, rules, active, size, keywords):
    replay = _board(cards, rules, [{**obj("k", "Quick-Draw Katana"), "attached_to": "bears"}, obj("bears", "Grizzly Bears")], active)
    bears = objects_in(replay.final_state)["bears"]
    assert ((bears["power"], bears["toughness"]), bears["keywords"]) == (size, keywords), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_pennon_blade_counts_the_creatures_you_control(cards, rules):
    objects = [{**obj("blade", "Pennon Blade"), "attached_to": "bears"}, obj("bears", "Grizzly Bears"), obj("b2", "Grizzly Bears"),
               obj("b3", "Grizzly Bears", "Bob")]
    assert pt(_board(cards, rules, objects), "bears") == (4, 4)


@pytest.mark.parametrize("rules", EDITIONS)
def test_night_of_souls_betrayal_shrinks_every_creature(cards, rules):
    objects = [obj("night", "Night of Souls' Betrayal"), obj("bears", "Grizzly Bears"), obj("elves", "Llanowar Elves", "Bob")]
    replay = _board(cards, rules, objects)
    assert pt(replay, "bears") == (1, 1) and objects_in(replay.final_state)["elves"]["zone"] == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_festercreep_shrinks_all_other_creatures(cards, rules):
    objects = [obj("creep", "Festercreep", counters={"+1/+1": 2}), obj("bears", "Grizzly Bears", "Bob"), obj("s", "Swamp"), obj("s2", "Swamp")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "creep", "ability": 1}, p("Alice"), p("Bob")]
    replay = _board(cards, rules, objects, actions=actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "bears") == (1, 1) and pt(replay, "creep") == (1, 1), log(replay)  # a 0/0 with a counter left, not shrunk


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("target, legal", [("goblin", True), ("bears", False)])
def test_goblin_taskmaster_targets_only_a_goblin(cards, rules, target, legal):
    objects = [obj("master", "Goblin Taskmaster"), obj("goblin", "Goblin Taskmaster"), obj("bears", "Grizzly Bears"),
               obj("m1", "Mountain"), obj("m2", "Mountain")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "master", "ability": 0, "targets": [target]}, p("Alice"), p("Bob")]
    replay = _board(cards, rules, objects, actions=actions)
    assert replay.steps[1].refused != legal, log(replay)
    if legal:
        assert pt(replay, "goblin") == (2, 1)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("attackers, size", [(["elite", "b1", "b2"], (3, 3)), (["elite", "b1"], (1, 1))])
def test_boros_elite_battalion_needs_two_other_attackers(cards, rules, attackers, size):
    objects = [obj("elite", "Boros Elite"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": attackers}, p("Alice"), p("Bob")]
    replay = _board(cards, rules, objects, actions=actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "elite") == size, log(replay)
    assert ({R2007: "308.3", R2026: "508.3a"}[rules] in cited(replay)) == (size == (3, 3))


@pytest.mark.parametrize("text", ["Other creatures you control get -1/-1.", "Other white creatures get +1/+1."])
def test_an_auras_other_creatures_stays_text_only(text):
    """Vampirism's "Other creatures you control get -1/-1": other than the enchanted creature, not the Aura."""
    record = {"name": "Near Miss", "mana_cost": "{B}", "types": ["Enchantment"], "supertypes": [], "subtypes": ["Aura"], "power": None,
              "toughness": None, "loyalty": None, "text": f"Enchant creature\n{text}", "layout": "normal"}
    assert not compile_card(record).played


def test_tide_drifter_gives_only_other_colorless_creatures_you_control_plus_one_toughness(cards):
    """Devoid is later than February 2007 (2026 702.114a): played under 2026."""
    objects = [obj("drifter", "Tide Drifter"), obj("thopter", "Ornithopter"), obj("bears", "Grizzly Bears"),
               obj("theirs", "Ornithopter", "Bob")]
    replay = _board(cards, R2026, objects)
    assert (pt(replay, "drifter"), pt(replay, "thopter"), pt(replay, "bears"), pt(replay, "theirs")) == ((0, 5), (0, 3), (2, 2), (0, 2)), \
        log(replay)
